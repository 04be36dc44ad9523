/** Isolation: personas instantiated in parallel are separate users with separate lines; changing one leaves the other alone. */
import { describe, expect, it } from "vitest";
import * as auth from "#contracts/auth";
import { send, useSimulator } from "../support/sim";

const sim = useSimulator();
const login = (username: string, password: string) => send(auth.login, { username, password, channelID: "WEB" });

describe("persona isolation", () => {
  it("keeps two parallel instances apart when one resets its password and the other is locked", async () => {
    await sim.client.reset();
    const [a, b] = await Promise.all([sim.client.createPersona("postpaid-fibre"), sim.client.createPersona("postpaid-fibre")]);
    expect(a.userName).not.toBe(b.userName);
    expect(a.nic).not.toBe(b.nic);
    const telephones = (p: typeof a) => p.lines.map((l) => l.telephoneNo);
    expect(telephones(a).filter((t) => telephones(b).includes(t))).toEqual([]);

    await Promise.all([
      // A: forgot password.
      (async () => {
        expect(await send(auth.resendOtp, { userName: a.userName, userType: "EMAIL" })).toMatchObject({ answer: { isSuccess: true } });
        const otp = await sim.client.latestOtp(a.userName);
        expect(await send(auth.forgotPassword, { UserName: a.userName, verifyOtp: otp, newPassword: "brandNew9" })).toMatchObject({
          answer: { isSuccess: true },
        });
      })(),
      // B: locked by five wrong passwords.
      (async () => {
        for (let i = 0; i < 5; i++) await login(b.userName, "wrong-password");
      })(),
    ]);

    expect(await login(a.userName, "brandNew9")).toMatchObject({ kind: "answer", answer: { accessToken: expect.any(String) } });
    expect((await login(a.userName, a.password)).kind).toBe("unauthorized");
    // B is locked with its own password unchanged; A's new password is not B's.
    expect(await login(b.userName, b.password)).toMatchObject({ answer: { accessToken: null, errorShow: expect.stringContaining("locked") } });
    expect(await sim.client.outbox(b.userName)).toEqual([]);
    await sim.client.clock({ advanceMs: 16 * 60 * 1000 });
    expect(await login(b.userName, b.password)).toMatchObject({ answer: { accessToken: expect.any(String) } });
    expect((await login(b.userName, "brandNew9")).kind).toBe("unauthorized");
    // A was never locked by B's wrong passwords.
    expect(await login(a.userName, "brandNew9")).toMatchObject({ answer: { accessToken: expect.any(String) } });
  });
});
