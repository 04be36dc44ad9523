/**
 * Verifying a contact (email or mobile) with an OTP, shared by the eBill, FTTH and profile flows:
 * who asked for which contact, and which contacts a user proved they own (for a while).
 */
import { z } from "zod";
import { SUBSCRIBER_ID, toTelephone } from "../../../contracts/lk";
import { defineCollection, nowMs } from "../../world";
import { consumeOtp, issueOtp, messages as authMessages, type MessageLanguage } from "../auth";

export const VERIFIED_FOR_MS = 30 * 60 * 1000;

export const messages = {
  email: "Enter valid email",
  mobile: "Enter valid mobile number",
  notVerified: "Please verify your alternate contact with the OTP we sent to it.",
  invalidOtp: authMessages.invalidOtp,
};

export type OtpSource = "EMAIL" | "MOBILE";
export type ContactPurpose = "ebill" | "ftth";

export const contactOtps = defineCollection(
  "profile.contactOtps",
  z.object({
    userName: z.string(),
    purpose: z.enum(["ebill", "ftth"]),
    otpSource: z.enum(["EMAIL", "MOBILE"]),
    contact: z.string(),
    sentAt: z.number(),
    verifiedAt: z.number().nullable(),
  }),
);

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Optional +, 3 digits, 3 digits, 4 to 6 digits, optional separators. */
const mobilePattern = /^\+?\d{3}[\s-]?\d{3}[\s-]?\d{4,6}$/;

export const isEmail = (value: string) => emailPattern.test(value.trim());
export const isMobile = (value: string) => mobilePattern.test(value.trim());
export const sourceOf = (contact: string): OtpSource => (contact.includes("@") ? "EMAIL" : "MOBILE");

/** The same contact however it was typed: lower-case email; mobile as 0XXXXXXXXX. */
export function normaliseContact(value: string): string {
  const v = value.trim();
  if (v.includes("@")) return v.toLowerCase();
  const d = v.replace(/\D/g, "");
  // Only the 94 prefix is rewritten, not nine bare digits as toTelephone would: a contact is typed
  // in full (isMobile wants 10 to 12 digits), and an OTP check must not match a shortened number.
  return SUBSCRIBER_ID.test(d) ? toTelephone(d) : d;
}

/** The error text for a contact that is not of its kind, else null. */
export function contactProblem(source: OtpSource, contact: string): string | null {
  if (source === "EMAIL") return isEmail(contact) ? null : messages.email;
  return isMobile(contact) ? null : messages.mobile;
}

const subjectOf = (userName: string, source: OtpSource) => `${userName}|${source}`;

/** Send an OTP to a contact; the previous unverified request of the same kind is replaced. */
export async function sendContactOtp(userName: string, purpose: ContactPurpose, source: OtpSource, contact: string, lang: MessageLanguage = "en") {
  const to = normaliseContact(contact);
  await contactOtps.deleteMany((q) => q.where({ userName, purpose, otpSource: source, verifiedAt: null }));
  await contactOtps.create({ userName, purpose, otpSource: source, contact: to, sentAt: nowMs(), verifiedAt: null });
  await issueOtp(purpose, subjectOf(userName, source), to, source === "EMAIL" ? "email" : "sms", lang);
}

/** Check the OTP of the pending request (for `contact`, when the caller names one). Null when verified. */
export async function verifyContactOtp(userName: string, purpose: ContactPurpose, source: OtpSource, code: string, contact?: string): Promise<string | null> {
  const pending = contactOtps.findFirst((q) => q.where({ userName, purpose, otpSource: source, verifiedAt: null }));
  if (!pending) return messages.invalidOtp;
  if (contact !== undefined && normaliseContact(contact) !== pending.contact) return messages.invalidOtp;
  const problem = await consumeOtp(purpose, subjectOf(userName, source), code);
  if (problem) return problem;
  await contactOtps.update(pending, {
    data(r) {
      r.verifiedAt = nowMs();
    },
  });
  return null;
}

/** Whether the user proved they own this contact recently (any flow). */
export function isVerified(userName: string, contact: string): boolean {
  const wanted = normaliseContact(contact);
  const since = nowMs() - VERIFIED_FOR_MS;
  return contactOtps.findMany((q) => q.where({ userName, contact: wanted })).some((r) => r.verifiedAt !== null && r.verifiedAt >= since);
}

export function forgetContacts(userName: string) {
  contactOtps.deleteMany((q) => q.where({ userName }));
}
