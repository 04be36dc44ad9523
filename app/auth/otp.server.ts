/** Sending an OTP again (Account/ResendOTPV2), for the register-OTP and reset-password pages. */
import * as auth from "#contracts/auth";
import { describeFailure } from "~/operator/errors.server";
import type { Operator } from "~/operator/route.server";

/** Whether the operator sent the code again, or the message to show. */
export async function resendOtp(op: Operator, userName: string, userType: "EMAIL" | "MOBILE"): Promise<{ ok: true } | { ok: false; message: string }> {
  const result = await op.call(auth.resendOtp, { userName, userType });
  return result.kind === "answer" && result.answer.isSuccess ? { ok: true } : { ok: false, message: describeFailure(result) };
}
