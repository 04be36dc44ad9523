/** Sending an OTP again (Account/ResendOTPV2), for the register-OTP and reset-password pages. */
import * as auth from "#contracts/auth";
import { t } from "~/i18n/auth";
import { describeFailure } from "~/operator/errors.server";
import { redirectWithOutcome } from "~/operator/outcome.server";
import { overLimit } from "~/operator/limits.server";
import type { Operator } from "~/operator/route.server";

/** Whether the operator sent the code again, or the message to show. */
export async function resendOtp(op: Operator, userName: string, userType: "EMAIL" | "MOBILE"): Promise<{ ok: true } | { ok: false; message: string }> {
  const limited = await overLimit(op, "otpSend", userName);
  if (limited) return { ok: false, message: limited };
  const result = await op.call(auth.resendOtp, { userName, userType });
  return result.kind === "answer" && result.answer.isSuccess ? { ok: true } : { ok: false, message: describeFailure(result) };
}

/**
 * Resend from an OTP page: the user stays on the page (post/redirect/get back to it) and the
 * outcome dialog tells whether a new code went out, or the operator's message.
 */
export async function resendOtpAndStay(op: Operator, request: Request, userName: string, userType: "EMAIL" | "MOBILE"): Promise<Response> {
  const here = new URL(request.url).pathname;
  const sent = await resendOtp(op, userName, userType);
  return sent.ok ? redirectWithOutcome(here, t("otp.resent")) : redirectWithOutcome(here, sent.message, "error");
}
