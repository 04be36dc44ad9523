/**
 * The rules for user ids and passwords, with their exact messages: a user id is an email or a
 * mobile number, a password has at least 6 characters.
 * Dependency-free, so the sign-in page can check them in the browser without a schema library;
 * the zod schemas in validation.ts apply the very same functions on the server.
 */
import { t } from "~/i18n/auth";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Optional +, 3 digits, 3 digits, 4 to 6 digits, with optional separators. */
const MOBILE = /^\+?\d{3}[\s.-]?\d{3}[\s.-]?\d{4,6}$/;

export type UserIdType = "EMAIL" | "MOBILE";

export function userIdType(value: string): UserIdType | null {
  const id = value.trim();
  if (EMAIL.test(id)) return "EMAIL";
  if (MOBILE.test(id)) return "MOBILE";
  return null;
}

/** The first failing rule of a user id, or null. */
export function userIdError(value: string | undefined, context: "signIn" | "register" = "signIn"): string | null {
  const id = (value ?? "").trim();
  if (!id) return t("validation.userIdEmpty");
  if (!userIdType(id)) return t(context === "register" ? "validation.userIdInvalidRegister" : "validation.userIdInvalid");
  return null;
}

export function passwordError(value: string | undefined): string | null {
  return (value ?? "").trim().length < 6 ? t("validation.passwordMin") : null;
}

/** Sign in checks the user id first, then the password length, and reports only the first failure. */
export function signInError(values: { userId?: string; password?: string }): { field: "userId" | "password"; message: string } | null {
  const idError = userIdError(values.userId);
  if (idError) return { field: "userId", message: idError };
  const pwError = passwordError(values.password);
  if (pwError) return { field: "password", message: pwError };
  return null;
}
