/** The user's profile (name, alternate contact), contact verification by OTP, and deleting the profile. */
import * as profile from "#contracts/profile";
import { fail, implement, ok, type Implementation } from "../implement";
import { links, users } from "../store";
import { messageLanguage, revokeTokens } from "./auth";
import {
  contactProblem,
  forgetContacts,
  isVerified,
  messages as contactMessages,
  normaliseContact,
  sendContactOtp,
  verifyContactOtp,
  type ContactPurpose,
} from "./profile/contacts";

export const messages = {
  notYou: "You can only change your own profile.",
  name: "Name cannot be empty.",
  userType: "Invalid user type.",
  passwordNeeded: "Please enter your password.",
  wrongPassword: "The password you entered is incorrect.",
  updated: "Your profile has been updated successfully.",
  deleted: "Your profile has been deleted.",
};

/** The Account/* profile calls spell their error field `erroShow`. */
const okErro = <T>(dataBundle: T) => ({ isSuccess: true as const, dataBundle, errorMessege: null, exceptionDetail: null, erroShow: null, errorCode: null });
const failErro = (erroShow: string) => ({
  isSuccess: false as const,
  dataBundle: null,
  errorMessege: erroShow,
  exceptionDetail: null,
  erroShow,
  errorCode: null,
});

const purposeOf = (requestType: "eBill" | "FTTH"): ContactPurpose => (requestType === "eBill" ? "ebill" : "ftth");
/** The alternate contact is the other kind: an email for MOBILE users, a mobile for everyone else. */
const alternateKind = (userType: string) => (userType === "MOBILE" ? "EMAIL" : "MOBILE");
const needsPassword = (userType: string) => userType === "EMAIL" || userType === "MOBILE";

export const implementations: Implementation[] = [
  implement(profile.viewUserInfo, ({ me }) => okErro({ name: me.name, altrContact: me.altrContact || null, userName: me.userName, userType: me.userType })),

  implement(profile.contactDetails, ({ me }) => ok({ altrContact: me.altrContact || null })),

  implement(profile.updateUserInfo, async ({ input, me }) => {
    if (input.userName.trim().toLowerCase() !== me.userName) return failErro(messages.notYou);
    const name = input.name.trim();
    if (!name) return failErro(messages.name);
    const raw = input.altrContact.trim();
    let altrContact = "";
    if (raw) {
      const problem = contactProblem(alternateKind(me.userType), raw);
      if (problem) return failErro(problem);
      altrContact = normaliseContact(raw);
      if (altrContact !== me.altrContact && !isVerified(me.userName, altrContact)) return failErro(contactMessages.notVerified);
    }
    await users.update(me, {
      data(u) {
        u.name = name;
        u.altrContact = altrContact;
      },
    });
    return okErro(messages.updated);
  }),

  implement(profile.terminateProfile, async ({ input, me }) => {
    if (input.userName.trim().toLowerCase() !== me.userName) return failErro(messages.notYou);
    if (input.userType.toUpperCase() !== me.userType.toUpperCase()) return failErro(messages.userType);
    if (needsPassword(me.userType)) {
      if (!input.password) return failErro(messages.passwordNeeded);
      if (input.password !== me.password) return failErro(messages.wrongPassword);
    }
    await revokeTokens(me.userName);
    links.deleteMany((q) => q.where({ userName: me.userName }));
    forgetContacts(me.userName);
    users.delete(me);
    return okErro(messages.deleted);
  }),

  implement(profile.sendOtp, async ({ input, me, request }) => {
    const problem = contactProblem(input.otpSource, input.otpContact);
    if (problem) return fail(problem);
    await sendContactOtp(me.userName, purposeOf(input.requestType), input.otpSource, input.otpContact, messageLanguage(request));
    return ok(null);
  }),

  implement(profile.verifyOtp, async ({ input, me }) => {
    const problem = await verifyContactOtp(me.userName, purposeOf(input.requestType), input.otpSource, input.otpCode);
    return problem ? fail(problem) : ok(null);
  }),
];
