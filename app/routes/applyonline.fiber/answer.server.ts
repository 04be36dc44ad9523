/**
 * The details step's answer across its post/redirect/get. Without JavaScript a document post renders
 * the page in the same response with loader data read from the request's old cookie, so the step's
 * answer (the form's errors, an alert) waits in the session for the next page view instead, which
 * reads the order as the post saved it.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { Session } from "~/operator/session.server";

export type DetailsAlert = { title: string; message: string; link?: { to: string; label: string } };
export type DetailsAnswer = { reply: SubmissionResult<string[]> | null; alert: DetailsAlert | null };

declare module "~/operator/session.server" {
  interface SessionData {
    /** The details step's last answer, shown once. */
    fibreDetailsAnswer: DetailsAnswer;
  }
}

export function keepDetailsAnswer(session: Session, answer: DetailsAnswer) {
  if (answer.reply || answer.alert) session.set("fibreDetailsAnswer", answer);
  else if (session.has("fibreDetailsAnswer")) session.unset("fibreDetailsAnswer");
}

/** The answer kept for this view, taken once. */
export function takeDetailsAnswer(session: Session): DetailsAnswer | null {
  const answer = session.get("fibreDetailsAnswer") ?? null;
  if (answer) session.unset("fibreDetailsAnswer");
  return answer;
}
