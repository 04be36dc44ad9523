/**
 * The online orders started in this session (by a visitor or a signed-in customer): the draft
 * reference of the fibre and of the LTE order, remembered on the server when a wizard saves a
 * draft, so later pages (the buy-online header's badge, the cart, the payment results) read the same
 * order. Kept in the session (never in browser storage); a new sign-in starts without them.
 */
import * as sales from "#contracts/sales";
import type { Operator } from "~/operator/route.server";
import { isSignedIn, type Session } from "~/operator/session.server";
import { newestOrder } from "./my-orders.server";
import { orderFee, paymentOf } from "./paid.server";

export type OrderKind = "fibre" | "lte";

declare module "~/operator/session.server" {
  interface SessionData {
    customerOrders: Partial<Record<OrderKind, string>>;
  }
}

export function rememberOrder(session: Session, kind: OrderKind, refNo: string): void {
  session.set("customerOrders", { ...(session.get("customerOrders") ?? {}), [kind]: refNo });
}

export function rememberedOrder(session: Session, kind: OrderKind): string | null {
  return session.get("customerOrders")?.[kind] ?? null;
}

export function forgetOrder(session: Session, kind: OrderKind): void {
  const { [kind]: _dropped, ...rest } = session.get("customerOrders") ?? {};
  session.set("customerOrders", rest);
}

/**
 * The orders the operator shows as paid (a payment log entry with gw_status '1' that covers the fee the
 * order owes, paid.server.ts), for the buy-online header's badge. A signed-in customer's come from the
 * operator's records: the newest fibre and the newest LTE order of theirs (sales.myDrafts), wherever
 * they were made. A visitor has no such listing: theirs are this session's, read with the order
 * identity that owns them.
 */
export async function paidOrders(op: Operator): Promise<Array<{ kind: OrderKind; refNo: string }>> {
  if (isSignedIn(op.session)) return paidOrdersOnRecord(op);
  const reader = op.session.get("orderIdentity") ? op.order : null;
  if (!reader) return [];
  const orders = (["fibre", "lte"] as const).flatMap((kind) => {
    const refNo = rememberedOrder(op.session, kind);
    return refNo ? [{ kind, refNo }] : [];
  });
  const paid = await Promise.all(
    orders.map(async (order) => {
      const [log, lines] =
        order.kind === "fibre"
          ? await Promise.all([reader.data(sales.paymentLog, { orderId: order.refNo }), reader.data(sales.invoices, { REF_NO: order.refNo })])
          : await Promise.all([reader.data(sales.paymentLogLte, { orderreff: order.refNo }), reader.data(sales.invoicesLte, { REF_NO: order.refNo })]);
      // Without its cart lines the order owes the standard fee of its kind.
      const fee = orderFee(order.kind === "fibre" ? "FTTH" : "LTE", lines.ok ? lines.data : []);
      return log.ok && paymentOf(log.data, fee) !== null;
    }),
  );
  return orders.filter((_, i) => paid[i]);
}

/** The signed-in customer's newest order of each kind, when paid (a read that fails shows no badge for that kind). */
async function paidOrdersOnRecord(op: Operator): Promise<Array<{ kind: OrderKind; refNo: string }>> {
  const newest = await Promise.all([newestOrder(op, "FTTH"), newestOrder(op, "LTE")]);
  return (["fibre", "lte"] as const).flatMap((kind, i) => {
    const read = newest[i]!;
    return read.ok && read.data?.paid ? [{ kind, refNo: read.data.refNo }] : [];
  });
}
