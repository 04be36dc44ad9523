/**
 * The rules of the signed-in fibre wizard's steps, written once for the browser and the server: which
 * step may open, what the feasibility check needs, and the first failure of Next on customer details
 * (step 3) and on the addresses (step 4), in the specification's order. Messages are catalogue keys.
 */
import type { MessageKey } from "~/i18n/sales-order";
import { fibrePackagesProblem } from "~/sales/catalogue";
import { POSTAL_CODE_LENGTH } from "~/sales/address";
import { isMobile } from "~/sales/identity";
import { personProblem, personValues, type PersonValues } from "~/sales/person";
import type { OrderLocation, OrderStep, SignedInFibreOrder } from "./state";

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
// Which step may open

/**
 * The furthest step this order may open: feasibility once the packages are complete, the details
 * once the pin is checked and available, the addresses once the details pass Next, and the summary
 * once step 4's Next has saved the draft with what the steps now hold.
 */
export function furthestStep(order: SignedInFibreOrder): OrderStep {
  if (fibrePackagesProblem(order.packages)) return 1;
  if (order.feasibility !== "available" || !isLocated(order.location)) return 2;
  if (detailsProblem(detailsValuesOf(order), detailsFlagsOf(order))) return 3;
  if (addressProblem(addressValuesOf(order)) || !order.orderRef || !order.saved) return 4;
  return 5;
}
