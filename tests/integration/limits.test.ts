/**
 * Abuse limits: a sign-in, registration, one-time code or account link tried too often from one
 * address or for one identifier is refused with the wait, and the operator is not called.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { passwordSignIn, startRegistration } from "~/auth/steps.server";
import { resendOtp } from "~/auth/otp.server";
import { operatorFor } from "~/operator/client.server";
import { overLimit } from "~/operator/limits.server";
import { memoryStore, redisStore } from "~/operator/session-store.server";
import { useRedis } from "../support/redis";
import { useSimulator } from "../support/sim";

const sim = useSimulator();
const redis = useRedis();

let address = 0;
/** A request from an address of its own (as the production server gives it in the load context), so tests do not share counts. */
const from = (ip = `198.51.100.${++address}`) => operatorFor(new Request("http://portal.test/"), { clientIp: ip });
const journal = async (contract: string) => (await sim.client.call("journal", { contract, limit: 2000 })).length;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("abuse limits", () => {
  it("a user id gets 8 sign-in attempts in 10 minutes; the 9th is refused without asking the operator", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    for (let i = 0; i < 8; i += 1) {
      expect(await passwordSignIn(await from(), { userId: persona.userName, password: "wrong-password", userType: "EMAIL" })).not.toBeNull();
    }
    const calls = await journal("auth.login");
    const refused = await passwordSignIn(await from(), { userId: persona.userName, password: persona.password, userType: "EMAIL" });
    expect(refused).toEqual({ message: "Too many attempts. Please try again in 10 minutes.", status: 429 });
    expect(await journal("auth.login")).toBe(calls);
  });

  it("one address gets the configured number of sign-ins whoever it tries; another address is not held back", async () => {
    vi.stubEnv("RATE_LIMIT_SIGNIN", "3/100/10");
    const persona = await sim.client.createPersona("postpaid-fibre");
    const user = { userId: persona.userName, password: persona.password, userType: "EMAIL" as const };
    for (let i = 0; i < 3; i += 1) {
      expect(await passwordSignIn(await from("203.0.113.7"), { ...user, userId: `someone${i}@example.lk` })).not.toMatchObject({ status: 429 });
    }
    expect(await passwordSignIn(await from("203.0.113.7"), user)).toMatchObject({ status: 429 });
    expect(await passwordSignIn(await from("203.0.113.8"), user)).toBeNull();
  });

  it("an address over its limit stores no count for the identifiers it names, so it cannot use up another's attempts or fill the store", async () => {
    vi.stubEnv("RATE_LIMIT_FORGOTPASSWORD", "2/3/60");
    const flooder = "203.0.113.50";
    const victim = `victim${Date.now().toString(36)}@example.lk`;
    expect(await overLimit(await from(flooder), "forgotPassword", "first@example.lk")).toBeNull();
    expect(await overLimit(await from(flooder), "forgotPassword", "second@example.lk")).toBeNull();
    // Over its address's limit: refused, and the victim's id is not counted for it.
    for (let i = 0; i < 5; i += 1) expect(await overLimit(await from(flooder), "forgotPassword", victim)).not.toBeNull();
    for (let i = 0; i < 3; i += 1) expect(await overLimit(await from(), "forgotPassword", victim), `attempt ${i + 1} for the victim`).toBeNull();
    expect(await overLimit(await from(), "forgotPassword", victim)).toMatch(/^Too many attempts/);
  });

  it("registration and sending codes are limited per identifier, with the wait in the message", async () => {
    vi.stubEnv("RATE_LIMIT_REGISTER", "100/2/60");
    const email = `limit${Date.now().toString(36)}@example.lk`;
    const attempt = async () => startRegistration(await from(), { userId: email, name: "Amali", password: "secret12", userType: "EMAIL" });
    await attempt();
    await attempt();
    expect(await attempt()).toEqual({ message: "Too many attempts. Please try again in 60 minutes.", status: 429 });

    vi.stubEnv("RATE_LIMIT_OTPSEND", "100/1/1");
    const persona = await sim.client.createPersona("postpaid-fibre");
    expect(await resendOtp(await from(), persona.userName, "EMAIL")).toEqual({ ok: true });
    expect(await resendOtp(await from(), persona.userName, "EMAIL")).toEqual({ ok: false, message: "Too many attempts. Please try again in a minute." });
  });

  it("the 12th successful sign-in of one customer in 10 minutes still signs in; only failures count, and a success starts them again", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const user = { userId: persona.userName, password: persona.password, userType: "EMAIL" as const };
    for (let i = 0; i < 12; i += 1) expect(await passwordSignIn(await from(), user), `sign-in ${i + 1}`).toBeNull();

    // 4 failures per user id here, below the operator's own lockout after 5 wrong passwords.
    vi.stubEnv("RATE_LIMIT_SIGNIN", "1000/4/10");
    const wrong = async () => (await passwordSignIn(await from(), { ...user, userId: persona.userName.toUpperCase(), password: "wrong-password" }))?.status;
    for (let i = 0; i < 3; i += 1) expect(await wrong()).toBe(401);
    expect(await passwordSignIn(await from(), user)).toBeNull();
    for (let i = 0; i < 4; i += 1) expect(await wrong(), `failure ${i + 1} after the success`).toBe(401);
    const calls = await journal("auth.login");
    expect(await passwordSignIn(await from(), user)).toEqual({ message: "Too many attempts. Please try again in 10 minutes.", status: 429 });
    expect(await journal("auth.login")).toBe(calls);
  });

  it("a mobile number counts as one however it is written: +94, spaces, dots, dashes; an e-mail in any case", async () => {
    vi.stubEnv("RATE_LIMIT_OTPSEND", "100/3/60");
    const op = await from();
    for (const written of ["0771234567", "+94 77 123 4567", "077.123.4567"]) expect(await overLimit(op, "otpSend", written), written).toBeNull();
    expect(await overLimit(op, "otpSend", "077-123-4567")).toBe("Too many attempts. Please try again in 60 minutes.");
    expect(await overLimit(op, "otpSend", "0094771234567")).not.toBeNull();
    expect(await overLimit(op, "otpSend", "0771234568")).toBeNull();

    for (const written of ["Amali@Example.lk", "amali@example.lk", " AMALI@EXAMPLE.LK "]) expect(await overLimit(op, "otpSend", written), written).toBeNull();
    expect(await overLimit(op, "otpSend", "amali@example.LK")).not.toBeNull();
  });

  it("an IPv6 client is counted by its /64 (every address of one customer's network), an IPv4 one by its address", async () => {
    vi.stubEnv("RATE_LIMIT_VOUCHER", "2/100/60");
    expect(await overLimit(await from("2001:db8:1:2::1"), "voucher")).toBeNull();
    expect(await overLimit(await from("2001:db8:1:2:ffff:ffff:ffff:fffe"), "voucher")).toBeNull();
    expect(await overLimit(await from("2001:0DB8:0001:0002:abcd::9"), "voucher")).not.toBeNull();
    expect(await overLimit(await from("2001:db8:1:3::1"), "voucher")).toBeNull();

    expect(await overLimit(await from("192.0.2.77"), "voucher")).toBeNull();
    expect(await overLimit(await from("::ffff:192.0.2.77"), "voucher")).toBeNull();
    expect(await overLimit(await from("192.0.2.77"), "voucher")).not.toBeNull();
    expect(await overLimit(await from("192.0.2.78"), "voucher")).toBeNull();
  });

  it("counts in Redis are shared by every portal instance", async () => {
    const [a, b] = [redisStore(redis.url), redisStore(redis.url)];
    const key = `shared${Math.random()}`;
    expect((await a.count(key, 60_000)).count).toBe(1);
    expect((await b.count(key, 60_000)).count).toBe(2);
    const third = await a.count(key, 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(50_000);
    await Promise.all([a.close(), b.close()]);
  });

  it("in Redis and in memory alike, a forgotten count starts again and a set admits at most its distinct members", async () => {
    const [a, b] = [redisStore(redis.url), redisStore(redis.url)];
    for (const [first, second] of [
      [a, b],
      [memoryStore(), null],
    ] as const) {
      const other = second ?? first;
      const key = `reset${Math.random()}`;
      await first.count(key, 60_000);
      await other.count(key, 60_000);
      await other.forget(key);
      expect((await first.count(key, 60_000)).count).toBe(1);

      const set = `set${Math.random()}`;
      expect(await first.admit(set, "one", 2, 60_000)).toMatchObject({ admitted: true });
      expect(await other.admit(set, "two", 2, 60_000)).toMatchObject({ admitted: true });
      const third = await first.admit(set, "three", 2, 60_000);
      expect(third.admitted).toBe(false);
      expect(third.resetInMs).toBeGreaterThan(50_000);
      expect(await other.admit(set, "one", 2, 60_000)).toMatchObject({ admitted: true });
      if (!second) await first.close();
    }
    await Promise.all([a.close(), b.close()]);
  });

  it("a window closes: the count starts again", async () => {
    vi.stubEnv("RATE_LIMIT_VOUCHER", "100/1/1");
    vi.useFakeTimers({ toFake: ["Date"] });
    const op = await from();
    expect(await overLimit(op, "voucher", "window@example.lk")).toBeNull();
    expect(await overLimit(op, "voucher", "window@example.lk")).not.toBeNull();
    vi.setSystemTime(Date.now() + 61_000);
    expect(await overLimit(op, "voucher", "window@example.lk")).toBeNull();
    vi.useRealTimers();
  });
});
