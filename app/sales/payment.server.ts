/**
 * Paying an order's connection fee on the operator's hosted page (the public fibre wizard's Pay Now,
 * the cart's Pay Now for fibre and LTE). The page is opened by a hidden form the browser posts; it sends
 * the browser back to the result page with `orderId` and `status`. The start is recorded in the session
 * (the order, the amount, the channel) under a nonce the return URL carries, and the result is
 * believed only for this session's nonce, when the operator's payment log of that order shows a paid
 * attempt (gw_status '1'), never from the URL.
 */
import * as payments from "#contracts/payments";
import * as sales from "#contracts/sales";
import { toWire } from "#contracts/core";
import { browserBases, portalOrigin } from "~/env.server";
import type { Operator } from "~/operator/route.server";
import { contractUrl } from "~/operator/transport.server";
import { settlePayment, startedPayment, startPayment } from "~/payments/started.server";

/** FTTH: the public fibre wizard; FTTX: a signed-in customer's fibre cart; LTE: the LTE cart. */
export type OrderChannel = "FTTH" | "FTTX" | "LTE";

export interface HostedForm {
  action: string;
  fields: Record<string, string>;
}

export interface OrderPaymentStart {
  channel: OrderChannel;
  orderRef: string;
  amount: number;
  mobile: string;
  email: string;
  nic: string;
  passport: string;
  /** The portal's result page, which the hosted page returns to. */
  resultPath: string;
}

/** The hidden form of the hosted payment page for this order, and the session's note of it. */
export function startOrderPayment(op: Operator, start: OrderPaymentStart): HostedForm {
  const started = startPayment(op.session, "order", { amount: start.amount, ref: start.orderRef, detail: { channel: start.channel } });
  const back = new URL(start.resultPath, portalOrigin);
  back.searchParams.set("pay", started.nonce);
  const input = payments.salesPaymentPage.request.parse(
    toWire(payments.salesPaymentPage, {
      ContactNumber: start.mobile,
      CustEmail: start.email,
      channel: start.channel,
      AmountPay: String(start.amount),
      orderRefNo: start.orderRef,
      NIC: start.nic.trim().toUpperCase(),
      PassportNo: start.passport.trim().toUpperCase(),
      returnUrl: back.toString(),
    }),
  );
  const fields = Object.fromEntries(Object.entries(input).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
  return { action: contractUrl(payments.salesPaymentPage, browserBases), fields };
}

export type OrderPaymentOutcome =
  | { kind: "paid"; orderRef: string; amount: number; channel: OrderChannel }
  | { kind: "unpaid"; orderRef: string; channel: OrderChannel }
  | { kind: "unknown" }
  | { kind: "error"; message: string; orderRef: string; channel: OrderChannel };

const channelOf = (value: string | undefined): OrderChannel => (value === "LTE" || value === "FTTX" ? value : "FTTH");

/**
 * The outcome of the payment this session started under the return URL's nonce, as the operator's
 * payment log of that order tells it (read as `who`: the visitor's order identity or the customer).
 * Another order's id in the URL, or no nonce of this session, proves nothing. A paid outcome is
 * settled, so a reload of the result shows it again without asking.
 */
export async function verifyOrderPayment(op: Operator, who: Operator, params: URLSearchParams): Promise<OrderPaymentOutcome> {
  const started = startedPayment(op.session, "order", params.get("pay"));
  const returned = params.get("orderId");
  if (!started?.ref || started.amount === null || (returned && returned !== started.ref)) return { kind: "unknown" };
  const orderRef = started.ref;
  const channel = channelOf(started.detail.channel);
  if (started.settled?.approved) return { kind: "paid", orderRef, amount: started.amount, channel };
  const log = channel === "LTE" ? await who.data(sales.paymentLogLte, { orderreff: orderRef }) : await who.data(sales.paymentLog, { orderId: orderRef });
  if (!log.ok) return { kind: "error", message: log.message, orderRef, channel };
  if (!log.data.some((row) => row.gw_status === "1")) return { kind: "unpaid", orderRef, channel };
  settlePayment(op.session, started.nonce, true, `order:${orderRef}`);
  return { kind: "paid", orderRef, amount: started.amount, channel };
}
