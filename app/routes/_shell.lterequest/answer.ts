/**
 * A step's answer in conform's reply shape, for the session (step-answer.server.ts): the field's
 * message (only the first failure is ever told) and a message for the whole form, shown in the error
 * dialog. It carries no values: the form shows what the session holds.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { Problem } from "./location";

export function problemReply(found: Problem<string> | null, formError?: string | null, more: Record<string, string> = {}): SubmissionResult<string[]> | null {
  const error: Record<string, string[]> = {};
  if (found) error[found.field] = [found.message];
  for (const [field, message] of Object.entries(more)) error[field] = [message];
  if (formError) error[""] = [formError];
  return Object.keys(error).length > 0 ? { status: "error", error } : null;
}
