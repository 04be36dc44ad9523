/** Sending an OTP again (Account/ResendOTPV2), for the register-OTP and reset-password pages. */
import { json } from "@remix-run/node";
import * as auth from "#contracts/auth";
import { transportConfig } from "~/operator/client.server";
import { describeFailure } from "~/operator/errors.server";
import { exchange } from "~/operator/transport.server";

export async function resendOtp(userName: string, userType: "EMAIL" | "MOBILE") {
  const result = await exchange(auth.resendOtp, { userName, userType }, transportConfig);
  const ok = result.kind === "answer" && result.answer.isSuccess;
  return json({ result: null, resent: ok, error: ok ? null : describeFailure(result) }, { status: ok ? 200 : 400 });
}
