/**
 * The forms of the signed-in fibre wizard: the intents each button posts and the zod/mini schemas the
 * browser checks with before posting (the server applies the same rules, rules.ts, to the state it
 * holds). Server-known flags (verified contacts and NIC) travel in hidden inputs the server never reads.
 */
// zod/mini: these schemas also run in the browser.
import * as z from "zod/mini";
import { t, type MessageKey } from "~/i18n/sales-order";
import { ADDRESS_MAX, POSTAL_CODE_LENGTH } from "~/sales/address";
import { CONTACT_INTENTS, formText as text, personFields } from "~/sales/details-schema";
import { idProblem, isPassport, MOBILE_MAX } from "~/sales/identity";
import { contactProblem, type PersonValues } from "~/sales/person";
import { addressProblem, checkProblem, detailsProblem, type Problem } from "./rules";

/** The value each button posts as `intent`; the customer details' are every wizard's (`next`: its Next). */
export const INTENTS = {
  ...CONTACT_INTENTS,
  packagesNext: "packages-next",
  check: "feasibility-check",
  feasibilityNext: "feasibility-next",
  addressNext: "address-next",
  addToCart: "summary-cart",
  terms: "summary-terms",
} as const;

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
