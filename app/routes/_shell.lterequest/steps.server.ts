/**
 * The LTE wizard's step table: every intent its forms post (forms.ts), the step it belongs to and what
 * that step does with it, answered through the sales wizards' one dispatcher (app/sales/wizard.server.ts).
 * What was typed is saved in the session, then the step is shown again with its answer or the next one
 * opens (post/redirect/get). The background saves (`backgroundBody`, with JavaScript) of the package and
 * location steps answer plainly instead of redirecting; the page's data is read again after them.
 */
import { json, redirect } from "@remix-run/node";
import { isBackground } from "~/forms/submission";
import { redirectWithOutcome } from "~/operator/outcome.server";
import type { Operator } from "~/operator/route.server";
import { carryAcrossSignIns } from "~/operator/session.server";
import { keepStepAnswer, stepReply, type StepAnswer } from "~/sales/step-answer.server";
import { answerPost, forEach, intentOf, unknownIntent, type StepAction, type StepTable } from "~/sales/wizard.server";
import { detailsAction, leadSentMessage } from "./details.server";
import { documentsAction } from "./documents.server";
import { draftKey } from "./draft";
import { NEW_REQUEST_INTENT, SHARED_DETAILS_INTENTS, STEP_INTENTS, UPLOAD_INTENT, type Intent } from "./forms";
import { locationAction } from "./location.server";
import { packagesAction } from "./packages.server";
import type { LteOrder } from "./state";
import { furthestStep, isOpen, stepOf, stepPath, type LteStep } from "./steps";
import { addToCart } from "./summary.server";

// The customer's place in the wizard outlives a session that timed out, and a logout (session.server.ts).
carryAcrossSignIns("lteRequest", "lteNewAfter");

/** The step answer kept across post/redirect/get (app/sales/step-answer.server.ts). */
export const ANSWER_KEY = "lte";

export const saveOrder = (op: Operator, order: LteOrder) => op.session.set("lteRequest", order);

/** A post: its form, or (the documents' upload) the request whose multipart body the step reads itself. */
type Post = { op: Operator; order: LteOrder } & ({ formData: FormData; request?: undefined } | { formData?: undefined; request: Request });
type Action = StepAction<LteStep, Post>;

function answer(op: Operator, to: LteStep, kept: StepAnswer) {
  keepStepAnswer(op.session, ANSWER_KEY, kept);
  return redirect(stepPath(to));
}

/** A form post's fields; an upload is read by the documents step alone. */
function formOf(post: Post): FormData {
  if (!post.formData) throw unknownIntent();
  return post.formData;
}

/** Step 1: the radios (Apply, or saved at once in the background), the pickers' Pick and Remove, and Next. */
const packages: Action = {
  step: 1,
  run: async (post) => {
    const { op, order } = post;
    const formData = formOf(post);
    const result = await packagesAction(op, formData, order);
    saveOrder(op, result.order);
    if (result.next) return redirect(stepPath(2));
    if (isBackground(formData) && !result.error) return json({ saved: true });
    return answer(op, 1, { reply: stepReply(null, result.error), alert: null });
  },
};

/** New request posted to a wizard already open (the order it left behind): the wizard's first step. */
const newRequest: Action = { step: 1, run: () => redirect(stepPath(1)) };

/** Step 2: the city and the pin (saved as they change, with JavaScript), the consent and the address lines, Check coverage and Next. */
const location: Action = {
  step: 2,
  run: async (post) => {
    const { op, order } = post;
    const formData = formOf(post);
    const result = await locationAction(op, formData, order);
    saveOrder(op, result.order);
    if (result.next) return redirect(stepPath(4));
    keepStepAnswer(op.session, ANSWER_KEY, { reply: stepReply(result.problem, result.error), alert: null });
    return isBackground(formData) ? json({ saved: true }) : redirect(stepPath(2));
  },
};

/**
 * Step 3 (the request for coverage: Apply, Request coverage) and step 4 (the customer details: Apply, Next), and the
 * contacts' codes and Verify NIC/passport of both (each answered on the form it came from, `COVERAGE_TABLE`).
 */
function details(step: 3 | 4): Action {
  return {
    step,
    run: async (post) => {
      const { op, order } = post;
      const result = await detailsAction(op, formOf(post), order);
      saveOrder(op, result.order);
      if (result.kind === "next") return redirect(stepPath(5));
      if (result.kind === "lead") return redirectWithOutcome(stepPath(2), leadSentMessage());
      const reply = stepReply(result.problems ?? result.problem, result.error);
      return answer(op, step, { reply, alert: result.alert ?? null });
    },
  };
}

/** Step 5: the documents' upload. */
const documents: Action = {
  step: 5,
  run: async ({ op, order, request }) => {
    if (!request) throw unknownIntent();
    const result = await documentsAction(op, request, order);
    saveOrder(op, result.order);
    return result.reply ? answer(op, 5, { reply: result.reply, alert: null }) : redirect(stepPath(6));
  },
};

/** Step 6: Add to Cart. */
const summary: Action = {
  step: 6,
  run: async (post) => {
    const { op, order } = post;
    const result = await addToCart(op, formOf(post), order);
    return result.ok ? redirect("/cart") : answer(op, 6, { reply: stepReply(null, result.message), alert: null });
  },
};

export const STEP_TABLE = {
  ...forEach(STEP_INTENTS[1], packages),
  [NEW_REQUEST_INTENT]: newRequest,
  ...forEach(STEP_INTENTS[2], location),
  ...forEach(STEP_INTENTS[3], details(3)),
  ...forEach(STEP_INTENTS[4], details(4)),
  ...forEach(STEP_INTENTS[5], documents),
  ...forEach(STEP_INTENTS[6], summary),
} satisfies StepTable<Intent, LteStep, Post>;

/** A post of step 3's form: its contact buttons are step 4's intents, answered on step 3. */
const COVERAGE_TABLE = { ...STEP_TABLE, ...forEach(SHARED_DETAILS_INTENTS, details(3)) } satisfies StepTable<Intent, LteStep, Post>;

const isMultipart = (request: Request) => (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");

/** Every post of the open wizard: an upload is the documents step's; any other post names its intent. */
export async function answerStepPost(op: Operator, request: Request, order: LteOrder): Promise<Response> {
  const key = draftKey(order);
  const gate = { isOpen: (step: LteStep) => isOpen(step, order, key), furthest: () => stepPath(furthestStep(order, key)) };
  if (isMultipart(request)) return answerPost(STEP_TABLE, UPLOAD_INTENT, gate, { op, order, request });
  const formData = await request.formData();
  const intent = intentOf(formData);
  if (intent === UPLOAD_INTENT) throw unknownIntent();
  const table = stepOf(new URL(request.url).searchParams.get("step")) === 3 ? COVERAGE_TABLE : STEP_TABLE;
  return answerPost(table, intent, gate, { op, order, formData });
}
