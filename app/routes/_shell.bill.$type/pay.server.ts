/**
 * Bill payment: the Total Payable of the selected postpaid account, the browser form to the
 * operator's hosted bill-pay page, and the check of a returning payment with the operator (the
 * query string alone is never believed: anyone can type ?status=approved). A payment is checked
 * on the line it paid (the telephone number typed), which need not be the selected one; a number
 * that is none of the customer's lines cannot be checked, and its return stays unconfirmed.
 */
import * as bills from "#contracts/bills";
import { DAY_MS, lkDate, toTelephone } from "#contracts/lk";
import type { AccountContext, LinkedAccount } from "~/accounts/context.server";
import { browserBases, portalOrigin } from "~/env.server";
import { contractUrl } from "~/operator/transport.server";
import { claimProof, settlePayment, startedPayment, startPayment } from "~/payments/started.server";

export interface BillSummary {
  outstanding: number;
  lastPaymentDate: string | null;
  lastPaymentAmount: number | null;
}

type SummaryRead = { ok: true; data: BillSummary | null } | { ok: false; message: string };

/** The Total Payable of the selected account. */
export const billSummary = (ctx: AccountContext): Promise<SummaryRead> => summaryOf(ctx, ctx.selected);

async function summaryOf(ctx: AccountContext, line: LinkedAccount | null): Promise<SummaryRead> {
  if (!line) return { ok: true, data: null };
  const inquiry = await ctx.op.data(bills.billingInquiry, { telephoneNo: line.telephoneNo, accountNo: line.accountNo });
  if (!inquiry.ok) return { ok: false, message: inquiry.message };
  const first = inquiry.data.listofbillingInquiryType[0];
  if (!first) return { ok: true, data: null };
  return {
    ok: true,
    data: { outstanding: first.outstandingBalance, lastPaymentDate: first.lastPaymentDate ?? null, lastPaymentAmount: first.lastPaymentAmount ?? null },
  };
}

/** The customer's line a typed telephone number names (0XXXXXXXXX, 94XXXXXXXXX or without the 0), if it is one of theirs. */
function lineOf(ctx: AccountContext, telephone: string): LinkedAccount | null {
  return ctx.accounts.find((a) => toTelephone(a.telephoneNo) === toTelephone(telephone)) ?? null;
}

const snapshotOf = (s: BillSummary) => `${s.lastPaymentDate}|${s.lastPaymentAmount}|${s.outstanding}`;

/**
 * The hidden form of the hosted bill-pay page. The payment is recorded in the session (amount, time, the line
 * paid and what the operator showed of it then); the return URL carries only its nonce.
 */
export async function payBillForm(ctx: AccountContext, telephone: string, amount: number): Promise<{ action: string; fields: Record<string, string> }> {
  const line = lineOf(ctx, telephone);
  // What the operator showed of the line paid when the payment started: a return that finds it unchanged proves nothing.
  const before = line ? await summaryOf(ctx, line) : null;
  // Empty when it could not be read: then no later figure can tell this payment from an earlier one.
  const snapshot = before?.ok ? (before.data ? snapshotOf(before.data) : "none") : "";
  const started = startPayment(ctx.op.session, "billPay", { amount, detail: { telephone, line: line?.telephoneNo ?? "", before: snapshot } });
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
 * The outcome of a returning payment: only one this session started (its nonce), checked against the operator's
 * last payment of the line it paid (`shown`: the selected line's summary, already read) with the amount and time
 * recorded at the start, settled once.
 */
export async function verifyBillPayment(ctx: AccountContext, params: URLSearchParams, shown: SummaryRead): Promise<BillPayOutcome> {
  const session = ctx.op.session;
  const status = params.get("status");
  if (status !== "approved" && status !== "declined") return null;
  const started = startedPayment(session, "billPay", params.get("pay"));
  if (!started || started.amount === null) return { kind: "unconfirmed" };
  if (started.settled) return started.settled.approved ? { kind: "approved", amount: started.amount } : { kind: "declined" };
  if (status === "declined") {
    settlePayment(session, started.nonce, false);
    return { kind: "declined" };
  }
  const line = ctx.accounts.find((a) => a.telephoneNo === started.detail.line);
  if (!line || !started.detail.before) return { kind: "unconfirmed" };
  const read = line === ctx.selected ? shown : await summaryOf(ctx, line);
  const summary = read.ok ? read.data : null;
  if (!summary || !summary.lastPaymentDate || summary.lastPaymentAmount === null) return { kind: "unconfirmed" };
  const earliest = digits(lkDate(started.startedAt - DAY_MS));
  const paidRecently = sortable(summary.lastPaymentDate) >= earliest;
  const sameAmount = Math.abs(summary.lastPaymentAmount - started.amount) < 0.005;
  if (!paidRecently || !sameAmount) return { kind: "unconfirmed" };
  // The operator shows only the last payment's day and amount: with the balance they tell one payment
  // from the next, and what proved one payment proves no other.
  if (snapshotOf(summary) === started.detail.before) return { kind: "unconfirmed" };
  const evidence = `bill:${line.telephoneNo}|${snapshotOf(summary)}`;
  if (!(await claimProof(session, started.nonce, evidence))) return { kind: "unconfirmed" };
  settlePayment(session, started.nonce, true, evidence);
  return { kind: "approved", amount: started.amount };
}
