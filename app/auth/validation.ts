/**
 * The public forms' schemas: user ids, names, passwords and OTPs, with their exact messages.
 * One zod schema per form, used by conform in the browser and by parseWithSchema in the action;
 * each applies the rule functions of rules.ts, so a rule and its message are written once.
 */
// zod/mini: these schemas also run in the browser, where the mini build is a fraction of the size.
import * as z from "zod/mini";
import { t } from "~/i18n/auth";
import { passwordError, signInError, userIdError, userIdType } from "./rules";

export { userIdType, userIdError, passwordError, signInError, type UserIdType } from "./rules";

/** Conform sends an empty field as undefined. */
const text = z._default(z.optional(z.string()), "");

/** Sign in: user id first, then password length; only the first failure is reported. */
export const signInSchema = z.pipe(
  z.object({ userId: text, password: text }).check(
    z.superRefine((v, ctx) => {
      const error = signInError(v);
      if (error) ctx.addIssue({ code: "custom", path: [error.field], message: error.message });
    }),
  ),
  z.transform((v) => ({ userId: v.userId.trim(), password: v.password.trim(), userType: userIdType(v.userId)! })),
);

export const registerSchema = z.pipe(
  z.object({ userId: text, name: text, password: text, terms: z.optional(z.string()) }).check(
    z.superRefine((v, ctx) => {
      const idError = userIdError(v.userId, "register");
      if (idError) ctx.addIssue({ code: "custom", path: ["userId"], message: idError });
      if (!v.name.trim()) ctx.addIssue({ code: "custom", path: ["name"], message: t("validation.nameEmpty") });
      const pwError = passwordError(v.password);
      if (pwError) ctx.addIssue({ code: "custom", path: ["password"], message: pwError });
      if (v.terms !== "on") ctx.addIssue({ code: "custom", path: ["terms"], message: t("validation.termsRequired") });
    }),
  ),
  z.transform((v) => ({ userId: v.userId.trim(), name: v.name.trim(), password: v.password.trim(), userType: userIdType(v.userId)! })),
);

export const forgotSchema = z.pipe(
  z.object({ userId: text }).check(
    z.superRefine((v, ctx) => {
      const idError = userIdError(v.userId);
      if (idError) ctx.addIssue({ code: "custom", path: ["userId"], message: idError });
    }),
  ),
  z.transform((v) => ({ userId: v.userId.trim(), userType: userIdType(v.userId)! })),
);

/** Six boxes named `otp` arrive as a list of digits; exactly 6 numeric digits are sent. */
export const otpField = z.pipe(
  z.optional(z.union([z.array(z.optional(z.string())), z.string()])),
  z.pipe(
    z.transform((v: string | Array<string | undefined> | undefined) => (Array.isArray(v) ? v.map((d) => d ?? "").join("") : (v ?? "")).replace(/\s/g, "")),
    z.string().check(z.refine((v) => /^\d{6}$/.test(v), { error: () => t("validation.otp") })),
  ),
);

export const registerOtpSchema = z.object({ otp: otpField });

export const resetPasswordSchema = z.pipe(
  z.object({ otp: otpField, newPassword: text }).check(
    z.superRefine((v, ctx) => {
      const pwError = passwordError(v.newPassword);
      if (pwError) ctx.addIssue({ code: "custom", path: ["newPassword"], message: pwError });
    }),
  ),
  z.transform((v) => ({ otp: v.otp, newPassword: v.newPassword.trim() })),
);
