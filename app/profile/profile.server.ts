/**
 * My Profile on the server: read the profile, the update flow (validate → OTP to a new alternate
 * contact → verify → save) and deleting the profile. The step travels in the action's answer and in
 * hidden fields, so the flow works without JavaScript.
 */
import type { SubmissionResult } from "@conform-to/react";
import * as profile from "#contracts/profile";
import { parseWithSchema } from "~/forms/parse";
import type { Operator } from "~/operator/client.server";
import type { Session } from "~/operator/session.server";
import { alternateKind, needsPassword, otpFrom, profileSchemaFor, sameContact } from "./forms";
import { t } from "~/i18n/profile";

export type ProfileActionData =
  | { step: "edit"; result: SubmissionResult<string[]>; error: string | null }
  | { step: "otp"; name: string; altrContact: string; otpError: string | null; error: string | null; resent: boolean }
  | { step: "delete"; passwordError: string | null; error: string | null };

/** Where the OTP goes: the profile flow uses the eBill request type of Verify/SendOTPRequest. */
const REQUEST_TYPE = "eBill" as const;

export function userOf(session: Session) {
  return { userName: session.get("userName") ?? "", userType: session.get("userType") ?? "EMAIL" };
}

export async function readProfile(op: Operator) {
  const answer = await op.data(profile.viewUserInfo, {});
  if (!answer.ok) return { name: "", altrContact: "", error: answer.message };
  return { name: answer.data.name ?? "", altrContact: answer.data.altrContact ?? "", error: null };
}

type Result = { data: ProfileActionData; status: number } | { done: true };

/** UPDATE, Back, Resend and Verify of the profile form. */
export async function updateStep(op: Operator, session: Session, intent: string, formData: FormData): Promise<Result> {
  const { userName, userType } = userOf(session);
  const kind = alternateKind(userType);
  const submission = parseWithSchema(formData, { schema: profileSchemaFor(kind) });
  if (submission.status !== "success" || intent === "back") {
    return { data: { step: "edit", result: submission.reply(), error: null }, status: submission.status === "success" ? 200 : 400 };
  }
  const { name, altrContact } = submission.value;
  const otpStep = (extra: Partial<Extract<ProfileActionData, { step: "otp" }>>, status = 200): Result => ({
    data: { step: "otp", name, altrContact, otpError: null, error: null, resent: false, ...extra },
    status,
  });

  if (intent === "update" || intent === "resend") {
    const current = await readProfile(op);
    if (current.error) return { data: { step: "edit", result: submission.reply(), error: current.error }, status: 400 };
    if (intent === "update" && altrContact && sameContact(altrContact, current.altrContact)) return save(op, userName, name, altrContact, submission);
    const sent = await op.data(profile.sendOtp, { requestType: REQUEST_TYPE, requestPeriod: "10", otpSource: kind, otpContact: altrContact });
    if (!sent.ok) {
      if (intent === "resend") return otpStep({ error: sent.message }, 400);
      return { data: { step: "edit", result: submission.reply(), error: sent.message }, status: 400 };
    }
    return otpStep({ resent: intent === "resend" });
  }

  // intent === "verify"
  const otp = otpFrom(formData);
  if (otp.error) return otpStep({ otpError: otp.error }, 400);
  const verified = await op.data(profile.verifyOtp, { requestType: REQUEST_TYPE, otpSource: kind, otpCode: otp.code });
  if (!verified.ok) return otpStep({ error: verified.message }, 400);
  return save(op, userName, name, altrContact, submission);
}

async function save(op: Operator, userName: string, name: string, altrContact: string, submission: { reply(): SubmissionResult<string[]> }): Promise<Result> {
  const saved = await op.data(profile.updateUserInfo, { userName, name, altrContact });
  if (!saved.ok) return { data: { step: "edit", result: submission.reply(), error: saved.message }, status: 400 };
  return { done: true };
}

/** Delete the profile; EMAIL and MOBILE users confirm with their password. */
export async function deleteStep(op: Operator, session: Session, formData: FormData): Promise<Result> {
  const { userName, userType } = userOf(session);
  const password = String(formData.get("password") ?? "");
  if (needsPassword(userType) && !password) {
    return { data: { step: "delete", passwordError: t("validation.password"), error: null }, status: 400 };
  }
  const ended = await op.data(profile.terminateProfile, { userName, userType, password: needsPassword(userType) ? password : "" });
  if (!ended.ok) return { data: { step: "delete", passwordError: null, error: ended.message }, status: 400 };
  return { done: true };
}
