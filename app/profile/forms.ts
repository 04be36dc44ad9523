/**
 * The My Profile forms (seed 001 sections 4-5): the alternate contact is the other kind from the
 * login (an email for MOBILE users, a mobile for the others); the OTP is six digits; deleting
 * needs the password of EMAIL and MOBILE users. Used by conform in the browser and by the action.
 */
import * as z from "zod/mini";
import { t } from "~/i18n/profile";

export type ContactKind = "EMAIL" | "MOBILE";

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Optional +, 3 digits, 3 digits, 4 to 6 digits, optional separators. */
const mobilePattern = /^\+?\d{3}[\s-]?\d{3}[\s-]?\d{4,6}$/;

export const alternateKind = (userType: string): ContactKind => (userType === "MOBILE" ? "EMAIL" : "MOBILE");
export const needsPassword = (userType: string) => userType === "EMAIL" || userType === "MOBILE";

export function contactError(kind: ContactKind, value: string): string | null {
  const v = value.trim();
  if (kind === "EMAIL") return emailPattern.test(v) ? null : t("validation.email");
  return mobilePattern.test(v) ? null : t("validation.mobile");
}

/** The same contact however it was typed (lower-case email; mobile digits as 0XXXXXXXXX). */
export function sameContact(a: string, b: string): boolean {
  const norm = (v: string) => {
    const s = v.trim();
    if (s.includes("@")) return s.toLowerCase();
    const d = s.replace(/\D/g, "");
    return /^94\d{9}$/.test(d) ? `0${d.slice(2)}` : d;
  };
  return norm(a) === norm(b);
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

/** The OTP boxes arrive as six `otp` values (or one pasted string). */
export function otpFrom(formData: FormData): { code: string; error: string | null } {
  const code = formData.getAll("otp").map(String).join("").replace(/\s/g, "");
  return { code, error: /^\d{6}$/.test(code) ? null : t("validation.otp") };
}
