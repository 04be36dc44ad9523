/** All msw handlers of the simulated operator, built from the contracts for a set of base URLs. */
import type { HttpHandler } from "msw";
import { servicesUnder } from "../contracts/lk";
import { toHandler, type Bases, type Implementation } from "./implement";
import * as auth from "./areas/auth";
import * as banners from "./areas/banners";
import * as accounts from "./areas/accounts";
import * as broadband from "./areas/broadband";
import * as prepaid from "./areas/prepaid";
import * as tv from "./areas/tv";
import * as bills from "./areas/bills";
import * as voice from "./areas/voice";
import * as complaints from "./areas/complaints";
import * as profile from "./areas/profile";
import * as services from "./areas/services";
import * as sales from "./areas/sales";
import * as payments from "./areas/payments";
import * as maps from "./areas/maps";

type Area = { implementations: Implementation[]; extraHandlers?: (bases: Bases) => HttpHandler[] };

const areas: Area[] = [
  { ...auth, extraHandlers: auth.providerHandlers },
  banners,
  accounts,
  broadband,
  prepaid,
  tv,
  bills,
  voice,
  complaints,
  profile,
  services,
  sales,
  payments,
  maps,
];

export const implementations: Implementation[] = areas.flatMap((a) => a.implementations);

export function createHandlers(bases: Bases): HttpHandler[] {
  return [...areas.flatMap((a) => a.extraHandlers?.(bases) ?? []), ...implementations.map((impl) => toHandler(impl, bases))];
}

/** Base URLs of every service when the simulator is served from one origin. */
export function basesFor(origin: string): Bases {
  return servicesUnder(origin);
}
