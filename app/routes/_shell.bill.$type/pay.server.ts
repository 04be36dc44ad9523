/**
 * Bill payment: the Total Payable of the selected postpaid account, the browser form to the
 * operator's hosted bill-pay page, and the check of a returning payment with the operator (the
 * query string alone is never believed: anyone can type ?status=approved).
 */
import * as bills from "#contracts/bills";
import { DAY_MS, lkDate } from "#contracts/lk";
import type { AccountContext } from "~/accounts/context.server";
import { browserBases, portalOrigin } from "~/env.server";
import type { Session } from "~/operator/session.server";
import { contractUrl } from "~/operator/transport.server";
import { alreadyProved, settlePayment, startedPayment, startPayment } from "~/payments/started.server";

export interface BillSummary {
  outstanding: number;
  lastPaymentDate: string | null;
  lastPaymentAmount: number | null;
}

export async function billSummary(ctx: AccountContext): Promise<{ ok: true; data: BillSummary | null } | { ok: false; message: string }> {
  if (!ctx.selected) return { ok: true, data: null };
  const inquiry = await ctx.op.data(bills.billingInquiry, { telephoneNo: ctx.selected.telephoneNo, accountNo: ctx.selected.accountNo });
  if (!inquiry.ok) return { ok: false, message: inquiry.message };
  const first = inquiry.data.listofbillingInquiryType[0];
  if (!first) return { ok: true, data: null };
  return {
    ok: true,
    data: { outstanding: first.outstandingBalance, lastPaymentDate: first.lastPaymentDate ?? null, lastPaymentAmount: first.lastPaymentAmount ?? null },
  };
}

/**
 * The hidden form of the hosted bill-pay page. The payment is recorded in the session (amount, time);
 * the return URL carries only its nonce.
 */
export function payBillForm(
  session: Session,
  telephone: string,
  amount: number,
  before: BillSummary | null,
): { action: string; fields: Record<string, string> } {
  // What the operator showed when the payment started: a return that finds it unchanged proves nothing.
  const snapshot = before ? `${before.lastPaymentDate}|${before.lastPaymentAmount}|${before.outstanding}` : "";
  const started = startPayment(session, "billPay", { amount, detail: { telephone, before: snapshot } });
  const back = new URL("/bill/0", portalOrigin);
  back.searchParams.set("pay", started.nonce);
  const fields = bills.payBill.request.parse({ EventSource: telephone, vpc_Amount: amount.toFixed(2), returnUrl: back.toString() });
  const strings = Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])));
  return { action: contractUrl(bills.payBill, browserBases), fields: strings };
}

export type BillPayOutcome = { kind: "approved"; amount: number } | { kind: "declined" } | { kind: "unconfirmed" } | null;

const digits = (date: string) => date.replace(/\D/g, "");
/** "2024/09/28" or "28/09/2024" → "20240928" */
function sortable(date: string): string {
  const parts = date.split(/\D+/).filter(Boolean);
  if (parts.length !== 3) return digits(date);
  const [a, b, c] = parts as [string, string, string];
  return a.length === 4 ? `${a}${b.padStart(2, "0")}${c.padStart(2, "0")}` : `${c}${b.padStart(2, "0")}${a.padStart(2, "0")}`;
}

/**
 * The outcome of a returning payment: only one this session started (its nonce), checked against
 * the operator's last payment with the amount and time recorded at the start, settled once.
 */
export function verifyBillPayment(session: Session, params: URLSearchParams, summary: BillSummary | null): BillPayOutcome {
  const status = params.get("status");
  if (status !== "approved" && status !== "declined") return null;
  const started = startedPayment(session, "billPay", params.get("pay"));
  if (!started || started.amount === null) return { kind: "unconfirmed" };
  if (started.settled) return started.settled.approved ? { kind: "approved", amount: started.amount } : { kind: "declined" };
  if (status === "declined") {
    settlePayment(session, started.nonce, false);
    return { kind: "declined" };
  }
  if (!summary || !summary.lastPaymentDate || summary.lastPaymentAmount === null) return { kind: "unconfirmed" };
  const earliest = digits(lkDate(started.startedAt - DAY_MS));
  const paidRecently = sortable(summary.lastPaymentDate) >= earliest;
  const sameAmount = Math.abs(summary.lastPaymentAmount - started.amount) < 0.005;
  if (!paidRecently || !sameAmount) return { kind: "unconfirmed" };
  // The operator shows only the last payment's day and amount: with the balance they tell one payment
  // from the next, and what proved one payment proves no other.
  const evidence = `${summary.lastPaymentDate}|${summary.lastPaymentAmount}|${summary.outstanding}`;
  if (evidence === started.detail.before || alreadyProved(session, started.nonce, evidence)) return { kind: "unconfirmed" };
  settlePayment(session, started.nonce, true, evidence);
  return { kind: "approved", amount: started.amount };
}
