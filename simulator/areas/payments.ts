/**
 * Simulated payment providers: the online-sales hosted payment page (payments/salespay.ts) and
 * the prepaid reload card gateway (payments/reload.ts), with their Approve/Decline routes.
 */
import type { HttpHandler } from "msw";
import type { Bases, Implementation } from "../implement";
import { reloadHandlers, reloadImplementations } from "./payments/reload";
import { salesPayHandlers, salesPayImplementations } from "./payments/salespay";

export const implementations: Implementation[] = [...salesPayImplementations, ...reloadImplementations];

export function extraHandlers(bases: Bases): HttpHandler[] {
  return [...salesPayHandlers(bases), ...reloadHandlers(bases)];
}
