/** Simulated operator behaviour of the bills area: bills, eBill, and the hosted pay pages. */
import type { Bases, Implementation } from "../implement";
import { billImplementations } from "./bills/bill";
import { eBillImplementations } from "./bills/ebill";
import { billPayHandlers, billPayImplementations } from "./bills/billpay";

export { paymentsFor, markPaymentApplied, registerPayNowPricer, type Payment, type PayNowPricer } from "./bills/billpay";
export { billAccountOf } from "./bills/state";

export const implementations: Implementation[] = [...billImplementations, ...eBillImplementations, ...billPayImplementations];

export function extraHandlers(bases: Bases) {
  return billPayHandlers(bases);
}
