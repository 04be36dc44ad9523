/**
 * The operator steps of signing in, registering and resetting a password, shared by the auth pages
 * and the buy-online landing's panels (which differ only in where each step leads). Each step makes
 * its call, keeps in the session what the next step needs, and answers null or the message to show.
 */
import * as auth from "#contracts/auth";
import { describeFailure, describeSignInFailure } from "~/operator/errors.server";
import { forgetAttempts, overLimit } from "~/operator/limits.server";
import type { Operator } from "~/operator/route.server";
import { signIn, type LoginBy } from "~/operator/session.server";

type UserType = "EMAIL" | "MOBILE";
/** A refused step: the message for the form, and the status the action answers with. */
export type Refusal = { message: string; status: number };

/** A step over its abuse limit (limits.server.ts) is refused before any operator call. */
async function limited(op: Operator, step: Parameters<typeof overLimit>[1], ...identifiers: Array<string | undefined>): Promise<Refusal | null> {
  const message = await overLimit(op, step, ...identifiers);
  return message ? { message, status: 429 } : null;
}

export async function passwordSignIn(op: Operator, user: { userId: string; password: string; userType: UserType }, loginBy?: LoginBy): Promise<Refusal | null> {
  const refused = await limited(op, "signIn", user.userId);
  if (refused) return refused;
  const result = await op.call(auth.login, { username: user.userId, password: user.password, channelID: "WEB" });
  if (result.kind === "answer" && result.answer.accessToken && result.answer.refreshToken) {
    const tokens = { accessToken: result.answer.accessToken, refreshToken: result.answer.refreshToken };
    signIn(op.session, tokens, { userName: user.userId, userType: user.userType, loginBy });
    // Only failures count against a user id: whoever knows it cannot lock its customer out by signing in.
    await forgetAttempts("signIn", user.userId);
    return null;
  }
  return { message: describeSignInFailure(result), status: result.kind === "unauthorized" ? 401 : 400 };
}

/** Registers the user and keeps who is waiting for the code; answers the registration id. */
export async function startRegistration(
  op: Operator,
  user: { userId: string; name: string; password: string; userType: UserType },
): Promise<{ id: string } | Refusal> {
  const refused = await limited(op, "register", user.userId);
  if (refused) return refused;
  const result = await op.call(auth.registerV2, {
    userName: user.userId,
    password: user.password,
    confirmPassword: user.password,
    Name: user.name,
    userType: user.userType,
  });
  if (result.kind === "answer" && result.answer.isSuccess) {
    const id = result.answer.dataBundle;
    op.session.set("pendingRegistration", { id, userName: user.userId, userType: user.userType });
    return { id };
  }
  return { message: describeFailure(result), status: 400 };
}

/** The registration's code: a right one signs the new user in. */
export async function confirmRegistration(op: Operator, id: string, otp: string, loginBy?: LoginBy): Promise<Refusal | null> {
  const pending = op.session.get("pendingRegistration");
  const refused = await limited(op, "otpVerify", `registration:${id}`, pending?.userName);
  if (refused) return refused;
  const result = await op.call(auth.otpAuthRequest, { id, verifyOtp: otp, channelID: "WEB" });
  if (result.kind === "answer" && result.answer.isSuccess) {
    const { accessToken, refreshToken, user_id } = result.answer.dataBundle;
    const userName = user_id ?? pending?.userName ?? "";
    signIn(op.session, { accessToken, refreshToken }, { userName, userType: pending?.userType ?? "EMAIL", loginBy });
    return null;
  }
  return { message: describeFailure(result), status: 400 };
}

/** Sends the reset code and keeps whom it went to (the reset step needs it). */
export async function startPasswordReset(op: Operator, user: { userId: string; userType: UserType }): Promise<Refusal | null> {
  const refused = await limited(op, "forgotPassword", user.userId);
  if (refused) return refused;
  const result = await op.call(auth.resendOtp, { userName: user.userId, userType: user.userType });
  if (result.kind === "answer" && result.answer.isSuccess) {
    op.session.set("resetUserName", user.userId);
    op.session.set("resetUserType", user.userType);
    return null;
  }
  return { message: describeFailure(result), status: 400 };
}

/** The reset code and the new password; success forgets whom the code went to. */
export async function resetPassword(op: Operator, userName: string, otp: string, newPassword: string): Promise<Refusal | null> {
  const refused = await limited(op, "otpVerify", userName);
  if (refused) return refused;
  const result = await op.call(auth.forgotPassword, { UserName: userName, verifyOtp: otp, newPassword });
  if (result.kind === "answer" && result.answer.isSuccess) {
    op.session.unset("resetUserName");
    op.session.unset("resetUserType");
    return null;
  }
  return { message: describeFailure(result), status: 400 };
}
