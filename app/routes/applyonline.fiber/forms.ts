/**
 * The forms of the public fibre wizard, in the browser and in the action: the intent each button posts
 * (the step table, steps.server.ts, answers every one), what each button of the customer details
 * (Verify mobile, Verify email, Verify NIC/passport, Next) checks and the schemas the browser validates
 * with before posting. The server applies the same functions to the state it holds (details.server.ts),
 * so a check and its message are written once.
 */
// zod/mini: these schemas also run in the browser.
import * as z from "zod/mini";
import { t, type MessageKey } from "~/i18n/sales-details";
import { t as tw } from "~/i18n/sales-wizard";
import { PACKAGE_INTENTS } from "~/sales/catalogue";
import { ADDRESS_MAX, POSTAL_CODE_LENGTH } from "~/sales/address";
import { formText } from "~/forms/text";
import { CONTACT_INTENTS, personFields } from "~/sales/details-schema";
import { isEmail, isMobile, idProblem, nameProblem } from "~/sales/identity";
import { locationValues } from "~/sales/location";
import { personValues, type PersonValues } from "~/sales/person";
import type { FibreOrder } from "./state";

export const DETAILS_ACTION = "/applyonline/fiber?step=details";

/** The summary's one button (Pay Now or Continue). */
export const SUMMARY_INTENT = "summary-submit";

/** Every intent the wizard's forms post, by step. */
export const INTENTS = {
  packages: Object.values(PACKAGE_INTENTS),
  details: Object.values(CONTACT_INTENTS),
  summary: [SUMMARY_INTENT],
} as const;
export type Intent = (typeof INTENTS)[keyof typeof INTENTS][number];

/** What the form shows and posts (strings, as the browser sends them). */
export interface DetailsValues extends PersonValues {
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
  return { ...personValues(d, d.idType), ...locationValues(order.location), address1: d.address1, address2: d.address2 };
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
    case CONTACT_INTENTS.next:
      return nextProblems(v, flags);
    case CONTACT_INTENTS.sendMobileOtp:
      return flags.mobileVerified ? {} : mobileProblem(v);
    case CONTACT_INTENTS.sendEmailOtp:
      return emailProblem(v, flags);
    case CONTACT_INTENTS.checkId:
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

/**
 * The browser's schema: the same checks, with the server's flags carried in hidden inputs
 * (`mobileVerified`, `idVerified`) that the server itself never reads.
 */
export const detailsSchema = z
  .object({
    ...personFields,
    city: formText(ADDRESS_MAX),
    address1: formText(ADDRESS_MAX),
    address2: formText(ADDRESS_MAX),
    lat: formText(20),
    lng: formText(20),
    town: formText(ADDRESS_MAX),
    mobileVerified: formText(5),
    idVerified: formText(5),
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

// ---------------------------------------------------------------------------
// The summary: how to pay, and the terms accepted.

const text = z._default(z.optional(z.string()), "");

export const PAY_CHOICES = ["payNow", "later"] as const;
export type PayChoice = (typeof PAY_CHOICES)[number];

export const summarySchema = z.pipe(
  z.object({ choice: text, agree: text }).check(
    z.superRefine((v, ctx) => {
      if (!PAY_CHOICES.some((c) => c === v.choice)) ctx.addIssue({ code: "custom", path: ["choice"], message: tw("sw.sum.choiceRequired") });
      if (v.agree !== "on") ctx.addIssue({ code: "custom", path: ["agree"], message: tw("sw.sum.agreeRequired") });
    }),
  ),
  z.transform((v) => ({ choice: v.choice as PayChoice, agree: true })),
);
