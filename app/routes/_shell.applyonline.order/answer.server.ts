/**
 * A step's answer across post/redirect/get (app/sales/step-answer.server.ts): the form as the order now
 * holds it with the problem of this post, or a form-level message, and an optional customer alert.
 * Kept in the session per step and taken by the next view of that step.
 */
import type { SubmissionResult } from "@conform-to/dom";
import type { Operator } from "~/operator/route.server";
import type { CustomerAlertText } from "~/sales/CustomerAlert";
import { keepStepAnswer, takeStepAnswer, type StepAnswer } from "~/sales/step-answer.server";
import type { OrderStep, SignedInFibreOrder } from "./state";

/** What a post of steps 2 to 4 did: the step again with its answer, or on to the next step. */
export type StepResult =
  | { kind: "stay"; order: SignedInFibreOrder; reply: SubmissionResult<string[]> | null; alert?: CustomerAlertText | null }
  | { kind: "next"; order: SignedInFibreOrder };

const answerKey = (step: OrderStep) => `fibreOrder:${step}`;

export function keepAnswer(op: Operator, step: OrderStep, answer: Partial<StepAnswer>) {
  keepStepAnswer(op.session, answerKey(step), { reply: answer.reply ?? null, alert: answer.alert ?? null });
}

export function takeAnswer(op: Operator, step: OrderStep): { reply: SubmissionResult<string[]> | null; alert: CustomerAlertText | null } {
  return takeStepAnswer(op.session, answerKey(step)) ?? { reply: null, alert: null };
}
