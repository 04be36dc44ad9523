/**
 * The one entry to the operator for every loader and action, public or signed in:
 *
 *   export const loader = withOperator(async ({ request, op }) => { ... });
 *
 * The handler gets the request's operator client (`op`, with its session). Whatever it returns or
 * throws (data, a response, a redirect) leaves with the session saved when it changed (refreshed
 * tokens, a selected account, a pending OTP), so no route writes Set-Cookie for the session itself.
 */
import { createHash, randomBytes } from "node:crypto";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { t } from "~/i18n/security";
import { withLanguage } from "~/i18n/language.server";
import { operatorFor, type Operator, type RequestOperator } from "./client.server";
import { redirectWithOutcome } from "./outcome.server";
import { commitSession, SESSION_COOKIE, sessionStore } from "./session.server";

export type { Operator } from "./client.server";

export function withOperator<Result, Args extends { request: Request } = LoaderFunctionArgs>(
  handler: (args: Args & { op: Operator }) => Promise<Result> | Result,
): (args: Args) => Promise<Result> {
  // Every text the handler looks up speaks the request's language.
  const wrapped = (args: Args): Promise<Result> => withLanguage(args.request, () => answer(args));
  const answer = async (args: Args): Promise<Result> => {
    const op = await operatorFor(args.request);
    let result: Result;
    try {
      const repeated = await repeatedPost(args.request, op);
      if (repeated) return (await withSession(op, repeated)) as Result;
      result = await handler({ ...args, op });
    } catch (thrown) {
      throw thrown instanceof Response ? await withSession(op, thrown) : thrown;
    }
    if (result instanceof Response) return (await withSession(op, result)) as Result;
    if (!op.sessionChanged()) return result;
    // Plain data: Remix would serialise it the same way; json() lets the cookie travel with it.
    return json(result, { headers: { "Set-Cookie": await commitSession(op.session) } }) as Result;
  };
  return Object.assign(wrapped, { [OPERATOR_ROUTE]: true });
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
  const { count } = await sessionStore.count(`post:${key}`, REPEAT_WINDOW_MS);
  if (count === 1) return null;
  console.warn(JSON.stringify({ event: "repeated-post", path: url.pathname }));
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  return redirectWithOutcome(`${url.pathname}${url.search}`, t("error.repeated"), "error");
}

/** Marks handlers made by withOperator (a test checks that every route's loader and action is one). */
export const OPERATOR_ROUTE = Symbol.for("portal.withOperator");

async function withSession(op: RequestOperator, response: Response): Promise<Response> {
  if (!op.sessionChanged()) return response;
  // A response that already sets the session cookie (sign out destroys it) keeps its own.
  const own = response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (own) return response;
  const cookie = await commitSession(op.session);
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
