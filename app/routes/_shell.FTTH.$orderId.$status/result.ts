/** The payment result pages' addresses: /FTTH/{orderId}/{status} (fibre) and /LTE/{orderId}/{status}. */
import type { OrderKind } from "~/sales/my-orders.server";

/** Where a paid order goes on: the fibre order's status, or the LTE wizard (which shows the LTE status). */
export const CONTINUE_TO: Record<OrderKind, string> = { FTTH: "/connectionOrder", LTE: "/lterequest" };

/** The fibre result sends the customer on to /connectionOrder after this many seconds. */
export const COUNTDOWN_SECONDS = 5;

export function resultPath(kind: OrderKind, orderId: string, status: string, pay: string): string {
  const path = `/${kind}/${encodeURIComponent(orderId || "-")}/${encodeURIComponent(status || "0")}`;
  return pay ? `${path}?pay=${encodeURIComponent(pay)}` : path;
}
