/**
 * A step's answer across post/redirect/get: the form as the order now holds it with the one problem
 * of this post (conform's reply shape, so the form shows it beside its field) or a form-level message
 * (shown in the error dialog), and an optional customer alert. Kept in the session per step and taken
 * by the next view of that step (app/sales/step-answer.server.ts).
 */
import { parse, type SubmissionResult } from "@conform-to/dom";
import type { Operator } from "~/operator/route.server";
import type { CustomerAlertText } from "~/sales/CustomerAlert";
import { keepStepAnswer, takeStepAnswer, type StepAnswer } from "~/sales/step-answer.server";
import type { OrderStep, SignedInFibreOrder } from "./state";

/** What a post of steps 2 to 4 did: the step again with its answer, or on to the next step. */
export type StepResult =
  | { kind: "stay"; order: SignedInFibreOrder; reply: SubmissionResult<string[]> | null; alert?: CustomerAlertText | null }
  | { kind: "next"; order: SignedInFibreOrder };

const answerKey = (step: OrderStep) => `fibreOrder:${step}`;

/** `problems`: one field's message (Next's first failure), or two for a NIC that disagrees with the title. */
export function replyWith(
  values: Record<string, string>,
  problems: Array<{ field: string; message: string }> | { field: string; message: string } | null,
  formError?: string | null,
): SubmissionResult<string[]> {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  const fieldErrors: Record<string, string[]> = {};
  for (const p of problems ? [problems].flat() : []) {
    fieldErrors[p.field] = [p.message];
    if (!body.has(p.field)) body.set(p.field, "");
  }
  const submission = parse(body, { resolve: () => ({ error: fieldErrors }) });
  return submission.reply({ formErrors: formError ? [formError] : [], fieldErrors });
}

export function keepAnswer(op: Operator, step: OrderStep, answer: Partial<StepAnswer>) {
  keepStepAnswer(op.session, answerKey(step), { reply: answer.reply ?? null, alert: answer.alert ?? null });
}

export function takeAnswer(op: Operator, step: OrderStep): { reply: SubmissionResult<string[]> | null; alert: CustomerAlertText | null } {
  return takeStepAnswer(op.session, answerKey(step)) ?? { reply: null, alert: null };
}
