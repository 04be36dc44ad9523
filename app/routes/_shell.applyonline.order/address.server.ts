/**
 * Step 4, the addresses, on the server: the service address's two lines (its city and postal code are
 * the feasibility step's) and the billing address, or 'Same as service address' (copied and locked;
 * unticking clears it). Next checks the first failure, then saves the draft: created the first time
 * (its orderRef kept, and remembered for the buy-online badge), updated on later saves.
 */
import * as sales from "#contracts/sales";
import { t } from "~/i18n/sales-order";
import type { Operator } from "~/operator/route.server";
import { rememberOrder } from "~/sales/customer-orders.server";
import { draftFields, serviceAddress } from "~/sales/draft";
import { replyWith, type StepResult } from "./answer.server";
import { INTENTS } from "./forms";
import { ADDRESS_MAX, addressProblem, addressValuesOf, postalDigits } from "./rules";
import type { SignedInFibreOrder } from "./state";

const posted = (formData: FormData, name: string): string | undefined => {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
};

const EMPTY_BILLING = { line1: "", line2: "", city: "", postalCode: "" };

/** The order with this post's addresses. Ticking 'Same as service address' copies the service address; unticking clears the billing one. */
export function withAddresses(order: SignedInFibreOrder, formData: FormData): SignedInFibreOrder {
  const a = { ...order.addresses, billing: { ...order.addresses.billing } };
  const line = (name: string) => posted(formData, name)?.slice(0, ADDRESS_MAX);
  a.line1 = line("line1") ?? a.line1;
  a.line2 = line("line2") ?? a.line2;
  const same = posted(formData, "sameAsService") === "on";
  if (same) {
    a.sameAsService = true;
    a.billing = { line1: a.line1, line2: a.line2, city: order.location?.city ?? "", postalCode: order.location?.postalCode ?? "" };
  } else if (a.sameAsService) {
    a.sameAsService = false;
    a.billing = { ...EMPTY_BILLING };
  } else {
    a.billing = {
      line1: line("billingLine1") ?? a.billing.line1,
      line2: line("billingLine2") ?? a.billing.line2,
      city: line("billingCity") ?? a.billing.city,
      postalCode: postalDigits(posted(formData, "billingPostalCode") ?? a.billing.postalCode),
    };
  }
  return { ...order, addresses: a };
}

/** The operator's draft fields of this order: a fibre draft (FTTH) the customer pays for in the cart (FULL). */
export function orderDraftFields(order: SignedInFibreOrder) {
  const { customer, location, addresses } = order;
  const billing = addressValuesOf(order);
  const fields = draftFields({
    customer,
    service: serviceAddress(location, addresses.line1, addresses.line2),
    billing: { line1: billing.billingLine1, line2: billing.billingLine2, city: billing.billingCity, postalCode: billing.billingPostalCode, province: "" },
    packages: order.packages,
  });
  return { ...fields, SERVICE_TYPE: "FTTH" as const, USER_COMMENT: "FULL" as const };
}

export function addressFormValues(order: SignedInFibreOrder): Record<string, string> {
  return { ...addressValuesOf(order), sameAsService: order.addresses.sameAsService ? "on" : "" };
}

/** Every post of step 4: the addresses typed, then Next (the first failure, else the draft saved). */
export async function addressAction(op: Operator, formData: FormData, order: SignedInFibreOrder): Promise<StepResult> {
  const typed = withAddresses(order, formData);
  if (posted(formData, "intent") !== INTENTS.addressNext) return { kind: "stay", order: typed, reply: null };
  const problem = addressProblem(addressValuesOf(typed));
  if (problem) return { kind: "stay", order: typed, reply: replyWith(addressFormValues(typed), { field: problem.field, message: t(problem.message) }) };
  const saved = await saveDraft(op, typed);
  if (!saved.ok) return { kind: "stay", order: typed, reply: replyWith(addressFormValues(typed), null, saved.message) };
  return { kind: "next", order: { ...typed, orderRef: saved.orderRef, saved: true } };
}

/** Create the draft the first time (keeping its reference), update it after. */
export async function saveDraft(op: Operator, order: SignedInFibreOrder): Promise<{ ok: true; orderRef: string } | { ok: false; message: string }> {
  const fields = orderDraftFields(order);
  if (!order.orderRef) {
    const created = await op.data(sales.createDraft, fields);
    if (!created.ok) return { ok: false, message: created.message || t("details.error.saveDraft") };
    rememberOrder(op.session, "fibre", created.data.orderRef);
    return { ok: true, orderRef: created.data.orderRef };
  }
  const updated = await op.data(sales.updateDraft, { ...fields, REF_NO: order.orderRef });
  return updated.ok ? { ok: true, orderRef: order.orderRef } : { ok: false, message: updated.message || t("details.error.updateDraft") };
}
