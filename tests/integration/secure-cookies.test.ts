/**
 * Served over https (as a live portal must be), every cookie the portal sets is Secure: the session,
 * the outcome of an action, the language and the theme. Over the demo's plain http none is.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The portal's server modules as a process started with this PORTAL_URL has them. */
async function portalAt(portalUrl: string) {
  vi.resetModules();
  vi.stubEnv("PORTAL_URL", portalUrl);
  const outcome = await import("~/operator/outcome.server");
  const session = await import("~/operator/session.server");
  const preferences = await import("~/routes/preferences");
  return { ...outcome, ...session, preferences };
}

async function cookiesSetBy(portalUrl: string) {
  const portal = await portalAt(portalUrl);
  const origin = new URL(portalUrl).origin;
  const visitor = await portal.getSession(new Request(`${origin}/`));
  visitor.set("resetUserName", "someone@example.lk");
  const session = await portal.commitSession(visitor);
  const outcome = (await portal.redirectWithOutcome("/", "Done")).headers.getSetCookie();
  const switched = (await portal.preferences.action({
    request: new Request(`${origin}/preferences`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: new URLSearchParams({ lang: "si", theme: "dark", returnTo: "/" }),
    }),
    params: {},
    context: {},
  })) as Response;
  return [session, ...outcome, ...switched.headers.getSetCookie()];
}

describe("cookies", () => {
  it("over https every cookie the portal sets is Secure", async () => {
    const cookies = await cookiesSetBy("https://selfcare.operator.lk");
    expect(cookies.map((c) => c.split("=")[0]).sort()).toEqual(["__session", "lang", "outcome", "theme"]);
    for (const cookie of cookies) expect(cookie, cookie.split("=")[0]).toMatch(/;\s*Secure/i);
  });

  it("over the demo's plain http none is (a browser would drop it)", async () => {
    const cookies = await cookiesSetBy("http://localhost:3000");
    expect(cookies).toHaveLength(4);
    for (const cookie of cookies) expect(cookie, cookie.split("=")[0]).not.toMatch(/;\s*Secure/i);
  });
});
