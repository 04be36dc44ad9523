/**
 * The contact codes of every wizard's customer-details form, on the server: Verify mobile and Verify
 * email send a one-time code, the code dialog's Submit checks it, Resend OTP sends it again and its
 * close icon forgets it. A signed-in customer (the signed-in fibre and the LTE wizard) sends and checks
 * both codes as themselves (`signedInCodes`); the public wizard's visitor the mobile's as a visitor and
 * the email's as the order identity the mobile gave (`visitorCodes`). Each wizard keeps its code in
 * the session under its own `flow`.
 */
import type { Operator, Outcome } from "~/operator/client.server";
import { t } from "~/i18n/sales-details";
import {
  clearPendingOtp,
  pendingOtp,
  resendOtp,
  sendContactOtp,
  sendEmailOtp,
  sendMobileOtp,
  verifyContactOtp,
  verifyEmailOtp,
  verifyMobileOtp,
  type ContactChannel,
  type PendingOtp,
} from "./contacts.server";
import { CONTACT_INTENTS } from "./details-schema";
import { postedCode } from "./form-data";
import { OTP_PATTERN } from "./identity";
import { contactProblem, withVerifiedContact, type PersonContacts } from "./person";
import type { FieldProblem } from "./step-answer.server";

/** How a wizard's codes are sent and checked. `verify` answers the verified user id when the check gives one (the visitor's mobile). */
export interface CodeSender {
  send(op: Operator, flow: string, channel: ContactChannel, contact: string): Promise<Outcome<unknown>>;
  verify(op: Operator, flow: string, pending: PendingOtp, code: string): Promise<Outcome<{ userName?: string }>>;
}

export const signedInCodes: CodeSender = {
  send: (op, flow, channel, contact) => sendContactOtp(op, op, flow, channel, contact),
  async verify(op, flow, _pending, code) {
    const outcome = await verifyContactOtp(op, op, flow, code);
    return outcome.ok ? { ok: true, data: {} } : outcome;
  },
};

export const visitorCodes: CodeSender = {
  send: (op, flow, channel, contact) => (channel === "mobile" ? sendMobileOtp(op, flow, contact) : sendEmailOtp(op, flow, contact)),
  async verify(op, flow, pending, code) {
    if (pending.channel === "mobile") return verifyMobileOtp(op, flow, pending.contact, code);
    const outcome = await verifyEmailOtp(op, flow, code);
    return outcome.ok ? { ok: true, data: {} } : outcome;
  },
};

/** Why a contact gets no code now: "verified" (nothing to send), a problem to tell, or null (send it). */
export type SendCheck = (channel: ContactChannel) => FieldProblem | "verified" | null;

export type CodePost = { problem: FieldProblem | null; verified?: PendingOtp & { userName?: string } };

/**
 * A post of the contact codes, or null when the intent is none of theirs. Sending tells the
 * operator's refusal beside the contact; resending and checking beside the code ('Enter 6 digits OTP code').
 */
export async function contactCodePost(
  op: Operator,
  formData: FormData,
  intent: string | undefined,
  { flow, codes, sendCheck, contacts }: { flow: string; codes: CodeSender; sendCheck: SendCheck; contacts: PersonContacts },
): Promise<CodePost | null> {
  switch (intent) {
    case CONTACT_INTENTS.sendMobileOtp:
    case CONTACT_INTENTS.sendEmailOtp: {
      const channel: ContactChannel = intent === CONTACT_INTENTS.sendMobileOtp ? "mobile" : "email";
      const check = sendCheck(channel);
      if (check) return { problem: check === "verified" ? null : check };
      const sent = await codes.send(op, flow, channel, contacts[channel]);
      return { problem: sent.ok ? null : { field: channel, message: sent.message } };
    }
    case CONTACT_INTENTS.resendOtp: {
      const sent = await resendOtp(op, flow);
      return { problem: sent.ok ? null : { field: "otp", message: sent.message } };
    }
    case CONTACT_INTENTS.cancelOtp:
      clearPendingOtp(op, flow);
      return { problem: null };
    case CONTACT_INTENTS.verifyOtp: {
      const pending = pendingOtp(op, flow);
      if (!pending) return { problem: null };
      const code = postedCode(formData);
      if (!OTP_PATTERN.test(code)) return { problem: { field: "otp", message: t("details.error.otp") } };
      const outcome = await codes.verify(op, flow, pending, code);
      if (!outcome.ok) return { problem: { field: "otp", message: outcome.message || t("details.error.otp") } };
      return { problem: null, verified: { ...pending, userName: outcome.data.userName } };
    }
    default:
      return null;
  }
}

/** A signed-in customer's contact: nothing to send once verified; else a valid mobile number or email. */
export function signedInSendCheck(contacts: PersonContacts): SendCheck {
  return (channel) => {
    if (channel === "mobile" ? contacts.mobileVerified : contacts.emailVerified) return "verified";
    const problem = contactProblem(channel, contacts[channel]);
    return problem ? { field: problem.field, message: t(problem.message) } : null;
  };
}

/**
 * The contact codes of a signed-in customer's details form (the signed-in fibre and the LTE wizard):
 * the customer with the contact a code verified, and what to tell; null when the intent is none of theirs.
 */
export async function signedInContactPost<C extends PersonContacts>(
  op: Operator,
  formData: FormData,
  intent: string | undefined,
  flow: string,
  customer: C,
): Promise<{ customer: C; problem: FieldProblem | null } | null> {
  const post = await contactCodePost(op, formData, intent, { flow, codes: signedInCodes, sendCheck: signedInSendCheck(customer), contacts: customer });
  if (!post) return null;
  return { customer: post.verified ? withVerifiedContact(customer, post.verified) : customer, problem: post.problem };
}
