/**
 * Step 2 of the public fibre wizard, customer details, on the server: what the step shows
 * (`loadDetails`) and every post it makes (`detailsAction`). Everything typed is kept in the wizard's
 * state on every post, even one that fails, so a reload or a failed Next loses nothing.
 * The mobile is verified first (a one-time code that gives the visitor their order identity); until
 * then email, NIC/passport, city, map and address are disabled here and ignored if posted.
 */
import type { SubmissionResult } from "@conform-to/dom";
import { t, type MessageKey } from "~/i18n/sales-details";
import type { Operator } from "~/operator/route.server";
import type { CityOption } from "~/sales/cities";
import { contactCodePost, visitorCodes, type SendCheck } from "~/sales/contact-codes.server";
import { CONTACT_INTENTS } from "~/sales/details-schema";
import { alternateContact, pendingOtp, saveAlternateContact, sameContact, type PendingOtp } from "~/sales/contacts.server";
import type { CustomerAlertText } from "~/sales/CustomerAlert";
import { loadCities } from "~/sales/cities.server";
import { saveDraft } from "~/sales/draft.server";
import { verifyIdentity } from "~/sales/eligibility.server";
import { posted } from "~/sales/form-data";
import { checkFeasibility, loadLocationView, postedLocation, type LocationView } from "~/sales/location.server";
import { withChosenIdType, withTypedContacts, withTypedIdentity, withTypedName } from "~/sales/person";
import { stepReply, type FieldProblem } from "~/sales/step-answer.server";
import { emailProblem, flagsOf, idCheckProblem, mobileProblem, nextProblems, valuesOf, type FieldErrors } from "./forms";
import { draftFieldsOf } from "./draft";
import type { FibreOrder, FibreOrderDetails } from "./state";

/** The wizard's key for its pending one-time code (each wizard keeps its own). */
const FLOW = "fibre";

export type DetailsView = LocationView & {
  /** The one-time code being typed: to the mobile or the email. */
  otp: PendingOtp | null;
};

type Alert = CustomerAlertText;

export type DetailsResult =
  | { kind: "stay"; order: FibreOrder; reply: SubmissionResult<string[]> | null; alert?: Alert | null }
  /** `notice`: the coverage check failed (the operator's message); the summary may show it. */
  | { kind: "next"; order: FibreOrder; notice?: string };

/** The city list is loaded once the mobile is verified (the location is disabled before). */
export async function loadDetails(op: Operator, order: FibreOrder, _request: Request): Promise<DetailsView> {
  return { ...(await loadLocationView(op, { withCities: order.details.mobileVerified })), otp: pendingOtp(op, FLOW) };
}

// ---------------------------------------------------------------------------
// Keeping what was typed

/**
 * The order with what this post typed. A field the post does not carry (a disabled one, or another
 * form of the step) keeps its value. Rules applied on the way (app/sales/person.ts):
 * - a new title sets the gender (Mr Male, others Female) and clears the NIC, its check and the date of birth;
 * - a changed NIC, passport or document type must be checked again; a valid NIC gives the date of birth;
 * - the mobile is typed until it is verified; then the email, unverified unless it is the profile's alternate contact;
 * - choosing another city takes its district, RTOM and postal code and clears the pin (app/sales/location.server.ts).
 */
export function withTyped(order: FibreOrder, formData: FormData, cities: CityOption[] | null): FibreOrder {
  let d: FibreOrderDetails = withTypedName(order.details, formData, order.details.idType);
  d = withTypedContacts(d, formData, d.mobileVerified ? ["email"] : ["mobile"], [d.altContact]);
  if (!d.mobileVerified) return { ...order, details: d };
  d = withChosenIdType(d, formData);
  d = withTypedIdentity(d, formData, d.idType);
  for (const name of ["address1", "address2"] as const) {
    const value = posted(formData, name);
    if (value !== undefined) d = { ...d, [name]: value.slice(0, 100) };
  }
  const location = cities && formData.has("city") ? postedLocation(order.location, formData, cities) : order.location;
  return { ...order, details: d, location };
}

// ---------------------------------------------------------------------------
// Answers

/** The problems of a check, in the customer's words. */
const texts = (errors: FieldErrors): FieldProblem[] => Object.entries(errors).map(([field, key]) => ({ field, message: t(key as MessageKey) }));

/** The step again, with the form as the order now holds it and the problems of this post. */
const stay = (order: FibreOrder, problems: FieldProblem[] = [], formError?: string | null, alert?: Alert | null): DetailsResult => ({
  kind: "stay",
  order,
  reply: stepReply(problems, formError, valuesOf(order)),
  alert: alert ?? null,
});

/** The mobile first (a visitor's order identity comes with its code), then the email: each once it is valid. */
const sendCheck =
  (order: FibreOrder): SendCheck =>
  (channel) => {
    const values = valuesOf(order);
    if (channel === "mobile") return order.details.mobileVerified ? "verified" : (texts(mobileProblem(values))[0] ?? null);
    return texts(emailProblem(values, flagsOf(order)))[0] ?? (order.details.emailVerified ? "verified" : null);
  };

/** Handles every post of step 2 (intent values starting with "details-"); returns the new order state and what to do. */
export async function detailsAction(op: Operator, formData: FormData, order: FibreOrder): Promise<DetailsResult> {
  const intent = posted(formData, "intent");
  const needsCities = order.details.mobileVerified && formData.has("city");
  const cities = needsCities ? (await loadCities(op)).cities : null;
  const typed = withTyped(order, formData, cities);

  const codes = await contactCodePost(op, formData, intent, { flow: FLOW, codes: visitorCodes, sendCheck: sendCheck(typed), contacts: typed.details });
  if (codes) return codes.verified ? stay(await withVerified(op, typed, codes.verified)) : stay(typed, codes.problem ? [codes.problem] : []);
  if (intent === CONTACT_INTENTS.checkId) return checkId(op, typed);
  if (intent === CONTACT_INTENTS.next) return next(op, typed);
  return stay(typed);
}

/**
 * A contact its code verified. The mobile gives the visitor's order identity; an email their profile
 * already holds as its alternate contact then counts as verified, and the profile keeps the name and
 * the verified email. A verified email becomes the profile's alternate contact.
 */
async function withVerified(op: Operator, order: FibreOrder, verified: PendingOtp & { userName?: string }): Promise<FibreOrder> {
  const d = { ...order.details };
  if (verified.channel === "mobile") {
    d.mobile = verified.contact;
    d.mobileVerified = true;
    const alternate = await alternateContact(op.order);
    d.altContact = alternate ?? "";
    if (sameContact(d.email, alternate)) d.emailVerified = true;
    const saved = await saveAlternateContact(op.order, {
      userName: verified.userName ?? verified.contact,
      name: fullName(d),
      altrContact: d.emailVerified ? d.email : (alternate ?? ""),
    });
    // No name typed yet: Next saves them (saveContactOnce).
    d.contactSaved = saved.ok;
  } else {
    d.email = verified.contact;
    d.emailVerified = true;
    const identity = op.session.get("orderIdentity");
    if (identity) {
      const saved = await saveAlternateContact(op.order, { userName: identity.userName, name: fullName(d), altrContact: d.email });
      if (saved.ok) {
        d.altContact = d.email;
        d.contactSaved = true;
      }
    }
  }
  return { ...order, details: d };
}

/**
 * Spec 002: once the mobile is verified "the alternate contact is saved" with the name (first and last). A visitor
 * who verified the mobile before typing a name has it saved at Next, where the name is required.
 */
async function saveContactOnce(op: Operator, order: FibreOrder): Promise<FibreOrder> {
  const d = order.details;
  const identity = op.session.get("orderIdentity");
  if (d.contactSaved || !d.mobileVerified || !identity) return order;
  const altrContact = d.emailVerified ? d.email : d.altContact;
  const saved = await saveAlternateContact(op.order, { userName: identity.userName, name: fullName(d), altrContact });
  return saved.ok ? { ...order, details: { ...d, altContact: altrContact, contactSaved: true } } : order;
}

const fullName = (d: FibreOrderDetails) => `${d.firstName.trim()} ${d.lastName.trim()}`.trim();

/** Verify NIC/passport: its pattern, then the title's agreement and the operator's eligibility check (app/sales/eligibility.server.ts). */
async function checkId(op: Operator, order: FibreOrder): Promise<DetailsResult> {
  const problems = texts(idCheckProblem(valuesOf(order), flagsOf(order)));
  if (problems.length > 0) return stay(order, problems);
  const checked = await verifyIdentity(op.order, order.details, order.details.idType);
  return stay({ ...order, details: checked.person }, checked.problems, checked.formError, checked.alert);
}

/**
 * Next: the checks in the specification's order; then the draft is saved (created the first time,
 * its reference kept; updated after) and the pin's coverage checked. A failing coverage check shows
 * the operator's error and marks the area not covered, yet the wizard still moves to the summary.
 */
async function next(op: Operator, order: FibreOrder): Promise<DetailsResult> {
  const problems = texts(nextProblems(valuesOf(order), flagsOf(order)));
  if (problems.length > 0) return stay(order, problems);
  order = await saveContactOnce(op, order);
  const draft = await saveDraft(op, op.order, draftFieldsOf(order), order.orderRef);
  if (!draft.ok) return stay(order, [], draft.message);
  const saved = { ...order, orderRef: draft.orderRef };

  const feasibility = await checkFeasibility(op.order, saved.location!, saved.details.mobile);
  if (!feasibility.ok) {
    const wasUnavailable = order.dpexist === "N";
    const marked = { ...saved, dpexist: "N" as const };
    // Already marked unavailable: only the error shows; otherwise the wizard moves on without coverage.
    if (wasUnavailable) return stay(marked, [], feasibility.message);
    return { kind: "next", order: marked, notice: feasibility.message };
  }
  return { kind: "next", order: { ...saved, dpexist: feasibility.data.dpexist } };
}
