/** Every operator endpoint the portal may call, in one list. */
import type { Contract } from "./core";
import { authContracts } from "./auth";
import { bannerContracts } from "./banners";
import { accountsContracts } from "./accounts";
import { broadbandContracts } from "./broadband";
import { prepaidContracts } from "./prepaid";
import { tvContracts } from "./tv";
import { billsContracts } from "./bills";
import { voiceContracts } from "./voice";
import { complaintsContracts } from "./complaints";
import { profileContracts } from "./profile";
import { servicesContracts } from "./services";
import { salesContracts } from "./sales";
import { paymentsContracts } from "./payments";

export const registry: readonly Contract[] = [
  ...authContracts,
  ...bannerContracts,
  ...accountsContracts,
  ...broadbandContracts,
  ...prepaidContracts,
  ...tvContracts,
  ...billsContracts,
  ...voiceContracts,
  ...complaintsContracts,
  ...profileContracts,
  ...servicesContracts,
  ...salesContracts,
  ...paymentsContracts,
];

const byName = new Map(registry.map((c) => [c.name, c]));
if (byName.size !== registry.length) {
  const seen = new Set<string>();
  const twice = registry.filter((c) => (seen.has(c.name) ? true : (seen.add(c.name), false))).map((c) => c.name);
  throw new Error(`Contract names must be unique: ${twice.join(", ")}`);
}

export function contractNamed(name: string): Contract {
  const contract = byName.get(name);
  if (!contract) throw new Error(`No contract named ${name}`);
  return contract;
}
