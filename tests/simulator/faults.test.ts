/** Faults: profiles, counts, per-user rules and probabilities drawn from the seed (the same calls fail on every run). */
import { describe, expect, it } from "vitest";
import * as auth from "#contracts/auth";
import * as tv from "#contracts/tv";
import * as banners from "#contracts/banners";
import { IN_PROCESS_ORIGIN } from "../../simulator/in-process";
import { send, signIn, useSimulator } from "../support/sim";

const sim = useSimulator();
const AT = "2025-01-15T09:30:00.000Z";

/** Which of `n` calls of tv.packages were failed, as a string of 0 (answered) and 1 (failed). */
async function pattern(n: number): Promise<string> {
  let out = "";
  for (let i = 0; i < n; i++) out += (await send(tv.packages, {})).kind === "answer" ? "0" : "1";
  return out;
}

async function runProfile(seed: number) {
  await sim.client.resetFrozen(seed, AT);
  await sim.client.faultProfile([
    { kind: "http500", contract: "tv.packages", probability: 0.3 },
    { kind: "gateway", contract: "tv.packages", probability: 0.3 },
  ]);
  const calls = await pattern(40);
  const journal = (await sim.client.journal({ contract: "tv.packages" })).reverse().map((e) => e.fault ?? "-");
  return { calls, journal };
}

describe("fault profiles", () => {
  it("fail the same calls with the same profile and seed on every run", async () => {
    const first = await runProfile(99);
    const second = await runProfile(99);
    expect(second).toEqual(first);
    // Some calls fail, some are answered, and both kinds of fault occur.
    expect(first.calls).toMatch(/0/);
    expect(first.calls).toMatch(/1/);
    expect(first.journal).toContain("http500");
    expect(first.journal).toContain("gateway");
  });

  it("fail other calls with another seed", async () => {
    const first = await runProfile(99);
    const other = await runProfile(100);
    expect(other.calls).not.toBe(first.calls);
  });

  it("restart their draws when the same profile is posted again", async () => {
    await sim.client.resetFrozen(5, AT);
    const rules = [{ kind: "http500" as const, contract: "tv.packages", probability: 0.5 }];
    await sim.client.faultProfile(rules);
    const first = await pattern(20);
    await sim.client.faultProfile(rules);
    expect(await pattern(20)).toBe(first);
  });

  it("replace every rule at once and report how often each matched and fired", async () => {
    await sim.client.resetFrozen(5, AT);
    await sim.client.addFault({ kind: "drop" });
    const rules = await sim.client.faultProfile([
      { kind: "http500", contract: "tv.packages", remaining: 2 },
      { kind: "unauthorized", contract: "banners.bannerDetail" },
    ]);
    expect(rules.map((r) => [r.id, r.kind])).toEqual([
      [1, "http500"],
      [2, "unauthorized"],
    ]);
    await pattern(3);
    const [first] = await sim.client.call("listFaults");
    expect(first).toMatchObject({ id: 1, remaining: 0, matched: 2, applied: 2 });
  });

  it("refuse a rule for a contract that does not exist", async () => {
    await expect(sim.client.faultProfile([{ kind: "http500", contract: "tv.nope" }])).rejects.toThrow(/Unknown contract name/);
    await expect(sim.client.addFault({ kind: "http500", contract: "tv.nope" })).rejects.toThrow(/Unknown contract name/);
  });
});

describe("fault kinds and scopes", () => {
  it("fail the next N calls only ('the next 2 calls')", async () => {
    await sim.client.resetFrozen(5, AT);
    await sim.client.addFault({ kind: "http500", contract: "tv.packages", remaining: 2 });
    expect(await pattern(4)).toBe("1100");
  });

  it("answer each kind as the operator or the network would", async () => {
    await sim.client.resetFrozen(5, AT);
    await sim.client.faultProfile([
      { kind: "http500", contract: "tv.packages", remaining: 1 },
      { kind: "gateway", contract: "tv.packages", remaining: 1 },
      { kind: "malformed", contract: "tv.packages", remaining: 1 },
      { kind: "drop", contract: "tv.packages", remaining: 1 },
    ]);
    const url = `${IN_PROCESS_ORIGIN}/tv/${tv.packages.path}`;
    const r500 = await fetch(url);
    expect(r500.status).toBe(500);
    expect(await r500.json()).toMatchObject({ isSuccess: false, errorShow: expect.any(String) });
    const r503 = await fetch(url);
    expect(r503.status).toBe(503);
    expect(await r503.json()).toMatchObject({ httpCode: "503", moreInformation: expect.any(String) });
    const malformed = await fetch(url);
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();
    await expect(fetch(url)).rejects.toThrow();
    expect((await send(tv.packages, {})).kind).toBe("answer");
  });

  it("apply a per-user fault to that user only", async () => {
    await sim.client.resetFrozen(5, AT);
    const [a, b] = await Promise.all([sim.client.createPersona("postpaid-fibre"), sim.client.createPersona("postpaid-fibre")]);
    await sim.client.addFault({ kind: "unauthorized", contract: "banners.bannerDetail", user: a.userName.toUpperCase() });
    const [ta, tb] = [await signIn(a), await signIn(b)];
    expect((await send(banners.bannerDetail, { username: a.userName }, ta)).kind).toBe("unauthorized");
    expect((await send(banners.bannerDetail, { username: b.userName }, tb)).kind).toBe("answer");
  });

  it("fail a refresh for the given number of calls, then refresh again", async () => {
    await sim.client.resetFrozen(5, AT);
    const p = await sim.client.createPersona("postpaid-fibre");
    await sim.client.addFault({ kind: "refreshFailure", remaining: 1 });
    const login = async () => {
      const r = await send(auth.login, { username: p.userName, password: p.password, channelID: "WEB" });
      if (r.kind !== "answer" || !r.answer.refreshToken) throw new Error("sign in failed");
      return r.answer.refreshToken;
    };
    // A global refreshFailure rule leaves every other contract alone.
    expect((await send(tv.packages, {})).kind).toBe("answer");
    const refresh = async (token: string) => (await send(auth.refreshToken, { UserName: p.userName, RefreshToken: token, channelID: "WEB" })).kind;
    expect(await refresh(await login())).toBe("unauthorized");
    expect(await refresh(await login())).toBe("answer");
  });

  it("delay a call by the latency and still answer it", async () => {
    await sim.client.resetFrozen(5, AT);
    await sim.client.addFault({ kind: "latency", contract: "tv.packages", latencyMs: 300, remaining: 1 });
    const started = Date.now();
    expect((await send(tv.packages, {})).kind).toBe("answer");
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    const [entry] = await sim.client.journal({ contract: "tv.packages" });
    expect(entry).toMatchObject({ status: 200, fault: "latency" });
  });

  it("answer the calls a latency rule holds as soon as the rule is removed", async () => {
    await sim.client.resetFrozen(5, AT);
    const rule = await sim.client.addFault({ kind: "latency", contract: "tv.packages", latencyMs: 60_000 });
    const started = Date.now();
    const calls = Promise.all([send(tv.packages, {}), send(tv.packages, {})]);
    let done = false;
    void calls.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(done).toBe(false);
    expect(await sim.client.removeFault(rule.id)).toEqual({ removed: true });
    expect((await calls).map((r) => r.kind)).toEqual(["answer", "answer"]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("fail the refresh of one user only, named in the refresh request", async () => {
    await sim.client.resetFrozen(5, AT);
    const [a, b] = [await sim.client.createPersona("postpaid-fibre"), await sim.client.createPersona("postpaid-fibre")];
    await sim.client.addFault({ kind: "refreshFailure", user: a.userName });
    const refreshOf = async (p: typeof a) => {
      const r = await send(auth.login, { username: p.userName, password: p.password, channelID: "WEB" });
      if (r.kind !== "answer" || !r.answer.refreshToken) throw new Error("sign in failed");
      return (await send(auth.refreshToken, { UserName: p.userName, RefreshToken: r.answer.refreshToken, channelID: "WEB" })).kind;
    };
    expect(await refreshOf(a)).toBe("unauthorized");
    expect(await refreshOf(b)).toBe("answer");
    const [entry] = await sim.client.journal({ contract: "auth.refreshToken", user: a.userName });
    expect(entry).toMatchObject({ status: 401, fault: "refreshFailure" });
  });

  it("are cleared by a reset", async () => {
    await sim.client.resetFrozen(5, AT);
    await sim.client.addFault({ kind: "http500" });
    await sim.client.reset();
    expect(await sim.client.call("listFaults")).toEqual([]);
    expect(await pattern(1)).toBe("0");
  });
});
