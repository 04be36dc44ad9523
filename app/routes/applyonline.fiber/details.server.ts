/**
 * Step 2 of the public fibre wizard, customer details, on the server: what the step shows
 * (`loadDetails`) and every post it makes (`detailsAction`). Everything typed is kept in the wizard's
 * state on every post, even one that fails, so a reload or a failed Next loses nothing.
 * The mobile is verified first (a one-time code that gives the visitor their order identity); until
 * then email, NIC/passport, city, map and address are disabled here and ignored if posted.
 */
import { rememberOrder } from "~/sales/customer-orders.server";
import { parse, type SubmissionResult } from "@conform-to/dom";
import * as sales from "#contracts/sales";
import type { Operator } from "~/operator/route.server";
import { t, type MessageKey } from "~/i18n/sales-details";
import { formatCoordinate, pointFrom, type LatLng } from "~/map/geo";
import { placeLocation, placeOptions } from "~/map/places.server";
import { mapServicesFor } from "~/map/services.server";
import type { MapServices, PlaceOption } from "~/map/types";
import {
  alternateContact,
  clearPendingOtp,
  pendingOtp,
  resendOtp,
  saveAlternateContact,
  sameContact,
  sendEmailOtp,
  sendMobileOtp,
  verifyEmailOtp,
  verifyMobileOtp,
  type PendingOtp,
} from "~/sales/contacts.server";
import { draftFieldsOf } from "./draft";
import { birthDateOfNic, genderOfTitle, isTitle, nicMatchesTitle, normaliseNic, normalisePassport, OTP_PATTERN } from "~/sales/identity";
import { checkIdentity } from "~/sales/eligibility.server";
import { DETAILS_INTENTS, emailProblem, flagsOf, idCheckProblem, mobileProblem, nextProblems, valuesOf, type FieldErrors } from "./details-form";
import type { FibreOrder, FibreOrderDetails, FibreOrderLocation } from "./state";
import type { CityOption } from "~/sales/cities";
import { loadCities } from "~/sales/cities.server";
import type { CustomerAlertText } from "~/sales/CustomerAlert";

/** The wizard's key for its pending one-time code (the LTE wizard keeps its own). */
const FLOW = "fibre";

export type DetailsView = {
  /** The operator's city list; loaded once the mobile is verified (the location is disabled before). */
  cities: CityOption[];
  citiesError: string | null;
  /** The towns of the no-JavaScript location list. */
  places: PlaceOption[];
  map: MapServices;
  /** The one-time code being typed: to the mobile or the email. */
  otp: PendingOtp | null;
};

type Alert = CustomerAlertText;

export type DetailsResult =
  | { kind: "stay"; order: FibreOrder; reply: SubmissionResult<string[]> | null; alert?: Alert | null }
  /** `notice`: the coverage check failed (the operator's message); the summary may show it. */
  | { kind: "next"; order: FibreOrder; notice?: string };

const attribution = { simulated: t("details.map.attribution.simulated"), osm: t("details.map.attribution.osm") };

export async function loadDetails(op: Operator, order: FibreOrder, _request: Request): Promise<DetailsView> {
  const { cities, error } = order.details.mobileVerified ? await loadCities(op) : { cities: [], error: null };
  return { cities, citiesError: error, places: placeOptions(), map: mapServicesFor(attribution), otp: pendingOtp(op, FLOW) };
}

// ---------------------------------------------------------------------------
// Keeping what was typed

const posted = (formData: FormData, name: string): string | undefined => {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
};

/**
 * The order with what this post typed. A field the post does not carry (a disabled one, or another
 * form of the step) keeps its value. Rules applied on the way:
 * - a new title sets the gender (Mr Male, others Female) and clears the NIC, its check and the date of birth;
 * - a changed NIC, passport or document type must be checked again; a valid NIC gives the date of birth;
 * - a changed email is unverified unless it is the profile's alternate contact;
 * - choosing another city takes its district, RTOM and postal code and clears the pin.
 */
export function withTyped(order: FibreOrder, formData: FormData, cities: CityOption[] | null): FibreOrder {
  const d: FibreOrderDetails = { ...order.details };
  const title = posted(formData, "title");
  if (title !== undefined && (title === "" || isTitle(title)) && title !== d.title) {
    d.title = title;
    d.gender = genderOfTitle(title);
    d.nic = "";
    if (d.idType === "nic") {
      d.idVerified = false;
      d.sltNic = "";
    }
    d.dateOfBirth = "";
  }
  const text = (name: "firstName" | "lastName" | "address1" | "address2", max: number) => {
    const value = posted(formData, name);
    if (value !== undefined) d[name] = value.slice(0, max);
  };
  text("firstName", 50);
  text("lastName", 50);
  const mobile = posted(formData, "mobile");
  if (mobile !== undefined && !d.mobileVerified) d.mobile = mobile.trim().slice(0, 16);

  let location = order.location;
  if (d.mobileVerified) {
    const email = posted(formData, "email");
    if (email !== undefined && email.trim() !== d.email) {
      d.email = email.trim().slice(0, 100);
      d.emailVerified = sameContact(d.email, d.altContact);
    }
    const idType = posted(formData, "idType");
    if ((idType === "nic" || idType === "pp") && idType !== d.idType) {
      d.idType = idType;
      d.idVerified = false;
      d.sltNic = "";
    }
    const idNumber = posted(formData, "idNumber");
    if (idNumber !== undefined) {
      if (d.idType === "nic") {
        const nic = normaliseNic(idNumber).slice(0, 12);
        if (nic !== d.nic) {
          d.nic = nic;
          d.idVerified = false;
          d.sltNic = "";
        }
      } else {
        const passport = normalisePassport(idNumber).slice(0, 10);
        if (passport !== d.passport) {
          d.passport = passport;
          d.idVerified = false;
        }
      }
    }
    // A NIC holder's date of birth is the one the NIC encodes; a passport holder types it.
    const fromNic = d.idType === "nic" ? birthDateOfNic(d.nic) : null;
    const dateOfBirth = posted(formData, "dateOfBirth");
    if (fromNic) d.dateOfBirth = fromNic;
    else if (dateOfBirth !== undefined && !(d.idType === "nic" && d.idVerified)) d.dateOfBirth = /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) ? dateOfBirth : "";
    text("address1", 100);
    text("address2", 100);
    location = locationOf(order.location, formData, cities);
  }
  return { ...order, details: d, location };
}

/**
 * The service location a post describes. With JavaScript the map posts its pin (`lat`, `lng`; empty
 * once a new city cleared it). Without JavaScript the town list posts `town`: the pin is then the
 * typed coordinates, else the chosen town, else the chosen city's own coordinates.
 */
function locationOf(previous: FibreOrderLocation | null, formData: FormData, cities: CityOption[] | null): FibreOrderLocation | null {
  const name = posted(formData, "city");
  if (name === undefined || cities === null) return previous;
  if (!name.trim()) return null;
  const city = cities.find((c) => c.city === name.trim());
  if (!city) return previous;
  const changed = previous?.city !== city.city;
  const base: FibreOrderLocation = changed
    ? { city: city.city, district: city.district, rtom: city.rtom, postalCode: city.postalCode, lat: null, lng: null }
    : { ...previous! };
  let pin: LatLng | null = pointFrom(posted(formData, "lat"), posted(formData, "lng"));
  const town = posted(formData, "town");
  if (town !== undefined && !pin) pin = placeLocation(town) ?? { lat: city.lat, lng: city.lng };
  return { ...base, lat: pin ? Number(formatCoordinate(pin.lat)) : null, lng: pin ? Number(formatCoordinate(pin.lng)) : null };
}

// ---------------------------------------------------------------------------
// Answers

type Errors = Partial<Record<string, string>>;

const texts = (errors: FieldErrors): Errors => Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key as MessageKey)]));

/** The step's form as the order now holds it, with the errors of this post (conform's reply shape). */
function replyOf(order: FibreOrder, errors: Errors, formError?: string | null): SubmissionResult<string[]> {
  const body = new FormData();
  for (const [name, value] of Object.entries(valuesOf(order))) body.set(name, value);
  for (const name of Object.keys(errors)) if (!body.has(name)) body.set(name, "");
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(errors)) if (message) fieldErrors[name] = [message];
  const submission = parse(body, { resolve: () => ({ error: fieldErrors }) });
  return submission.reply({ formErrors: formError ? [formError] : [], fieldErrors });
}

const stay = (order: FibreOrder, errors: Errors = {}, formError?: string | null, alert?: Alert | null): DetailsResult => {
  const failed = Object.keys(errors).length > 0 || Boolean(formError);
  return { kind: "stay", order, reply: failed ? replyOf(order, errors, formError) : null, alert: alert ?? null };
};

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** Handles every post of step 2 (intent values starting with "details-"); returns the new order state and what to do. */
export async function detailsAction(op: Operator, formData: FormData, order: FibreOrder): Promise<DetailsResult> {
  const intent = posted(formData, "intent") ?? "";
  const needsCities = order.details.mobileVerified && formData.has("city");
  const cities = needsCities ? (await loadCities(op)).cities : null;
  const typed = withTyped(order, formData, needsCities ? cities : null);

  switch (intent) {
    case DETAILS_INTENTS.sendMobileOtp:
      return sendMobile(op, typed);
    case DETAILS_INTENTS.sendEmailOtp:
      return sendEmail(op, typed);
    case DETAILS_INTENTS.resendOtp: {
      const outcome = await resendOtp(op, FLOW);
      return outcome.ok ? stay(typed) : stay(typed, { otp: outcome.message });
    }
    case DETAILS_INTENTS.cancelOtp:
      clearPendingOtp(op, FLOW);
      return stay(typed);
    case DETAILS_INTENTS.verifyOtp:
      return verifyOtp(op, formData, typed);
    case DETAILS_INTENTS.checkId:
      return checkId(op, typed);
    case DETAILS_INTENTS.next:
      return next(op, typed);
    default:
      return stay(typed);
  }
}

async function sendMobile(op: Operator, order: FibreOrder): Promise<DetailsResult> {
  if (order.details.mobileVerified) return stay(order);
  const problem = mobileProblem(valuesOf(order));
  if (hasErrors(problem)) return stay(order, texts(problem));
  const outcome = await sendMobileOtp(op, FLOW, order.details.mobile);
  return outcome.ok ? stay(order) : stay(order, { mobile: outcome.message });
}

async function sendEmail(op: Operator, order: FibreOrder): Promise<DetailsResult> {
  const problem = emailProblem(valuesOf(order), flagsOf(order));
  if (hasErrors(problem)) return stay(order, texts(problem));
  if (order.details.emailVerified) return stay(order);
  const outcome = await sendEmailOtp(op, FLOW, order.details.email);
  return outcome.ok ? stay(order) : stay(order, { email: outcome.message });
}

async function verifyOtp(op: Operator, formData: FormData, order: FibreOrder): Promise<DetailsResult> {
  const pending = pendingOtp(op, FLOW);
  if (!pending) return stay(order);
  const code = formData
    .getAll("otp")
    .map((d) => (typeof d === "string" ? d : ""))
    .join("")
    .replace(/\s/g, "");
  if (!OTP_PATTERN.test(code)) return stay(order, { otp: t("details.error.otp") });

  const d = { ...order.details };
  if (pending.channel === "mobile") {
    const outcome = await verifyMobileOtp(op, FLOW, pending.contact, code);
    if (!outcome.ok) return stay(order, { otp: outcome.message });
    d.mobile = pending.contact;
    d.mobileVerified = true;
    // An email the visitor's profile already holds as its alternate contact counts as verified.
    const alternate = await alternateContact(op.order);
    d.altContact = alternate ?? "";
    if (sameContact(d.email, alternate)) d.emailVerified = true;
    await saveAlternateContact(op.order, { userName: outcome.data.userName, name: fullName(d), altrContact: d.emailVerified ? d.email : (alternate ?? "") });
  } else {
    const outcome = await verifyEmailOtp(op, FLOW, code);
    if (!outcome.ok) return stay(order, { otp: outcome.message });
    d.email = pending.contact;
    d.emailVerified = true;
    const identity = op.session.get("orderIdentity");
    if (identity) {
      const saved = await saveAlternateContact(op.order, { userName: identity.userName, name: fullName(d), altrContact: d.email });
      if (saved.ok) d.altContact = d.email;
    }
  }
  return stay({ ...order, details: d });
}

const fullName = (d: FibreOrderDetails) => `${d.firstName.trim()} ${d.lastName.trim()}`.trim();

/**
 * Verify NIC/passport: its pattern; a NIC whose gender disagrees with the title is cleared
 * ('NIC and your name title not match'); then the operator's eligibility check decides.
 */
async function checkId(op: Operator, order: FibreOrder): Promise<DetailsResult> {
  const values = valuesOf(order);
  const problem = idCheckProblem(values, flagsOf(order));
  if (hasErrors(problem)) return stay(order, texts(problem));
  const d = { ...order.details };
  if (d.idType === "nic" && !nicMatchesTitle(d.nic, d.title)) {
    const cleared = { ...order, details: { ...d, nic: "", idVerified: false, sltNic: "", dateOfBirth: "" } };
    return stay(cleared, { title: t("details.error.titleNic"), idNumber: t("details.error.nicTitle") }, t("details.error.nicTitleAlert"));
  }

  const outcome = await checkIdentity(op.order, d.idType, d.idType === "nic" ? d.nic : d.passport);
  d.idVerified = outcome.verified;
  d.sltNic = outcome.sltNic;
  if (outcome.clearId) {
    d.nic = "";
    d.dateOfBirth = "";
  }
  return stay({ ...order, details: d }, outcome.error ? { idNumber: outcome.error } : {}, null, outcome.alert);
}

/**
 * Next: the checks in the specification's order; then the draft is saved (created the first time,
 * its reference kept; updated after) and the pin's coverage checked. A failing coverage check shows
 * the operator's error and marks the area not covered, yet the wizard still moves to the summary.
 */
async function next(op: Operator, order: FibreOrder): Promise<DetailsResult> {
  const problems = nextProblems(valuesOf(order), flagsOf(order));
  if (hasErrors(problems)) return stay(order, texts(problems));

  const fields = draftFieldsOf(order);
  let saved = order;
  if (!order.orderRef) {
    const outcome = await op.order.data(sales.createDraft, fields);
    if (!outcome.ok) return stay(order, {}, outcome.message || t("details.error.saveDraft"));
    saved = { ...order, orderRef: outcome.data.orderRef };
    rememberOrder(op.session, "fibre", outcome.data.orderRef);
  } else {
    const outcome = await op.order.data(sales.updateDraft, { ...fields, REF_NO: order.orderRef });
    if (!outcome.ok) return stay(order, {}, outcome.message || t("details.error.updateDraft"));
  }

  const location = saved.location!;
  const feasibility = await op.order.data(sales.feasibility, {
    rtom: location.rtom,
    eqtype: "FDP",
    longitude: String(location.lng),
    latitude: String(location.lat),
    mobileno: saved.details.mobile,
  });
  if (!feasibility.ok) {
    const wasUnavailable = order.dpexist === "N";
    const marked = { ...saved, dpexist: "N" as const };
    // Already marked unavailable: only the error shows; otherwise the wizard moves on without coverage.
    if (wasUnavailable) return stay(marked, {}, feasibility.message);
    return { kind: "next", order: marked, notice: feasibility.message };
  }
  return { kind: "next", order: { ...saved, dpexist: feasibility.data.dpexist } };
}
