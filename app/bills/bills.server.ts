/**
 * What the bill pages read from the operator about the selected line: the Total Payable, the bills
 * by month, the bill method and the eBill contact. Every read answers its data or the operator's
 * message, so a page can show 'Loading Failed' for one panel and keep the rest.
 */
import * as bills from "#contracts/bills";
import type { LinkedAccount } from "~/accounts/context.server";
import type { Operator } from "~/operator/route.server";
import type { Session } from "~/operator/session.server";
import { operatorMonthYear } from "~/format";

declare module "~/operator/session.server" {
  interface SessionData {
    /**
     * The eBill email waiting for its OTP, and the line it is for. Kept in the session so that the
     * OTP step survives a reload and works without JavaScript.
     */
    pendingEBill: { email: string; telephoneNo: string };
  }
}

export type Read<T> = { ok: true; data: T } | { ok: false; message: string };

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
      label: b.billViewMonth ? operatorMonthYear(b.billViewMonth) : b.billMonth,
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

/** Keep the email waiting for its OTP for this line, or forget it (null). */
export function keepPendingEBill(session: Session, account: LinkedAccount, email: string | null) {
  if (email) session.set("pendingEBill", { email, telephoneNo: account.telephoneNo });
  else session.unset("pendingEBill");
}
