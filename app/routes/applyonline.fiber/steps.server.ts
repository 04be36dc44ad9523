/**
 * The public fibre wizard's step table: every intent its forms post (forms.ts), the step it belongs to
 * and what that step does with it, answered through the sales wizards' one dispatcher
 * (app/sales/wizard.server.ts). The order is saved in the session, then the step is shown again or the
 * next one opens (post/redirect/get); a refusal that keeps a form answers it.
 */
import type { SubmissionResult } from "@conform-to/react";
import { json, redirect } from "@remix-run/node";
import { redirectWithOutcome } from "~/operator/outcome.server";
import type { Operator } from "~/operator/route.server";
import { keepStepAnswer } from "~/sales/step-answer.server";
import { answerPost, forEach, intentOf, type StepAction, type StepTable } from "~/sales/wizard.server";
import { detailsAction } from "./details.server";
import { INTENTS, type Intent } from "./forms";
import { packagesAction } from "./packages.server";
import { emptyFibreOrder, type FibreOrder, type WizardStep } from "./state";
import { furthestStep, stepIndex, stepPath } from "./steps";
import { summaryAction } from "./summary.server";

/** The step answer kept across post/redirect/get (app/sales/step-answer.server.ts). */
export const ANSWER_KEY = "fibre";

/** What a post answers in place: a refused package or summary, or the hosted payment page's form. */
export type ActionAnswer =
  { packages: { error: string } } | { summary: SubmissionResult<string[]> } | { paynow: { action: string; fields: Record<string, string> } };

type Post = { op: Operator; formData: FormData; order: FibreOrder };
type Action = StepAction<WizardStep, Post>;

const answer = (body: ActionAnswer, status = 200) => json(body, { status });

/** Pick, Remove and Next of the packages. */
const packages: Action = {
  step: "packages",
  run: async ({ op, formData, order }) => {
    const result = await packagesAction(op, formData, order);
    op.session.set("fibreOrder", result.order);
    if (result.kind === "next") return redirect(stepPath("details"));
    if (result.error) return answer({ packages: { error: result.error } }, 400);
    return redirect(stepPath("packages"));
  },
};

/** The customer details' buttons: the contacts' codes, Verify NIC/passport and Next. */
const details: Action = {
  step: "details",
  run: async ({ op, formData, order }) => {
    const result = await detailsAction(op, formData, order);
    op.session.set("fibreOrder", result.order);
    if (result.kind === "next") {
      // A failed coverage check still opens the summary (without Pay Now), with the operator's message.
      const notice = "notice" in result ? result.notice : undefined;
      return notice ? redirectWithOutcome(stepPath("summary"), notice, "error") : redirect(stepPath("summary"));
    }
    keepStepAnswer(op.session, ANSWER_KEY, { reply: result.reply, alert: result.alert ?? null });
    return redirect(stepPath("details"));
  },
};

/** Pay Now or Continue. */
const summary: Action = {
  step: "summary",
  run: async ({ op, formData, order }) => {
    const result = await summaryAction(op, formData, order);
    if (result.kind === "failed") {
      return answer({ summary: result.submission.reply(result.message ? { formErrors: [result.message] } : undefined) }, 400);
    }
    if (result.kind === "pay") return answer({ paynow: result.form });
    // Registered: the order is the operator's now; a new visit to the wizard starts a new one.
    op.session.unset("fibreOrder");
    return redirect(result.to);
  },
};

export const STEP_TABLE = {
  ...forEach(INTENTS.packages, packages),
  ...forEach(INTENTS.details, details),
  ...forEach(INTENTS.summary, summary),
} satisfies StepTable<Intent, WizardStep, Post>;

/** Every post of the wizard. */
export async function answerStepPost(op: Operator, request: Request): Promise<Response> {
  const formData = await request.formData();
  const order = op.session.get("fibreOrder") ?? emptyFibreOrder();
  const furthest = furthestStep(order);
  const gate = { isOpen: (step: WizardStep) => stepIndex(step) <= stepIndex(furthest), furthest: () => stepPath(furthest) };
  return answerPost(STEP_TABLE, intentOf(formData), gate, { op, formData, order });
}
