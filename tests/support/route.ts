import type { LoaderFunctionArgs } from "@remix-run/node";

/** Any route's loader or action, as the tests call it. */
export type Handler = (args: LoaderFunctionArgs) => Promise<unknown>;

/** A route's loader or action as Remix calls it: what it returned or threw, as a Response when it is one. */
export async function callRoute(handler: unknown, request: Request, params: Record<string, string> = {}): Promise<unknown> {
  try {
    return await (handler as Handler)({ request, params, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** What a loader or action answered, read as JSON when it is a Response. */
export async function answerData<T>(answer: unknown): Promise<T> {
  return (answer instanceof Response ? await answer.json() : answer) as T;
}

/** Where a redirect sends the browser (path and query), or null when the answer is not a redirect. */
export function redirectPath(answer: unknown): string | null {
  if (!(answer instanceof Response)) return null;
  const to = answer.headers.get("Location");
  if (to === null) return null;
  const url = new URL(to, "http://portal.test");
  return url.pathname + url.search;
}

/** Where a redirect sends the browser; fails the test when the answer is not a redirect. */
export function redirectedTo(answer: unknown): string {
  const to = redirectPath(answer);
  if (to === null) throw new Error(`expected a redirect, got ${answer instanceof Response ? `status ${answer.status}` : typeof answer}`);
  return to;
}

/** The portal's origin as the route tests address it. */
export const PORTAL_ORIGIN = "http://portal.test";

/** Requests as a browser holding `cookie` (or none) sends them: a page's GET, and a form post from the portal's own page. */
export function browserOf(cookie: string | null) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  return {
    get: (path: string) => new Request(`${PORTAL_ORIGIN}${path}`, { headers }),
    // Posted from the portal's own page, as a browser's post says (the app refuses any other).
    post: (path: string, fields: Record<string, string>) =>
      new Request(`${PORTAL_ORIGIN}${path}`, {
        method: "POST",
        headers: { ...headers, Origin: PORTAL_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      }),
  };
}
