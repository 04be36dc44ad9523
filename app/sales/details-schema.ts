/**
 * The fields every customer-details form of the online-sales wizards posts, as the browser and the
 * action read them (zod/mini: it also runs in the browser). A wizard's schema spreads these and adds
 * its own fields and checks.
 */
import { formText } from "~/forms/text";
import { EMAIL_MAX, MOBILE_MAX, NAME_MAX, NIC_MAX } from "./identity";

/** The button pressed (`intent`) and the one whose checks keep applying as the customer corrects the form (`checked`), the person and their identity. */
export const personFields = {
  intent: formText(40),
  checked: formText(40),
  title: formText(3),
  firstName: formText(NAME_MAX),
  lastName: formText(NAME_MAX),
  mobile: formText(MOBILE_MAX),
  email: formText(EMAIL_MAX),
  idType: formText(3),
  idNumber: formText(NIC_MAX),
  dateOfBirth: formText(10),
};

/** The customer-details forms' buttons (the code dialog's among them), as the `intent` each posts. */
export const CONTACT_INTENTS = {
  sendMobileOtp: "details-send-mobile-otp",
  sendEmailOtp: "details-send-email-otp",
  resendOtp: "details-resend-otp",
  verifyOtp: "details-verify-otp",
  cancelOtp: "details-cancel-otp",
  checkId: "details-check-id",
  next: "details-next",
} as const;

/** The code dialog's buttons: Resend OTP, Submit and the close icon. */
export const OTP_INTENTS = { resend: CONTACT_INTENTS.resendOtp, verify: CONTACT_INTENTS.verifyOtp, cancel: CONTACT_INTENTS.cancelOtp } as const;

/** The Verify buttons: of the two contacts, and of the NIC or passport. */
export const VERIFY_INTENTS = {
  contacts: { mobile: CONTACT_INTENTS.sendMobileOtp, email: CONTACT_INTENTS.sendEmailOtp },
  id: CONTACT_INTENTS.checkId,
} as const;
