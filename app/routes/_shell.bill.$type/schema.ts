/**
 * The bill payment form: telephone number and amount are required, and the amount is at least
 * Rs. 100 (the operator's hosted page refuses less). One schema, in the browser (conform) and in
 * the action.
 */
import * as z from "zod/mini";
import { t } from "~/i18n/bill";

export const MIN_BILL_PAYMENT = 100;

const text = z._default(z.optional(z.string()), "");

/** "1,000.50" → 1000.5; NaN when it is not an amount. */
export function parseAmount(value: string): number {
  const v = value.trim().replace(/,/g, "");
  return /^\d+(\.\d{1,2})?$/.test(v) ? Number(v) : NaN;
}

export function amountError(value: string): string | null {
  if (!value.trim()) return t("bill.pay.required");
  const amount = parseAmount(value);
  if (Number.isNaN(amount)) return t("bill.pay.invalidAmount");
  return amount >= MIN_BILL_PAYMENT ? null : t("bill.pay.minimum");
}

export const payBillSchema = z.pipe(
  z.object({ telephone: text, amount: text }).check(
    z.superRefine((v, ctx) => {
      if (!v.telephone.trim()) ctx.addIssue({ code: "custom", path: ["telephone"], message: t("bill.pay.required") });
      else if (!/^\d{9,11}$/.test(v.telephone.trim())) ctx.addIssue({ code: "custom", path: ["telephone"], message: t("bill.pay.invalidTelephone") });
      const amount = amountError(v.amount);
      if (amount) ctx.addIssue({ code: "custom", path: ["amount"], message: amount });
    }),
  ),
  z.transform((v) => ({ telephone: v.telephone.trim(), amount: v.amount.trim().replace(/,/g, "") })),
);
