/**
 * The customer-details form of the public fibre wizard: its field names, the checks of each of its
 * buttons (Verify mobile, Verify email, Verify NIC/passport, Next) and the schema the browser
 * validates with before posting. The server applies the same functions to the state it holds
 * (details.server.ts), so a check and its message are written once.
 */
// zod/mini: this schema also runs in the browser.
import * as z from "zod/mini";
import { t, type MessageKey } from "~/i18n/sales-details";
import { EMAIL_MAX, MOBILE_MAX, NAME_MAX, NIC_MAX, isEmail, isMobile, idProblem, nameProblem } from "~/sales/identity";
import type { FibreOrder } from "./state";

/** Every post of the step names what it does; the frame sends "details-*" intents here. */
export const DETAILS_INTENTS = {
  sendMobileOtp: "details-send-mobile-otp",
  sendEmailOtp: "details-send-email-otp",
  resendOtp: "details-resend-otp",
  verifyOtp: "details-verify-otp",
  cancelOtp: "details-cancel-otp",
  checkId: "details-check-id",
  next: "details-next",
} as const;

export const DETAILS_ACTION = "/applyonline/fiber?step=details";

/** The installation address lines and the city name. */
export const ADDRESS_MAX = 100;
export const POSTAL_CODE_LENGTH = 5;

/** What the form shows and posts (strings, as the browser sends them). */
export interface DetailsValues {
  title: string;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  idType: "nic" | "pp";
  /** The NIC or the passport number, by idType. */
  idNumber: string;
  dateOfBirth: string;
  city: string;
  address1: string;
  address2: string;
  lat: string;
  lng: string;
}

/** What the server knows that the form cannot prove by itself. */
export interface DetailsFlags {
  mobileVerified: boolean;
  idVerified: boolean;
  /** A city (with its 5-character postal code) and a pin. */
  located: boolean;
}

export type FieldErrors = Partial<Record<keyof DetailsValues | "location" | "otp", MessageKey>>;

export function valuesOf(order: FibreOrder): DetailsValues {
  const d = order.details;
  const loc = order.location;
  return {
    title: d.title,
    firstName: d.firstName,
    lastName: d.lastName,
    mobile: d.mobile,
    email: d.email,
    idType: d.idType,
    idNumber: d.idType === "nic" ? d.nic : d.passport,
    dateOfBirth: d.dateOfBirth,
    city: loc?.city ?? "",
    address1: d.address1,
    address2: d.address2,
    lat: loc?.lat === null || loc?.lat === undefined ? "" : String(loc.lat),
    lng: loc?.lng === null || loc?.lng === undefined ? "" : String(loc.lng),
  };
}

export function flagsOf(order: FibreOrder): DetailsFlags {
  const loc = order.location;
  return {
    mobileVerified: order.details.mobileVerified,
    idVerified: order.details.idVerified,
    located: Boolean(loc && loc.city && loc.postalCode.trim().length === POSTAL_CODE_LENGTH && loc.lat !== null && loc.lng !== null),
  };
}

/**
 * Next, checked in this order: title; first and last name (not empty, letters only); mobile
 * verified; email present and well formed; both address lines; date of birth; NIC or passport
 * present and verified; and a service location (city, 5-character postal code, pin).
 */
export function nextProblems(v: DetailsValues, flags: DetailsFlags): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.title) errors.title = "details.error.empty";
  const first = nameProblem(v.firstName);
  if (first) errors.firstName = first;
  const last = nameProblem(v.lastName);
  if (last) errors.lastName = last;
  if (!flags.mobileVerified) errors.mobile = "details.error.shouldVerify";
  if (!v.email.trim() || !isEmail(v.email)) errors.email = "details.error.emailFormat";
  if (!v.address1.trim()) errors.address1 = "details.error.empty";
  if (!v.address2.trim()) errors.address2 = "details.error.empty";
  if (!v.dateOfBirth.trim()) errors.dateOfBirth = "details.error.empty";
  if (!v.idNumber.trim()) errors.idNumber = "details.error.empty";
  else if (!flags.idVerified) errors.idNumber = "details.error.shouldVerify";
  if (!flags.located) errors.location = "details.error.location";
  return errors;
}

/** Verify mobile: 'Enter a valid mobile phone number.' */
export function mobileProblem(v: DetailsValues): FieldErrors {
  return isMobile(v.mobile) ? {} : { mobile: "details.error.mobile" };
}

/** Verify email: 'Enter valid email'; only once the mobile is verified. */
export function emailProblem(v: DetailsValues, flags: DetailsFlags): FieldErrors {
  if (!flags.mobileVerified) return { mobile: "details.error.shouldVerify" };
  return isEmail(v.email) ? {} : { email: "details.error.email" };
}

/** Verify NIC/passport: its pattern; only once the mobile is verified. */
export function idCheckProblem(v: DetailsValues, flags: DetailsFlags): FieldErrors {
  if (!flags.mobileVerified) return { mobile: "details.error.shouldVerify" };
  const problem = idProblem(v.idType, v.idNumber);
  return problem ? { idNumber: problem } : {};
}

/** What the browser checks for a post, by its intent (without one: formats of what was typed). */
export function problemsFor(intent: string | undefined, v: DetailsValues, flags: DetailsFlags): FieldErrors {
  switch (intent) {
    case DETAILS_INTENTS.next:
      return nextProblems(v, flags);
    case DETAILS_INTENTS.sendMobileOtp:
      return flags.mobileVerified ? {} : mobileProblem(v);
    case DETAILS_INTENTS.sendEmailOtp:
      return emailProblem(v, flags);
    case DETAILS_INTENTS.checkId:
      return idCheckProblem(v, flags);
    default: {
      const errors: FieldErrors = {};
      const first = v.firstName.trim() ? nameProblem(v.firstName) : null;
      if (first) errors.firstName = first;
      const last = v.lastName.trim() ? nameProblem(v.lastName) : null;
      if (last) errors.lastName = last;
      return errors;
    }
  }
}

/** Conform sends an empty field as undefined. */
const text = (max: number) => z._default(z.optional(z.string().check(z.maxLength(max))), "");

/**
 * The browser's schema: the same checks, with the server's flags carried in hidden inputs
 * (`mobileVerified`, `idVerified`) that the server itself never reads.
 */
export const detailsSchema = z
  .object({
    intent: text(40),
    /** The button last pressed: its checks keep applying while the visitor corrects the form. */
    checked: text(40),
    title: text(3),
    firstName: text(NAME_MAX),
    lastName: text(NAME_MAX),
    mobile: text(MOBILE_MAX),
    email: text(EMAIL_MAX),
    idType: text(3),
    idNumber: text(NIC_MAX),
    dateOfBirth: text(10),
    city: text(ADDRESS_MAX),
    address1: text(ADDRESS_MAX),
    address2: text(ADDRESS_MAX),
    lat: text(20),
    lng: text(20),
    town: text(ADDRESS_MAX),
    mobileVerified: text(5),
    idVerified: text(5),
  })
  .check(
    z.superRefine((v, ctx) => {
      const values: DetailsValues = { ...v, idType: v.idType === "pp" ? "pp" : "nic" };
      // The browser knows the city and the pin it is posting; the postal code comes with the city.
      const flags: DetailsFlags = {
        mobileVerified: v.mobileVerified === "true",
        idVerified: v.idVerified === "true",
        located: Boolean(v.city && v.lat && v.lng),
      };
      const errors = problemsFor(v.intent || v.checked, values, flags);
      for (const [field, key] of Object.entries(errors)) ctx.addIssue({ code: "custom", path: [field], message: t(key) });
    }),
  );
