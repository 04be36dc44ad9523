/**
 * What a customer is told when an operator call fails: the operator's
 * errorShow when it sent one, else the generic message. Never a stack trace or exceptionDetail.
 */
import type { Contract } from "#contracts/core";
import { t } from "~/i18n/auth";
import type { Exchange } from "./transport.server";

/** The generic message, in the request's language (looked up when needed: a constant would be English). */
export const genericError = () => t("error.generic");

export function describeFailure(result: Exchange<Contract>): string {
  switch (result.kind) {
    case "http-error":
      return result.errorShow || genericError();
    case "answer": {
      const answer = result.answer as { isSuccess?: boolean; errorShow?: string | null };
      return answer.isSuccess === false && answer.errorShow ? answer.errorShow : genericError();
    }
    default:
      return genericError();
  }
}

/** Sign in: 401 → 'Invalid user name and password'; errorShow when given. */
export function describeSignInFailure(result: Exchange<Contract>): string {
  if (result.kind === "unauthorized") return t("signIn.invalidCredentials");
  if (result.kind === "answer") {
    const answer = result.answer as { errorShow?: string | null };
    return answer.errorShow || genericError();
  }
  return describeFailure(result);
}
