/**
 * The summary step on the server: the chosen packages, the connection fee and its two ways to go on.
 * Pay Now (only where feasibility found coverage) marks the draft FULL and opens the hosted payment
 * page; Register Now & Pay Later marks it ADVANCED and goes to the order's status page.
 */
import * as sales from "#contracts/sales";
import { draftFieldsOf } from "./draft";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/sales-wizard";
import { describeFailure } from "~/operator/errors.server";
import type { Operator } from "~/operator/route.server";
import { FIBRE_CONNECTION, FIBRE_MODE, type ChosenPackages } from "~/sales/catalogue";
import { summaryPackages } from "~/sales/catalogue.server";
import { PAY_NOW_AMOUNT, startFibrePayment, statusPagePath, type HostedForm } from "./payment.server";
import { summarySchema } from "./forms";
import type { FibreOrder } from "./state";

/** Where there is no coverage yet, the fee shown is the charge plus this. */
export const NO_COVERAGE_SURCHARGE = 2500;

/** Pay Now is offered (and chosen by default) only where a distribution point is in reach. */
export function summaryFee(dpexist: FibreOrder["dpexist"], charge: number): { payNow: boolean; amount: number } {
  return dpexist === "Y" ? { payNow: true, amount: PAY_NOW_AMOUNT } : { payNow: false, amount: charge + NO_COVERAGE_SURCHARGE };
}

export interface SummaryView {
  chosen: ChosenPackages;
  fee: { payNow: boolean; amount: number };
  orderRef: string | null;
  error: string | null;
}

export async function loadSummary(op: Operator, order: FibreOrder): Promise<SummaryView> {
  const { chosen, fees, error } = await summaryPackages(op, FIBRE_MODE, FIBRE_CONNECTION, order.packages);
  return { chosen, fee: summaryFee(order.dpexist, fees.fibre), orderRef: order.orderRef, error };
}

type Submission = ReturnType<typeof parseSummary>;
function parseSummary(formData: FormData) {
  return parseWithSchema(formData, { schema: summarySchema });
}

export type SummaryResult =
  { kind: "failed"; submission: Submission; message?: string } | { kind: "pay"; form: HostedForm } | { kind: "registered"; to: string; orderRef: string };

async function updateDraft(op: Operator, order: FibreOrder & { orderRef: string }, comment: "FULL" | "ADVANCED"): Promise<string | null> {
  const result = await op.order.call(sales.updateDraft, { ...draftFieldsOf(order), REF_NO: order.orderRef, USER_COMMENT: comment });
  if (result.kind !== "answer") return describeFailure(result);
  return result.answer.isSuccess ? null : result.answer.errorShow || t("sw.sum.updateFailed");
}

/** The summary's one post: checks the terms server-side, saves the draft with its comment, then pays or registers. */
export async function summaryAction(op: Operator, formData: FormData, order: FibreOrder): Promise<SummaryResult> {
  const submission = parseSummary(formData);
  if (submission.status !== "success" || !submission.value) return { kind: "failed", submission };
  const orderRef = order.orderRef;
  if (!orderRef) return { kind: "failed", submission, message: t("sw.sum.updateFailed") };
  if (!order.packages.internet && !order.packages.peoTv) return { kind: "failed", submission, message: t("sw.sum.minimumPackage") };
  const { choice } = submission.value;
  if (choice === "payNow" && order.dpexist !== "Y") return { kind: "failed", submission, message: t("sw.sum.payNowUnavailable") };

  const saved = { ...order, orderRef };
  const problem = await updateDraft(op, saved, choice === "payNow" ? "FULL" : "ADVANCED");
  if (problem) return { kind: "failed", submission, message: problem };
  if (choice === "payNow") {
    const started = await startFibrePayment(op, saved);
    return started.ok ? { kind: "pay", form: started.form } : { kind: "failed", submission, message: started.message };
  }
  return { kind: "registered", to: statusPagePath(orderRef), orderRef };
}
