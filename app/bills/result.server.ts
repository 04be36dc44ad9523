/**
 * A message for the bill page carried across a redirect (a failed bill download goes back to the
 * history) in a short-lived signed cookie of its own, and shown once in the error dialog.
 */
import { createCookie } from "@remix-run/node";
import { env } from "~/env.server";

const resultCookie = createCookie("bill_result", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 120,
  secrets: [env.SESSION_SECRET ?? "simulator-only-session-secret-change-me"],
});

export async function resultHeader(error: string): Promise<string> {
  return resultCookie.serialize({ error, id: Date.now().toString(36) });
}

/** The pending message (consumed: the Set-Cookie of `clear` removes it). */
export async function takeResult(request: Request): Promise<{ error: string | null; id: string; clear: string | null }> {
  const value = (await resultCookie.parse(request.headers.get("Cookie"))) as { error?: unknown; id?: unknown } | null;
  const error = value && typeof value.error === "string" && value.error ? value.error : null;
  return { error, id: String(value?.id ?? ""), clear: error ? await resultCookie.serialize("", { maxAge: 0 }) : null };
}
