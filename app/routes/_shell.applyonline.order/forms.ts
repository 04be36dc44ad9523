/**
 * The forms of the signed-in fibre wizard, written once for the browser and the server: the intents
 * each button posts (the step table, steps.server.ts, answers every one), the rules of each step (what
 * the feasibility check needs, and the first failure of Next on customer details, step 3, and on the
 * addresses, step 4, in the specification's order; messages are catalogue keys), and the zod/mini
 * schemas the browser checks with before posting (the server applies the same rules to the state it
 * holds). Server-known flags (verified contacts and NIC) travel in hidden inputs the server never reads.
 */
// zod/mini: these schemas also run in the browser.
import * as z from "zod/mini";
import { t, type MessageKey } from "~/i18n/sales-order";
import { ADDRESS_MAX, POSTAL_CODE_LENGTH } from "~/sales/address";
import { PACKAGE_INTENTS } from "~/sales/catalogue";
import { formText as text } from "~/forms/text";
import { CONTACT_INTENTS, personFields } from "~/sales/details-schema";
import { idProblem, isMobile, isPassport, MOBILE_MAX } from "~/sales/identity";
import { contactProblem, personProblem, personValues, type PersonValues } from "~/sales/person";
import type { OrderLocation, SignedInFibreOrder } from "./state";

/** The value each button posts as `intent`; the customer details' are every wizard's (`next`: its Next). */
export const INTENTS = {
  ...CONTACT_INTENTS,
  packagesNext: PACKAGE_INTENTS.next,
  check: "feasibility-check",
  feasibilityNext: "feasibility-next",
  addressNext: "address-next",
  addToCart: "summary-cart",
  terms: "summary-terms",
} as const;

/** The intents of each step's forms (internal steps 1 to 5). */
export const STEP_INTENTS = {
  1: Object.values(PACKAGE_INTENTS),
  2: [INTENTS.check, INTENTS.feasibilityNext],
  3: Object.values(CONTACT_INTENTS),
  4: [INTENTS.addressNext],
  5: [INTENTS.addToCart, INTENTS.terms],
} as const;
export type Intent = (typeof STEP_INTENTS)[keyof typeof STEP_INTENTS][number];

/** One field and its message: Next shows the first failure only. */
export type Problem = { field: string; message: MessageKey } | null;

// ---------------------------------------------------------------------------
// Step 2: feasibility

export const isLocated = (location: OrderLocation | null): location is OrderLocation & { lat: number; lng: number } =>
  Boolean(location && location.city && location.lat !== null && location.lng !== null);

/**
 * The mobile the coverage check is counted against (the operator allows 3 checks per mobile a day).
 * The wizard asks for the contacts only at step 3, after this step, so we take the best mobile known:
 * a MOBILE user's sign-in; else the customer's verified mobile (the profile's alternate contact when
 * it is a mobile number, or one verified at step 3 on an earlier pass); else the mobile the customer
 * types here, which step 3 then shows for verifying. Sending the email login or the account's
 * landline instead would not be a mobile, and the operator refuses the check without one.
 */
export function feasibilityMobile(order: SignedInFibreOrder): string | null {
  if (order.contacts.userType === "MOBILE") return order.contacts.login;
  const mobile = order.customer.mobile.trim();
  return mobile && isMobile(mobile) ? mobile : null;
}

/** The step asks for a mobile while none is verified (EMAIL users without a mobile alternate contact). */
export function asksFeasibilityMobile(order: SignedInFibreOrder): boolean {
  return order.contacts.userType !== "MOBILE" && !order.customer.mobileVerified;
}

export interface CheckValues {
  city: string;
  postalCode: string;
  located: boolean;
  /** null: the step does not ask for one. */
  mobile: string | null;
}

/** What Check needs, first failure only: a city, its 5-character postal code, a pin, and a mobile when asked. */
export function checkProblem(v: CheckValues): Problem {
  if (!v.city.trim()) return { field: "city", message: "order.feas.cityRequired" };
  if (v.postalCode.trim().length !== POSTAL_CODE_LENGTH) return { field: "city", message: "order.feas.postalCode" };
  if (!v.located) return { field: "location", message: "order.feas.pinRequired" };
  if (v.mobile !== null && !isMobile(v.mobile)) return { field: "mobile", message: "order.error.mobile" };
  return null;
}

// ---------------------------------------------------------------------------
// Step 3: customer details

export type DetailsValues = Omit<PersonValues, "mobile" | "email">;

export interface DetailsFlags {
  mobileVerified: boolean;
  emailVerified: boolean;
  idVerified: boolean;
}

/**
 * Next on customer details, first failure only: Title, First Name, Last Name 'Cannot be Empty';
 * Mobile, Email 'Should be verified'; Date of Birth 'Cannot be Empty'; a NIC 'Should be verified';
 * a passport 'Cannot be Empty', and (as a NIC) 'Should be verified': its eligibility check tells an
 * outstanding balance, so a passport holder verifies too.
 */
export function detailsProblem(v: DetailsValues, flags: DetailsFlags): Problem {
  const problem = personProblem(v, { ...flags, idType: v.idType });
  if (problem) return problem;
  return flags.idVerified ? null : { field: "idNumber", message: "details.error.shouldVerify" };
}

export function detailsValuesOf(order: SignedInFibreOrder): PersonValues {
  return personValues(order.customer, order.customer.idType);
}

export function detailsFlagsOf(order: SignedInFibreOrder): DetailsFlags {
  const c = order.customer;
  return { mobileVerified: c.mobileVerified, emailVerified: c.emailVerified, idVerified: c.idVerified };
}

// ---------------------------------------------------------------------------
// Step 4: addresses

export interface AddressValues {
  line1: string;
  line2: string;
  billingLine1: string;
  billingLine2: string;
  billingCity: string;
  billingPostalCode: string;
}

/**
 * Next on the addresses, first failure only, in the page's order: the service address's Address
 * Line 1 and 2, then the billing City, Postal Code, Address Line 1 and Address Line 2, each 'Cannot be Empty'.
 */
export function addressProblem(v: AddressValues): Problem {
  const order: Array<keyof AddressValues> = ["line1", "line2", "billingCity", "billingPostalCode", "billingLine1", "billingLine2"];
  const empty = order.find((field) => !v[field].trim());
  return empty ? { field: empty, message: "details.error.empty" } : null;
}

export function addressValuesOf(order: SignedInFibreOrder): AddressValues {
  const a = order.addresses;
  const billing = a.sameAsService
    ? { line1: a.line1, line2: a.line2, city: order.location?.city ?? "", postalCode: order.location?.postalCode ?? "" }
    : a.billing;
  return {
    line1: a.line1,
    line2: a.line2,
    billingLine1: billing.line1,
    billingLine2: billing.line2,
    billingCity: billing.city,
    billingPostalCode: billing.postalCode,
  };
}

// ---------------------------------------------------------------------------
// The schemas

type Ctx = { addIssue: (issue: { code: "custom"; path: string[]; message: string }) => void };
const report = (ctx: Ctx, problem: Problem | { field: string; message: MessageKey }) => {
  if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: t(problem.message) });
};

/** Step 2: Check needs a city, a pin and (when asked) a mobile; the postal code comes with the city. */
export const feasibilitySchema = z
  .object({ intent: text(40), city: text(ADDRESS_MAX), lat: text(20), lng: text(20), town: text(ADDRESS_MAX), mobile: text(MOBILE_MAX), asksMobile: text(5) })
  .check(
    z.superRefine((v, ctx) => {
      if (v.intent !== INTENTS.check) return;
      report(ctx, checkProblem({ city: v.city, postalCode: "00000", located: Boolean(v.lat && v.lng), mobile: v.asksMobile === "true" ? v.mobile : null }));
    }),
  );

/** What the browser checks on step 3, by the button pressed (or the last one, while the customer corrects). */
export function detailsProblemFor(intent: string, v: PersonValues, flags: { mobileVerified: boolean; emailVerified: boolean; idVerified: boolean }): Problem {
  switch (intent) {
    case INTENTS.sendMobileOtp:
      return contactProblem("mobile", v.mobile);
    case INTENTS.sendEmailOtp:
      return contactProblem("email", v.email);
    case INTENTS.checkId: {
      const problem = idProblem(v.idType, v.idNumber, isPassport);
      return problem ? { field: "idNumber", message: problem } : null;
    }
    case INTENTS.next:
      return detailsProblem(v, flags);
    default:
      return null;
  }
}

export const detailsSchema = z
  .object({
    ...personFields,
    mobileVerified: text(5),
    emailVerified: text(5),
    idVerified: text(5),
  })
  .check(
    z.superRefine((v, ctx) => {
      const values = { ...v, idType: v.idType === "pp" ? ("pp" as const) : ("nic" as const) };
      const flags = { mobileVerified: v.mobileVerified === "true", emailVerified: v.emailVerified === "true", idVerified: v.idVerified === "true" };
      report(ctx, detailsProblemFor(v.intent || v.checked, values, flags));
    }),
  );

/** The names step 4 posts the billing address under. */
export const BILLING_NAMES = { line1: "billingLine1", line2: "billingLine2", city: "billingCity", postalCode: "billingPostalCode" } as const;

/** Step 4: with 'Same as service address' ticked the billing fields are the service address's. */
export const addressSchema = z
  .object({
    intent: text(40),
    line1: text(ADDRESS_MAX),
    line2: text(ADDRESS_MAX),
    sameAsService: text(3),
    billingLine1: text(ADDRESS_MAX),
    billingLine2: text(ADDRESS_MAX),
    billingCity: text(ADDRESS_MAX),
    billingPostalCode: text(POSTAL_CODE_LENGTH),
    serviceCity: text(ADDRESS_MAX),
    servicePostalCode: text(POSTAL_CODE_LENGTH),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.intent !== INTENTS.addressNext) return;
      const same = v.sameAsService === "on";
      report(
        ctx,
        addressProblem({
          line1: v.line1,
          line2: v.line2,
          billingLine1: same ? v.line1 : v.billingLine1,
          billingLine2: same ? v.line2 : v.billingLine2,
          billingCity: same ? v.serviceCity : v.billingCity,
          billingPostalCode: same ? v.servicePostalCode : v.billingPostalCode,
        }),
      );
    }),
  );

export const DECLARATIONS = ["readPdf", "trueInfo", "agree"] as const;
export type DeclarationName = (typeof DECLARATIONS)[number];

/** Step 5: Add to Cart needs all three declarations ticked (the action checks again). */
export const summarySchema = z.object({ intent: text(40), readPdf: text(3), trueInfo: text(3), agree: text(3) }).check(
  z.superRefine((v, ctx) => {
    if (v.intent !== INTENTS.addToCart) return;
    for (const name of DECLARATIONS) if (v[name] !== "on") report(ctx, { field: name, message: `order.sum.${name}Required` });
  }),
);
