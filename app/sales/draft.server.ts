/**
 * Saving a wizard's draft with the operator: created the first time (its reference remembered for the
 * session: the buy-online badge, the cart, the payment results read it), updated by that reference
 * after. `who` saves it: a visitor's order identity, or the signed-in customer.
 */
import type { Contract, RequestOf } from "#contracts/core";
import * as sales from "#contracts/sales";
import { t } from "~/i18n/sales-details";
import { describeFailure } from "~/operator/errors.server";
import type { Operator } from "~/operator/route.server";
import { rememberOrder } from "./customer-orders.server";
import { allowIdentityOrder } from "./order-identity.server";
import type { DraftFields } from "./draft";

export type WizardDraft = (DraftFields & { SERVICE_TYPE: "FTTH" }) | (DraftFields & { SERVICE_TYPE: "LTE" });

export type DraftSave = { ok: true; orderRef: string } | { ok: false; message: string };

/**
 * One draft call: its dataBundle, or what to tell. The operator's refusal shows its errorShow, or
 * without one the seed's own text ('Save draft failed', 'Update draft failed'); a failed call the
 * generic message (op.data would give the generic message for both).
 */
async function draftCall<C extends Contract, T>(
  who: Operator,
  contract: C,
  input: RequestOf<C>,
  refused: string,
): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  const result = await who.call(contract, input);
  if (result.kind !== "answer") return { ok: false, message: describeFailure(result) };
  const answer = result.answer as { isSuccess?: boolean; dataBundle?: unknown; errorShow?: string | null };
  if (answer.isSuccess === false) return { ok: false, message: answer.errorShow || refused };
  return { ok: true, data: answer.dataBundle as T };
}

export async function saveDraft(op: Operator, who: Operator, fields: WizardDraft, orderRef: string | null): Promise<DraftSave> {
  if (!orderRef) {
    const refused = t("details.error.saveDraft");
    const created =
      fields.SERVICE_TYPE === "LTE"
        ? await draftCall<typeof sales.createDraftLte, { orderRefLTE: string }>(who, sales.createDraftLte, fields, refused).then((o) =>
            o.ok ? { ok: true as const, orderRef: o.data.orderRefLTE } : o,
          )
        : await draftCall<typeof sales.createDraft, { orderRef: string }>(who, sales.createDraft, fields, refused).then((o) =>
            o.ok ? { ok: true as const, orderRef: o.data.orderRef } : o,
          );
    if (!created.ok) return created;
    rememberOrder(op.session, fields.SERVICE_TYPE === "LTE" ? "lte" : "fibre", created.orderRef);
    if (who === op.order) allowIdentityOrder(op.session, created.orderRef);
    return created;
  }
  const refused = t("details.error.updateDraft");
  const updated =
    fields.SERVICE_TYPE === "LTE"
      ? await draftCall(who, sales.updateDraftLte, { ...fields, REF_NO: orderRef }, refused)
      : await draftCall(who, sales.updateDraft, { ...fields, REF_NO: orderRef }, refused);
  if (!updated.ok) return updated;
  // The operator took this identity's update of the order: it is theirs to read.
  if (who === op.order) allowIdentityOrder(op.session, orderRef);
  return { ok: true, orderRef };
}
