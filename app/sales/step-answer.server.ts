/**
 * A wizard step's answer across its post/redirect/get. Without JavaScript a document post renders the
 * page in the same response with loader data read from the request's old cookie, so the step's answer
 * (the form's errors, an alert) waits in the session for the next page view instead, which reads the
 * order as the post saved it. Each wizard keeps its own (`key`: "fibre", "fibreOrder", "lte").
 */
import { parse } from "@conform-to/dom";
import type { SubmissionResult } from "@conform-to/react";
import type { Session } from "~/operator/session.server";
import type { CustomerAlertText } from "./CustomerAlert";

export type StepAnswer = { reply: SubmissionResult<string[]> | null; alert: CustomerAlertText | null };

/** One field's message (in the customer's words), shown beside the field. */
export type FieldProblem = { field: string; message: string };

declare module "~/operator/session.server" {
  interface SessionData {
    /** Each wizard's last step answer, shown once. */
    stepAnswers: Record<string, StepAnswer>;
  }
}

export function keepStepAnswer(session: Session, key: string, answer: StepAnswer) {
  const all = { ...(session.get("stepAnswers") ?? {}) };
  if (answer.reply || answer.alert) all[key] = answer;
  else if (key in all) delete all[key];
  else return;
  session.set("stepAnswers", all);
}

/** The answer kept for this view, taken once. */
export function takeStepAnswer(session: Session, key: string): StepAnswer | null {
  const all = session.get("stepAnswers");
  const answer = all?.[key] ?? null;
  if (!answer) return null;
  const rest = { ...all };
  delete rest[key];
  session.set("stepAnswers", rest);
  return answer;
}

/**
 * A step's answer in conform's reply shape, or null when there is nothing to tell: each problem
 * beside its field (Next tells the first failure only; a NIC that disagrees with the title tells
 * two) and a message for the whole form, shown in the error dialog. With `values`, the form as the
 * order now holds it, the form starts over from them (and checks again as the customer corrects it);
 * without, it shows what the session holds.
 */
export function stepReply(
  problems: FieldProblem | readonly FieldProblem[] | null | undefined,
  formError?: string | null,
  values?: object,
): SubmissionResult<string[]> | null {
  const list = problems ? [problems].flat() : [];
  if (list.length === 0 && !formError) return null;
  const fieldErrors: Record<string, string[]> = {};
  for (const problem of list) fieldErrors[problem.field] = [problem.message];
  if (!values) return { status: "error", error: formError ? { ...fieldErrors, "": [formError] } : fieldErrors };
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.set(name, String(value));
  for (const name of Object.keys(fieldErrors)) if (!body.has(name)) body.set(name, "");
  const submission = parse(body, { resolve: () => ({ error: fieldErrors }) });
  return submission.reply({ formErrors: formError ? [formError] : [], fieldErrors });
}
