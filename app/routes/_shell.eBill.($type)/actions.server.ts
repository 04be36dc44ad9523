/**
 * The bill page's actions: resend a bill, change the bill method, and the eBill registration
 * (check the account → an OTP to a new email when it is not registered yet → register). A success
 * redirects with its outcome; a failure that should keep what was typed answers the form. The
 * email waiting for its OTP is kept in the session, so the flow works without JavaScript.
 */
import * as z from "zod/mini";
import * as bills from "#contracts/bills";
import * as profile from "#contracts/profile";
import { redirect } from "@remix-run/node";
import type { LinkedAccount } from "~/accounts/context.server";
import { billMonthSchema } from "~/bills/bill-month";
import { keepPendingEBill, pendingEBill, readBillMethods, readEBillContact } from "~/bills/bills.server";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/bill";
import { genericError } from "~/operator/errors.server";
import { limitedUser, overLimit } from "~/operator/limits.server";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import type { Operator } from "~/operator/route.server";
import { billMethodSchema, eBillOtpSchema, eBillSchema, OTP_INTENTS } from "./schema";

const HISTORY = "/eBill/history";
const METHODS = "/eBill/methods";
const EBILL = "/eBill/register";

/** Resend is a button on a row: nothing typed to keep, so a refusal is an error outcome too. */
export async function resendBill(op: Operator, account: LinkedAccount, formData: FormData) {
  const input = z.safeParse(billMonthSchema, { month: formData.get("month") });
  if (!input.success) return redirectWithOutcome(HISTORY, genericError(), "error");
  const status = await readBillMethods(op, account);
  if (!status.ok) return redirectWithOutcome(HISTORY, status.message, "error");
  const email = status.data.email;
  if (!email) return redirectWithOutcome(HISTORY, t("bill.history.noEmail"), "error");
  const sent = await op.data(bills.eBillResend, { eContact: email, accountNo: account.accountNo, ebillMonth: input.data.month, tpNo: account.telephoneNo });
  return sent.ok ? redirectWithOutcome(HISTORY, t("bill.history.resent", { email })) : redirectWithOutcome(HISTORY, sent.message, "error");
}

export async function changeBillMethod(op: Operator, account: LinkedAccount, formData: FormData) {
  const submission = parseWithSchema(formData, { schema: billMethodSchema });
  if (submission.status !== "success") return formFailure(submission);
  const { billCode, email } = submission.value;
  // Only to one of the modes the operator offers the account (none offered: no change allowed), whatever was posted.
  const methods = await readBillMethods(op, account);
  if (!methods.ok) return formFailure(submission, methods.message);
  if (!methods.data.modes.some((mode) => mode.code === billCode)) return formFailure(submission, t("bill.methods.noPermission"));
  const changed = await op.data(bills.smartBillRegistration, { econtact: email, tpNo: account.telephoneNo, accountNo: account.accountNo, billCode });
  if (!changed.ok) return formFailure(submission, changed.message);
  // The outcome sits in a nested envelope.
  if (!changed.data.isSuccess) return formFailure(submission, changed.data.errorShow || genericError());
  // The page loads the bill method again: the new one shows as current.
  return redirectWithOutcome(METHODS, t("bill.methods.changed"));
}

/** A code to the email, within the limits of sending codes (per user, per email, per address). */
async function sendOtp(op: Operator, email: string) {
  const limited = await overLimit(op, "otpSend", limitedUser(op), email);
  if (limited) return { ok: false as const, message: limited };
  return op.data(profile.sendOtp, { requestType: "eBill", requestPeriod: "10", otpSource: "EMAIL", otpContact: email });
}

/** The eBill form as if sent with this email (terms agreed): the form it shows again after a refusal. */
function eBillFormWith(email: string) {
  const typed = new FormData();
  typed.set("email", email);
  typed.set("agree", "on");
  return parseWithSchema(typed, { schema: eBillSchema });
}

/** Register (or update) the eBill email, keeping the SMS alert settings the operator has. */
async function register(op: Operator, account: LinkedAccount, email: string, alreadyRegistered: boolean, form: ReturnType<typeof eBillFormWith>) {
  const [contact, sms] = await Promise.all([
    readEBillContact(op, account),
    op.data(bills.smsServiceStatus, { accountNo: account.accountNo, tpNo: account.telephoneNo }),
  ]);
  const mobile = (contact.ok ? contact.data.mobile : null) ?? (sms.ok ? (sms.data.mobileno ?? null) : null) ?? "";
  const smsOn = sms.ok && sms.data.isSuccess && Boolean(mobile);
  const done = await op.data(bills.eBillRegistration, {
    accountNumber: account.accountNo,
    eventSource: account.telephoneNo,
    newEmailAddress: email,
    newContactNumber: mobile,
    isEnableSms: smsOn ? "Y" : "N",
    isAlreadyRegistered: alreadyRegistered ? "Y" : "N",
    isPrestigeCustomer: "N",
  });
  keepPendingEBill(op.session, account, null);
  return done.ok ? redirectWithOutcome(EBILL, t("bill.ebill.registered")) : formFailure(form, done.message);
}

/**
 * The terms view of the eBill form without JavaScript: opened, closed or accepted by a submit, so
 * the page renders it with what was typed.
 */
export interface TermsView {
  terms: { open: boolean; agreed: boolean; email: string };
}

/** The eBill screen: the OTP step's buttons, the terms view without JavaScript, and submitting the email. */
export async function eBillStep(op: Operator, account: LinkedAccount, formData: FormData) {
  const intent = String(formData.get("intent") ?? "submit");
  const pending = pendingEBill(op.session, account);

  if ((OTP_INTENTS as readonly string[]).includes(intent)) {
    if (!pending || intent === "back") {
      keepPendingEBill(op.session, account, null);
      return redirect(EBILL);
    }
    if (intent === "resend-otp") {
      const sent = await sendOtp(op, pending);
      return sent.ok ? redirectWithOutcome(EBILL, t("bill.ebill.otpResent", { email: pending })) : redirectWithOutcome(EBILL, sent.message, "error");
    }
    const otp = parseWithSchema(formData, { schema: eBillOtpSchema });
    if (otp.status !== "success") return formFailure(otp);
    const limited = await overLimit(op, "otpVerify", limitedUser(op), pending);
    const verified = limited ? { ok: false as const, message: limited } : await op.data(bills.otpEBillAuth, { econtact: pending, otpCode: otp.value.code });
    if (!verified.ok) {
      // A refused code (or one over the limit) closes the OTP view: the email form comes back with the email and the message.
      keepPendingEBill(op.session, account, null);
      return formFailure(eBillFormWith(pending), verified.message);
    }
    return register(op, account, pending, false, eBillFormWith(pending));
  }

  if (intent === "terms" || intent === "close-terms" || intent === "accept-terms") {
    // Without JavaScript the terms view is a step of the form: nothing typed is lost.
    const typed = z.safeParse(z.string().check(z.maxLength(254)), formData.get("email"));
    const agreed = intent === "accept-terms" || formData.get("agree") === "on";
    return { terms: { open: intent === "terms", agreed, email: typed.success ? typed.data : "" } } satisfies TermsView;
  }

  const submission = parseWithSchema(formData, { schema: eBillSchema });
  if (submission.status !== "success") return formFailure(submission);
  const { email } = submission.value;
  const exists = await op.data(bills.eBillCheckUserExist, { accountNo: account.accountNo, tpNo: account.telephoneNo });
  if (!exists.ok) return formFailure(submission, exists.message);
  if (exists.data.userexist === "Y") return register(op, account, email, true, submission);
  const sent = await sendOtp(op, email);
  if (!sent.ok) return formFailure(submission, sent.message);
  keepPendingEBill(op.session, account, email);
  // The page shows the OTP step while an email is pending for the line.
  return redirect(EBILL);
}
