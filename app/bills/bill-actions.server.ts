/**
 * The bill page's actions (seed 001 sections 4, 5, 7): resend a bill, change the bill method, and
 * the eBill registration (check the user → OTP when not registered → register). The pending email
 * of the OTP step is kept in the session, so the flow works without JavaScript.
 */
import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod/mini";
import * as bills from "#contracts/bills";
import * as profile from "#contracts/profile";
import type { AccountContext, LinkedAccount } from "~/accounts/context.server";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/bill";
import type { Operator } from "~/operator/client.server";
import { GENERIC_ERROR } from "~/operator/errors.server";
import { billMethodSchema, eBillSchema, otpFrom, resendSchema } from "./bill-page";
import { pendingEBill, readBillMethods, readEBillContact } from "./bill-page.server";

export interface BillActionData {
  /** Each answer is new: dialogs keyed on it open again for the same message. */
  at: number;
  success: string | null;
  error: string | null;
  /** The form's field errors and typed values (bill method or eBill form). */
  result: SubmissionResult<string[]> | null;
  /** eBill: the view after this action (the OTP entry or the email form). */
  step?: "form" | "otp";
  otpError?: string | null;
  resent?: boolean;
  /** eBill without JavaScript: the terms view is open, or was just accepted. */
  terms?: boolean;
  agreed?: boolean;
  /** eBill: the email waiting for its OTP (step otp), or to show again in the form after a failure. */
  email?: string;
}

type Answer = { data: BillActionData; status: number };

/** A failure (field errors, a bad OTP, the operator's refusal) answers 400. */
const answer = (data: Partial<BillActionData>): Answer => ({
  data: { at: Date.now(), success: null, error: null, result: null, ...data },
  status: data.error || data.otpError || data.result?.status === "error" ? 400 : 200,
});

export async function resendBill(op: Operator, account: LinkedAccount, formData: FormData): Promise<Answer> {
  const input = z.safeParse(resendSchema, { month: formData.get("month") });
  if (!input.success) return answer({ error: GENERIC_ERROR });
  const status = await readBillMethods(op, account);
  if (!status.ok) return answer({ error: status.message });
  const email = status.data.email;
  if (!email) return answer({ error: t("bill.history.noEmail") });
  const sent = await op.data(bills.eBillResend, { eContact: email, accountNo: account.accountNo, ebillMonth: input.data.month, tpNo: account.telephoneNo });
  return sent.ok ? answer({ success: t("bill.history.resent", { email }) }) : answer({ error: sent.message });
}

export async function changeBillMethod(op: Operator, account: LinkedAccount, formData: FormData): Promise<Answer> {
  const submission = parseWithSchema(formData, { schema: billMethodSchema });
  if (submission.status !== "success") return answer({ result: submission.reply() });
  const { billCode, email } = submission.value;
  const changed = await op.data(bills.smartBillRegistration, { econtact: email, tpNo: account.telephoneNo, accountNo: account.accountNo, billCode });
  if (!changed.ok) return answer({ result: submission.reply(), error: changed.message });
  // The outcome sits in a nested envelope.
  if (!changed.data.isSuccess) return answer({ result: submission.reply(), error: changed.data.errorShow || GENERIC_ERROR });
  return answer({ result: submission.reply({ resetForm: true }), success: t("bill.methods.changed") });
}

function setPending(ctx: AccountContext, email: string | null) {
  if (email && ctx.selected) ctx.op.session.set("pendingEBill", { email, telephoneNo: ctx.selected.telephoneNo });
  else ctx.op.session.unset("pendingEBill");
  ctx.op.touch();
}

async function sendOtp(op: Operator, email: string) {
  return op.data(profile.sendOtp, { requestType: "eBill", requestPeriod: "10", otpSource: "EMAIL", otpContact: email });
}

/** Register (or update) the eBill email, keeping the SMS alert settings the operator has. */
async function register(ctx: AccountContext, account: LinkedAccount, email: string, alreadyRegistered: boolean): Promise<Answer> {
  const [contact, sms] = await Promise.all([
    readEBillContact(ctx.op, account),
    ctx.op.data(bills.smsServiceStatus, { accountNo: account.accountNo, tpNo: account.telephoneNo }),
  ]);
  const mobile = (contact.ok ? contact.data.mobile : null) ?? (sms.ok ? (sms.data.mobileno ?? null) : null) ?? "";
  const smsOn = sms.ok && sms.data.isSuccess && Boolean(mobile);
  const done = await ctx.op.data(bills.eBillRegistration, {
    accountNumber: account.accountNo,
    eventSource: account.telephoneNo,
    newEmailAddress: email,
    newContactNumber: mobile,
    isEnableSms: smsOn ? "Y" : "N",
    isAlreadyRegistered: alreadyRegistered ? "Y" : "N",
    isPrestigeCustomer: "N",
  });
  setPending(ctx, null);
  return done.ok ? answer({ step: "form", success: t("bill.ebill.registered") }) : answer({ step: "form", error: done.message, email });
}

/** The eBill screen: submit the email, the terms view without JavaScript, and the OTP step. */
export async function eBillStep(ctx: AccountContext, account: LinkedAccount, formData: FormData): Promise<Answer> {
  const intent = String(formData.get("intent") ?? "submit");
  const pending = pendingEBill(ctx.op.session, account);

  if (intent === "verify" || intent === "resend-otp" || intent === "back") {
    if (!pending || intent === "back") {
      setPending(ctx, null);
      return answer({ step: "form" });
    }
    if (intent === "resend-otp") {
      const sent = await sendOtp(ctx.op, pending);
      return sent.ok ? answer({ step: "otp", resent: true, email: pending }) : answer({ step: "otp", error: sent.message, email: pending });
    }
    const otp = otpFrom(formData.getAll("otp"));
    if (otp.error) return answer({ step: "otp", otpError: otp.error, email: pending });
    const verified = await ctx.op.data(bills.otpEBillAuth, { econtact: pending, otpCode: otp.code });
    if (!verified.ok) {
      // A failed OTP submission closes the OTP view (seed 001 section 4).
      setPending(ctx, null);
      return answer({ step: "form", error: verified.message, email: pending });
    }
    return register(ctx, account, pending, false);
  }

  if (intent === "terms" || intent === "close-terms" || intent === "accept-terms") {
    // Without JavaScript the terms view is a step of the form: nothing typed is lost.
    const typed = z.safeParse(z.string().check(z.maxLength(254)), formData.get("email"));
    const agreed = intent === "accept-terms" || formData.get("agree") === "on";
    return answer({ step: "form", terms: intent === "terms", agreed, email: typed.success ? typed.data : "" });
  }
  const submission = parseWithSchema(formData, { schema: eBillSchema });
  if (submission.status !== "success") return answer({ step: "form", result: submission.reply() });
  const { email } = submission.value;
  const exists = await ctx.op.data(bills.eBillCheckUserExist, { accountNo: account.accountNo, tpNo: account.telephoneNo });
  if (!exists.ok) return answer({ step: "form", result: submission.reply(), error: exists.message });
  if (exists.data.userexist === "Y") return register(ctx, account, email, true);
  const sent = await sendOtp(ctx.op, email);
  if (!sent.ok) return answer({ step: "form", result: submission.reply(), error: sent.message });
  setPending(ctx, email);
  // The page's loader of this same request still sees the old session: the answer names the email.
  return answer({ step: "otp", email });
}
