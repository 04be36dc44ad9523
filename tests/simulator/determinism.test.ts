/**
 * Determinism: one seed, one clock instant and one request sequence give the same world and the
 * same answers, proven by the transcript hash (server side, over the journal) and a local hash
 * of every control and operator answer of the script.
 */
import { describe, expect, it } from "vitest";
import * as auth from "#contracts/auth";
import * as accounts from "#contracts/accounts";
import * as bills from "#contracts/bills";
import * as broadband from "#contracts/broadband";
import * as prepaid from "#contracts/prepaid";
import * as tv from "#contracts/tv";
import * as voice from "#contracts/voice";
import type { Contract, RequestOf } from "#contracts/core";
import { transcriptDigest } from "../../simulator/journal";
import type { SimulatorClient } from "../../simulator/control/client";
import { IN_PROCESS_ORIGIN } from "../../simulator/in-process";
import { send, useSimulator } from "../support/sim";

const sim = useSimulator();
const AT = "2025-01-15T09:30:00.000Z";

/** A scripted session of control and operator calls; every answer goes into the transcript. */
async function script(client: SimulatorClient, seed: number) {
  const answers: unknown[] = [];
  const keep = <T>(value: T): T => (answers.push(value), value);
  const call = async <C extends Contract>(contract: C, input: RequestOf<C>, token?: string) => keep(await send(contract, input, token));

  keep(await client.resetFrozen(seed, AT));
  const fibre = keep(await client.createPersona("postpaid-fibre"));
  const lte = keep(await client.createPersona("prepaid-lte"));
  keep(await client.createPersona("adsl-throttled"));

  const tokenOf = async (p: { userName: string; password: string }) => {
    const login = await call(auth.login, { username: p.userName, password: p.password, channelID: "WEB" });
    if (login.kind !== "answer" || !login.answer.accessToken) throw new Error(`sign in failed: ${JSON.stringify(login)}`);
    return login.answer.accessToken;
  };
  const fibreToken = await tokenOf(fibre);
  const lteToken = await tokenOf(lte);
  const fibreLine = fibre.lines[0]!;
  const lteLine = lte.lines[0]!;

  await call(accounts.accountDetail, { username: fibre.userName }, fibreToken);
  await call(bills.billStatus, { tpNo: fibreLine.telephoneNo, accountNo: fibreLine.accountNo }, fibreToken);
  await call(bills.billHistory, { telephoneNo: fibreLine.telephoneNo, accountNo: fibreLine.accountNo }, fibreToken);
  await call(broadband.usageSummary, { subscriberID: `94${fibreLine.telephoneNo.slice(1)}` }, fibreToken);
  await call(voice.callForwardingStatus, { telephoneNo: fibreLine.telephoneNo }, fibreToken);
  await call(tv.packages, {});
  await call(prepaid.walletDetail, { LTESLTNumber: lteLine.telephoneNo }, lteToken);
  // Two purchases: a main package and an add-on, paid from the wallet.
  await call(prepaid.addOffer, { LTESLTNumber: lteLine.telephoneNo, productId: "610010208", offerName: "LTE_PRE_ANYTIME_8GB" }, lteToken);
  await call(prepaid.addOffer, { LTESLTNumber: lteLine.telephoneNo, productId: "610010105", offerName: "LTE_PRE_WEEKLY_5GB" }, lteToken);
  await call(prepaid.walletDetail, { LTESLTNumber: lteLine.telephoneNo }, lteToken);
  await call(prepaid.freeUnitDetail, { LTESLTNumber: lteLine.telephoneNo }, lteToken);

  // A registration: the OTP comes from the seed too.
  const registered = await call(auth.registerV2, {
    userName: "amali@example.lk",
    password: "secret1",
    confirmPassword: "secret1",
    Name: "Amali",
    userType: "EMAIL",
  });
  const otp = keep(await client.latestOtp("amali@example.lk"));
  if (registered.kind !== "answer" || !registered.answer.isSuccess) throw new Error("registration failed");
  await call(auth.otpAuthRequest, { id: registered.answer.dataBundle, verifyOtp: otp, channelID: "WEB" });
  // A request that breaks its contract is part of the transcript as well.
  keep(
    await fetch(`${IN_PROCESS_ORIGIN}/api/Account/Login`, {
      method: "POST",
      headers: { "x-ibm-client-id": "t", "content-type": "application/x-www-form-urlencoded" },
      body: "username=x&password=y",
    }).then((r) => r.json()),
  );

  keep(await client.outbox());
  keep(await client.call("listUsers"));
  const snapshot = await client.snapshot();
  const server = await client.transcriptHash();
  return { local: transcriptDigest(answers), server, snapshot, answers };
}

describe("determinism", () => {
  it("gives the same transcript hash, answers and world for the same seed and request sequence", async () => {
    const first = await script(sim.client, 4242);
    const second = await script(sim.client, 4242);

    expect(first.server.entries).toBeGreaterThanOrEqual(16);
    expect(second.server).toEqual(first.server);
    expect(second.local).toBe(first.local);
    expect(second.snapshot).toEqual(first.snapshot);
    // The script really bought something: the wallet went down between the two reads.
    const wallets = first.answers.filter(
      (a): a is { kind: "answer"; answer: { dataBundle: { totalAmount: number } } } =>
        typeof a === "object" && a !== null && "answer" in a && JSON.stringify(a).includes("totalAmount"),
    );
    expect(wallets).toHaveLength(2);
    expect(wallets[1]!.answer.dataBundle.totalAmount).toBeLessThan(wallets[0]!.answer.dataBundle.totalAmount);
  });

  it("names control-plane users from a counter, not from the time", async () => {
    await sim.client.resetFrozen(7, AT);
    const a = await sim.client.createPersona("postpaid-fibre");
    const b = await sim.client.createPersona("prepaid-lte");
    // Mobile users get a mobile number as their user id.
    expect([a.userName, b.userName]).toEqual(["postpaid-fibre-1@sim.test", "0770000002"]);
    await sim.client.resetFrozen(7, AT);
    expect((await sim.client.createPersona("postpaid-fibre")).userName).toBe("postpaid-fibre-1@sim.test");
  });

  it("gives a different transcript for another seed", async () => {
    const first = await script(sim.client, 4242);
    const other = await script(sim.client, 4243);
    expect(other.server.entries).toBe(first.server.entries);
    expect(other.server.hash).not.toBe(first.server.hash);
    expect(other.local).not.toBe(first.local);
  });

  it("gives a different transcript when the clock starts elsewhere", async () => {
    const first = await script(sim.client, 4242);
    const answers = await (async () => {
      await sim.client.call("reset", { seed: 4242, at: "2025-01-16T09:30:00.000Z", freeze: true });
      const p = await sim.client.createPersona("postpaid-fibre");
      await send(auth.login, { username: p.userName, password: p.password, channelID: "WEB" });
      return sim.client.transcriptHash();
    })();
    expect(answers.hash).not.toBe(first.server.hash);
  });

  it("starts the transcript again at a reset", async () => {
    await sim.client.resetFrozen(1, AT);
    const empty = await sim.client.transcriptHash();
    expect(empty.entries).toBe(0);
    await send(tv.packages, {});
    const one = await sim.client.transcriptHash();
    expect(one.entries).toBe(1);
    expect(one.hash).not.toBe(empty.hash);
    expect((await sim.client.journal())[0]).toMatchObject({ id: 1, contract: "tv.packages" });
  });
});
