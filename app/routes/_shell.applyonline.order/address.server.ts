/**
 * Step 4, the addresses, on the server: the service address's two lines (its city and postal code are
 * the feasibility step's) and the billing address, or 'Same as service address' (copied and locked;
 * unticking clears it). Next checks the first failure, then saves the draft: created the first time
 * (its orderRef kept, and remembered for the buy-online badge), updated on later saves.
 */
import { t } from "~/i18n/sales-order";
import type { Operator } from "~/operator/route.server";
import { ADDRESS_MAX, postedBilling } from "~/sales/address";
import { saveDraft } from "~/sales/draft.server";
import { posted } from "~/sales/form-data";
import { stepReply } from "~/sales/step-answer.server";
import { draftFieldsOf } from "./draft";
import { addressProblem, addressValuesOf, BILLING_NAMES, INTENTS } from "./forms";
import type { SignedInFibreOrder } from "./state";
import type { StepResult } from "./steps.server";

/** The order with this post's addresses. Ticking 'Same as service address' copies the service address; unticking clears the billing one. */
export function withAddresses(order: SignedInFibreOrder, formData: FormData): SignedInFibreOrder {
  const a = order.addresses;
  const line1 = posted(formData, "line1")?.slice(0, ADDRESS_MAX) ?? a.line1;
  const line2 = posted(formData, "line2")?.slice(0, ADDRESS_MAX) ?? a.line2;
  const service = { line1, line2, city: order.location?.city ?? "", postalCode: order.location?.postalCode ?? "" };
  const { same, billing } = postedBilling({ same: a.sameAsService, billing: a.billing }, formData, service, BILLING_NAMES);
  return { ...order, addresses: { line1, line2, sameAsService: same, billing } };
}

export function addressFormValues(order: SignedInFibreOrder): Record<string, string> {
  return { ...addressValuesOf(order), sameAsService: order.addresses.sameAsService ? "on" : "" };
}

/** Every post of step 4: the addresses typed, then Next (the first failure, else the draft saved: created the first time, updated after). */
export async function addressAction(op: Operator, formData: FormData, order: SignedInFibreOrder): Promise<StepResult> {
  const typed = withAddresses(order, formData);
  if (posted(formData, "intent") !== INTENTS.addressNext) return { kind: "stay", order: typed, reply: null };
  const problem = addressProblem(addressValuesOf(typed));
  if (problem) return { kind: "stay", order: typed, reply: stepReply({ field: problem.field, message: t(problem.message) }, null, addressFormValues(typed)) };
  const saved = await saveDraft(op, op, draftFieldsOf(typed), typed.orderRef);
  if (!saved.ok) return { kind: "stay", order: typed, reply: stepReply(null, saved.message, addressFormValues(typed)) };
  return { kind: "next", order: { ...typed, orderRef: saved.orderRef, saved: true } };
}
