/** Snapshots: take one, change the world, restore it, and the world is the snapshot again. */
import { describe, expect, it } from "vitest";
import * as auth from "#contracts/auth";
import * as accounts from "#contracts/accounts";
import { send, signIn, useSimulator } from "../support/sim";

const sim = useSimulator();

describe("snapshot and restore", () => {
  it("gives back the snapshot after a registration, a link and a clock change", async () => {
    await sim.client.resetFrozen(11, "2025-02-01T08:00:00.000Z");
    const persona = await sim.client.createPersona("no-accounts");
    const token = await signIn(persona);
    const before = await sim.client.snapshot();

    // Change: link the waiting line, register someone, move the clock.
    const line = persona.lines[0]!;
    expect(await send(accounts.addAccount, { accountNo: line.accountNo, TelephoneNo: line.telephoneNo, nic: persona.nic }, token)).toMatchObject({
      answer: { isSuccess: true },
    });
    const reg = await send(auth.registerV2, { userName: "snap@example.lk", password: "secret1", confirmPassword: "secret1", Name: "Snap", userType: "EMAIL" });
    if (reg.kind !== "answer" || !reg.answer.isSuccess) throw new Error("registration failed");
    await send(auth.otpAuthRequest, { id: reg.answer.dataBundle, verifyOtp: await sim.client.latestOtp("snap@example.lk"), channelID: "WEB" });
    await sim.client.clock({ advanceMs: 3600 * 1000 });
    const changed = await sim.client.snapshot();
    expect(changed).not.toEqual(before);

    expect(await sim.client.restore(before)).toEqual({ ok: true });
    expect(await sim.client.snapshot()).toEqual(before);
    // The registered user is gone, the line is unlinked again, and the old session still works.
    expect((await send(auth.login, { username: "snap@example.lk", password: "secret1", channelID: "WEB" })).kind).toBe("unauthorized");
    const detail = await send(accounts.accountDetail, { username: persona.userName }, token);
    expect(JSON.stringify(detail)).not.toContain(line.telephoneNo);
  });

  it("refuses a snapshot that is not one, and leaves the world alone", async () => {
    await sim.client.reset();
    const before = await sim.client.snapshot();
    await expect(sim.client.call("restoreSnapshot", { seed: 1 } as never)).rejects.toThrow(/Simulator restoreSnapshot failed/);
    await expect(sim.client.restore({ ...before, collections: { nope: [] } })).rejects.toThrow(/Unknown collections/);
    expect(await sim.client.snapshot()).toEqual(before);
  });
});
