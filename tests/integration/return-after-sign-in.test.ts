/**
 * A customer whose session ended on a page (it timed out, or the operator refused the refresh) is sent
 * to sign in with the page to come back to, and comes back to it once signed in; a logout does not
 * come back, and the page to come back to is always one of the portal's own.
 */
import { describe, expect, it } from "vitest";
import * as signInRoute from "~/routes/_index/route";
import * as shellRoute from "~/routes/_shell/route";
import * as logoutRoute from "~/routes/logout";
import { browserOf, callRoute, redirectedTo } from "../support/route";
import { sessionCookieFor } from "../support/session";
import { useSimulator } from "../support/sim";

const sim = useSimulator();

describe("coming back after signing in again", () => {
  it("a page asked for without a session sends to sign in with the page to come back to", async () => {
    const answer = await callRoute(shellRoute.loader, browserOf(null).get("/add_complaint?_data=routes%2F_shell"));
    expect(redirectedTo(answer)).toBe("/?returnTo=%2Fadd_complaint");
  });

  it("a refused refresh does the same for the page it happened on", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { cookie } = await sessionCookieFor(persona);
    await sim.client.expireAccessTokens(persona.userName);
    await sim.client.revokeRefreshTokens(persona.userName);
    const answer = await callRoute(shellRoute.loader, browserOf(cookie).get("/myProfile"));
    expect(redirectedTo(answer)).toBe("/?returnTo=%2FmyProfile");
  });

  it("signing in goes back to the page given, never to another site", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const signIn = (returnTo: string) =>
      callRoute(signInRoute.action, browserOf(null).post("/?index", { userId: persona.userName, password: persona.password, returnTo }));
    expect(redirectedTo(await signIn("/add_complaint"))).toBe("/add_complaint");
    expect(redirectedTo(await signIn("//evil.example/phish"))).toBe("/boardBand/summary");
    expect(redirectedTo(await signIn("https://evil.example/"))).toBe("/boardBand/summary");
  });

  it("a logout sends to sign in with nothing to come back to", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { cookie } = await sessionCookieFor(persona);
    expect(redirectedTo(await callRoute(logoutRoute.action, browserOf(cookie).post("/logout", {})))).toBe("/");
  });
});
