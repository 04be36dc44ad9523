/**
 * A purchase's result message, carried across the redirect that follows a successful action
 * (post/redirect/get) in a short-lived signed cookie of its own, and shown once in a dialog.
 */
import { createCookie, redirect, type TypedResponse } from "@remix-run/node";
import { env } from "~/env.server";
import type { Operator } from "~/operator/client.server";

const resultCookie = createCookie("bb_result", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 120,
  secrets: [env.SESSION_SECRET ?? "simulator-only-session-secret-change-me"],
});

/** Redirect to `to` and show `message` there once (with the session's own Set-Cookie, if any). */
export async function redirectWithResult(to: string, message: string, op: Operator): Promise<TypedResponse<never>> {
  const headers = new Headers(await op.headers());
  headers.append("Set-Cookie", await resultCookie.serialize({ message, id: Date.now().toString(36) }));
  return redirect(to, { headers });
}

/** The pending result message and its id (consumed: `headers` clears it), with the operator's headers. */
export async function takeResult(request: Request, op: Operator): Promise<{ result: { message: string; id: string } | null; headers: Headers }> {
  const headers = new Headers(await op.headers());
  const value = (await resultCookie.parse(request.headers.get("Cookie"))) as { message?: unknown; id?: unknown } | null;
  const result = value && typeof value.message === "string" && value.message ? { message: value.message, id: String(value.id ?? "") } : null;
  if (result) headers.append("Set-Cookie", await resultCookie.serialize("", { maxAge: 0 }));
  return { result, headers };
}
