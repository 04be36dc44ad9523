/**
 * An action's result message carried across the redirect that follows it (post/redirect/get) in a
 * short-lived signed cookie of its own, and shown once on the page it lands on: a purchase's
 * success, a submitted complaint, a bill download that failed.
 */
import { createCookie, redirect, type TypedResponse } from "@remix-run/node";
import { env } from "~/env.server";
import type { Operator } from "~/operator/client.server";

export interface CarriedResult {
  message: string;
  kind: "success" | "error";
  /** Tells one result from the next, so a dialog keyed on it opens again. */
  id: string;
}

const resultCookie = createCookie("result", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 120,
  secrets: [env.SESSION_SECRET ?? "simulator-only-session-secret-change-me"],
});

/** Redirect to `to` and show `message` there once (with the session's own Set-Cookie, if any). */
export async function redirectWithResult(to: string, message: string, op: Operator, kind: CarriedResult["kind"] = "success"): Promise<TypedResponse<never>> {
  const headers = new Headers(await op.headers());
  headers.append("Set-Cookie", await resultCookie.serialize({ message, kind, id: Date.now().toString(36) }));
  return redirect(to, { headers });
}

/** The pending result (consumed: `headers` clears it), with the operator's headers. */
export async function takeResult(request: Request, op: Operator): Promise<{ result: CarriedResult | null; headers: Headers }> {
  const headers = new Headers(await op.headers());
  const value = (await resultCookie.parse(request.headers.get("Cookie"))) as Partial<Record<keyof CarriedResult, unknown>> | null;
  const result =
    value && typeof value.message === "string" && value.message
      ? { message: value.message, kind: value.kind === "error" ? ("error" as const) : ("success" as const), id: String(value.id ?? "") }
      : null;
  if (result) headers.append("Set-Cookie", await resultCookie.serialize("", { maxAge: 0 }));
  return { result, headers };
}
