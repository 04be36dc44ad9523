/**
 * My Profile on the server: read the profile, the update flow (validate → a code to a new
 * alternate contact → verify → save) and deleting the profile.
 *
 * While a code is out, the name and contact waiting for it are kept in the session and the URL
 * says the step (`?step=otp`, `&resent=1` after Resend; `?step=edit` is the form again with what
 * was typed, after Back), so each step is an ordinary page that works without JavaScript.
 */
import { redirect } from "@remix-run/node";
import * as profile from "#contracts/profile";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/profile";
import { limitedUser, overLimit } from "~/operator/limits.server";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import type { Operator } from "~/operator/route.server";
import { endSession, type Session } from "~/operator/session.server";
import { alternateKind, deleteSchemaFor, needsPassword, otpSchema, profileSchemaFor, type ContactKind } from "./schema";

declare module "~/operator/session.server" {
  interface SessionData {
    /** The profile update waiting for the code sent to its new alternate contact. */
    profileUpdate: ProfileUpdate;
  }
}

export interface ProfileUpdate {
  name: string;
  altrContact: string;
}

/** Where the code goes: the profile flow uses the eBill request type of Verify/SendOTPRequest. */
const REQUEST_TYPE = "eBill" as const;

export const STEP_URL = { otp: "/myProfile?step=otp", resent: "/myProfile?step=otp&resent=1", edit: "/myProfile?step=edit" } as const;

export function userOf(session: Session) {
  return { userName: session.get("userName") ?? "", userType: session.get("userType") ?? "EMAIL" };
}

export async function readProfile(op: Operator) {
  const answer = await op.data(profile.viewUserInfo, {});
  if (!answer.ok) return { name: "", altrContact: "", error: answer.message };
  return { name: answer.data.name ?? "", altrContact: answer.data.altrContact ?? "", error: null };
}

/** What the page shows: the step the URL asks for, when an update is waiting for it. */
export function profileStep(session: Session, url: URL) {
  const pending = session.get("profileUpdate") ?? null;
  const step = url.searchParams.get("step");
  return {
    otp: step === "otp" && pending ? { ...pending, resent: url.searchParams.get("resent") === "1" } : null,
    draft: step === "edit" && pending ? pending : null,
  };
}

/** A code to the contact, within the limits of sending codes (per user, per contact, per address). */
async function sendCode(op: Operator, kind: ContactKind, contact: string) {
  const limited = await overLimit(op, "otpSend", limitedUser(op), contact);
  if (limited) return { ok: false as const, message: limited };
  return op.data(profile.sendOtp, { requestType: REQUEST_TYPE, requestPeriod: "10", otpSource: kind, otpContact: contact });
}

async function save(op: Operator, update: ProfileUpdate) {
  const { userName } = userOf(op.session);
  return op.data(profile.updateUserInfo, { userName, name: update.name, altrContact: update.altrContact });
}

function saved(op: Operator) {
  op.session.unset("profileUpdate");
  return redirectWithOutcome("/myProfile", t("profile.updated"));
}

/**
 * UPDATE, the spec's flow: the alternate contact validated, a code sent to it, the code verified (verifyCode), then
 * the profile saved. Every update goes through the code, a name-only change too.
 */
export async function updateProfile(op: Operator, formData: FormData) {
  const kind = alternateKind(userOf(op.session).userType);
  const submission = parseWithSchema(formData, { schema: profileSchemaFor(kind) });
  if (submission.status !== "success") return formFailure(submission);
  const update = submission.value;
  const sent = await sendCode(op, kind, update.altrContact);
  if (!sent.ok) return formFailure(submission, sent.message);
  op.session.set("profileUpdate", update);
  return redirect(STEP_URL.otp);
}

/** Resend: a new code to the waiting contact. */
export async function resendCode(op: Operator) {
  const pending = op.session.get("profileUpdate");
  if (!pending) return redirect("/myProfile");
  const sent = await sendCode(op, alternateKind(userOf(op.session).userType), pending.altrContact);
  return sent.ok ? redirect(STEP_URL.resent) : redirectWithOutcome(STEP_URL.otp, sent.message, "error");
}

/** Verify: the code proves the contact, then the update is saved. */
export async function verifyCode(op: Operator, formData: FormData) {
  const pending = op.session.get("profileUpdate");
  if (!pending) return redirect("/myProfile");
  const submission = parseWithSchema(formData, { schema: otpSchema });
  if (submission.status !== "success") return formFailure(submission);
  const kind = alternateKind(userOf(op.session).userType);
  const limited = await overLimit(op, "otpVerify", limitedUser(op), pending.altrContact);
  if (limited) return formFailure(submission, limited);
  const verified = await op.data(profile.verifyOtp, { requestType: REQUEST_TYPE, otpSource: kind, otpCode: submission.value.otp });
  if (!verified.ok) return formFailure(submission, verified.message);
  const done = await save(op, pending);
  // The code was used: the form again, with what was typed, says why it was not saved.
  return done.ok ? saved(op) : redirectWithOutcome(STEP_URL.edit, done.message, "error");
}

/** Delete the profile and end the session; EMAIL and MOBILE users confirm with their password. */
export async function deleteProfile(op: Operator, formData: FormData) {
  const { userName, userType } = userOf(op.session);
  const withPassword = needsPassword(userType);
  const submission = parseWithSchema(formData, { schema: deleteSchemaFor(withPassword) });
  if (submission.status !== "success") return formFailure(submission);
  const ended = await op.data(profile.terminateProfile, { userName, userType, password: withPassword ? submission.value.password : "" });
  // The password never travels back to the page.
  if (!ended.ok) return formFailure(submission, ended.message);
  // Signed out by a response that clears the session cookie; thrown, so the answers this action returns are all form replies.
  throw await endSession(op.session);
}
