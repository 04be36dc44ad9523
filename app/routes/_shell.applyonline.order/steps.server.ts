/**
 * The signed-in fibre wizard's step table: every intent its forms post (forms.ts), the step it belongs
 * to and what that step does with it, answered through the sales wizards' one dispatcher
 * (app/sales/wizard.server.ts). The order is saved in the session with what the post typed, then the
 * step is shown again with its answer (post/redirect/get) or the next one opens; a change to what the
 * draft holds means step 4 must save it again before the summary opens.
 */
import type { SubmissionResult } from "@conform-to/dom";
import { redirect } from "@remix-run/node";
import type { Operator } from "~/operator/route.server";
import { fibrePackagesPost } from "~/sales/catalogue.server";
import type { CustomerAlertText } from "~/sales/CustomerAlert";
import { keepStepAnswer, stepReply, takeStepAnswer, type StepAnswer } from "~/sales/step-answer.server";
import { answerPost, forEach, intentOf, type StepAction, type StepTable } from "~/sales/wizard.server";
import { addressAction } from "./address.server";
import { detailsAction } from "./details.server";
import { CART_PATH, currentOrder, saveOrder } from "./entry.server";
import { feasibilityAction } from "./feasibility.server";
import { INTENTS, STEP_INTENTS, type Intent } from "./forms";
import { afterChange, type SignedInFibreOrder } from "./state";
import { furthestStep, stepPath, type OrderStep } from "./steps";
import { summaryAction } from "./summary.server";

/** What a post of steps 2 to 4 did: the step again with its answer, or on to the next step. */
export type StepResult =
  | { kind: "stay"; order: SignedInFibreOrder; reply: SubmissionResult<string[]> | null; alert?: CustomerAlertText | null }
  | { kind: "next"; order: SignedInFibreOrder };

/**
 * A step's answer across post/redirect/get (app/sales/step-answer.server.ts): the form as the order now
 * holds it with the problem of this post, or a form-level message, and an optional customer alert.
 * Kept in the session per step and taken by the next view of that step.
 */
const answerKey = (step: OrderStep) => `fibreOrder:${step}`;

export function keepAnswer(op: Operator, step: OrderStep, answer: Partial<StepAnswer>) {
  keepStepAnswer(op.session, answerKey(step), { reply: answer.reply ?? null, alert: answer.alert ?? null });
}

export function takeAnswer(op: Operator, step: OrderStep): { reply: SubmissionResult<string[]> | null; alert: CustomerAlertText | null } {
  return takeStepAnswer(op.session, answerKey(step)) ?? { reply: null, alert: null };
}

type Post = { op: Operator; formData: FormData; order: SignedInFibreOrder; intent: string };
type Action = StepAction<OrderStep, Post>;

/** Step 1: Pick, Remove and Next of the packages. */
const packages: Action = {
  step: 1,
  run: async ({ op, formData, order }) => {
    const post = await fibrePackagesPost(op, formData, order.packages);
    saveOrder(op, afterChange(order, { ...order, packages: post.names }));
    if (post.next) return redirect(stepPath(2));
    if (post.error) keepAnswer(op, 1, { reply: stepReply({ field: "packages", message: post.error }, null, {}) });
    return redirect(stepPath(1));
  },
};

/** Steps 2 to 4: the form's post, then the step again with its answer or on to the next. */
function formStep(step: 2 | 3 | 4, act: (op: Operator, formData: FormData, order: SignedInFibreOrder) => Promise<StepResult>): Action {
  return {
    step,
    run: async ({ op, formData, order }) => {
      const result = await act(op, formData, order);
      // Step 4's Next has just saved the draft with what the order now holds.
      saveOrder(op, step === 4 && result.kind === "next" ? result.order : afterChange(order, result.order));
      if (result.kind === "next") return redirect(stepPath((step + 1) as OrderStep));
      keepAnswer(op, step, { reply: result.reply, alert: result.alert ?? null });
      return redirect(stepPath(step));
    },
  };
}

/** Step 5: the terms, and Add to Cart. */
const summary: Action = {
  step: 5,
  run: async ({ op, formData, order, intent }) => {
    const result = await summaryAction(op, formData, order);
    saveOrder(op, result.order);
    if (result.kind === "cart") return redirect(CART_PATH);
    if (intent === INTENTS.terms) return redirect(`${stepPath(5)}&terms=1`);
    keepAnswer(op, 5, { reply: result.reply });
    return redirect(stepPath(5));
  },
};

export const STEP_TABLE = {
  ...forEach(STEP_INTENTS[1], packages),
  ...forEach(STEP_INTENTS[2], formStep(2, feasibilityAction)),
  ...forEach(STEP_INTENTS[3], formStep(3, detailsAction)),
  ...forEach(STEP_INTENTS[4], formStep(4, addressAction)),
  ...forEach(STEP_INTENTS[5], summary),
} satisfies StepTable<Intent, OrderStep, Post>;

/** Every post of the wizard. */
export async function answerStepPost(op: Operator, request: Request): Promise<Response> {
  const formData = await request.formData();
  // The layout's loader saves its own copy of the session beside this route's loader, so the state
  // the first view made may be lost: made again, the same way, it is the same new order.
  const order = op.session.get("signedInFibreOrder") ?? (await currentOrder(op, undefined));
  const furthest = furthestStep(order);
  const intent = intentOf(formData);
  const gate = { isOpen: (step: OrderStep) => step <= furthest, furthest: () => stepPath(furthest) };
  return answerPost(STEP_TABLE, intent, gate, { op, formData, order, intent });
}
