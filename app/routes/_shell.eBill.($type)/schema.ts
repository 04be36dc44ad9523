/**
 * The forms of the bill page: the bill method, the eBill email and its OTP. One schema per form,
 * in the browser (conform) and in the action.
 */
import * as z from "zod/mini";
import { t } from "~/i18n/bill";

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

/** The OTP form's buttons: Verify wants six digits; Resend and Back send the form as it is. */
export const OTP_INTENTS = ["verify", "resend-otp", "back"] as const;

export const eBillOtpSchema = z.pipe(
  z.object({ intent: text, otp: z._default(z.optional(z.union([z.string(), z.array(z.string())])), "") }).check(
    z.superRefine((v, ctx) => {
      const otp = otpFrom([v.otp].flat());
      if (v.intent === "verify" && otp.error) ctx.addIssue({ code: "custom", path: ["otp"], message: otp.error });
    }),
  ),
  z.transform((v) => ({ intent: v.intent, code: otpFrom([v.otp].flat()).code })),
);
