/**
 * Verifying contacts in the online-sales wizards with one-time codes. A visitor in the public fibre wizard:
 * - the mobile: the operator texts a code (sendOTPOpenFTTH) and its check answers tokens for that
 *   mobile, which become the visitor's order identity (`orderIdentity` in the session), so the
 *   identity calls (NIC check, drafts, feasibility) run as that visitor;
 * - the email: a code sent for the FTTH request type, checked by the signed-in-as-visitor profile calls.
 * A signed-in customer (the signed-in fibre wizard, the LTE wizard) verifies either contact with the
 * profile's FTTH codes as themselves (`sendContactOtp` / `verifyContactOtp` with `op`).
 * Which code the visitor is typing (channel and contact) is kept in the session per wizard, so a
 * reload or the no-JavaScript page shows the code panel again.
 */
import * as profile from "#contracts/profile";
import * as sales from "#contracts/sales";
import type { Operator, Outcome } from "~/operator/client.server";
import { describeFailure } from "~/operator/errors.server";
import { limitedUser, overLimit } from "~/operator/limits.server";
import { grantOrderIdentity } from "./order-identity.server";

export type ContactChannel = "mobile" | "email";
export interface PendingOtp {
  channel: ContactChannel;
  contact: string;
  /** Sent as the signed-in customer (profile codes for either contact), not as a visitor. */
  signedIn?: boolean;
}

declare module "~/operator/session.server" {
  interface SessionData {
    /** The one-time code a wizard's visitor is typing, by wizard ("fibre", "lte"). */
    contactOtp: Record<string, PendingOtp>;
  }
}

/** Minutes the FTTH email code stays valid (requestPeriod). */
const EMAIL_OTP_PERIOD = "10";

export function pendingOtp(op: Operator, flow: string): PendingOtp | null {
  return op.session.get("contactOtp")?.[flow] ?? null;
}

function setPending(op: Operator, flow: string, pending: PendingOtp | null) {
  const all = { ...(op.session.get("contactOtp") ?? {}) };
  if (pending) all[flow] = pending;
  else delete all[flow];
  op.session.set("contactOtp", all);
}

export function clearPendingOtp(op: Operator, flow: string) {
  if (pendingOtp(op, flow)) setPending(op, flow, null);
}

/** Text a code to the mobile (no identity needed yet) and remember that it is awaited. */
export async function sendMobileOtp(op: Operator, flow: string, mobile: string): Promise<Outcome<null>> {
  const limited = await overLimit(op, "otpSend", limitedUser(op), mobile);
  if (limited) return { ok: false, message: limited };
  const outcome = await op.data(sales.sendOrderOtp, { userName: mobile, userType: "MOBILE", channelID: "WEB" });
  if (!outcome.ok) return outcome;
  setPending(op, flow, { channel: "mobile", contact: mobile });
  return { ok: true, data: null };
}

/**
 * Send a code to a contact (the FTTH request type) as `who`: the visitor whose mobile is verified (the
 * public wizard's email), or a signed-in customer (both contacts in the signed-in wizards).
 */
export async function sendContactOtp(op: Operator, who: Operator, flow: string, channel: ContactChannel, contact: string): Promise<Outcome<null>> {
  const limited = await overLimit(op, "otpSend", limitedUser(who), contact);
  if (limited) return { ok: false, message: limited };
  const outcome = await who.data(profile.sendOtp, {
    requestType: "FTTH",
    requestPeriod: EMAIL_OTP_PERIOD,
    otpSource: channel === "email" ? "EMAIL" : "MOBILE",
    otpContact: contact,
  });
  if (!outcome.ok) return outcome;
  setPending(op, flow, who === op.order ? { channel, contact } : { channel, contact, signedIn: true });
  return { ok: true, data: null };
}

/** Send a code to the email, as the visitor whose mobile is verified. */
export function sendEmailOtp(op: Operator, flow: string, email: string): Promise<Outcome<null>> {
  return sendContactOtp(op, op.order, flow, "email", email);
}

/** Send the awaited code again, the way it was sent. */
export async function resendOtp(op: Operator, flow: string): Promise<Outcome<null>> {
  const pending = pendingOtp(op, flow);
  if (!pending) return { ok: true, data: null };
  if (pending.signedIn) return sendContactOtp(op, op, flow, pending.channel, pending.contact);
  return pending.channel === "mobile" ? sendMobileOtp(op, flow, pending.contact) : sendEmailOtp(op, flow, pending.contact);
}

/**
 * Check the mobile's code. On success the answered tokens become the visitor's order identity
 * (user id, access and refresh token, in the session only) and the code is no longer awaited.
 */
export async function verifyMobileOtp(op: Operator, flow: string, mobile: string, code: string): Promise<Outcome<{ userName: string }>> {
  const limited = await overLimit(op, "otpVerify", limitedUser(op), mobile);
  if (limited) return { ok: false, message: limited };
  const result = await op.call(sales.verifyOtpOpenFtth, { userName: mobile, userType: "MOBILE", verifyOtp: code, channelID: "WEB" });
  if (result.kind !== "answer" || !result.answer.isSuccess) return { ok: false, message: describeFailure(result) };
  const bundle = result.answer.dataBundle;
  const userName = bundle.user_id || mobile;
  // One's own mobile proves no order: the identity reads only the drafts it saves itself.
  grantOrderIdentity(op, { userName, accessToken: bundle.accessToken, refreshToken: bundle.refreshToken }, []);
  setPending(op, flow, null);
  return { ok: true, data: { userName } };
}

/** Check the code of the awaited contact as `who` (success needs the operator's isSuccess); the code is then no longer awaited. */
export async function verifyContactOtp(op: Operator, who: Operator, flow: string, code: string): Promise<Outcome<PendingOtp>> {
  const pending = pendingOtp(op, flow);
  if (!pending) return { ok: false, message: "" };
  const limited = await overLimit(op, "otpVerify", limitedUser(who), pending.contact);
  if (limited) return { ok: false, message: limited };
  const outcome = await who.data(profile.verifyOtp, { requestType: "FTTH", otpSource: pending.channel === "email" ? "EMAIL" : "MOBILE", otpCode: code });
  if (!outcome.ok) return outcome;
  setPending(op, flow, null);
  return { ok: true, data: pending };
}

/** Check the email's code, as the visitor whose mobile is verified. */
export async function verifyEmailOtp(op: Operator, flow: string, code: string): Promise<Outcome<null>> {
  const outcome = await verifyContactOtp(op, op.order, flow, code);
  return outcome.ok ? { ok: true, data: null } : outcome;
}

/** The alternate contact the profile of `who` holds (an email for a mobile user), or null. */
export async function alternateContact(who: Operator): Promise<string | null> {
  const outcome = await who.data(profile.contactDetails, {});
  return outcome.ok ? (outcome.data.altrContact ?? null) : null;
}

/**
 * Save the visitor's name and alternate contact on their profile (the operator later treats that
 * contact as verified). A refusal does not stop the order: the contact stays verified in the wizard.
 */
export async function saveAlternateContact(who: Operator, input: { userName: string; name: string; altrContact: string }): Promise<Outcome<unknown>> {
  if (!input.name.trim()) return { ok: false, message: "" };
  return who.data(profile.updateUserInfo, { userName: input.userName, name: input.name.trim(), altrContact: input.altrContact });
}

/** The same contact, ignoring case and separators (identity.ts, so the browser compares alike). */
export { sameContact } from "./identity";
