/** The clock drives OTP expiry and token lifetimes; set, freeze and advance are exact. */
import { describe, expect, it } from "vitest";
import * as auth from "#contracts/auth";
import * as banners from "#contracts/banners";
import { settings } from "../../simulator/areas/auth";
import { send, signIn, useSimulator } from "../support/sim";

const sim = useSimulator();
const AT = "2025-01-15T09:30:00.000Z";
const MINUTE = 60 * 1000;

async function register(userName: string) {
  const result = await send(auth.registerV2, { userName, password: "secret1", confirmPassword: "secret1", Name: "Amali", userType: "EMAIL" });
  if (result.kind !== "answer" || !result.answer.isSuccess) throw new Error(JSON.stringify(result));
  return { id: result.answer.dataBundle, otp: await sim.client.latestOtp(userName) };
}

describe("simulator clock", () => {
  it("sets and freezes at exactly the instant asked, and advances by exactly the amount", async () => {
    await sim.client.reset();
    expect(await sim.client.clock({ set: AT, freeze: true })).toEqual({ now: AT, frozen: true, offsetMs: expect.any(Number) });
    expect((await sim.client.clock({ advanceMs: 24 * 3600 * 1000 })).now).toBe("2025-01-16T09:30:00.000Z");
    await new Promise((r) => setTimeout(r, 20));
    expect((await sim.client.call("getClock")).now).toBe("2025-01-16T09:30:00.000Z");
    const running = await sim.client.clock({ freeze: false });
    expect(running.frozen).toBe(false);
    expect(Date.parse(running.now) - Date.parse("2025-01-16T09:30:00.000Z")).toBeLessThan(1000);
  });

  it("refuses a date it cannot read", async () => {
    await expect(sim.client.clock({ set: "next tuesday" })).rejects.toThrow(/ISO 8601/);
  });

  it("keeps an OTP valid until 5 minutes of simulator time have passed", async () => {
    await sim.client.resetFrozen(1, AT);
    const first = await register("otp-valid@example.lk");
    await sim.client.clock({ advanceMs: 5 * MINUTE - 1000 });
    expect(await send(auth.otpAuthRequest, { id: first.id, verifyOtp: first.otp, channelID: "WEB" })).toMatchObject({ answer: { isSuccess: true } });

    const second = await register("otp-expired@example.lk");
    await sim.client.clock({ advanceMs: 5 * MINUTE });
    expect(await send(auth.otpAuthRequest, { id: second.id, verifyOtp: second.otp, channelID: "WEB" })).toMatchObject({
      answer: { isSuccess: false, errorShow: "Your OTP has expired. Please request a new one." },
    });
  });

  it("ends an access token's life after its lifetime, and the refresh token's after 30 days", async () => {
    await sim.client.resetFrozen(1, AT);
    const persona = await sim.client.createPersona("postpaid-fibre");
    const login = await send(auth.login, { username: persona.userName, password: persona.password, channelID: "WEB" });
    if (login.kind !== "answer" || !login.answer.accessToken || !login.answer.refreshToken) throw new Error("sign in failed");
    const banner = () => send(banners.bannerDetail, { username: persona.userName }, login.answer.accessToken);

    await sim.client.clock({ advanceMs: settings.accessTtlMs - 1000 });
    expect((await banner()).kind).toBe("answer");
    await sim.client.clock({ advanceMs: 1000 });
    expect((await banner()).kind).toBe("unauthorized");

    // The refresh token outlives the access token, up to 30 days.
    await sim.client.clock({ advanceMs: settings.refreshTtlMs - settings.accessTtlMs - 1000 });
    const refreshed = await send(auth.refreshToken, { UserName: persona.userName, RefreshToken: login.answer.refreshToken, channelID: "WEB" });
    expect(refreshed).toMatchObject({ kind: "answer", answer: { refreshToken: expect.any(String) } });
    if (refreshed.kind !== "answer") return;
    await sim.client.clock({ advanceMs: settings.refreshTtlMs });
    const late = await send(auth.refreshToken, { UserName: persona.userName, RefreshToken: refreshed.answer.refreshToken!, channelID: "WEB" });
    expect(late.kind).toBe("unauthorized");
  });

  it("unlocks a locked account after 15 minutes of simulator time", async () => {
    await sim.client.resetFrozen(1, AT);
    const persona = await sim.client.createPersona("postpaid-fibre");
    for (let i = 0; i < 5; i++) await send(auth.login, { username: persona.userName, password: "wrong", channelID: "WEB" });
    await sim.client.clock({ advanceMs: 14 * MINUTE });
    expect(await send(auth.login, { username: persona.userName, password: persona.password, channelID: "WEB" })).toMatchObject({
      answer: { accessToken: null, errorShow: expect.stringContaining("locked") },
    });
    await sim.client.clock({ advanceMs: 2 * MINUTE });
    expect(await signIn(persona)).toEqual(expect.any(String));
  });
});
