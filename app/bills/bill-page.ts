/**
 * The bill page (/eBill/:type, seed 001 sections 2, 4, 5): its tabs, and the bill method and eBill
 * forms. One schema per form, in the browser (conform) and in the action.
 */
import * as z from "zod/mini";
import { t } from "~/i18n/bill";

/** The tab of /eBill/:type; /eBill is Total Payable, /eBill/register the eBill screen. */
export const BILL_TABS = ["payable", "history", "methods", "register"] as const;
export type BillTab = (typeof BILL_TABS)[number];

export function tabOf(type: string | undefined): BillTab | null {
  if (type === undefined) return "payable";
  return (BILL_TABS as readonly string[]).includes(type) && type !== "payable" ? (type as BillTab) : null;
}

export const tabPath = (tab: BillTab) => (tab === "payable" ? "/eBill" : `/eBill/${tab}`);

/** Bill code 02 is the bill by email: it needs an email address. */
export const EMAIL_BILL_CODE = "02";

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isEmail = (value: string) => emailPattern.test(value.trim());

const text = z._default(z.optional(z.string()), "");

export const billMethodSchema = z.pipe(
  z.object({ billCode: text, email: text, agree: text }).check(
    z.superRefine((v, ctx) => {
      if (!/^\d{2}$/.test(v.billCode)) ctx.addIssue({ code: "custom", path: ["billCode"], message: t("bill.methods.selectType") });
      if (v.billCode === EMAIL_BILL_CODE) {
        if (!v.email.trim()) ctx.addIssue({ code: "custom", path: ["email"], message: t("bill.methods.emailEmpty") });
        else if (!isEmail(v.email)) ctx.addIssue({ code: "custom", path: ["email"], message: t("bill.methods.invalidEmail") });
      }
      if (v.agree !== "on") ctx.addIssue({ code: "custom", path: ["agree"], message: t("bill.methods.pleaseAgree") });
    }),
  ),
  // Only the email bill sends an email address.
  z.transform((v) => ({ billCode: v.billCode, email: v.billCode === EMAIL_BILL_CODE ? v.email.trim() : "", agree: v.agree })),
);

export const eBillSchema = z.pipe(
  z.object({ email: text, agree: text }).check(
    z.superRefine((v, ctx) => {
      if (!isEmail(v.email)) ctx.addIssue({ code: "custom", path: ["email"], message: t("bill.ebill.invalidEmail") });
      if (v.agree !== "on") ctx.addIssue({ code: "custom", path: ["agree"], message: t("bill.ebill.pleaseAgree") });
    }),
  ),
  z.transform((v) => ({ email: v.email.trim(), agree: v.agree })),
);

/** The six OTP boxes arrive as six `otp` values (or one pasted string). */
export function otpFrom(values: unknown[]): { code: string; error: string | null } {
  const code = values.map(String).join("").replace(/\s/g, "");
  return { code, error: /^\d{6}$/.test(code) ? null : t("bill.ebill.invalidOtp") };
}

/** A bill month as the history sends it ("MM/DD/YYYY"): the key of download and resend. */
export const billMonthPattern = /^[\w/ .-]{4,20}$/;

export const resendSchema = z.object({ month: z.string().check(z.regex(billMonthPattern)) });
