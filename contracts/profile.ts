/**
 * Profile: view and update the name and alternate contact, the OTPs that verify a contact
 * (eBill and FTTH flows), and deleting the profile. The Account/* calls spell the error field `erroShow`.
 */
import { z } from "zod";
import { defineContract, envelope, optText, plainEnvelope, type Contract } from "./core";

/**
 * The envelope of the Account/* profile calls: their error text arrives as `erroShow` (sic).
 * Both spellings are accepted and `errorShow` always carries the text after parsing.
 */
export function erroShowEnvelope<T extends z.ZodType>(data: T) {
  return envelope(data).transform((answer) => {
    const erroShow = typeof answer.erroShow === "string" && answer.erroShow ? answer.erroShow : null;
    return { ...answer, errorShow: answer.errorShow || erroShow };
  });
}

export const profileDetails = z.looseObject({ name: optText, altrContact: optText });

export const viewUserInfo = defineContract({
  name: "profile.viewUserInfo",
  summary: "Name and alternate contact of the signed-in user (error field erroShow).",
  method: "GET",
  path: "Account/ViewUserInfo",
  assumed: true,
  request: z.object({}),
  response: erroShowEnvelope(profileDetails),
});

export const updateUserInfo = defineContract({
  name: "profile.updateUserInfo",
  summary:
    "Save the name and alternate contact (an email for MOBILE users, a mobile for the others); a new contact must be OTP-verified first. Error field erroShow.",
  method: "POST",
  path: "Account/UpdateUserInfo",
  assumed: true,
  request: z.object({ userName: z.string().min(1), name: z.string(), altrContact: z.string().default("") }),
  response: erroShowEnvelope(z.unknown().optional()),
});

export const contactDetails = defineContract({
  name: "profile.contactDetails",
  summary: "The alternate contact of the signed-in user (dataBundle.altrContact).",
  method: "GET",
  path: "Account/GetContactDetails",
  assumed: true,
  request: z.object({}),
  response: erroShowEnvelope(z.looseObject({ altrContact: optText })),
});

export const terminateProfile = defineContract({
  name: "profile.terminateProfile",
  summary: "Delete the signed-in user's profile; EMAIL and MOBILE users confirm with their password. Error field erroShow.",
  method: "POST",
  path: "Account/TerminateProfile",
  request: z.object({ userName: z.string().min(1), userType: z.string().min(1), password: z.string().default("") }),
  response: erroShowEnvelope(z.unknown().optional()),
});

export const otpRequestType = z.enum(["eBill", "FTTH"]);
export const otpSource = z.enum(["EMAIL", "MOBILE"]);

export const sendOtp = defineContract({
  name: "profile.sendOtp",
  summary: "Send a 6-digit OTP to an email or mobile (otpContact) to verify it (eBill and FTTH flows, profile contact).",
  method: "POST",
  path: "Verify/SendOTPRequest",
  assumed: true,
  travel: "query",
  request: z.object({
    requestType: otpRequestType,
    requestPeriod: z.string().regex(/^\d+$/).default("10"),
    otpSource,
    otpContact: z.string().min(1),
  }),
  response: plainEnvelope,
});

export const verifyOtp = defineContract({
  name: "profile.verifyOtp",
  summary: "Verify the OTP last sent for this request type and source; success marks that contact verified.",
  method: "POST",
  path: "Verify/VerifyOTPRequest",
  assumed: true,
  travel: "query",
  request: z.object({ requestType: otpRequestType, otpSource, otpCode: z.string().regex(/^\d{6}$/) }),
  response: plainEnvelope,
});

export const profileContracts: Contract[] = [viewUserInfo, updateUserInfo, contactDetails, terminateProfile, sendOtp, verifyOtp];
