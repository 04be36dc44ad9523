/**
 * Steps 3 and 4 on the server: the customer-details form's posts. Everything typed is kept on every
 * post, even one that fails. The customer verifies their mobile and email with one-time codes as
 * themselves (the profile's FTTH codes); a contact equal to their login id or to the alternate contact
 * their profile holds counts as verified. Verify NIC/passport asks the operator (sales.eligibility);
 * Next saves the draft (created the first time, updated after) and opens the documents step; Request
 * coverage (step 3, the same checks) leaves a sales lead instead.
 */
import * as sales from "#contracts/sales";
import { t } from "~/i18n/sales-lte";
import type { Operator } from "~/operator/route.server";
import { ADDRESS_MAX, postedBilling } from "~/sales/address";
import { signedInContactPost } from "~/sales/contact-codes.server";
import { alternateContact, pendingOtp, type PendingOtp } from "~/sales/contacts.server";
import type { CustomerAlertText } from "~/sales/CustomerAlert";
import { saveDraft } from "~/sales/draft.server";
import { verifyIdentity } from "~/sales/eligibility.server";
import { posted } from "~/sales/form-data";
import { idNumberOf, withoutIdentity, withTypedContacts, withTypedIdentity, withTypedName } from "~/sales/person";
import {
  BILLING_NAMES,
  billingOf,
  DETAILS_INTENTS,
  idCheckProblem,
  leadProblem,
  NATIONALITY_MAX,
  nextProblem,
  type DetailsField,
  type DetailsValues,
} from "./forms";
import { draftFieldsOf, draftKey, idTypeOf } from "./draft";
import type { Problem } from "./location";
import type { LteDetails, LteOrder } from "./state";

/** The wizard's key for its pending one-time code. */
export const OTP_FLOW = "lte";

/** Where the not-eligible alert's Ok leads in the LTE flow. */
export const NOT_ELIGIBLE_HOME = "/boardBand/summary";

export type DetailsView = {
  otp: PendingOtp | null;
  /** Contacts that count as verified: the login id and the profile's alternate contact. */
  trusted: string[];
  /** A mobile user's mobile, an email user's email: shown read-only. */
  locked: "mobile" | "email";
};

/** The profile's alternate contact, read once per wizard; a mobile there fills an empty mobile. */
export async function withProfileContact(op: Operator, order: LteOrder): Promise<LteOrder> {
  if (order.profileContact !== undefined) return order;
  const contact = await alternateContact(op);
  const d = { ...order.details };
  if (contact && !contact.includes("@") && !d.mobile) d.mobile = contact;
  if (contact && contact.includes("@") && !d.email) d.email = contact;
  return { ...order, profileContact: contact, details: d };
}

export function trustedContacts(op: Operator, order: LteOrder): string[] {
  return [op.session.get("userName") ?? "", order.profileContact ?? ""].filter(Boolean);
}

export function loadDetails(op: Operator, order: LteOrder): DetailsView {
  return { otp: pendingOtp(op, OTP_FLOW), trusted: trustedContacts(op, order), locked: op.session.get("userType") === "MOBILE" ? "mobile" : "email" };
}

/**
 * The order with what the details form posted (`form=details`; the code dialog posts only the code).
 * On the way (app/sales/person.ts):
 * - a new title sets the gender (Mr Male, others Female) and clears the NIC, its check and the date of birth;
 * - a new nationality clears NIC, passport, the check and the date of birth (Sri Lankan: NIC, else passport);
 * - an edited NIC or passport is upper-cased and must be checked again; a valid NIC gives the date of birth,
 *   which a verified NIC locks;
 * - an edited mobile or email is unverified unless it is the login id or the profile's alternate contact;
 * - 'Same as service address' copies the service address into billing; unticking it clears billing.
 */
export function withTyped(order: LteOrder, formData: FormData, trusted: string[]): LteOrder {
  if (posted(formData, "form") !== "details") return order;
  let d: LteDetails = withTypedName(order.details, formData, idTypeOf(order.details));
  d = withTypedContacts(d, formData, ["mobile", "email"], trusted);
  const nationality = posted(formData, "nationality")?.trim().slice(0, NATIONALITY_MAX);
  if (nationality !== undefined && nationality !== d.nationality) d = withoutIdentity({ ...d, nationality });
  d = withTypedIdentity(d, formData, idTypeOf(d));

  const loc = order.location;
  const service = { line1: loc.address1, line2: loc.address2, city: loc.city, postalCode: loc.postalCode };
  const { same, billing } = postedBilling({ same: d.sameAsService, billing: billingOf(d) }, formData, service, BILLING_NAMES);
  d = { ...d, sameAsService: same, billing1: billing.line1, billing2: billing.line2, billingCity: billing.city, billingPostal: billing.postalCode };
  const alt = posted(formData, "altContact");
  if (alt !== undefined) d.altContact = alt.trim().slice(0, 100);

  // The request-coverage form carries the service address lines too.
  const location = { ...loc };
  for (const name of ["address1", "address2"] as const) {
    const value = posted(formData, name);
    if (value !== undefined) location[name] = value.slice(0, ADDRESS_MAX);
  }
  return { ...order, details: d, location };
}

export function valuesOf(order: LteOrder): DetailsValues & { sameAsService: boolean } {
  const d = order.details;
  return { ...d, idNumber: idNumberOf(d, idTypeOf(d)) };
}

export type DetailsResult =
  | {
      kind: "stay";
      order: LteOrder;
      problem?: Problem<DetailsField> | null;
      /** Both fields' messages, for a NIC that disagrees with the title. */
      problems?: Array<Problem<DetailsField>>;
      error?: string | null;
      alert?: CustomerAlertText | null;
    }
  | { kind: "next"; order: LteOrder }
  | { kind: "lead"; order: LteOrder };

const stay = (order: LteOrder, more: Omit<Extract<DetailsResult, { kind: "stay" }>, "kind" | "order"> = {}): DetailsResult => ({
  kind: "stay",
  order,
  ...more,
});

/** Every post of steps 3 and 4 (intents "details-*"). */
export async function detailsAction(op: Operator, formData: FormData, order: LteOrder): Promise<DetailsResult> {
  const typed = withTyped(order, formData, trustedContacts(op, order));
  const intent = posted(formData, "intent");
  const codes = await signedInContactPost(op, formData, intent, OTP_FLOW, typed.details);
  if (codes) return stay({ ...typed, details: codes.customer }, codes.problem ? { problem: codes.problem as Problem<DetailsField> } : {});
  switch (intent) {
    case DETAILS_INTENTS.checkId:
      return checkId(op, typed);
    case DETAILS_INTENTS.next:
      return next(op, typed);
    case DETAILS_INTENTS.lead:
      return requestCoverage(op, typed);
    default:
      return stay(typed);
  }
}

/**
 * Verify NIC or passport: its form, then the title's agreement and the operator's eligibility check
 * (app/sales/eligibility.server.ts). In the LTE flow the not-eligible alert's Ok goes to /boardBand/summary.
 */
async function checkId(op: Operator, order: LteOrder): Promise<DetailsResult> {
  const idType = idTypeOf(order.details);
  const problem = idCheckProblem(valuesOf(order), idType);
  if (problem) return stay(order, { problem });
  const checked = await verifyIdentity(op, order.details, idType, NOT_ELIGIBLE_HOME);
  const problems = checked.problems as Array<Problem<DetailsField>>;
  return stay({ ...order, details: checked.person }, { problem: problems[0] ?? null, problems, error: checked.formError, alert: checked.alert });
}

/** What the server knows it verified of the customer. */
const flagsOf = (d: LteDetails) => ({ idType: idTypeOf(d), mobileVerified: d.mobileVerified, emailVerified: d.emailVerified, idVerified: d.idVerified });

/** Next: the first failure only; then the draft is saved (created the first time, its reference kept; updated after). */
async function next(op: Operator, order: LteOrder): Promise<DetailsResult> {
  const problem = nextProblem(valuesOf(order), flagsOf(order.details));
  if (problem) return stay(order, { problem });
  const saved = await saveDraft(op, op, draftFieldsOf(order), order.orderRef);
  if (!saved.ok) return stay(order, { error: saved.message });
  const withRef = { ...order, orderRef: saved.orderRef };
  return { kind: "next", order: { ...withRef, savedDraft: draftKey(withRef) } };
}

/** Request coverage (step 3): once the customer is verified as for Next, a sales lead with the pinned location, for the operator's sales team. */
async function requestCoverage(op: Operator, order: LteOrder): Promise<DetailsResult> {
  const problem = leadProblem(valuesOf(order), flagsOf(order.details));
  if (problem) return stay(order, { problem });
  const { details: d, location: loc } = order;
  const lead = await op.data(sales.createSalesLead, {
    servicetype: "LTE",
    name: `${d.title} ${d.firstName.trim()} ${d.lastName.trim()}`.trim(),
    mobileno: d.mobile.trim(),
    email: d.email.trim(),
    nic: idNumberOf(d, idTypeOf(d)),
    address: [loc.address1.trim(), loc.address2.trim()].filter(Boolean).join(", "),
    city: loc.city,
    district: loc.district,
    rtom: loc.rtom,
    latitude: loc.lat === null ? "" : String(loc.lat),
    longitude: loc.lng === null ? "" : String(loc.lng),
    REF_NO: order.orderRef ?? "",
  });
  if (!lead.ok) return stay(order, { error: lead.message });
  return { kind: "lead", order };
}

/** The success the customer sees once the lead is saved. */
export const leadSentMessage = () => t("lte.lead.sent");
