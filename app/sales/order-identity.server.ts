/**
 * A visitor's order identity (online sales without signing in): the tokens a verified one-time code
 * gave them, and the orders it may read by an id in a URL. Verifying an order's code allows that
 * order; verifying one's own mobile in the fibre wizard allows none until the identity saves a draft
 * of its own. Granting an identity renews the session id.
 */
import type { Operator } from "~/operator/route.server";
import { renewSessionId, type Session } from "~/operator/session.server";

const refOf = (orderId: string) => orderId.trim().toUpperCase();

/** The identity replaces any earlier one (and its orders); the session goes on under a new id. */
export function grantOrderIdentity(op: Operator, tokens: { userName: string; accessToken: string; refreshToken: string }, orders: string[]): void {
  op.session.set("orderIdentity", { ...tokens, orders: [...new Set(orders.map(refOf))] });
  renewSessionId(op.session);
}

/** An order the identity saved itself (the wizard's draft): it may read it from now on. */
export function allowIdentityOrder(session: Session, orderRef: string): void {
  const identity = session.get("orderIdentity");
  if (!identity) return;
  const ref = refOf(orderRef);
  const orders = identity.orders ?? [];
  if (!orders.includes(ref)) session.set("orderIdentity", { ...identity, orders: [...orders, ref] });
}

/** Whether the session's order identity was verified for this order, or saved it. */
export function identityMayRead(session: Session, orderId: string): boolean {
  return Boolean(session.get("orderIdentity")?.orders?.includes(refOf(orderId)));
}
