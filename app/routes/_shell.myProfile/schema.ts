/**
 * The My Profile forms. The alternate contact is the other kind from the login (an email for
 * MOBILE users, a mobile for the others): a second way to reach the user. A new alternate contact
 * is proven with a six-digit code sent to it. Deleting the profile asks EMAIL and MOBILE users for
 * their password (social sign-ins have none). The same schemas validate in the browser and in the action.
 */
import * as z from "zod/mini";
import { t } from "~/i18n/profile";

export type ContactKind = "EMAIL" | "MOBILE";

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Optional +, 3 digits, 3 digits, 4 to 6 digits, optional separators. */
const mobilePattern = /^\+?\d{3}[\s-]?\d{3}[\s-]?\d{4,6}$/;
const otpPattern = /^\d{6}$/;

export const alternateKind = (userType: string): ContactKind => (userType === "MOBILE" ? "EMAIL" : "MOBILE");
export const needsPassword = (userType: string) => userType === "EMAIL" || userType === "MOBILE";

export function contactError(kind: ContactKind, value: string): string | null {
  const v = value.trim();
  if (kind === "EMAIL") return emailPattern.test(v) ? null : t("validation.email");
  return mobilePattern.test(v) ? null : t("validation.mobile");
}

const text = z._default(z.optional(z.string()), "");

export function profileSchemaFor(kind: ContactKind) {
  return z.pipe(
    z.object({ name: text, altrContact: text }).check(
      z.superRefine((v, ctx) => {
        if (!v.name.trim()) ctx.addIssue({ code: "custom", path: ["name"], message: t("validation.name") });
        const problem = contactError(kind, v.altrContact);
        if (problem) ctx.addIssue({ code: "custom", path: ["altrContact"], message: problem });
      }),
    ),
    z.transform((v) => ({ name: v.name.trim(), altrContact: v.altrContact.trim() })),
  );
}

/** The six OTP boxes share the name `otp`: their digits joined (a pasted code arrives whole). */
const joinDigits = (otp: string | string[]) => (Array.isArray(otp) ? otp.join("") : otp).replace(/\s/g, "");

/**
 * The OTP step. Its form also carries Resend and Back, which need no code: only Verify (the
 * `intent` of the button pressed) is checked.
 */
export const otpSchema = z.pipe(
  z.object({ intent: text, otp: z._default(z.optional(z.union([z.string(), z.array(z.string())])), "") }).check(
    z.superRefine((v, ctx) => {
      if (v.intent === "verify" && !otpPattern.test(joinDigits(v.otp))) ctx.addIssue({ code: "custom", path: ["otp"], message: t("profile.validation.otp") });
    }),
  ),
  z.transform((v) => ({ intent: v.intent, otp: joinDigits(v.otp) })),
);

/** Deleting the profile; `withPassword` for the users who have one. */
export function deleteSchemaFor(withPassword: boolean) {
  return z.object({ intent: text, password: text }).check(
    z.superRefine((v, ctx) => {
      if (withPassword && !v.password) ctx.addIssue({ code: "custom", path: ["password"], message: t("validation.password") });
    }),
  );
}
