/**
 * Request hygiene, enforced by the app whatever serves it: every loader and action goes through
 * `withOperator`, which refuses here, before the action runs or reads the body, a request that
 * changes something but does not come from one of the portal's own pages, or whose body is larger
 * than the portal accepts. The production server (scripts/serve.mjs) runs the same checks before
 * Remix sees the request, answering the /refused page in place (HTTP 403, 413 or 411); the app's own
 * refusal sends the browser to that page.
 *
 * - Cross-site: a non-GET request's `Origin` must be the portal's (PORTAL_URL) or the request's own
 *   host; without an `Origin`, the browser's `Sec-Fetch-Site` must say `same-origin`. Logout alone
 *   may be posted from elsewhere (the simulator's control page signs the portal out): it only ends a
 *   session.
 * - Bodies: a form post at most FORM_BODY_LIMIT_KB (64 KB), a multipart upload at most
 *   UPLOAD_BODY_LIMIT_MB (12 MB: five documents of the seed's 2 MB each and the form around them),
 *   and a body without a declared length (chunked) is refused, as browsers always declare it.
 */
import { env, portalOrigin } from "~/env.server";

export type Refusal = "crossSite" | "tooLarge" | "lengthRequired";

/** What the checks read of a request: a fetch Request, or the production server's view of an Express one. */
export interface RequestFacts {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_LIMIT = env.FORM_BODY_LIMIT_KB * 1024;
const UPLOAD_LIMIT = env.UPLOAD_BODY_LIMIT_MB * 1024 * 1024;

/** Why the request must not reach its action, or null when it may. */
export function refusalOf(request: RequestFacts): Refusal | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const length = request.headers.get("content-length");
  if (length === null) {
    if (request.headers.get("transfer-encoding")) return "lengthRequired";
  } else {
    const limit = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data") ? UPLOAD_LIMIT : FORM_LIMIT;
    if (!(Number(length) <= limit)) return "tooLarge";
  }
  const url = new URL(request.url);
  if (url.pathname === "/logout") return null;
  const origin = request.headers.get("origin");
  if (origin === null) return request.headers.get("sec-fetch-site") === "same-origin" ? null : "crossSite";
  // The request's own host from its Host header: the development server builds the URL from the Origin header itself.
  const host = request.headers.get("host");
  return origin === portalOrigin || (host !== null && origin === `${url.protocol}//${host}`) ? null : "crossSite";
}

/** The page that explains a refusal (routes/refused.tsx). */
export function refusedPath(refusal: Refusal): string {
  return refusal === "crossSite" ? "/refused" : `/refused?reason=${refusal}`;
}

/** One log line per refusal: what was refused, never a value the client sent beyond its origin and declared length. */
export function logRefusal(request: RequestFacts, refusal: Refusal): void {
  const path = new URL(request.url).pathname;
  const line =
    refusal === "crossSite"
      ? { event: "cross-site-refused", method: request.method, path, origin: request.headers.get("origin") }
      : { event: "body-refused", reason: refusal, method: request.method, path, length: request.headers.get("content-length") };
  console.warn(JSON.stringify(line));
}
