/**
 * Step 5, the summary, on the server: the fibre connection fee (the 'SLT Fiber' charge, 10000 when it
 * cannot be read), the chosen packages and the three declarations. Add to Cart checks the declarations
 * again, then saves the cart: the BEARER line ('SLT Fiber', the fee), then the BROADBAND and/or PEOTV
 * lines (no VOICE line for fibre), and the customer goes to /cart.
 */
import type { SubmissionResult } from "@conform-to/dom";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/sales-order";
import type { Operator } from "~/operator/route.server";
import { saveCart, type CartLine } from "~/sales/cart.server";
import { chosenPackages, type ChosenPackages, type PackageCatalogue } from "~/sales/catalogue";
import { loadCatalogue } from "~/sales/catalogue.server";
import { connectionFees } from "~/sales/fees.server";
import { replyWith } from "./answer.server";
import { DECLARATIONS, INTENTS, summarySchema } from "./forms";
import type { Declarations, SignedInFibreOrder } from "./state";

export const FIBRE_MODE = "SLT Fiber" as const;
/** The bearer line's package: the connection itself. */
export const BEARER_NAME = "SLT Fiber";

export function loadFibreCatalogue(op: Operator) {
  return loadCatalogue(op, FIBRE_MODE, "cBoth");
}

export interface SummaryView {
  chosen: ChosenPackages;
  fee: number;
  orderRef: string | null;
  error: string | null;
}

export async function loadSummary(op: Operator, order: SignedInFibreOrder): Promise<SummaryView> {
  const [{ catalogue, error }, fees] = await Promise.all([loadFibreCatalogue(op), connectionFees(op)]);
  return { chosen: chosenPackages(order.packages, catalogue), fee: fees.fibre, orderRef: order.orderRef, error };
}

/** The cart of this order: BEARER with the connection fee, then the chosen internet and PEOTV packages with their rentals. */
export function cartLines(order: SignedInFibreOrder, catalogue: PackageCatalogue, fee: number): { bearer: CartLine; packages: CartLine[] } {
  const chosen = chosenPackages(order.packages, catalogue);
  const packages: CartLine[] = [];
  if (order.packages.internet)
    packages.push({ serviceType: "BROADBAND", packageName: order.packages.internet, rental: chosen.internet?.rental ?? 0, iniCharge: 0 });
  if (order.packages.peoTv) packages.push({ serviceType: "PEOTV", packageName: order.packages.peoTv, rental: chosen.peoTv?.rental ?? 0, iniCharge: 0 });
  return { bearer: { serviceType: "BEARER", packageName: BEARER_NAME, rental: 0, iniCharge: fee }, packages };
}

export type SummaryResult = { kind: "stay"; order: SignedInFibreOrder; reply: SubmissionResult<string[]> | null } | { kind: "cart"; order: SignedInFibreOrder };

const declarationValues = (d: Declarations) => Object.fromEntries(DECLARATIONS.map((name) => [name, d[name] ? "on" : ""]));

/** The summary's posts: "summary-terms" keeps the ticks while the terms open (without JavaScript); "summary-cart" is Add to Cart. */
export async function summaryAction(op: Operator, formData: FormData, order: SignedInFibreOrder): Promise<SummaryResult> {
  const submission = parseWithSchema(formData, { schema: summarySchema });
  const ticked = (name: (typeof DECLARATIONS)[number]) => formData.get(name) === "on";
  const declarations: Declarations = { readPdf: ticked("readPdf"), trueInfo: ticked("trueInfo"), agree: ticked("agree") };
  const kept = { ...order, declarations };
  if (formData.get("intent") !== INTENTS.addToCart) return { kind: "stay", order: kept, reply: null };
  if (submission.status !== "success") return { kind: "stay", order: kept, reply: submission.reply() };
  const failed = (message: string) => ({ kind: "stay" as const, order: kept, reply: replyWith(declarationValues(declarations), null, message) });
  if (!order.packages.internet && !order.packages.peoTv) return failed(t("order.sum.minimumPackage"));
  if (!order.orderRef) return failed(t("details.error.saveDraft"));

  const [{ catalogue, error }, fees] = await Promise.all([loadFibreCatalogue(op), connectionFees(op)]);
  if (error) return failed(error);
  const { bearer, packages } = cartLines(order, catalogue, fees.fibre);
  const saved = await saveCart(op, order.orderRef, bearer, packages);
  return saved.ok ? { kind: "cart", order: kept } : failed(saved.message);
}
