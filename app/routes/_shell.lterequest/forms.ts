/**
 * The forms of the LTE wizard, in the browser and in the action: the intent each button posts (the step
 * table, steps.server.ts, answers every one); the customer-details form (step 4) and its
 * request-coverage variant (step 3): the field names, what each button checks (first failure only) and
 * the schema the browser validates with before posting (the server applies the same functions to the
 * state it holds, details.server.ts); and the summary's declarations, checked in the browser and again
 * by Add to Cart. The location step's form is location.ts's.
 */
// zod/mini: these schemas also run in the browser.
import * as z from "zod/mini";
import { t as td } from "~/i18n/sales-details";
import { t } from "~/i18n/sales-lte";
import { ADDRESS_MAX, POSTAL_CODE_LENGTH, type PostalAddress } from "~/sales/address";
import { PACKAGE_INTENTS } from "~/sales/catalogue";
import { formText } from "~/forms/text";
import { CONTACT_INTENTS, personFields } from "~/sales/details-schema";
import { EMAIL_MAX, isEmail, isMobile, isPassport, isValidNic } from "~/sales/identity";
import { contactProblem, personProblem, type PersonValues } from "~/sales/person";
import type { Problem } from "./location";

/**
 * The details steps' buttons besides the contacts': Apply without JavaScript (saves what was typed and
 * stays: `save` on step 4, `leadSave` on step 3, each step's own), and step 3's Submit (`lead`).
 */
export const DETAILS_INTENTS = { ...CONTACT_INTENTS, save: "details-save", leadSave: "details-lead-save", lead: "details-lead" } as const;

/** The package step's buttons: the pickers', Apply (the radios, without JavaScript; saved at once with it) and Next. */
export const LTE_PACKAGE_INTENTS = { ...PACKAGE_INTENTS, save: "packages-save" } as const;
export const LOCATION_INTENTS = { save: "location-save", check: "location-check", next: "location-next" } as const;
/** The status screen's New request, once the order shown is over. */
export const NEW_REQUEST_INTENT = "new-request";
/**
 * The documents step's one form is an upload (multipart): its post is read only by the step, so the
 * route names it by its content type instead of a field (a form post naming it is refused).
 */
export const UPLOAD_INTENT = "documents-upload";
export const ADD_TO_CART_INTENT = "cart-add";

/** The intents of each step's forms (internal steps 1 to 6). */
export const STEP_INTENTS = {
  1: Object.values(LTE_PACKAGE_INTENTS),
  2: Object.values(LOCATION_INTENTS),
  3: [DETAILS_INTENTS.lead, DETAILS_INTENTS.leadSave],
  4: [...Object.values(CONTACT_INTENTS), DETAILS_INTENTS.save],
  5: [UPLOAD_INTENT],
  6: [ADD_TO_CART_INTENT],
} as const;
export type Intent = (typeof STEP_INTENTS)[keyof typeof STEP_INTENTS][number] | typeof NEW_REQUEST_INTENT;

/** The contacts' codes and Verify NIC or passport: on step 4's form and on step 3's, the same form whose Next requests coverage. */
export const SHARED_DETAILS_INTENTS = Object.values(CONTACT_INTENTS).filter((intent) => intent !== CONTACT_INTENTS.next);

/** Nationalities the list offers (any other may be typed). 'Sri Lankan' identifies by NIC, every other by passport. */
export const NATIONALITIES = [
  "Sri Lankan",
  "American",
  "Australian",
  "Bangladeshi",
  "British",
  "Canadian",
  "Chinese",
  "Dutch",
  "French",
  "German",
  "Indian",
  "Italian",
  "Japanese",
  "Korean",
  "Maldivian",
  "New Zealander",
  "Pakistani",
  "Russian",
  "Singaporean",
  "Swiss",
  "Thai",
] as const;

/** The list's nationalities starting with what was typed (any case). */
export function nationalitiesMatching(query: string): string[] {
  const q = query.trim().toLowerCase();
  return NATIONALITIES.filter((n) => n.toLowerCase().startsWith(q));
}

export const NATIONALITY_MAX = 40;

/** The names the billing address is posted under. */
export const BILLING_NAMES = { line1: "billing1", line2: "billing2", city: "billingCity", postalCode: "billingPostal" } as const;

/** The billing address the details hold. */
export const billingOf = (d: Pick<DetailsValues, "billing1" | "billing2" | "billingCity" | "billingPostal">): PostalAddress => ({
  line1: d.billing1,
  line2: d.billing2,
  city: d.billingCity,
  postalCode: d.billingPostal,
});

/** What the form shows and posts (strings, as the browser sends them). */
export interface DetailsValues extends Omit<PersonValues, "idType"> {
  nationality: string;
  billing1: string;
  billing2: string;
  billingCity: string;
  billingPostal: string;
  altContact: string;
}

/** What the server knows that the form alone cannot prove. */
export interface DetailsFlags {
  idType: "nic" | "pp";
  mobileVerified: boolean;
  emailVerified: boolean;
  idVerified: boolean;
}

export type DetailsField = keyof DetailsValues | "otp";

const problem = (field: DetailsField, message: string): Problem<DetailsField> => ({ field, message });

/**
 * Next, first failure only: Title, First Name, Last Name 'Cannot be Empty'; Mobile and Email 'Should
 * be verified'; Date of Birth; a NIC 'Should be verified' or a passport 'Cannot be Empty'; billing City,
 * Postal Code, Address Line 1 and 2. Then what the operator would refuse anyway: a postal code of 5
 * digits, a verified passport, an alternate contact that is a mobile number or an email.
 */
export function nextProblem(v: DetailsValues, flags: DetailsFlags): Problem<DetailsField> | null {
  const person = personProblem(v, flags);
  if (person) return problem(person.field, td(person.message));
  const empty = td("details.error.empty");
  const billing: Array<[keyof DetailsValues, string]> = [
    ["billingCity", v.billingCity],
    ["billingPostal", v.billingPostal],
    ["billing1", v.billing1],
    ["billing2", v.billing2],
  ];
  const missing = billing.find(([, value]) => !value.trim());
  if (missing) return problem(missing[0], empty);
  if (!new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`).test(v.billingPostal.trim())) return problem("billingPostal", t("lte.loc.postalInvalid"));
  if (!flags.idVerified) return problem("idNumber", td("details.error.shouldVerify"));
  if (v.altContact.trim() && !isMobile(v.altContact) && !isEmail(v.altContact)) return problem("altContact", t("lte.details.altContactInvalid"));
  return null;
}

/** Verify mobile: 'Enter valid mobile number'; Verify email: 'Enter valid email'. */
function contactCheck(channel: "mobile" | "email", value: string): Problem<DetailsField> | null {
  const found = contactProblem(channel, value);
  return found ? problem(found.field, td(found.message)) : null;
}

/** Verify NIC or passport: a NIC of 10 or 12 characters; a passport not empty and under 10 characters. */
export function idCheckProblem(v: Pick<DetailsValues, "idNumber">, idType: "nic" | "pp"): Problem<DetailsField> | null {
  if (idType === "nic") return isValidNic(v.idNumber.trim()) ? null : problem("idNumber", td("details.error.nic"));
  return isPassport(v.idNumber) ? null : problem("idNumber", td("details.error.passport"));
}

/**
 * Request coverage, the Next of the form's feasibility variant (spec 002 §2.6: "Next (or 'Request coverage' in the
 * feasibility variant). Next is disabled until the NIC or passport check has succeeded"): the person as Next checks
 * it (name, verified mobile and email, date of birth) and the NIC or passport verified; no billing address (the
 * lead carries the pinned service address).
 */
export function leadProblem(v: DetailsValues, flags: DetailsFlags): Problem<DetailsField> | null {
  const person = personProblem(v, flags);
  if (person) return problem(person.field, td(person.message));
  return flags.idVerified ? null : problem("idNumber", td("details.error.shouldVerify"));
}

/** What the browser checks for a post, by the button pressed (without one: nothing yet). */
export function problemFor(intent: string, v: DetailsValues, flags: DetailsFlags): Problem<DetailsField> | null {
  switch (intent) {
    case DETAILS_INTENTS.next:
      return nextProblem(v, flags);
    case DETAILS_INTENTS.sendMobileOtp:
      return flags.mobileVerified ? null : contactCheck("mobile", v.mobile);
    case DETAILS_INTENTS.sendEmailOtp:
      return flags.emailVerified ? null : contactCheck("email", v.email);
    case DETAILS_INTENTS.checkId:
      return idCheckProblem(v, flags.idType);
    case DETAILS_INTENTS.lead:
      return leadProblem(v, flags);
    default:
      return null;
  }
}

/**
 * The browser's schema: the same checks, with the server's flags carried in hidden inputs
 * (`mobileVerified`, `emailVerified`, `idVerified`, `idType`) that the server itself never reads.
 */
export const detailsSchema = z
  .object({
    ...personFields,
    nationality: formText(NATIONALITY_MAX),
    sameAsService: formText(3),
    billing1: formText(ADDRESS_MAX),
    billing2: formText(ADDRESS_MAX),
    billingCity: formText(ADDRESS_MAX),
    billingPostal: formText(POSTAL_CODE_LENGTH),
    altContact: formText(EMAIL_MAX),
    address1: formText(ADDRESS_MAX),
    address2: formText(ADDRESS_MAX),
    mobileVerified: formText(5),
    emailVerified: formText(5),
    idVerified: formText(5),
  })
  .check(
    z.superRefine((v, ctx) => {
      const flags: DetailsFlags = {
        idType: v.idType === "pp" ? "pp" : "nic",
        mobileVerified: v.mobileVerified === "true",
        emailVerified: v.emailVerified === "true",
        idVerified: v.idVerified === "true",
      };
      const found = problemFor(v.intent || v.checked, v, flags);
      if (found) ctx.addIssue({ code: "custom", path: [found.field], message: found.message });
    }),
  );

// ---------------------------------------------------------------------------
// The summary's declarations

const tick = z._default(z.optional(z.string()), "");

/** The three declarations: the application read and downloaded, the information true, the terms agreed. */
export const DECLARATIONS = ["readApplication", "trueInformation", "acceptTerms"] as const;

export const summarySchema = z.object({ readApplication: tick, trueInformation: tick, acceptTerms: tick }).check(
  z.superRefine((v, ctx) => {
    if (DECLARATIONS.some((name) => v[name] !== "on")) ctx.addIssue({ code: "custom", path: [], message: t("lte.sum.declarationsRequired") });
  }),
);
