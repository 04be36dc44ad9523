/**
 * Step 3, customer details, on the server: title and names, the two contacts and the NIC or passport.
 * The stored user type decides which contact is the sign-in's (locked, verified) and which the customer
 * verifies with a one-time code (sent and checked as the signed-in customer, the profile's FTTH codes);
 * a contact equal to the sign-in or to the profile's alternate contact counts as verified. Everything
 * typed is kept on every post; Next shows the first failure only.
 */
import { t } from "~/i18n/sales-order";
import type { Operator } from "~/operator/route.server";
import { clearPendingOtp, pendingOtp, resendOtp, sameContact, sendContactOtp, verifyContactOtp, type PendingOtp } from "~/sales/contacts.server";
import type { CustomerAlertText } from "~/sales/CustomerAlert";
import { checkIdentity } from "~/sales/eligibility.server";
import {
  birthDateOfNic,
  genderOfTitle,
  isEmail,
  isMobile,
  isPassport,
  isTitle,
  nicMatchesTitle,
  normaliseNic,
  normalisePassport,
  OTP_PATTERN,
  idProblem,
} from "~/sales/identity";
import { replyWith, type StepResult } from "./answer.server";
import { INTENTS } from "./forms";
import { detailsFlagsOf, detailsProblem, detailsValuesOf, type Problem } from "./rules";
import type { OrderCustomer, SignedInFibreOrder } from "./state";

/** This wizard's key for its pending one-time code (the public wizard's is "fibre", the LTE wizard's "lte"). */
export const OTP_FLOW = "fibreOrder";

export function loadOtp(op: Operator): PendingOtp | null {
  return pendingOtp(op, OTP_FLOW);
}

const posted = (formData: FormData, name: string): string | undefined => {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
};

/** Which contact the sign-in locks: a MOBILE user's mobile, everyone else's email. */
export const lockedContact = (order: SignedInFibreOrder): "mobile" | "email" => (order.contacts.userType === "MOBILE" ? "mobile" : "email");

const knownContact = (order: SignedInFibreOrder, value: string) => sameContact(value, order.contacts.login) || sameContact(value, order.contacts.alternate);

/**
 * The order with what this post typed. A new title sets the gender and clears the NIC, its check and
 * the date of birth; an edited contact is unverified unless it is the sign-in or the alternate contact;
 * a changed NIC or passport must be checked again, and a NIC gives the date of birth (locked once verified).
 */
export function withDetails(order: SignedInFibreOrder, formData: FormData): SignedInFibreOrder {
  const c: OrderCustomer = { ...order.customer };
  const title = posted(formData, "title");
  if (title !== undefined && (title === "" || isTitle(title)) && title !== c.title) {
    Object.assign(c, { title, gender: genderOfTitle(title), nic: "", dateOfBirth: "" });
    if (c.idType === "nic") Object.assign(c, { idVerified: false, sltNic: "" });
  }
  for (const name of ["firstName", "lastName"] as const) {
    const value = posted(formData, name);
    if (value !== undefined) c[name] = value.slice(0, 50);
  }
  const locked = lockedContact(order);
  for (const channel of ["mobile", "email"] as const) {
    const value = posted(formData, channel)?.trim();
    if (value === undefined || channel === locked || value === c[channel]) continue;
    c[channel] = value.slice(0, channel === "mobile" ? 16 : 100);
    c[channel === "mobile" ? "mobileVerified" : "emailVerified"] = knownContact(order, value);
  }
  const idType = posted(formData, "idType");
  if ((idType === "nic" || idType === "pp") && idType !== c.idType) Object.assign(c, { idType, idVerified: false, sltNic: "" });
  const idNumber = posted(formData, "idNumber");
  if (idNumber !== undefined) {
    const field = c.idType === "nic" ? "nic" : "passport";
    const value = c.idType === "nic" ? normaliseNic(idNumber).slice(0, 12) : normalisePassport(idNumber).slice(0, 10);
    if (value !== c[field]) Object.assign(c, { [field]: value, idVerified: false, sltNic: "" });
  }
  const fromNic = c.idType === "nic" ? birthDateOfNic(c.nic) : null;
  const dateOfBirth = posted(formData, "dateOfBirth");
  if (fromNic) c.dateOfBirth = fromNic;
  else if (dateOfBirth !== undefined && !(c.idType === "nic" && c.idVerified)) c.dateOfBirth = /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) ? dateOfBirth : "";
  return { ...order, customer: c };
}

export function detailsFormValues(order: SignedInFibreOrder): Record<string, string> {
  const c = order.customer;
  return { ...detailsValuesOf(order), mobile: c.mobile, email: c.email };
}

type Errors = { problem?: Problem | { field: string; text: string }; formError?: string | null; alert?: CustomerAlertText | null };

function stay(order: SignedInFibreOrder, errors: Errors = {}): StepResult {
  const p = errors.problem;
  const problem = p ? { field: p.field, message: "text" in p ? p.text : t(p.message) } : null;
  const failed = Boolean(problem || errors.formError);
  return { kind: "stay", order, reply: failed ? replyWith(detailsFormValues(order), problem, errors.formError) : null, alert: errors.alert ?? null };
}

/** Every post of step 3 (intents "details-*"). */
export async function detailsAction(op: Operator, formData: FormData, order: SignedInFibreOrder): Promise<StepResult> {
  const typed = withDetails(order, formData);
  switch (posted(formData, "intent")) {
    case INTENTS.sendMobileOtp:
      return sendCode(op, typed, "mobile");
    case INTENTS.sendEmailOtp:
      return sendCode(op, typed, "email");
    case INTENTS.resendOtp: {
      const outcome = await resendOtp(op, OTP_FLOW);
      return outcome.ok ? stay(typed) : stay(typed, { problem: { field: "otp", text: outcome.message } });
    }
    case INTENTS.cancelOtp:
      clearPendingOtp(op, OTP_FLOW);
      return stay(typed);
    case INTENTS.verifyOtp:
      return verifyCode(op, formData, typed);
    case INTENTS.checkId:
      return checkId(op, typed);
    case INTENTS.detailsNext: {
      const problem = detailsProblem(detailsValuesOf(typed), detailsFlagsOf(typed));
      return problem ? stay(typed, { problem }) : { kind: "next", order: typed };
    }
    default:
      return stay(typed);
  }
}

async function sendCode(op: Operator, order: SignedInFibreOrder, channel: "mobile" | "email"): Promise<StepResult> {
  const c = order.customer;
  if (channel === lockedContact(order) || (channel === "mobile" ? c.mobileVerified : c.emailVerified)) return stay(order);
  const contact = c[channel];
  const valid = channel === "mobile" ? isMobile(contact) : isEmail(contact);
  if (!valid) return stay(order, { problem: { field: channel, message: channel === "mobile" ? "order.error.mobile" : "details.error.email" } });
  const outcome = await sendContactOtp(op, op, OTP_FLOW, channel, contact);
  return outcome.ok ? stay(order) : stay(order, { problem: { field: channel, text: outcome.message } });
}

async function verifyCode(op: Operator, formData: FormData, order: SignedInFibreOrder): Promise<StepResult> {
  if (!pendingOtp(op, OTP_FLOW)) return stay(order);
  const code = formData
    .getAll("otp")
    .map((d) => (typeof d === "string" ? d : ""))
    .join("")
    .replace(/\s/g, "");
  if (!OTP_PATTERN.test(code)) return stay(order, { problem: { field: "otp", message: "details.error.otp" } });
  const outcome = await verifyContactOtp(op, op, OTP_FLOW, code);
  if (!outcome.ok) return stay(order, { problem: { field: "otp", text: outcome.message || t("details.error.otp") } });
  const { channel, contact } = outcome.data;
  const c = { ...order.customer };
  if (channel === "mobile") Object.assign(c, { mobile: contact, mobileVerified: true });
  else Object.assign(c, { email: contact, emailVerified: true });
  return stay({ ...order, customer: c });
}

/**
 * Verify NIC or passport: its pattern (this flow's passport: not empty, under 10 characters); a NIC
 * whose gender disagrees with the title is cleared ('NIC and your name title not match'); then the
 * operator's eligibility check, asked as the signed-in customer, decides.
 */
async function checkId(op: Operator, order: SignedInFibreOrder): Promise<StepResult> {
  const c = { ...order.customer };
  const number = c.idType === "nic" ? c.nic : c.passport;
  const invalid = idProblem(c.idType, number, isPassport);
  if (invalid) return stay(order, { problem: { field: "idNumber", message: invalid } });
  if (c.idType === "nic" && !nicMatchesTitle(c.nic, c.title)) {
    const cleared = { ...order, customer: { ...c, nic: "", idVerified: false, sltNic: "", dateOfBirth: "" } };
    // Both fields carry their message: 'Not match with Nic' on the title, 'Not match with title' on the NIC.
    const problems = [
      { field: "title", message: t("details.error.titleNic") },
      { field: "idNumber", message: t("details.error.nicTitle") },
    ];
    return { kind: "stay", order: cleared, reply: replyWith(detailsFormValues(cleared), problems, t("details.error.nicTitleAlert")), alert: null };
  }
  const outcome = await checkIdentity(op, c.idType, number);
  Object.assign(c, { idVerified: outcome.verified, sltNic: outcome.sltNic });
  if (outcome.clearId) Object.assign(c, { nic: "", dateOfBirth: "" });
  return stay({ ...order, customer: c }, { problem: outcome.error ? { field: "idNumber", text: outcome.error } : undefined, alert: outcome.alert });
}
