/**
 * How a page tells the customer what an action did: post/redirect/get. The action redirects with
 * the outcome (a purchase's success, a submitted complaint, an operator's refusal) in a short-lived
 * signed cookie of its own; the root loader takes it once and the root shows it in the one outcome
 * dialog. A failure that should keep what the customer typed answers the form instead
 * (`formFailure`), and the form's hook shows it in the same dialog.
 */
import { createCookie, json, redirect, type TypedResponse } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { servedOverHttps, sessionSecret } from "~/env.server";
import type { Outcome } from "~/components/outcome";

const outcomeCookie = createCookie("outcome", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 120,
  secure: servedOverHttps,
  secrets: [sessionSecret],
});

/** Redirect to `to` and show `message` there once. */
export async function redirectWithOutcome(to: string, message: string, kind: Outcome["kind"] = "success", init?: ResponseInit): Promise<TypedResponse<never>> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await outcomeCookie.serialize({ message, kind, id: Date.now().toString(36) }));
  return redirect(to, { ...init, headers });
}

/** The pending outcome, taken once: `headers` clear it. Read by the root loader only. */
export async function takeOutcome(request: Request): Promise<{ outcome: Outcome | null; headers: Headers }> {
  const headers = new Headers();
  const value = (await outcomeCookie.parse(request.headers.get("Cookie"))) as Partial<Record<keyof Outcome, unknown>> | null;
  const outcome =
    value && typeof value.message === "string" && value.message
      ? { message: value.message, kind: value.kind === "error" ? ("error" as const) : ("success" as const), id: String(value.id ?? "") }
      : null;
  if (outcome) headers.append("Set-Cookie", await outcomeCookie.serialize("", { maxAge: 0 }));
  return { outcome, headers };
}

/** Fields whose values never travel back to the browser: a refused form asks for them again. */
const SECRET_FIELDS = ["password", "newPassword", "currentPassword", "confirmPassword"];

/**
 * A failed submission that keeps the form as the customer filled it (but its passwords): the field
 * errors, or the operator's message as the form's error (shown in the outcome dialog), with status 400.
 */
export function formFailure(
  submission: { reply: (options?: { formErrors?: string[]; resetForm?: boolean; hideFields?: string[] }) => SubmissionResult<string[]> },
  message?: string,
) {
  return json(submission.reply({ ...(message ? { formErrors: [message] } : {}), hideFields: SECRET_FIELDS }), { status: 400 });
}
