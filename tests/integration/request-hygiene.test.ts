/**
 * Request hygiene is the app's own, whatever serves it (scripts/serve.mjs, the development server,
 * another adapter): a post from another site or with an oversized body is refused before its action
 * runs, and the client's address (for the abuse limits) is only what the server itself gave.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { operatorFor } from "~/operator/client.server";
import { action as signIn } from "~/routes/_index/route";
import { useSimulator } from "../support/sim";

const sim = useSimulator();
const PORTAL = "http://portal.test";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const journal = async (contract: string) => (await sim.client.call("journal", { contract, limit: 2000 })).length;

async function answerOf(promise: Promise<unknown>): Promise<Response> {
  try {
    const answer = await promise;
    if (answer instanceof Response) return answer;
    throw new Error(`expected a Response, got ${JSON.stringify(answer)}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function signInPost(persona: { userName: string; password: string }, headers: Record<string, string>, extra: Record<string, string> = {}) {
  const body = new URLSearchParams({ userId: persona.userName, password: persona.password, ...extra });
  return new Request(`${PORTAL}/?index`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body });
}

const post = (request: Request) => answerOf(signIn({ request, params: {}, context: { clientIp: "198.51.100.1" } }));

describe("request hygiene in the app", () => {
  it("a sign-in posted from another site (or with no sign of coming from the portal) is refused before the action runs", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const before = await journal("auth.login");
    const attempts: Array<Record<string, string>> = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }, {}];
    for (const headers of attempts) {
      const refused = await post(signInPost(persona, headers));
      expect(refused.status, JSON.stringify(headers)).toBe(303);
      expect(refused.headers.get("Location")).toBe("/refused");
      expect(refused.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
    }
    // The development server takes the request's URL from its Origin header: the request's own host is what counts.
    const devStyle = new Request("https://evil.example/?index", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example", Host: "portal.test" },
      body: new URLSearchParams({ userId: persona.userName, password: persona.password }),
    });
    expect((await post(devStyle)).headers.get("Location")).toBe("/refused");
    expect(await journal("auth.login")).toBe(before);

    // From the portal's own pages it goes ahead.
    const own: Array<Record<string, string>> = [{ Origin: PORTAL }, { "Sec-Fetch-Site": "same-origin" }];
    for (const headers of own) {
      expect((await post(signInPost(persona, headers))).headers.get("Location"), JSON.stringify(headers)).toBe("/boardBand/summary");
    }
  });

  it("a body over its limit, or of undeclared length, is refused before the action reads it", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const before = await journal("auth.login");
    const padding = "x".repeat(70 * 1024);
    const large = signInPost(persona, { Origin: PORTAL, "Content-Length": String(70 * 1024 + 100) }, { padding });
    expect((await post(large)).headers.get("Location")).toBe("/refused?reason=tooLarge");
    const upload = new Request(`${PORTAL}/connectionOrder`, {
      method: "POST",
      headers: { Origin: PORTAL, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(13 * 1024 * 1024) },
      body: "--x--",
    });
    expect((await post(upload)).headers.get("Location")).toBe("/refused?reason=tooLarge");
    const chunked = signInPost(persona, { Origin: PORTAL, "Transfer-Encoding": "chunked" });
    expect((await post(chunked)).headers.get("Location")).toBe("/refused?reason=lengthRequired");
    expect(await journal("auth.login")).toBe(before);
  });

  it("the client's address is the one the server put in the load context, never a header a client sent", async () => {
    const sent = new Request(`${PORTAL}/`, { headers: { "x-portal-client-ip": "203.0.113.9" } });
    expect((await operatorFor(sent, { clientIp: "198.51.100.7" })).clientIp).toBe("198.51.100.7");
    const bare = new Request(`${PORTAL}/`, { headers: { "x-portal-client-ip": "203.0.113.9" } });
    expect((await operatorFor(bare, {})).clientIp).not.toBe("203.0.113.9");
  });

  it("in production, a server that gives no client address is refused: the portal is not served without it", async () => {
    vi.resetModules();
    vi.stubEnv("NODE_ENV", "production");
    const { withOperator } = await import("~/operator/route.server");
    const page = withOperator(async () => ({ served: true }));
    const refused = await answerOf(page({ request: new Request(`${PORTAL}/`, { headers: { "x-portal-client-ip": "203.0.113.9" } }), params: {}, context: {} }));
    expect(refused.status).toBe(500);
    // With the server's address it is served.
    expect(await page({ request: new Request(`${PORTAL}/`), params: {}, context: { clientIp: "198.51.100.7" } })).toEqual({ served: true });
  });
});
