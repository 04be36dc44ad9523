/**
 * Paying the connection fee on the operator's hosted page. The page is opened by a hidden form the
 * browser posts; it sends the browser back to /applyonline/fiber/result?orderId=&status=. What the
 * session started (which order, which amount) is kept here, and the result is believed only when the
 * operator's payment log of that order shows a paid attempt (gw_status '1'), never from the URL.
 */
import * as payments from "#contracts/payments";
import * as sales from "#contracts/sales";
import { toWire } from "#contracts/core";
import { browserBases, portalOrigin } from "~/env.server";
import type { Operator } from "~/operator/route.server";
import { contractUrl } from "~/operator/transport.server";
import type { FibreOrder } from "./state";

declare module "~/operator/session.server" {
  interface SessionData {
    /** The fibre payment this browser started: the order, the amount, when. */
    fibrePayment: { orderRef: string; amount: number; startedAt: number };
  }
}

/** What Pay Now charges: the connection fee of an order whose location has coverage. */
export const PAY_NOW_AMOUNT = 10000;
export const RESULT_PATH = "/applyonline/fiber/result";

export function statusPagePath(orderRef: string): string {
  return `/applyonline/fibre/statustracking/${encodeURIComponent(orderRef)}`;
}

export interface HostedForm {
  action: string;
  fields: Record<string, string>;
}

/** The hidden form of the hosted payment page for this order, and the session's note of it. */
export function startFibrePayment(op: Operator, order: FibreOrder & { orderRef: string }): HostedForm {
  const { details } = order;
  const byNic = details.idType === "nic";
  const input = payments.salesPaymentPage.request.parse(
    toWire(payments.salesPaymentPage, {
      ContactNumber: details.mobile,
      CustEmail: details.email,
      channel: "FTTH",
      AmountPay: String(PAY_NOW_AMOUNT),
      orderRefNo: order.orderRef,
      NIC: byNic ? details.nic.trim().toUpperCase() : "",
      PassportNo: byNic ? "" : details.passport.trim().toUpperCase(),
      returnUrl: new URL(RESULT_PATH, portalOrigin).toString(),
    }),
  );
  op.session.set("fibrePayment", { orderRef: order.orderRef, amount: PAY_NOW_AMOUNT, startedAt: Date.now() });
  const fields = Object.fromEntries(Object.entries(input).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
  return { action: contractUrl(payments.salesPaymentPage, browserBases), fields };
}

export type FibrePaymentOutcome =
  | { kind: "paid"; orderRef: string; amount: number }
  | { kind: "unpaid"; orderRef: string }
  | { kind: "unknown" }
  | { kind: "error"; message: string; orderRef: string };

/** The outcome of the payment this session started, as the operator's payment log tells it. */
export async function verifyFibrePayment(op: Operator, params: URLSearchParams): Promise<FibrePaymentOutcome> {
  const started = op.session.get("fibrePayment");
  const returned = params.get("orderId");
  // Only the order this browser sent to the payment page; another order's id in the URL proves nothing.
  if (!started || (returned && returned !== started.orderRef)) return { kind: "unknown" };
  const log = await op.order.data(sales.paymentLog, { orderId: started.orderRef });
  if (!log.ok) return { kind: "error", message: log.message, orderRef: started.orderRef };
  if (log.data.some((row) => row.gw_status === "1")) return { kind: "paid", orderRef: started.orderRef, amount: started.amount };
  return { kind: "unpaid", orderRef: started.orderRef };
}
