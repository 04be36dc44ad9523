/**
 * A wizard step's answer across its post/redirect/get. Without JavaScript a document post renders the
 * page in the same response with loader data read from the request's old cookie, so the step's answer
 * (the form's errors, an alert) waits in the session for the next page view instead, which reads the
 * order as the post saved it. Each wizard keeps its own (`key`: "fibre", "fibreOrder", "lte").
 */
import type { SubmissionResult } from "@conform-to/react";
import type { Session } from "~/operator/session.server";
import type { CustomerAlertText } from "./CustomerAlert";

export type StepAnswer = { reply: SubmissionResult<string[]> | null; alert: CustomerAlertText | null };

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
