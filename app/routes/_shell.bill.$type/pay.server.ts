/**
 * Bill payment: the Total Payable of the selected postpaid account, the browser form to the
 * operator's hosted bill-pay page, and the check of a returning payment with the operator (the
 * query string alone is never believed: anyone can type ?status=approved).
 */
import * as bills from "#contracts/bills";
import { DAY_MS, lkDate } from "#contracts/lk";
import type { AccountContext } from "~/accounts/context.server";
import { browserBases, portalOrigin } from "~/env.server";
import { contractUrl } from "~/operator/transport.server";

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

/** The hidden form of the hosted bill-pay page. The return URL carries what to check afterwards. */
export function payBillForm(telephone: string, amount: number): { action: string; fields: Record<string, string> } {
  const back = new URL("/bill/0", portalOrigin);
  back.searchParams.set("amount", amount.toFixed(2));
  back.searchParams.set("since", String(Date.now()));
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

/** The outcome of a returning payment, confirmed against the operator's last payment. */
export function verifyBillPayment(params: URLSearchParams, summary: BillSummary | null): BillPayOutcome {
  const status = params.get("status");
  if (status !== "approved" && status !== "declined") return null;
  if (status === "declined") return { kind: "declined" };
  const amount = Number(params.get("amount"));
  const since = Number(params.get("since"));
  if (!summary || !Number.isFinite(amount) || !summary.lastPaymentDate || summary.lastPaymentAmount === null) return { kind: "unconfirmed" };
  const start = Number.isFinite(since) && since > 0 ? since : Date.now();
  const earliest = digits(lkDate(start - DAY_MS));
  const paidRecently = sortable(summary.lastPaymentDate) >= earliest;
  const sameAmount = Math.abs(summary.lastPaymentAmount - amount) < 0.005;
  return paidRecently && sameAmount ? { kind: "approved", amount } : { kind: "unconfirmed" };
}
