/**
 * The operator client's token refresh: on a 401 with tokens present the request is retried once
 * after a refresh, and the refreshed tokens leave with the response; if the refresh fails the user
 * is signed out; each request is retried at most once.
 */
import { describe, expect, it } from "vitest";
import * as banners from "#contracts/banners";
import { passwordSignIn } from "~/auth/steps.server";
import { operatorFor } from "~/operator/client.server";
import { withOperator, type Operator } from "~/operator/route.server";
import { commitSession, getSession } from "~/operator/session.server";
import { sessionCookieFor } from "../support/session";
import { useSimulator } from "../support/sim";

const sim = useSimulator();

async function signedInRequest(persona: { userName: string; password: string }, loginBy: "mySlt" | "ftth" = "mySlt") {
  const { cookie, tokens } = await sessionCookieFor(persona, loginBy);
  return { request: new Request("http://portal.test/boardBand/summary", { headers: { Cookie: cookie } }), tokens };
}

async function journalCount(user: string, contract: string) {
  return (await sim.client.call("journal", { user, contract })).length;
}

/** Runs `read` as a loader does, through withOperator: what leaves the server, and the request's operator. */
async function asLoader(request: Request, read: (op: Operator) => Promise<unknown>) {
  const loader = withOperator(async ({ op }) => read(op));
  const args = { request, params: {}, context: {} };
  const answer: unknown = await loader(args);
  return { answer, op: await operatorFor(request) };
}

async function caught(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected the call to end the session");
}

describe("token refresh", () => {
  it("names the user to the operator as they signed in: the name is kept as typed, not lowercased", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const typed = persona.userName.toUpperCase();
    const op = await operatorFor(new Request("http://portal.test/"));
    expect(await passwordSignIn(op, { userId: typed, password: persona.password, userType: "EMAIL" })).toBeNull();
    // The refresh sends the session's user name (spec 000: "UserName" to Account/RefreshToken), as do the reads by name.
    expect(op.session.get("userName")).toBe(typed);
  });

  it("refreshes an expired access token and retries the call once, unnoticed", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { request, tokens } = await signedInRequest(persona);
    await sim.client.expireAccessTokens(persona.userName);

    const { answer, op } = await asLoader(request, (op) => op.data(banners.bannerDetail, { username: persona.userName }));

    if (!(answer instanceof Response)) throw new Error("expected a response carrying the refreshed session");
    expect(await answer.json()).toMatchObject({ ok: true });
    expect(op.session.get("accessToken")).not.toBe(tokens.accessToken);
    expect(op.session.get("refreshToken")).not.toBe(tokens.refreshToken);
    const updated = await getSession(new Request("http://portal.test", { headers: { Cookie: answer.headers.get("Set-Cookie")!.split(";")[0]! } }));
    expect(updated.get("accessToken")).toBe(op.session.get("accessToken"));
    expect(await journalCount(persona.userName, "banners.bannerDetail")).toBe(1);
  });

  it("does not touch the cookie when no refresh was needed", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { request } = await signedInRequest(persona);
    const { answer } = await asLoader(request, (op) => op.data(banners.bannerDetail, { username: persona.userName }));
    // Plain data, no response of the wrapper's: nothing sets the cookie.
    expect(answer).not.toBeInstanceOf(Response);
    expect(answer).toMatchObject({ ok: true });
  });

  it("ends the session and goes to sign in when the refresh fails", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { request } = await signedInRequest(persona);
    await sim.client.expireAccessTokens(persona.userName);
    await sim.client.revokeRefreshTokens(persona.userName);

    const response = await caught((await operatorFor(request)).data(banners.bannerDetail, { username: persona.userName }));
    expect(response.status).toBe(302);
    // To sign in, then back to the page the session ended on.
    expect(response.headers.get("Location")).toBe("/?returnTo=%2FboardBand%2Fsummary");
    expect(response.headers.get("Set-Cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it.each(["http500", "malformed"] as const)("ends the session too when the refresh fails (%s), not only when it is refused", async (kind) => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { request } = await signedInRequest(persona);
    await sim.client.expireAccessTokens(persona.userName);
    await sim.client.call("addFault", { kind, contract: "auth.refreshToken", user: persona.userName, remaining: 1 });

    const response = await caught((await operatorFor(request)).data(banners.bannerDetail, { username: persona.userName }));
    expect(response.headers.get("Location")).toBe("/?returnTo=%2FboardBand%2Fsummary");
    expect(response.headers.get("Set-Cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await getSession(request)).get("refreshToken")).toBeUndefined();
  });

  it("sends users of the fibre order flow to /promo/buyonline when the session ends", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { request } = await signedInRequest(persona, "ftth");
    await sim.client.expireAccessTokens(persona.userName);
    await sim.client.revokeRefreshTokens(persona.userName);
    const response = await caught((await operatorFor(request)).data(banners.bannerDetail, { username: persona.userName }));
    expect(response.headers.get("Location")).toBe("/promo/buyonline");
  });

  it("never retries a second time: a 401 after a good refresh fails that call with the generic message, and the session stays", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { request } = await signedInRequest(persona);
    await sim.client.call("addFault", { kind: "unauthorized", contract: "banners.bannerDetail", user: persona.userName, remaining: 5 });

    const op = await operatorFor(request);
    expect(await op.data(banners.bannerDetail, { username: persona.userName })).toEqual({
      ok: false,
      message: "Oops! something went wrong. Please try again shortly.",
    });
    expect(await journalCount(persona.userName, "banners.bannerDetail")).toBe(2);
    expect(op.ended()).toBe(false);
    // Signed in with the refreshed tokens: the next call, once the operator takes them, goes through.
    await sim.client.call("clearFaults");
    expect(await op.data(banners.bannerDetail, { username: persona.userName })).toMatchObject({ ok: true });
    expect(await journalCount(persona.userName, "auth.refreshToken")).toBe(1);
  });

  it("shares one refresh between calls made at the same time", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { request } = await signedInRequest(persona);
    await sim.client.expireAccessTokens(persona.userName);
    const before = (await sim.client.call("journal", { contract: "auth.refreshToken", limit: 2000 })).length;
    const [a, b] = await Promise.all([operatorFor(request), operatorFor(request)]);
    const results = await Promise.all([
      a.data(banners.bannerDetail, { username: persona.userName }),
      b.data(banners.bannerDetail, { username: persona.userName }),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    const after = (await sim.client.call("journal", { contract: "auth.refreshToken", limit: 2000 })).length;
    expect(after - before).toBe(1);
  });
});

describe("a visitor's order identity", () => {
  /** A visitor (not signed in) whose verified one-time code gave them the persona's tokens for their order. */
  async function visitorRequest(persona: { userName: string; password: string }) {
    const { tokens } = await sessionCookieFor(persona);
    const session = await getSession(new Request("http://portal.test"));
    session.set("orderIdentity", { userName: persona.userName, ...tokens });
    const cookie = (await commitSession(session)).split(";")[0]!;
    return { request: new Request("http://portal.test/applyonline/fibre/statustracking/1", { headers: { Cookie: cookie } }), tokens };
  }

  it("carries its own tokens and refreshes them into its own place, leaving the visitor signed out", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { request, tokens } = await visitorRequest(persona);
    await sim.client.expireAccessTokens(persona.userName);

    const { answer, op } = await asLoader(request, (op) => op.order.data(banners.bannerDetail, { username: persona.userName }));

    if (!(answer instanceof Response)) throw new Error("expected a response carrying the refreshed order identity");
    expect(await answer.json()).toMatchObject({ ok: true });
    expect(op.session.get("orderIdentity")?.accessToken).not.toBe(tokens.accessToken);
    expect(op.session.get("accessToken")).toBeUndefined();
    // The signed-in operator has no tokens: the same call without the order identity is refused.
    const unsigned = await op.call(banners.bannerDetail, { username: persona.userName });
    expect(unsigned.kind).toBe("unauthorized");
  });

  it("a refused refresh drops the order identity and sends the visitor to /applyonline", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { request } = await visitorRequest(persona);
    await sim.client.expireAccessTokens(persona.userName);
    await sim.client.revokeRefreshTokens(persona.userName);

    const op = await operatorFor(request);
    const response = await caught(op.order.data(banners.bannerDetail, { username: persona.userName }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/applyonline");
    expect(op.session.get("orderIdentity")).toBeUndefined();
  });
});
