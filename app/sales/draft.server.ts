/**
 * Saving a wizard's draft with the operator: created the first time (its reference remembered for the
 * session: the buy-online badge, the cart, the payment results read it), updated by that reference
 * after. `who` saves it: a visitor's order identity, or the signed-in customer.
 */
import * as sales from "#contracts/sales";
import { t } from "~/i18n/sales-details";
import type { Operator } from "~/operator/route.server";
import { rememberOrder } from "./customer-orders.server";
import type { DraftFields } from "./draft";

export type WizardDraft = (DraftFields & { SERVICE_TYPE: "FTTH" }) | (DraftFields & { SERVICE_TYPE: "LTE" });

export type DraftSave = { ok: true; orderRef: string } | { ok: false; message: string };

export async function saveDraft(op: Operator, who: Operator, fields: WizardDraft, orderRef: string | null): Promise<DraftSave> {
  if (!orderRef) {
    const created =
      fields.SERVICE_TYPE === "LTE"
        ? await who.data(sales.createDraftLte, fields).then((o) => (o.ok ? { ok: true as const, orderRef: o.data.orderRefLTE } : o))
        : await who.data(sales.createDraft, fields).then((o) => (o.ok ? { ok: true as const, orderRef: o.data.orderRef } : o));
    if (!created.ok) return { ok: false, message: created.message || t("details.error.saveDraft") };
    rememberOrder(op.session, fields.SERVICE_TYPE === "LTE" ? "lte" : "fibre", created.orderRef);
    return created;
  }
  const updated =
    fields.SERVICE_TYPE === "LTE"
      ? await who.data(sales.updateDraftLte, { ...fields, REF_NO: orderRef })
      : await who.data(sales.updateDraft, { ...fields, REF_NO: orderRef });
  return updated.ok ? { ok: true, orderRef } : { ok: false, message: updated.message || t("details.error.updateDraft") };
}
