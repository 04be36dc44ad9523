/** eBill registration: status, SMS alerts, whether already registered, OTP check of a new contact, register. */
import * as bills from "#contracts/bills";
import { EMAIL_BILL, eBillCodes } from "../../../fixtures/bills";
import { fail, implement, ok } from "../../implement";
import { send } from "../../store";
import { contactProblem, isVerified, messages as contactMessages, normaliseContact, sourceOf, verifyContactOtp } from "../profile/contacts";
import { accountFor, isFailure } from "./bill";
import { billAccounts } from "./state";

export const eBillMessages = {
  registered: "Successfully registered for eBill service",
  verifyFirst: "Please verify your email address with the OTP before registering for eBill.",
  smsNeedsMobile: "Enter valid mobile number",
};

const yes = (v: string) => v === "Y" || v === "true";

export const eBillImplementations = [
  implement(bills.otpEBillAuth, async ({ input, me }) => {
    const problem = await verifyContactOtp(me.userName, "ebill", sourceOf(input.econtact), input.otpCode, input.econtact);
    return problem ? fail(problem) : ok(null);
  }),

  implement(bills.eBillStatus, ({ input, me }) => {
    const account = accountFor(me.userName, input.tpNo, input.accountNo);
    if (isFailure(account)) return account;
    return ok(account.email ? [{ emailaddress: account.email, mobileno: account.smsMobile || null }] : []);
  }),

  implement(bills.smsServiceStatus, ({ input, me }) => {
    const account = accountFor(me.userName, input.tpNo, input.accountNo);
    if (isFailure(account)) return account;
    return ok({ isSuccess: account.smsEnabled, mobileno: account.smsEnabled ? account.smsMobile : null });
  }),

  implement(bills.eBillCheckUserExist, ({ input, me }) => {
    const account = accountFor(me.userName, input.tpNo, input.accountNo);
    if (isFailure(account)) return account;
    return ok({ userexist: account.email ? "Y" : "N" });
  }),

  implement(bills.eBillRegistration, async ({ input, me }) => {
    const account = accountFor(me.userName, input.eventSource, input.accountNumber);
    if (isFailure(account)) return account;
    const email = input.newEmailAddress.trim();
    const emailProblem = contactProblem("EMAIL", email);
    if (emailProblem) return fail(emailProblem);
    const mobile = input.newContactNumber.trim();
    if (mobile && contactProblem("MOBILE", mobile)) return fail(contactMessages.mobile);
    const smsEnabled = yes(input.isEnableSms);
    if (smsEnabled && !mobile) return fail(eBillMessages.smsNeedsMobile);
    // A first registration needs the OTP step (userexist N); an update of a registered account does not.
    if (!account.email && !isVerified(me.userName, email)) return fail(eBillMessages.verifyFirst);
    await billAccounts.update(account, {
      data(a) {
        a.email = normaliseContact(email);
        if (mobile) a.smsMobile = normaliseContact(mobile);
        a.smsEnabled = smsEnabled;
        a.prestige = yes(input.isPrestigeCustomer);
        if (!eBillCodes.includes(a.billCode)) a.billCode = EMAIL_BILL;
      },
    });
    await send(
      "email",
      normaliseContact(email),
      "Welcome to eBill",
      `Your bills for ${account.telephoneNo} (account ${account.accountNo}) will now be emailed to ${email}. eBill is free of charge.`,
    );
    return ok(eBillMessages.registered);
  }),
];
