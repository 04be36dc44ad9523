/**
 * The one entry to the operator for every loader and action, public or signed in:
 *
 *   export const loader = withOperator(async ({ request, op }) => { ... });
 *
 * The handler gets the request's operator client (`op`, with its session). Whatever it returns or
 * throws (data, a response, a redirect) leaves with the session saved when it changed (refreshed
 * tokens, a selected account, a pending OTP), so no route writes Set-Cookie for the session itself.
 * Parts of a page that stream in later (`defer`) and other late work (`op.later`) change the session
 * after the response has left: those changes are saved to the store when the work settles.
 */
import { createHash, randomBytes } from "node:crypto";
import { defer, json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { t } from "~/i18n/security";
import { withLanguage } from "~/i18n/language.server";
import { logRefusal, refusalOf, refusedPath } from "~/security/request-hygiene.server";
import { operatorFor, operatorWithoutSession, type Operator, type RequestOperator } from "./client.server";
import { overLimit } from "./limits.server";
import { redirectWithOutcome } from "./outcome.server";
import { commitSession, saveLateChanges, SESSION_COOKIE, sessionStore } from "./session.server";
import { StoreUnavailableError } from "./session-store.server";

export type { Operator } from "./client.server";
export { later } from "./client.server";

export function withOperator<Result, Args extends { request: Request } = LoaderFunctionArgs>(
  handler: (args: Args & { op: Operator }) => Promise<Result> | Result,
  /** `session: false`: the handler needs nothing of the visitor's session, which is then neither read nor saved. */
  options: { session?: boolean } = {},
): (args: Args) => Promise<Result> {
  // Every text the handler looks up speaks the request's language (its deferred parts too).
  const wrapped = (args: Args): Promise<Result> => withLanguage(args.request, () => answer(args).catch(unavailableWhenStoreIsDown));
  const answer = async (args: Args): Promise<Result> => {
    // A post from another site, or a body too large, never reaches the handler (whatever server runs the portal).
    const refusal = refusalOf(args.request);
    if (refusal) {
      logRefusal(args.request, refusal);
      return redirect(refusedPath(refusal), 303) as Result;
    }
    const context = (args as { context?: unknown }).context;
    const op = options.session === false ? await operatorWithoutSession(args.request, context) : await operatorFor(args.request, context);
    let result: Result;
    try {
      const repeated = await repeatedPost(args.request, op);
      if (repeated) return (await withSession(op, repeated)) as Result;
      result = await handler({ ...args, op });
    } catch (thrown) {
      saveWhenSettled(op);
      throw thrown instanceof Response ? await withSession(op, thrown) : thrown;
    }
    const deferred = deferredOf(result);
    const parts = deferred ? lateParts(op, deferred) : null;
    saveWhenSettled(op);
    if (result instanceof Response) return (await withSession(op, result)) as Result;
    const cookie = op.sessionChanged() && !op.ended() ? await savedSession(op) : null;
    if (parts) {
      const headers = new Headers(deferred?.init?.headers);
      if (cookie) headers.append("Set-Cookie", cookie);
      return defer(parts, { ...deferred?.init, headers }) as Result;
    }
    // Plain data: Remix would serialise it the same way; json() lets the cookie travel with it.
    return cookie ? (json(result, { headers: { "Set-Cookie": cookie } }) as Result) : result;
  };
  return Object.assign(wrapped, { [OPERATOR_ROUTE]: true });
}

/**
 * While the session store cannot be reached (Redis away), a request answers at once with the
 * portal's temporarily unavailable page (HTTP 503, root.tsx's ErrorBoundary, in the request's
 * language) rather than a stack trace: the store's client logs the outage once, and recovers by itself.
 */
function unavailableWhenStoreIsDown(thrown: unknown): never {
  if (thrown instanceof StoreUnavailableError) {
    throw json({ unavailable: true }, { status: 503, headers: { "Retry-After": "30", "Cache-Control": "no-store" } });
  }
  throw thrown;
}

export function newSubmissionToken(): string {
  return randomBytes(12).toString("base64url");
}

/** How long the same post from one page view is recognised as already carried out. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * A post that carries the page's submission token (`_submission`, app/forms/submission.ts) and is
 * the same, byte for byte, as one this session already sent to this URL from the same page view (a
 * double click, a retry after a timeout) is not carried out again: the customer is told so. Uploads
 * (multipart) are not compared.
 */
async function repeatedPost(request: Request, op: Operator): Promise<Response | null> {
  if (request.method !== "POST" || !(request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded")) return null;
  const body = await request.clone().text();
  if (!new URLSearchParams(body).get("_submission")) return null;
  const url = new URL(request.url);
  const who = op.session.id || op.clientIp;
  const key = createHash("sha256").update(`${who}|${url.pathname}${url.search}|${body}`).digest("base64url");
  if (!(await sessionStore.mark(`post:${key}`, REPEAT_WINDOW_MS))) return null;
  console.warn(JSON.stringify({ event: "repeated-post", path: url.pathname }));
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  return redirectWithOutcome(`${url.pathname}${url.search}`, t("error.repeated"), "error");
}

/** Marks handlers made by withOperator (a test checks that every route's loader and action is one). */
export const OPERATOR_ROUTE = Symbol.for("portal.withOperator");

/** What `defer()` returns (Remix streams its pending promises in after the page). */
interface Deferred {
  data: Record<string, unknown>;
  init?: ResponseInit;
}

function deferredOf(value: unknown): Deferred | null {
  const d = value as { data?: unknown; subscribe?: unknown; cancel?: unknown; resolveData?: unknown } | null;
  return d && typeof d === "object" && typeof d.data === "object" && typeof d.subscribe === "function" && typeof d.resolveData === "function"
    ? (d as Deferred)
    : null;
}

/**
 * What a part streamed in later answers when its call ended the session (the operator refused the
 * token refresh): where the customer signs in again. The part's place says so and the browser goes there.
 */
export interface SignedOut {
  signedOut: string;
}

function signedOutPart(thrown: unknown): SignedOut {
  const to = thrown instanceof Response ? thrown.headers.get("Location") : null;
  if (to) return { signedOut: to };
  throw thrown;
}

/** The deferred parts, each counted as late work of the request and answering a session's end as data. */
function lateParts(op: RequestOperator, deferred: Deferred): Record<string, unknown> {
  const parts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(deferred.data)) parts[key] = value instanceof Promise ? op.later(value.catch(signedOutPart)) : value;
  return parts;
}

/** Changes that late work makes to the session are saved once it settles (never after the session ended). */
function saveWhenSettled(op: RequestOperator) {
  void op
    .settled()
    .then(() => (op.ended() ? undefined : saveLateChanges(op.session)))
    .catch((error: unknown) => {
      // The store's outage is logged once by its client; anything else is a fault to see whole.
      if (!(error instanceof StoreUnavailableError)) console.error(error);
    });
}

/**
 * The Set-Cookie of the request's session, saved now. A visitor's new session counts against its
 * address's limit of new sessions (limits.server.ts, "newSession"): past it nothing is stored and
 * the answer carries no cookie, so no flood of cookie-less posts can push customers' sessions out of
 * the in-process store.
 */
async function savedSession(op: RequestOperator): Promise<string | null> {
  if (!op.session.id && (await overLimit(op, "newSession"))) return null;
  return commitSession(op.session);
}

async function withSession(op: RequestOperator, response: Response): Promise<Response> {
  // A session that ended during this request (a refused refresh, maybe in a sibling loader) is never written again.
  if (!op.sessionChanged() || op.ended()) return response;
  // A response that already sets the session cookie (sign out destroys it) keeps its own.
  const own = response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (own) return response;
  const cookie = await savedSession(op);
  if (!cookie) return response;
  try {
    response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    // Immutable headers (a response made elsewhere): a copy carries the cookie.
    const copy = new Response(response.body, response);
    copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
}
