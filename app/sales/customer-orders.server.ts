/**
 * The online orders started in this session (by a visitor or a signed-in customer): the draft
 * reference of the fibre and of the LTE order, remembered on the server when a wizard saves a
 * draft, so later pages (the buy-online header's badge, the cart, the payment results) read the same
 * order. Kept in the session (never in browser storage); a new sign-in starts without them.
 */
import * as sales from "#contracts/sales";
import type { Operator } from "~/operator/route.server";
import { isSignedIn, type Session } from "~/operator/session.server";

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
 * This session's orders the operator shows as paid (a payment log entry with gw_status '1'), read
 * with the identity that owns them: the signed-in customer's, or the visitor's order identity.
 */
export async function paidOrders(op: Operator): Promise<Array<{ kind: OrderKind; refNo: string }>> {
  const reader = isSignedIn(op.session) ? op : op.session.get("orderIdentity") ? op.order : null;
  if (!reader) return [];
  const orders = (["fibre", "lte"] as const).flatMap((kind) => {
    const refNo = rememberedOrder(op.session, kind);
    return refNo ? [{ kind, refNo }] : [];
  });
  const paid = await Promise.all(
    orders.map(async (order) => {
      const log =
        order.kind === "fibre"
          ? await reader.data(sales.paymentLog, { orderId: order.refNo })
          : await reader.data(sales.paymentLogLte, { orderreff: order.refNo });
      return log.ok && log.data.some((row) => row.gw_status === "1");
    }),
  );
  return orders.filter((_, i) => paid[i]);
}
