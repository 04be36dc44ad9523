/**
 * Sessions live on the server: the cookie carries only a signed id; a session ends when idle or
 * too old, on logout, and a sign-in starts a new id. The store works alike in this process and in
 * a real Redis, where two portal instances share sessions and refresh a user's tokens once.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as banners from "#contracts/banners";
import { operatorFor } from "~/operator/client.server";
import { withOperator } from "~/operator/route.server";
import { memoryStore, redisStore } from "~/operator/session-store.server";
import { commitSession, endSession, getSession, sessionStorage, sessionStore, signIn } from "~/operator/session.server";
import { action as logout } from "~/routes/logout";
import { action as orderLanding } from "~/routes/applyonline._index/route";
import { useRedis } from "../support/redis";
import { sessionCookieFor } from "../support/session";
import { useSimulator } from "../support/sim";

const sim = useSimulator();
const redis = useRedis();

const requestWith = (cookie: string | null) => new Request("http://portal.test/boardBand/summary", { headers: cookie ? { Cookie: cookie } : {} });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  ["in this process", () => [memoryStore(), memoryStore()] as const, true],
  ["in Redis", () => [redisStore(redis.url), redisStore(redis.url)] as const, false],
])("the session store %s", (_where, make, separate) => {
  it("keeps a record until its time is up, and forgets it when removed", async () => {
    const [store] = make();
    const record = { data: { userName: "a@b.lk" }, createdAt: 1, seenAt: 2 };
    await store.write("one", record, 60_000);
    await store.write("short", record, 40);
    expect(await store.read("one")).toEqual(record);
    await new Promise((r) => setTimeout(r, 120));
    expect(await store.read("short")).toBeNull();
    await store.remove("one");
    expect(await store.read("one")).toBeNull();
    await store.close();
  });

  it("applies each request's change to the stored session: concurrent changes keep each other, values of every shape survive", async () => {
    const [first, second] = make();
    // Two stores stand for two portal instances: in Redis they share the sessions, in this process each has its own.
    const other = separate ? first : second;
    const lifetime = { idleMs: 60_000, absoluteMs: 3_600_000 };
    const now = Date.now();
    await first.write("s", { data: { userName: "a@b.lk", payments: [], wizard: { step: 1 } }, createdAt: now, seenAt: now }, 60_000);
    // Two requests read the same session, then each saves its own change: neither undoes the other.
    await Promise.all([
      first.update("s", { set: { wizard: { step: 2, names: [] } }, unset: [] }, lifetime, now + 10),
      other.update("s", { set: { popupSeen: true }, unset: ["payments"] }, lifetime, now + 20),
    ]);
    const stored = await first.read("s");
    expect(stored?.data).toEqual({ userName: "a@b.lk", wizard: { step: 2, names: [] }, popupSeen: true });
    expect(stored?.seenAt).toBeGreaterThanOrEqual(now + 10);
    // A session that is gone is not brought back by a change; one past its absolute end is removed.
    expect(await first.update("nobody", { set: { a: 1 }, unset: [] }, lifetime, now)).toBe(false);
    expect(await first.read("nobody")).toBeNull();
    expect(await first.update("s", { set: {}, unset: [] }, lifetime, now + 3_600_001)).toBe(false);
    expect(await first.read("s")).toBeNull();
    await Promise.all([first.close(), ...(separate ? [] : [second.close()])]);
  });

  it("runs a task once for callers at the same time and shares its answer; answers it must not keep are not shared", async () => {
    const [first, second] = make();
    // Two stores stand for two portal instances: in Redis they share the lock, in this process each has its own.
    const other = separate ? first : second;
    let runs = 0;
    const task = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 150));
      return { kind: "tokens", n: runs };
    };
    const options = { shareMs: 5_000, keep: (a: { kind: string }) => a.kind === "tokens" };
    const key = `k${Math.random()}`;
    const answers = await Promise.all([first.once(key, task, options), other.once(key, task, options), first.once(key, task, options)]);
    expect(runs).toBe(1);
    expect(answers).toEqual([answers[0], answers[0], answers[0]]);

    let transientRuns = 0;
    const transient = async () => ({ kind: "transient", n: ++transientRuns });
    const tKey = `t${Math.random()}`;
    await first.once(tKey, transient, options);
    await other.once(tKey, transient, options);
    expect(transientRuns).toBe(2);
    await Promise.all([first.close(), ...(separate ? [] : [second.close()])]);
  });
});

describe("sessions on the server (the embedded store)", () => {
  it("a page's parallel requests of one session each keep what they set (no request puts back what it read)", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { cookie } = await sessionCookieFor(persona);
    // The layout's and the page's loaders read the same session, then each saves its own change.
    const [layout, page] = await Promise.all([operatorFor(requestWith(cookie)), operatorFor(requestWith(cookie))]);
    layout.session.set("popupChecked", "0112100001");
    page.session.set("resetUserName", "wizard-state");
    await commitSession(layout.session);
    await commitSession(page.session);
    const later = await getSession(requestWith(cookie));
    expect(later.get("popupChecked")).toBe("0112100001");
    expect(later.get("resetUserName")).toBe("wizard-state");
    expect(later.get("userName")).toBe(persona.userName);
  });

  it("the cookie carries only a signed session id, never a token", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { cookie, tokens } = await sessionCookieFor(persona);
    expect(cookie).not.toContain(tokens.accessToken);
    expect(cookie).not.toContain(tokens.refreshToken);
    expect(Buffer.from(decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!, "base64").toString()).not.toContain("accessToken");
    expect((await getSession(requestWith(cookie))).get("accessToken")).toBe(tokens.accessToken);
    // A forged or altered id is no session at all.
    expect((await getSession(requestWith(cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"))))).get("accessToken")).toBeUndefined();
  });

  it("ends after 30 idle minutes; each request keeps it alive; and 12 hours after it began in any case", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { cookie } = await sessionCookieFor(persona);
    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect((await getSession(requestWith(cookie))).get("userName")).toBe(persona.userName);
    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect((await getSession(requestWith(cookie))).get("userName"), "used 29 minutes ago").toBe(persona.userName);
    vi.setSystemTime(Date.now() + 31 * 60_000);
    expect((await getSession(requestWith(cookie))).get("userName"), "idle 31 minutes").toBeUndefined();

    const { cookie: busy } = await sessionCookieFor(persona);
    for (let hour = 0; hour < 11; hour += 1) {
      for (let quarter = 0; quarter < 4; quarter += 1) {
        vi.setSystemTime(Date.now() + 15 * 60_000);
        expect((await getSession(requestWith(busy))).get("userName")).toBe(persona.userName);
      }
    }
    for (const minutes of [20, 20, 19]) {
      vi.setSystemTime(Date.now() + minutes * 60_000);
      expect((await getSession(requestWith(busy))).get("userName")).toBe(persona.userName);
    }
    // 11 h 59 min after sign-in, in use; 2 minutes later the session is over however busy it is.
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await getSession(requestWith(busy))).get("userName"), "12 h 1 min after sign-in").toBeUndefined();
  });

  it("logout destroys the session on the server: the old cookie, replayed, is signed out", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { cookie } = await sessionCookieFor(persona);
    const response = await endSession(await getSession(requestWith(cookie)));
    expect(response.headers.get("Set-Cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await getSession(requestWith(cookie))).get("accessToken")).toBeUndefined();
  });

  it("a sign-in starts a new session id, and the visitor's earlier id is gone", async () => {
    const visitor = await getSession(requestWith(null));
    visitor.set("resetUserName", "someone@example.lk");
    const before = cookieOf(await commitSession(visitor));
    const session = await getSession(requestWith(before));
    signIn(session, { accessToken: "a", refreshToken: "r" }, { userName: "someone@example.lk", userType: "EMAIL" });
    const after = cookieOf(await commitSession(session));
    expect(after).not.toBe(before);
    expect((await getSession(requestWith(after))).get("accessToken")).toBe("a");
    expect((await getSession(requestWith(before))).get("resetUserName")).toBeUndefined();
  });
});

describe("two portal instances sharing Redis", () => {
  /** A fresh copy of the portal's server modules, as a second process would have, configured for Redis. */
  async function instance() {
    vi.resetModules();
    vi.stubEnv("REDIS_URL", redis.url);
    const client = await import("~/operator/client.server");
    const session = await import("~/operator/session.server");
    vi.unstubAllEnvs();
    return { ...client, ...session };
  }

  it("serve one user: either reads the session, and an expired token is refreshed once, without a logout", async () => {
    const a = await instance();
    const b = await instance();
    expect(a.sessionStore).not.toBe(b.sessionStore);
    const persona = await sim.client.createPersona("postpaid-fibre");
    const login = await sessionCookieFor(persona);
    // The session as instance A stores it in Redis.
    const seed = await a.getSession(requestWith(null));
    seed.set("accessToken", login.tokens.accessToken);
    seed.set("refreshToken", login.tokens.refreshToken);
    seed.set("userName", persona.userName);
    seed.set("userType", "EMAIL");
    const cookie = cookieOf(await a.commitSession(seed));
    expect((await b.getSession(requestWith(cookie))).get("userName")).toBe(persona.userName);

    await sim.client.expireAccessTokens(persona.userName);
    const before = (await sim.client.call("journal", { contract: "auth.refreshToken", limit: 2000 })).length;
    const [opA, opB] = await Promise.all([a.operatorFor(requestWith(cookie)), b.operatorFor(requestWith(cookie))]);
    const answers = await Promise.all([
      opA.data(banners.bannerDetail, { username: persona.userName }),
      opB.data(banners.bannerDetail, { username: persona.userName }),
    ]);
    expect(answers).toEqual([expect.objectContaining({ ok: true }), expect.objectContaining({ ok: true })]);
    const after = (await sim.client.call("journal", { contract: "auth.refreshToken", limit: 2000 })).length;
    expect(after - before).toBe(1);
    expect(opA.session.get("accessToken")).toBe(opB.session.get("accessToken"));
    await Promise.all([a.sessionStore.close(), b.sessionStore.close()]);
  });
});

describe("a session that ends while a request of it is still running", () => {
  const args = (request: Request) => ({ request, params: {}, context: {} });
  const sessionCookieSet = (answer: unknown) =>
    answer instanceof Response ? answer.headers.getSetCookie().find((c) => c.startsWith("__session=")) : undefined;

  it("logout during a request that changes the session: the session stays ended, and that request answers signed out", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { cookie } = await sessionCookieFor(persona);
    const id = (await getSession(requestWith(cookie))).id;
    let started!: () => void;
    let release!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = withOperator(async ({ op }) => {
      op.session.set("popupChecked", "0112100001");
      started();
      await gate;
      return { done: true };
    });
    const inFlight = slow(args(requestWith(cookie)));
    await running;
    const out = await logout(args(new Request("http://portal.test/logout", { method: "POST", headers: { Cookie: cookie, Origin: "http://portal.test" } })));
    expect(sessionCookieSet(out)).toMatch(/Expires=Thu, 01 Jan 1970/);
    release();
    const answer = await inFlight;

    // Nothing of the session was written back: the store holds no record, the old cookie replayed is signed out.
    expect(await sessionStore.read(id)).toBeNull();
    expect((await getSession(requestWith(cookie))).get("userName")).toBeUndefined();
    // The request that was running tells the browser to forget its session.
    expect(sessionCookieSet(answer)).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/);

    // The ended id is never used again: a later change with the old cookie starts a session of a new id.
    const later = await getSession(requestWith(cookie));
    later.set("resetUserName", "someone@example.lk");
    const fresh = cookieOf(await commitSession(later));
    expect((await getSession(requestWith(fresh))).id).not.toBe(id);
    expect(await sessionStore.read(id)).toBeNull();
  });

  it("a request that saves after the session's 12 hours does not bring it back; createdAt never moves", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { cookie } = await sessionCookieFor(persona);
    const id = (await getSession(requestWith(cookie))).id;
    const createdAt = (await sessionStore.read(id))!.createdAt;

    // In use every 20 minutes, with a change each time (by the tracked save and by Remix's own commit): its start stays.
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      vi.setSystemTime(createdAt + minutes * 60_000);
      const tracked = (await operatorFor(requestWith(cookie))).session;
      tracked.set("resetUserName", `tracked ${minutes}`);
      await commitSession(tracked);
      const untracked = await sessionStorage.getSession(cookie);
      untracked.set("resetUserType", "EMAIL");
      await sessionStorage.commitSession(untracked);
      expect((await sessionStore.read(id))?.createdAt, `${minutes} minutes after sign-in`).toBe(createdAt);
    }

    // Read at 11 h 59 min, saved at 12 h 1 min (by the tracked save and by Remix's own commit): gone for good.
    vi.setSystemTime(createdAt + 12 * 3_600_000 - 60_000);
    const tracked = (await operatorFor(requestWith(cookie))).session;
    const untracked = await sessionStorage.getSession(cookie);
    tracked.set("popupChecked", "0112100001");
    untracked.set("popupChecked", "0112100002");
    vi.setSystemTime(createdAt + 12 * 3_600_000 + 60_000);
    expect(await commitSession(tracked)).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/);
    await sessionStorage.commitSession(untracked);
    expect(await sessionStore.read(id)).toBeNull();
    vi.setSystemTime(createdAt + 12 * 3_600_000 + 120_000);
    expect((await getSession(requestWith(cookie))).get("userName")).toBeUndefined();
  });
});

describe("what a visitor's request stores", () => {
  const args = (request: Request) => ({ request, params: {}, context: {} });
  const setsSession = (answer: unknown) => answer instanceof Response && answer.headers.getSetCookie().some((c) => c.startsWith("__session="));

  it("a request without a cookie that sets nothing stores no session: an unset of what is not there is no change", async () => {
    // Register Now forgets any earlier order identity and wizard state: for a visitor without a cookie there is none.
    const form = new URLSearchParams({ intent: "register" });
    const answer = await orderLanding(
      args(
        new Request("http://portal.test/applyonline?index", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://portal.test" },
          body: form,
        }),
      ),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/applyonline/fiber");
    expect(setsSession(answer)).toBe(false);

    // A key set and then unset in the same request leaves nothing to store either.
    const setThenUnset = withOperator(async ({ op }) => {
      op.session.set("resetUserName", "someone@example.lk");
      op.session.unset("resetUserName");
      return new Response("ok");
    });
    expect(setsSession(await setThenUnset(args(requestWith(null))))).toBe(false);
    // A real change does.
    const real = withOperator(async ({ op }) => {
      op.session.set("resetUserName", "someone@example.lk");
      return new Response("ok");
    });
    expect(setsSession(await real(args(requestWith(null))))).toBe(true);
  });

  it("new sessions are limited per address: past the limit a visitor's data is not stored, while other addresses still start sessions", async () => {
    vi.stubEnv("RATE_LIMIT_NEWSESSION", "3/3/10");
    const starts = withOperator(async ({ op }) => {
      op.session.set("resetUserName", "someone@example.lk");
      return new Response("ok");
    });
    const from = (clientIp: string) => ({ request: requestWith(null), params: {}, context: { clientIp } });
    const flood = [];
    for (let i = 0; i < 5; i++) flood.push(setsSession(await starts(from("203.0.113.9"))));
    expect(flood).toEqual([true, true, true, false, false]);
    expect(setsSession(await starts(from("198.51.100.7"))), "another address").toBe(true);
    vi.unstubAllEnvs();
  });

  it("a flood of anonymous sessions pushes out other anonymous ones, never a signed-in customer's", async () => {
    const store = memoryStore({ maxSessions: 3 }, (data) => Boolean(data.accessToken));
    const now = Date.now();
    const record = (data: Record<string, unknown>) => ({ data, createdAt: now, seenAt: now });
    await store.write("customer", record({ accessToken: "t", userName: "a@b.lk" }), 60_000);
    for (let i = 0; i < 20; i++) await store.write(`visitor-${i}`, record({ fibreOrder: { step: 1 } }), 60_000);
    expect(await store.read("customer"), "the oldest, but signed in").not.toBeNull();
    expect(await store.read("visitor-19")).not.toBeNull();
    expect(await store.read("visitor-0")).toBeNull();
    // Only signed-in sessions left: the least recently used of them goes.
    for (const id of ["s1", "s2", "s3"]) await store.write(id, record({ accessToken: id }), 60_000);
    expect(await store.read("customer")).toBeNull();
    expect(await store.read("s3")).not.toBeNull();
    await store.close();
  });

  it("the in-process store keeps at most its bound: expired entries go first, then the least recently used", async () => {
    const store = memoryStore({ maxSessions: 3, maxCounters: 2, maxMarks: 2 });
    const lifetime = { idleMs: 60_000, absoluteMs: 3_600_000 };
    const now = Date.now();
    const record = { data: { userName: "a@b.lk" }, createdAt: now, seenAt: now };
    for (const id of ["a", "b", "c"]) await store.write(id, record, 60_000);
    // "a" is used again: "b" is now the least recently used.
    expect(await store.update("a", { set: { popupSeen: true }, unset: [] }, lifetime, now + 1)).toBe(true);
    await store.write("d", record, 60_000);
    expect(await store.read("b")).toBeNull();
    for (const id of ["a", "c", "d"]) expect(await store.read(id), id).not.toBeNull();
    // A record whose time is up goes before any live one, however recently used.
    await store.write("e", record, 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.write("f", record, 60_000);
    for (const id of ["a", "d", "f"]) expect(await store.read(id), id).not.toBeNull();

    // Counters push out the least recently used, expired ones first.
    await store.count("x", 60_000);
    await store.count("y", 60_000);
    await store.count("x", 60_000);
    await store.count("z", 60_000);
    expect((await store.count("x", 60_000)).count, "x was counted most recently: kept").toBe(3);
    expect((await store.count("y", 60_000)).count, "y was the least recently used: gone").toBe(1);
    const room = memoryStore({ maxCounters: 2 });
    await room.count("x", 60_000);
    await room.count("old", 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await room.count("new", 60_000)).count).toBe(1);
    expect((await room.count("x", 60_000)).count, "the expired counter went, not the older live one").toBe(2);
    await room.close();

    // Repeated-post marks have their own bound, and a flood of them leaves the counters alone.
    expect(await store.mark("p1", 60_000)).toBe(false);
    expect(await store.mark("p1", 60_000), "marked already").toBe(true);
    for (const key of ["p2", "p3", "p4"]) await store.mark(key, 60_000);
    expect(await store.mark("p1", 60_000), "the oldest mark went").toBe(false);
    expect((await store.count("x", 60_000)).count).toBe(4);
    await store.close();
  });
});
