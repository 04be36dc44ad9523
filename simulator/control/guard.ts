/**
 * The control plane answers the simulator's own page and the programs of whoever runs it (tests, curl,
 * scripts), never another website: a page a developer happens to visit could otherwise reset their world
 * or make users with a form or a `text/plain` fetch (both sent without asking the browser first).
 * A post that names another site as its Origin is refused; an API post must say it sends JSON, which
 * no website can without the browser asking the simulator first (it never agrees). Requests without an
 * Origin (curl, the test fixtures, the portal's server) keep working.
 */
import { HttpResponse } from "msw";

const refused = (status: number, error: string) => HttpResponse.json({ error }, { status });

/** The refusal for a cross-site or non-JSON control request, or null when it may go ahead. */
export function controlRefusal(request: Request, { json }: { json: boolean }): Response | null {
  if (request.method === "GET" || request.method === "HEAD") return null;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const host = URL.canParse(origin) ? new URL(origin).host : null; // "null" (a sandboxed frame, a file): another site
    const own = request.headers.get("host") ?? new URL(request.url).host;
    if (host !== own) return refused(403, "Cross-site requests to the simulator's control plane are refused.");
  }
  if (json && request.method === "POST" && !/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    return refused(415, "The control API takes JSON: send the header content-type: application/json.");
  }
  return null;
}
