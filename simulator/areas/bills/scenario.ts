/**
 * A scenario's bill overrides applied to a postpaid line's bill account after the seeder made it (the
 * amount payable, method and popup are the line template's and shape the generated history), and the
 * account written back as overrides when a user's state is saved.
 */
import { DUE_DAYS } from "../../../fixtures/bills";
import type { BillOverride } from "../../scenarios/schema";
import { instantOf } from "../../scenarios/schema";
import { nowMs } from "../../world";
import { addDays, isoDate, round2 } from "./format";
import { billAccountOf, billAccounts, type Bill } from "./state";

/** The same day `months` months earlier (the last day of a shorter month when it has no such day). */
function monthsBefore(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, days));
  return first.toISOString().slice(0, 10);
}

/** The history with as many months as asked: older months are cut, or repeated further back. */
function resize(history: Bill[], months: number): Bill[] {
  if (history.length >= months) return history.slice(0, months);
  const out = [...history];
  while (out.length < months) {
    const last = out[out.length - 1]!;
    out.push({ ...last, billDate: monthsBefore(last.billDate, 1), payments: last.billValue, outstanding: last.billValue });
  }
  return out;
}

export async function applyBillOverride(telephoneNo: string, o: BillOverride): Promise<void> {
  const account = billAccountOf(telephoneNo);
  if (!account) return;
  const now = nowMs();
  let history: Bill[] = o.history
    ? o.history.map((b) => ({ billDate: b.date, billValue: b.value, payments: b.payments, outstanding: b.outstanding, billCode: b.method }))
    : account.history;
  if (o.months !== undefined) history = resize(history, o.months);
  if (o.dueDate && history.length) {
    const newest = addDays(isoDate(instantOf(o.dueDate, now)), -DUE_DAYS);
    history = history.map((b, i) => ({ ...b, billDate: monthsBefore(newest, i) }));
  }
  await billAccounts.update(account, {
    data(a) {
      a.history = history;
      if (o.amountPayable !== undefined) a.outstanding = round2(o.amountPayable);
      if (o.history && o.amountPayable === undefined) a.outstanding = history[0]?.outstanding ?? 0;
      if (o.method) a.billCode = o.method;
      if (o.email !== undefined) a.email = o.email;
      if (o.sms) {
        a.smsMobile = o.sms.mobile;
        a.smsEnabled = o.sms.enabled;
      }
      if (o.lastPayment === null) {
        a.lastPaymentAt = null;
        a.lastPaymentAmount = 0;
      } else if (o.lastPayment) {
        a.lastPaymentAt = instantOf(o.lastPayment.at, now);
        a.lastPaymentAmount = o.lastPayment.amount;
      }
    },
  });
}

/** The line's bill account as overrides that make it again. */
export function billOverrideOf(telephoneNo: string): BillOverride | undefined {
  const account = billAccountOf(telephoneNo);
  if (!account) return undefined;
  return {
    amountPayable: account.outstanding,
    method: account.billCode as BillOverride["method"],
    email: account.email,
    sms: { mobile: account.smsMobile, enabled: account.smsEnabled },
    lastPayment: account.lastPaymentAt === null ? null : { at: new Date(account.lastPaymentAt).toISOString(), amount: account.lastPaymentAmount },
    history: account.history.map((b) => ({
      date: b.billDate,
      value: b.billValue,
      payments: b.payments,
      outstanding: b.outstanding,
      method: b.billCode as NonNullable<BillOverride["history"]>[number]["method"],
    })),
  };
}
