/**
 * Step 3, customer details, on the server: title and names, the two contacts and the NIC or passport.
 * The stored user type decides which contact is the sign-in's (locked, verified) and which the customer
 * verifies with a one-time code (sent and checked as the signed-in customer, the profile's FTTH codes);
 * a contact equal to the sign-in or to the profile's alternate contact counts as verified. Everything
 * typed is kept on every post; Next shows the first failure only.
 */
import { t } from "~/i18n/sales-order";
import type { Operator } from "~/operator/route.server";
import { signedInContactPost } from "~/sales/contact-codes.server";
import { pendingOtp, type PendingOtp } from "~/sales/contacts.server";
import type { CustomerAlertText } from "~/sales/CustomerAlert";
import { verifyIdentity } from "~/sales/eligibility.server";
import { posted } from "~/sales/form-data";
import { idProblem, isPassport } from "~/sales/identity";
import { idNumberOf, withChosenIdType, withTypedContacts, withTypedIdentity, withTypedName } from "~/sales/person";
import { stepReply, type FieldProblem } from "~/sales/step-answer.server";
import { detailsFlagsOf, detailsProblem, detailsValuesOf, INTENTS } from "./forms";
import type { SignedInFibreOrder } from "./state";
import type { StepResult } from "./steps.server";

/** This wizard's key for its pending one-time code (each wizard keeps its own). */
export const OTP_FLOW = "fibreOrder";

export function loadOtp(op: Operator): PendingOtp | null {
  return pendingOtp(op, OTP_FLOW);
}

/** Which contact the sign-in locks: a MOBILE user's mobile, everyone else's email. */
export const lockedContact = (order: SignedInFibreOrder): "mobile" | "email" => (order.contacts.userType === "MOBILE" ? "mobile" : "email");

/**
 * The order with what this post typed (app/sales/person.ts). A new title sets the gender and clears
 * the NIC, its check and the date of birth; the contact the sign-in does not lock, once edited, is
 * unverified unless it is the sign-in or the alternate contact; a changed NIC or passport must be
 * checked again, and a NIC gives the date of birth (locked once verified).
 */
export function withDetails(order: SignedInFibreOrder, formData: FormData): SignedInFibreOrder {
  const open = lockedContact(order) === "mobile" ? (["email"] as const) : (["mobile"] as const);
  let c = withTypedName(order.customer, formData, order.customer.idType);
  c = withTypedContacts(c, formData, open, [order.contacts.login, order.contacts.alternate]);
  c = withChosenIdType(c, formData);
  return { ...order, customer: withTypedIdentity(c, formData, c.idType) };
}

function stay(
  order: SignedInFibreOrder,
  problems: FieldProblem | FieldProblem[] | null = null,
  formError?: string | null,
  alert?: CustomerAlertText | null,
): StepResult {
  return { kind: "stay", order, reply: stepReply(problems, formError, detailsValuesOf(order)), alert: alert ?? null };
}

/** Every post of step 3 (intents "details-*"). */
export async function detailsAction(op: Operator, formData: FormData, order: SignedInFibreOrder): Promise<StepResult> {
  const typed = withDetails(order, formData);
  const intent = posted(formData, "intent");
  const codes = await signedInContactPost(op, formData, intent, OTP_FLOW, typed.customer);
  if (codes) return stay({ ...typed, customer: codes.customer }, codes.problem);
  if (intent === INTENTS.checkId) return checkId(op, typed);
  if (intent === INTENTS.next) {
    const problem = detailsProblem(detailsValuesOf(typed), detailsFlagsOf(typed));
    return problem ? stay(typed, { field: problem.field, message: t(problem.message) }) : { kind: "next", order: typed };
  }
  return stay(typed);
}

/**
 * Verify NIC or passport: its pattern (this flow's passport: not empty, under 10 characters), then the
 * title's agreement and the operator's eligibility check, asked as the signed-in customer.
 */
async function checkId(op: Operator, order: SignedInFibreOrder): Promise<StepResult> {
  const c = order.customer;
  const invalid = idProblem(c.idType, idNumberOf(c, c.idType), isPassport);
  if (invalid) return stay(order, { field: "idNumber", message: t(invalid) });
  const checked = await verifyIdentity(op, c, c.idType);
  return stay({ ...order, customer: checked.person }, checked.problems, checked.formError, checked.alert);
}
