/**
 * Steps 3 and 4 on the server: the customer-details form's posts. Everything typed is kept on every
 * post, even one that fails. The customer verifies their mobile and email with one-time codes as
 * themselves (the profile's FTTH codes); a contact equal to their login id or to the alternate contact
 * their profile holds counts as verified. Verify NIC/passport asks the operator (sales.eligibility);
 * Next saves the draft (created the first time, updated after) and opens the documents step; Request
 * coverage (step 3) leaves a sales lead instead.
 */
import * as sales from "#contracts/sales";
import { t as td } from "~/i18n/sales-details";
import { t } from "~/i18n/sales-lte";
import type { Operator } from "~/operator/route.server";
import {
  alternateContact,
  clearPendingOtp,
  pendingOtp,
  resendOtp,
  sameContact,
  sendContactOtp,
  verifyContactOtp,
  type PendingOtp,
} from "~/sales/contacts.server";
import { rememberOrder } from "~/sales/customer-orders.server";
import type { CustomerAlertText } from "~/sales/CustomerAlert";
import { checkIdentity } from "~/sales/eligibility.server";
import { birthDateOfNic, genderOfTitle, isTitle, NAME_MAX, nicMatchesTitle, normaliseNic, normalisePassport, OTP_PATTERN } from "~/sales/identity";
import {
  DETAILS_INTENTS,
  emailProblem,
  idCheckProblem,
  leadProblem,
  mobileProblem,
  NATIONALITY_MAX,
  nextProblem,
  type DetailsField,
  type DetailsValues,
} from "./details-form";
import { draftFieldsOf, draftKey, idTypeOf } from "./draft";
import { ADDRESS_MAX, POSTAL_CODE_LENGTH, type Problem } from "./location";
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

const posted = (formData: FormData, name: string): string | undefined => {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
};

/** A contact's verified flag after an edit: kept when unchanged, else only for a trusted contact. */
const contactFlag = (value: string, before: string, flag: boolean, trusted: string[]) =>
  value === before ? flag || trusted.some((c) => sameContact(value, c)) : trusted.some((c) => sameContact(value, c));

/**
 * The order with what the details form posted (`form=details`; the code dialog posts only the code).
 * On the way:
 * - a new title sets the gender (Mr Male, others Female) and clears the NIC, its check and the date of birth;
 * - a new nationality clears NIC, passport, the check and the date of birth (Sri Lankan: NIC, else passport);
 * - an edited NIC or passport is upper-cased and must be checked again; a valid NIC gives the date of birth,
 *   which a verified NIC locks;
 * - an edited mobile or email is unverified unless it is the login id or the profile's alternate contact;
 * - 'Same as service address' copies the service address into billing; unticking it clears billing.
 */
export function withTyped(order: LteOrder, formData: FormData, trusted: string[]): LteOrder {
  if (posted(formData, "form") !== "details") return order;
  const d: LteDetails = { ...order.details };
  const clearId = (all: boolean) => {
    d.nic = "";
    if (all) d.passport = "";
    d.idVerified = false;
    d.sltNic = "";
    d.dateOfBirth = "";
  };
  const title = posted(formData, "title");
  if (title !== undefined && (title === "" || isTitle(title)) && title !== d.title) {
    d.title = title;
    d.gender = genderOfTitle(title);
    clearId(false);
  }
  for (const name of ["firstName", "lastName"] as const) {
    const value = posted(formData, name);
    if (value !== undefined) d[name] = value.slice(0, NAME_MAX);
  }
  for (const [name, flag] of [
    ["mobile", "mobileVerified"],
    ["email", "emailVerified"],
  ] as const) {
    const value = posted(formData, name)?.trim();
    if (value !== undefined) {
      d[flag] = contactFlag(value, d[name], d[flag], trusted);
      d[name] = value.slice(0, 100);
    }
  }
  const nationality = posted(formData, "nationality")?.trim().slice(0, NATIONALITY_MAX);
  if (nationality !== undefined && nationality !== d.nationality) {
    d.nationality = nationality;
    clearId(true);
  }
  const idType = idTypeOf(d);
  const idNumber = posted(formData, "idNumber");
  if (idNumber !== undefined) {
    const value = idType === "nic" ? normaliseNic(idNumber).slice(0, 12) : normalisePassport(idNumber).slice(0, 10);
    if (value !== (idType === "nic" ? d.nic : d.passport)) {
      if (idType === "nic") d.nic = value;
      else d.passport = value;
      d.idVerified = false;
      d.sltNic = "";
    }
  }
  const fromNic = idType === "nic" ? birthDateOfNic(d.nic) : null;
  const dateOfBirth = posted(formData, "dateOfBirth");
  if (fromNic) d.dateOfBirth = fromNic;
  else if (dateOfBirth !== undefined && !(idType === "nic" && d.idVerified)) d.dateOfBirth = /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) ? dateOfBirth : "";

  const same = posted(formData, "sameAsService") === "on";
  const loc = order.location;
  if (same) {
    Object.assign(d, { billing1: loc.address1, billing2: loc.address2, billingCity: loc.city, billingPostal: loc.postalCode });
  } else if (d.sameAsService) {
    Object.assign(d, { billing1: "", billing2: "", billingCity: "", billingPostal: "" });
  } else {
    for (const name of ["billing1", "billing2", "billingCity"] as const) {
      const value = posted(formData, name);
      if (value !== undefined) d[name] = value.slice(0, ADDRESS_MAX);
    }
    const postal = posted(formData, "billingPostal");
    if (postal !== undefined) d.billingPostal = postal.replace(/\D/g, "").slice(0, POSTAL_CODE_LENGTH);
  }
  d.sameAsService = same;
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
  return { ...d, idNumber: idTypeOf(d) === "nic" ? d.nic : d.passport };
}

export type DetailsResult =
  | {
      kind: "stay";
      order: LteOrder;
      problem?: Problem<DetailsField> | null;
      extra?: Record<string, string>;
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
  const d = typed.details;
  switch (posted(formData, "intent")) {
    case DETAILS_INTENTS.sendMobileOtp:
    case DETAILS_INTENTS.sendEmailOtp: {
      const channel = posted(formData, "intent") === DETAILS_INTENTS.sendMobileOtp ? "mobile" : "email";
      if (channel === "mobile" ? d.mobileVerified : d.emailVerified) return stay(typed);
      const problem = channel === "mobile" ? mobileProblem(d) : emailProblem(d);
      if (problem) return stay(typed, { problem });
      const sent = await sendContactOtp(op, op, OTP_FLOW, channel, channel === "mobile" ? d.mobile : d.email);
      return sent.ok ? stay(typed) : stay(typed, { problem: { field: channel, message: sent.message } });
    }
    case DETAILS_INTENTS.resendOtp: {
      const sent = await resendOtp(op, OTP_FLOW);
      return sent.ok ? stay(typed) : stay(typed, { problem: { field: "otp", message: sent.message } });
    }
    case DETAILS_INTENTS.cancelOtp:
      clearPendingOtp(op, OTP_FLOW);
      return stay(typed);
    case DETAILS_INTENTS.verifyOtp:
      return verifyOtp(op, formData, typed);
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

async function verifyOtp(op: Operator, formData: FormData, order: LteOrder): Promise<DetailsResult> {
  if (!pendingOtp(op, OTP_FLOW)) return stay(order);
  const code = formData
    .getAll("otp")
    .map((digit) => (typeof digit === "string" ? digit : ""))
    .join("")
    .replace(/\s/g, "");
  if (!OTP_PATTERN.test(code)) return stay(order, { problem: { field: "otp", message: td("details.error.otp") } });
  const outcome = await verifyContactOtp(op, op, OTP_FLOW, code);
  if (!outcome.ok) return stay(order, { problem: { field: "otp", message: outcome.message } });
  const d = { ...order.details };
  if (outcome.data.channel === "mobile") Object.assign(d, { mobile: outcome.data.contact, mobileVerified: true });
  else Object.assign(d, { email: outcome.data.contact, emailVerified: true });
  return stay({ ...order, details: d });
}

/**
 * Verify NIC or passport: its form; a NIC whose gender disagrees with the title is cleared ('NIC and
 * your name title not match'); then the operator's eligibility check decides. In the LTE flow the
 * not-eligible alert's Ok goes to /boardBand/summary.
 */
async function checkId(op: Operator, order: LteOrder): Promise<DetailsResult> {
  const d = { ...order.details };
  const idType = idTypeOf(d);
  const problem = idCheckProblem(valuesOf(order), idType);
  if (problem) return stay(order, { problem });
  if (idType === "nic" && !nicMatchesTitle(d.nic, d.title)) {
    const cleared = { ...order, details: { ...d, nic: "", idVerified: false, sltNic: "", dateOfBirth: "" } };
    return stay(cleared, { extra: { title: td("details.error.titleNic"), idNumber: td("details.error.nicTitle") }, error: td("details.error.nicTitleAlert") });
  }
  const outcome = await checkIdentity(op, idType, idType === "nic" ? d.nic : d.passport);
  d.idVerified = outcome.verified;
  d.sltNic = outcome.sltNic;
  if (outcome.clearId) Object.assign(d, { nic: "", dateOfBirth: "" });
  const alert = outcome.alert && outcome.clearId ? { ...outcome.alert, okTo: NOT_ELIGIBLE_HOME } : outcome.alert;
  const error = outcome.error;
  return stay({ ...order, details: d }, { problem: error ? { field: "idNumber", message: error } : null, alert });
}

/** Next: the first failure only; then the draft is saved (created the first time, its reference kept; updated after). */
async function next(op: Operator, order: LteOrder): Promise<DetailsResult> {
  const d = order.details;
  const problem = nextProblem(valuesOf(order), {
    idType: idTypeOf(d),
    mobileVerified: d.mobileVerified,
    emailVerified: d.emailVerified,
    idVerified: d.idVerified,
  });
  if (problem) return stay(order, { problem });
  const fields = draftFieldsOf(order);
  if (!order.orderRef) {
    const created = await op.data(sales.createDraftLte, fields);
    if (!created.ok) return stay(order, { error: created.message || td("details.error.saveDraft") });
    rememberOrder(op.session, "lte", created.data.orderRefLTE);
    const saved = { ...order, orderRef: created.data.orderRefLTE };
    return { kind: "next", order: { ...saved, savedDraft: draftKey(saved) } };
  }
  const updated = await op.data(sales.updateDraftLte, { ...fields, REF_NO: order.orderRef });
  if (!updated.ok) return stay(order, { error: updated.message || td("details.error.updateDraft") });
  return { kind: "next", order: { ...order, savedDraft: draftKey(order) } };
}

/** Request coverage (step 3): a sales lead with the pinned location, for the operator's sales team. */
async function requestCoverage(op: Operator, order: LteOrder): Promise<DetailsResult> {
  const problem = leadProblem(valuesOf(order));
  if (problem) return stay(order, { problem });
  const { details: d, location: loc } = order;
  const lead = await op.data(sales.createSalesLead, {
    servicetype: "LTE",
    name: `${d.title} ${d.firstName.trim()} ${d.lastName.trim()}`.trim(),
    mobileno: d.mobile.trim(),
    email: d.email.trim(),
    nic: idTypeOf(d) === "nic" ? d.nic : d.passport,
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
