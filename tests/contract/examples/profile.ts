import * as profile from "#contracts/profile";
import { example } from "./example";

export const examples = [
  example(profile.viewUserInfo, ["postpaid-fibre", "prepaid-lte", "no-accounts"], () => ({})),
  example(profile.contactDetails, ["postpaid-fibre", "prepaid-lte", "no-accounts"], () => ({})),
  // Name only: a new alternate contact needs an OTP first (tests/contract/profile.test.ts).
  example(profile.updateUserInfo, ["postpaid-fibre", "no-accounts"], ({ persona }) => ({ userName: persona.userName, name: persona.name, altrContact: "" })),
  example(profile.updateUserInfo, ["prepaid-lte"], ({ persona }) => ({ userName: persona.userName, name: persona.name, altrContact: "someone@example.com" }), {
    succeeds: false,
  }),
  // A wrong password on purpose: the sample personas must survive; deleting is in profile.test.ts.
  example(profile.terminateProfile, ["postpaid-fibre"], ({ persona }) => ({ userName: persona.userName, userType: "EMAIL", password: "wrong-password" }), {
    succeeds: false,
  }),
  example(profile.sendOtp, ["postpaid-fibre", "no-accounts"], () => ({
    requestType: "eBill",
    requestPeriod: "10",
    otpSource: "EMAIL",
    otpContact: "someone@example.com",
  })),
  example(profile.sendOtp, ["prepaid-lte"], () => ({ requestType: "FTTH", otpSource: "MOBILE", otpContact: "0712345678" })),
  example(profile.verifyOtp, ["postpaid-fibre"], () => ({ requestType: "eBill", otpSource: "EMAIL", otpCode: "000000" }), { succeeds: false }),
];
