/**
 * Operable in production (docs/operations.md): the metrics of operator calls, the circuit breaker
 * that stops sending to a failing operator service, and a Redis outage survived: pages answer at
 * once with the portal's unavailable page, and when Redis is back the sessions it kept still work.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as auth from "#contracts/auth";
import * as banners from "#contracts/banners";
import { useRedis } from "../support/redis";
import { signIn, useSimulator } from "../support/sim";

const sim = useSimulator();
const redis = useRedis({ persistent: true });

/** A fresh copy of the portal's server modules, as a process started with `env` would have. */
async function portalWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const client = await import("~/operator/client.server");
  const route = await import("~/operator/route.server");
  const session = await import("~/operator/session.server");
  const metrics = await import("~/operations/metrics.server");
  vi.unstubAllEnvs();
  return { ...client, ...route, ...session, metrics };
}

const visitor = () => new Request("http://portal.test/", { headers: {} });

/** Requests of a customer signed in with the operator, in the session store of `portal`. */
async function customerOf(portal: Awaited<ReturnType<typeof portalWith>>, persona: { userName: string; password: string }) {
  const session = await portal.getSession(visitor());
  session.set("accessToken", await signIn(persona));
  session.set("refreshToken", "unused");
  session.set("userName", persona.userName);
  session.set("userType", "EMAIL");
  const cookie = (await portal.commitSession(session)).split(";")[0]!;
  return () => new Request("http://portal.test/boardBand/summary", { headers: { Cookie: cookie } });
}
const sample = (text: string, name: string) => {
  const line = text.split("\n").find((l) => l.startsWith(name));
  return line ? Number(line.slice(name.length).trim()) : null;
};
const journalOf = async (contract: string) => (await sim.client.call("journal", { contract, limit: 2000 })).length;

afterEach(async () => {
  await sim.client.call("clearFaults");
});

describe("metrics of operator calls", () => {
  it("a sign-in is timed by contract and outcome; a refusal and a dropped call have their own outcome, and no label names the user", async () => {
    const portal = await portalWith({ OPERATOR_CIRCUIT: "off" });
    const persona = await sim.client.createPersona("postpaid-fibre");
    const op = await portal.operatorFor(visitor());
    await op.call(auth.login, { username: persona.userName, password: persona.password, channelID: "WEB" });
    await op.call(auth.login, { username: persona.userName, password: "not-the-password", channelID: "WEB" });
    const customer = await customerOf(portal, persona);
    await sim.client.call("addFault", { kind: "drop", contract: "banners.bannerDetail", user: persona.userName, remaining: 1 });
    await (await portal.operatorFor(customer())).call(banners.bannerDetail, { username: persona.userName });

    const text = await portal.metrics.metricsText();
    expect(sample(text, 'portal_operator_call_duration_seconds_count{contract="auth.login",outcome="ok"}')).toBe(1);
    expect(sample(text, 'portal_operator_call_duration_seconds_count{contract="banners.bannerDetail",outcome="dropped"}')).toBe(1);
    expect(text).toMatch(/portal_operator_call_duration_seconds_bucket\{le="[\d.]+",contract="auth\.login",outcome="ok"\}/);
    // A wrong password is the operator's own answer (401 or a refusal), not a failure of the operator.
    expect(text).toMatch(/portal_operator_call_duration_seconds_count\{contract="auth\.login",outcome="(unauthorized|refused)"\} 1/);
    expect(text).not.toContain(persona.userName);
    // The Node process's own metrics are there too.
    expect(text).toContain("process_cpu_user_seconds_total");
  });
});

describe("the circuit breaker", () => {
  it("after 3 failures in a row a service is held back: calls answer at once with the generic message, then a trial call lets them through again", async () => {
    const portal = await portalWith({ OPERATOR_CIRCUIT: "3/10/1" });
    const persona = await sim.client.createPersona("postpaid-fibre");
    const customer = await customerOf(portal, persona);
    await sim.client.call("addFault", { kind: "http500", contract: "banners.bannerDetail", user: persona.userName });
    const read = async () => (await portal.operatorFor(customer())).data(banners.bannerDetail, { username: persona.userName });
    const sentBefore = await journalOf("banners.bannerDetail");

    for (let i = 0; i < 3; i++) expect(await read()).toMatchObject({ ok: false });
    expect(await journalOf("banners.bannerDetail"), "three calls reached the operator").toBe(sentBefore + 3);

    const held = await read();
    expect(held).toEqual({ ok: false, message: "Oops! something went wrong. Please try again shortly." });
    expect(await journalOf("banners.bannerDetail"), "the fourth was never sent").toBe(sentBefore + 3);
    let text = await portal.metrics.metricsText();
    expect(sample(text, 'portal_operator_circuit_open{service="api"}')).toBe(1);
    expect(sample(text, 'portal_operator_circuit_rejections_total{service="api"}')).toBe(1);

    // The operator recovers; after the open second one trial call is sent, and it closes the circuit.
    await sim.client.call("clearFaults");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await read()).toMatchObject({ ok: true });
    expect(await read()).toMatchObject({ ok: true });
    expect(await journalOf("banners.bannerDetail")).toBe(sentBefore + 5);
    text = await portal.metrics.metricsText();
    expect(sample(text, 'portal_operator_circuit_open{service="api"}')).toBe(0);
  });

  it("refusals and other services do not open it", async () => {
    const portal = await portalWith({ OPERATOR_CIRCUIT: "3/10/1" });
    const persona = await sim.client.createPersona("postpaid-fibre");
    const op = () => portal.operatorFor(visitor());
    // Wrong passwords are answers: five of them leave sign-in working.
    for (let i = 0; i < 5; i++) await (await op()).call(auth.login, { username: persona.userName, password: "wrong", channelID: "WEB" });
    const signedIn = await (await op()).call(auth.login, { username: persona.userName, password: persona.password, channelID: "WEB" });
    expect(signedIn.kind).toBe("answer");
  });
});

describe("a Redis outage", () => {
  it("answers at once with the unavailable page while Redis is away, and the session Redis kept is signed in again when it is back", async () => {
    const portal = await portalWith({ REDIS_URL: redis.url, OPERATOR_CIRCUIT: "off" });
    const page = portal.withOperator(async ({ op }) => ({ userName: op.session.get("userName") ?? null }));
    const persona = await sim.client.createPersona("postpaid-fibre");
    const session = await portal.getSession(visitor());
    session.set("userName", persona.userName);
    session.set("accessToken", "token");
    const cookie = (await portal.commitSession(session)).split(";")[0]!;
    const request = () => ({ request: new Request("http://portal.test/boardBand/summary", { headers: { Cookie: cookie } }), params: {}, context: {} });
    expect(await page(request())).toEqual({ userName: persona.userName });

    const errors = vi.spyOn(console, "error");
    await redis.stop();
    const started = Date.now();
    const answer = await page(request()).catch((thrown: unknown) => thrown);
    const took = Date.now() - started;
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(503);
    expect(took, "answered without waiting for Redis").toBeLessThan(2_000);
    // Still unavailable on the next request, still at once, and the log has one line for the outage, no stack trace.
    const again = await page(request()).catch((thrown: unknown) => thrown);
    expect((again as Response).status).toBe(503);
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged.filter((line) => line.includes('"event":"redis-unavailable"'))).toHaveLength(1);
    expect(logged.some((line) => /\n\s+at /.test(line))).toBe(false);
    errors.mockRestore();

    await redis.start();
    let back: unknown = null;
    for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 100))) {
      back = await page(request()).catch((thrown: unknown) => thrown);
      if (!(back instanceof Response)) break;
    }
    expect(back, "recovered without a restart, the session kept").toEqual({ userName: persona.userName });
    await portal.sessionStore.close();
  });
});

describe("readiness and who may read the metrics", () => {
  it("is not ready while shutting down, and says why", async () => {
    await portalWith({ OPERATOR_CIRCUIT: "off" });
    const { operations } = await import("~/entry.server");
    expect(await operations.readiness(false)).toEqual({ ready: true, checks: { server: "ok", sessionStore: "ok" } });
    expect(await operations.readiness(true)).toEqual({ ready: false, checks: { server: "shutting down", sessionStore: "ok" } });
  });

  it("serves /metrics to anyone against the simulator, only with METRICS_TOKEN when it is set, and never in live mode without it", async () => {
    await portalWith({ OPERATOR_CIRCUIT: "off" });
    const { env } = await import("~/env.server");
    const { metricsAllowed } = await import("~/operations/access.server");
    expect(metricsAllowed(null)).toBe(true);
    Object.assign(env, { METRICS_TOKEN: "a-metrics-token-0123456789" });
    expect(metricsAllowed(null)).toBe(false);
    expect(metricsAllowed("Bearer a-metrics-token-012345678")).toBe(false);
    expect(metricsAllowed("Bearer a-metrics-token-0123456789")).toBe(true);
    Object.assign(env, { METRICS_TOKEN: undefined, OPERATOR_API_URL: "https://api.operator.example" });
    expect(metricsAllowed(null)).toBe(false);
    expect(metricsAllowed("Bearer anything-at-all-0123456789")).toBe(false);
  });
});
