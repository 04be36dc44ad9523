/**
 * Simulated operator behaviour of the prepaid area: prepaid LTE wallets and packages
 * (prepaid/lte.ts), timely-pay offers (prepaid/timelyPay.ts), state and seeding (prepaid/state.ts).
 */
import type { HttpHandler } from "msw";
import type { Bases, Implementation } from "../implement";
import { lteImplementations } from "./prepaid/lte";
import { timelyPayImageHandlers, timelyPayImplementations } from "./prepaid/timelyPay";

export { creditWallet } from "./prepaid/lte";

export const implementations: Implementation[] = [...lteImplementations, ...timelyPayImplementations];

export function extraHandlers(bases: Bases): HttpHandler[] {
  return timelyPayImageHandlers(bases);
}
