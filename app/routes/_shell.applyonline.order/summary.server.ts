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
import { cartLines, saveCart } from "~/sales/cart.server";
import { FIBRE_CONNECTION, FIBRE_MODE, type ChosenPackages } from "~/sales/catalogue";
import { summaryPackages } from "~/sales/catalogue.server";
import { stepReply } from "~/sales/step-answer.server";
import { DECLARATIONS, INTENTS, summarySchema } from "./forms";
import type { Declarations, SignedInFibreOrder } from "./state";

/** The bearer line's package: the connection itself. */
export const BEARER_NAME = "SLT Fiber";

export interface SummaryView {
  chosen: ChosenPackages;
  fee: number;
  orderRef: string | null;
  error: string | null;
}

export async function loadSummary(op: Operator, order: SignedInFibreOrder): Promise<SummaryView> {
  const { chosen, fees, error } = await summaryPackages(op, FIBRE_MODE, FIBRE_CONNECTION, order.packages);
  return { chosen, fee: fees.fibre, orderRef: order.orderRef, error };
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
  const failed = (message: string) => ({ kind: "stay" as const, order: kept, reply: stepReply(null, message, declarationValues(declarations)) });
  if (!order.packages.internet && !order.packages.peoTv) return failed(t("order.sum.minimumPackage"));
  if (!order.orderRef) return failed(t("details.error.saveDraft"));

  const summary = await loadSummary(op, order);
  if (summary.error) return failed(summary.error);
  const { bearer, packages } = cartLines(BEARER_NAME, summary.fee, summary.chosen, ["internet", "peoTv"]);
  const saved = await saveCart(op, order.orderRef, bearer, packages);
  return saved.ok ? { kind: "cart", order: kept } : failed(saved.message);
}
