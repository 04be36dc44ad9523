/**
 * Step 6 on the server: the payment summary (the LTE connection fee from the 'SLT 4G' charge and the
 * chosen packages) and Add to Cart: the three declarations again, the connection's packages, then the
 * cart lines (BEARER 'SLT 4G' with the fee first, then VOICE, BROADBAND and PEOTV) and on to /cart.
 */
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/sales-lte";
import type { Operator } from "~/operator/route.server";
import { PACKAGE_KINDS, type ChosenPackages } from "~/sales/catalogue";
import { cartLines as orderCartLines, saveCart, type CartLine } from "~/sales/cart.server";
import { summaryPackages } from "~/sales/catalogue.server";
import { summarySchema } from "./forms";
import { cartProblem, LTE_MODE } from "./packages";
import type { LteOrder } from "./state";

export type SummaryView = { chosen: ChosenPackages; fee: number; error: string | null };

export async function loadSummary(op: Operator, order: LteOrder): Promise<SummaryView> {
  const { chosen, fees, error } = await summaryPackages(op, LTE_MODE, order.packages.connection, order.packages);
  return { chosen, fee: fees.lte, error };
}

export type CartResult = { ok: true } | { ok: false; message: string };

/** The cart lines of the order: the bearer ('SLT 4G', the connection's one-time fee) and a line per chosen package. */
export function cartLines(chosen: ChosenPackages, fee: number): { bearer: CartLine; packages: CartLine[] } {
  return orderCartLines(LTE_MODE, fee, chosen, PACKAGE_KINDS);
}

export async function addToCart(op: Operator, formData: FormData, order: LteOrder): Promise<CartResult> {
  const submission = parseWithSchema(formData, { schema: summarySchema });
  if (submission.status !== "success") return { ok: false, message: t("lte.sum.declarationsRequired") };
  const problem = cartProblem(order.packages.connection, order.packages);
  if (problem) return { ok: false, message: t(problem) };
  if (!order.orderRef) return { ok: false, message: t("sales.cart.saveBearerFailed") };
  const view = await loadSummary(op, order);
  if (view.error) return { ok: false, message: view.error };
  const { bearer, packages } = cartLines(view.chosen, view.fee);
  return saveCart(op, order.orderRef, bearer, packages);
}
