/**
 * Paying an order's connection fee on the operator's hosted page (the public fibre wizard's Pay Now,
 * the cart's Pay Now for fibre and LTE). The page is opened by a hidden form the browser posts (its
 * amount too: the specification's page takes it from the form, so the browser can change it); it
 * sends the browser back to the result page with `orderId` and `status`. The start is recorded in the
 * session (the order, the fee it owes, the channel, and the paid attempts its payment log already
 * holds) under a nonce the return URL carries. The result is believed only for this session's nonce,
 * when the operator's payment log of that order shows a paid attempt (gw_status '1') that was not
 * there at the start and paid at least the fee (paid.server.ts, the rule every page follows); never
 * from the URL. Where the log carries no amount the fee cannot be checked: the payment is believed
 * and `payment-amount-unverified` is logged.
 */
import * as payments from "#contracts/payments";
import * as sales from "#contracts/sales";
import { toWire } from "#contracts/core";
import { browserBases, portalOrigin } from "~/env.server";
import type { Operator } from "~/operator/route.server";
import { contractUrl } from "~/operator/transport.server";
import { alreadyProved, claimProof, settlePayment, startedPayment, startPayment } from "~/payments/started.server";
import { paymentOf, saysPaid } from "./paid.server";

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

type LogRow = sales.PaymentLogRow;
type LogRead = { ok: true; data: LogRow[] } | { ok: false; message: string };

/** The order's payment log, read as `who` (the visitor's order identity or the customer). */
function readLog(who: Operator, channel: OrderChannel, orderRef: string): Promise<LogRead> {
  return channel === "LTE" ? who.data(sales.paymentLogLte, { orderreff: orderRef }) : who.data(sales.paymentLog, { orderId: orderRef });
}

/** What tells one logged attempt from another, where the log has it. */
const keyOf = (row: LogRow) => row.txn_id ?? row.created_date ?? null;

export type OrderPaymentStarted = { ok: true; form: HostedForm } | { ok: false; message: string };

/**
 * The hidden form of the hosted payment page for this order (read as `who`), and the session's note
 * of it with the paid attempts the order's log holds now: only a newer one can prove this payment.
 */
export async function startOrderPayment(op: Operator, who: Operator, start: OrderPaymentStart): Promise<OrderPaymentStarted> {
  const log = await readLog(who, start.channel, start.orderRef);
  if (!log.ok) return log;
  const paid = log.data.filter(saysPaid);
  const started = startPayment(op.session, "order", {
    amount: start.amount,
    ref: start.orderRef,
    detail: { channel: start.channel, paidBefore: String(paid.length), keysBefore: JSON.stringify(paid.map(keyOf)) },
  });
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
  return { ok: true, form: { action: contractUrl(payments.salesPaymentPage, browserBases), fields } };
}

export type OrderPaymentOutcome =
  | { kind: "paid"; orderRef: string; amount: number; channel: OrderChannel }
  | { kind: "unpaid"; orderRef: string; channel: OrderChannel }
  /** The log shows the order paid by this payment, but for less than the fee it owes. */
  | { kind: "short"; orderRef: string; channel: OrderChannel }
  | { kind: "unknown" }
  | { kind: "error"; message: string; orderRef: string; channel: OrderChannel };

const channelOf = (value: string | undefined): OrderChannel => (value === "LTE" || value === "FTTX" ? value : "FTTH");

/**
 * The paid attempts logged since the payment started: those whose key was not there then, or, in a
 * log whose rows have no key, all of them once there are more than there were (it cannot tell which).
 */
function paidSince(paid: LogRow[], detail: Record<string, string>): LogRow[] {
  const count = Number(detail.paidBefore ?? "0") || 0;
  const before = JSON.parse(detail.keysBefore ?? "[]") as Array<string | null>;
  const keyed = paid.every((row) => keyOf(row) !== null) && !before.includes(null);
  if (keyed) return paid.filter((row) => !before.includes(keyOf(row)));
  return paid.length > count ? paid : [];
}

/**
 * The outcome of the payment this session started under the return URL's nonce, as the operator's
 * payment log of that order tells it (read as `who`: the visitor's order identity or the customer).
 * Another order's id in the URL, or no nonce of this session, proves nothing; nor does a paid attempt
 * the log held before the start, one that proved another payment of this session, or one for less
 * than the fee recorded at the start. A paid outcome is settled, so a reload of the result shows it
 * again without asking.
 */
export async function verifyOrderPayment(op: Operator, who: Operator, params: URLSearchParams): Promise<OrderPaymentOutcome> {
  const started = startedPayment(op.session, "order", params.get("pay"));
  const returned = params.get("orderId");
  if (!started?.ref || started.amount === null || (returned && returned !== started.ref)) return { kind: "unknown" };
  const { ref: orderRef, amount: fee, nonce } = started;
  const channel = channelOf(started.detail.channel);
  if (started.settled?.approved) return { kind: "paid", orderRef, amount: fee, channel };
  const log = await readLog(who, channel, orderRef);
  if (!log.ok) return { kind: "error", message: log.message, orderRef, channel };
  const paid = log.data.filter(saysPaid);
  const evidenceOf = (row: LogRow) => `order:${orderRef}|${keyOf(row) ?? `#${paid.length}`}`;
  const fresh = paidSince(paid, started.detail).filter((row) => !alreadyProved(op.session, nonce, evidenceOf(row)));
  if (fresh.length === 0) return { kind: "unpaid", orderRef, channel };

  const proof = paymentOf(fresh, fee);
  if (!proof) return { kind: "short", orderRef, channel };
  // The attempt is this payment's only if no other payment (another browser's) has claimed it.
  if (!(await claimProof(op.session, nonce, evidenceOf(proof.row)))) return { kind: "unpaid", orderRef, channel };
  if (!proof.measured) {
    // The log says paid but not how much: the fee cannot be checked (README, "What is logged").
    const contract = channel === "LTE" ? sales.paymentLogLte.name : sales.paymentLog.name;
    console.warn(JSON.stringify({ event: "payment-amount-unverified", contract, channel }));
  }
  settlePayment(op.session, nonce, true, evidenceOf(proof.row));
  return { kind: "paid", orderRef, amount: fee, channel };
}
