/**
 * The one entry to the operator for every loader and action, public or signed in:
 *
 *   export const loader = withOperator(async ({ request, op }) => { ... });
 *
 * The handler gets the request's operator client (`op`, with its session). Whatever it returns or
 * throws (data, a response, a redirect) leaves with the session saved when it changed (refreshed
 * tokens, a selected account, a pending OTP), so no route writes Set-Cookie for the session itself.
 */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { operatorFor, type Operator, type RequestOperator } from "./client.server";
import { commitSession, SESSION_COOKIE } from "./session.server";

export type { Operator } from "./client.server";

export function withOperator<Result, Args extends { request: Request } = LoaderFunctionArgs>(
  handler: (args: Args & { op: Operator }) => Promise<Result> | Result,
): (args: Args) => Promise<Result> {
  const wrapped = async (args: Args): Promise<Result> => {
    const op = await operatorFor(args.request);
    let result: Result;
    try {
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
