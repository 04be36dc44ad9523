/**
 * Where /lterequest leads, from the customer's newest LTE order (sales.myDrafts with its payment log
 * and cart): a cart waiting for payment goes to /cart; a paid order shows its status screen instead of
 * the wizard; otherwise the wizard. A paid order whose provisioning is over (Completed or Failed) keeps
 * showing its status until the customer presses New request, which opens a fresh wizard (the session
 * remembers that order as left behind, `lteNewAfter`).
 */
import { redirect } from "@remix-run/node";
import type { Operator } from "~/operator/route.server";
import type { CrmStatus } from "~/sales/crm";
import { newestOrder, stageOf } from "~/sales/my-orders.server";
import { emptyLteOrder, type LteOrder } from "./state";

export const CART_PATH = "/cart";

export type StatusView = { refNo: string; status: CrmStatus; done: boolean };

export type Entry = { kind: "status"; view: StatusView } | { kind: "wizard"; error: string | null };

/** The wizard's state in the session, or a fresh one for this customer. */
export function currentOrder(op: Operator): LteOrder {
  const userName = op.session.get("userName");
  return op.session.get("lteRequest") ?? emptyLteOrder(userName ? { userName, userType: op.session.get("userType") ?? "EMAIL" } : null);
}

/** The entry rule; throws the redirect to /cart. A failed read of the orders leaves the wizard open, with the message. */
export async function entryOf(op: Operator): Promise<Entry> {
  const newest = await newestOrder(op, "LTE");
  if (!newest.ok) return { kind: "wizard", error: newest.message };
  const order = newest.data;
  const stage = stageOf(order);
  if (stage === "cart") throw redirect(CART_PATH);
  if (!order?.paid || !order.progress) return { kind: "wizard", error: null };
  // Paid: the order is the operator's now; the wizard that made it starts over next time.
  if (op.session.get("lteRequest")?.orderRef === order.refNo) op.session.unset("lteRequest");
  const done = stage !== "paid";
  if (done && op.session.get("lteNewAfter") === order.refNo) return { kind: "wizard", error: null };
  return { kind: "status", view: { refNo: order.refNo, status: order.progress, done } };
}

/** New request, from the status screen of an order that is over: that order is left behind and the wizard opens fresh. */
export function startNewRequest(op: Operator, view: StatusView): void {
  op.session.set("lteNewAfter", view.refNo);
  op.session.unset("lteRequest");
}
