/**
 * The bill page on the server (seed 001 sections 2, 3, 7): what each tab reads from the operator.
 * Every read answers its data or the operator's message; the page shows 'Loading Failed' then.
 */
import * as bills from "#contracts/bills";
import type { AccountContext, LinkedAccount } from "~/accounts/context.server";
import type { Operator } from "~/operator/client.server";
import type { Session } from "~/operator/session.server";
import type { BillTab } from "./bill-page";

type Read<T> = { ok: true; data: T } | { ok: false; message: string };

export interface TotalPayable {
  outstanding: number;
  lastBillDate: string | null;
  /** Null when there was no payment (the operator sends 1970/01/01). */
  lastPaymentDate: string | null;
  lastPaymentAmount: number | null;
}

export interface BillRow {
  /** The operator's bill month ("MM/DD/YYYY"), the key of download and resend. */
  month: string;
  label: string;
  billValue: number;
  outstanding: number;
  payments: number | null;
  downloadable: boolean;
}

export interface BillMethods {
  code: string;
  description: string | null;
  modes: Array<{ code: string; description: string }>;
  email: string | null;
}

export interface EBillState {
  email: string | null;
  /** The email waiting for its OTP, when the OTP step is open for this line. */
  pending: string | null;
}

export type TabData =
  | { tab: "payable"; payable: Read<TotalPayable | null>; eBillEmail: string | null | undefined }
  | { tab: "history"; history: Read<BillRow[]> }
  | { tab: "methods"; methods: Read<BillMethods> }
  | { tab: "register"; eBill: Read<EBillState> };

const line = (a: LinkedAccount) => ({ telephoneNo: a.telephoneNo, accountNo: a.accountNo });

export async function readTotalPayable(op: Operator, account: LinkedAccount): Promise<Read<TotalPayable | null>> {
  const inquiry = await op.data(bills.billingInquiry, line(account));
  if (!inquiry.ok) return inquiry;
  const first = inquiry.data.listofbillingInquiryType[0];
  if (!first) return { ok: true, data: null };
  return {
    ok: true,
    data: {
      outstanding: first.outstandingBalance,
      lastBillDate: first.lastBillDate ?? null,
      lastPaymentDate: first.lastPaymentDate ?? null,
      lastPaymentAmount: first.lastPaymentDate ? (first.lastPaymentAmount ?? null) : null,
    },
  };
}

export async function readHistory(op: Operator, account: LinkedAccount): Promise<Read<BillRow[]>> {
  const history = await op.data(bills.billHistory, line(account));
  if (!history.ok) return history;
  return {
    ok: true,
    data: history.data.listofBillHistoryDetail.map((b) => ({
      month: b.billMonth,
      label: b.billViewMonth ?? b.billMonth,
      billValue: b.billValue,
      outstanding: b.outstanding,
      payments: b.payments ?? null,
      downloadable: b.eBillAvailability,
    })),
  };
}

export async function readBillMethods(op: Operator, account: LinkedAccount): Promise<Read<BillMethods>> {
  const status = await op.data(bills.billStatus, { tpNo: account.telephoneNo, accountNo: account.accountNo });
  if (!status.ok) return status;
  const s = status.data;
  return {
    ok: true,
    data: {
      code: s.bill_code,
      description: s.bill_code_desc ?? null,
      modes: s.possiblebillmodelist.map((m) => ({ code: m.bill_code, description: m.bill_code_desc ?? m.bill_code })),
      email: s.email ?? null,
    },
  };
}

/** The eBill email (and SMS number) the operator has for the line, if any. */
export async function readEBillContact(op: Operator, account: LinkedAccount): Promise<Read<{ email: string | null; mobile: string | null }>> {
  const status = await op.data(bills.eBillStatus, { accountNo: account.accountNo, tpNo: account.telephoneNo });
  if (!status.ok) return status;
  const first = status.data[0];
  return { ok: true, data: { email: first?.emailaddress ?? null, mobile: first?.mobileno ?? null } };
}

/** The pending eBill email of the session, when it belongs to this line. */
export function pendingEBill(session: Session, account: LinkedAccount): string | null {
  const pending = session.get("pendingEBill");
  return pending && pending.telephoneNo === account.telephoneNo ? pending.email : null;
}

export async function loadTab(ctx: AccountContext, tab: BillTab): Promise<TabData | null> {
  const account = ctx.selected;
  if (!account) return null;
  switch (tab) {
    case "payable": {
      // The eBill link says 'Activate eBill' or 'Update Your eBill'; without the status it still leads there.
      const [payable, contact] = await Promise.all([readTotalPayable(ctx.op, account), readEBillContact(ctx.op, account)]);
      return { tab, payable, eBillEmail: contact.ok ? contact.data.email : undefined };
    }
    case "history":
      return { tab, history: await readHistory(ctx.op, account) };
    case "methods":
      return { tab, methods: await readBillMethods(ctx.op, account) };
    case "register": {
      const contact = await readEBillContact(ctx.op, account);
      const pending = pendingEBill(ctx.op.session, account);
      return { tab, eBill: contact.ok ? { ok: true, data: { email: contact.data.email, pending } } : contact };
    }
  }
}

/** The operator's message when the tab's read failed. */
export function failureOf(panel: TabData | null): string | null {
  if (!panel) return null;
  const read = panel.tab === "payable" ? panel.payable : panel.tab === "history" ? panel.history : panel.tab === "methods" ? panel.methods : panel.eBill;
  return read.ok ? null : read.message;
}
