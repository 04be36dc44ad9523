/**
 * Saving a user's state as a scenario and loading it on a fresh simulator: every read-only contract
 * answers the same for the new user as it did for the saved one, once their identifiers (user id, NIC,
 * line, account and subscriber numbers, which a load makes anew) are read as each other.
 */
import { describe, expect, it } from "vitest";
import * as broadband from "#contracts/broadband";
import * as prepaid from "#contracts/prepaid";
import * as voice from "#contracts/voice";
import * as sales from "#contracts/sales";
import { toSubscriberId } from "#contracts/lk";
import { readOnlyCalls } from "../../scripts/drift-check";
import { checkScenario } from "../../simulator/scenarios/load";
import { send, signIn, transport, useSimulator, type Persona } from "../support/sim";

const sim = useSimulator();
const AT = "2026-11-20T04:30:00.000Z";

type User = Pick<Persona, "userName" | "password" | "nic" | "lines">;

/** Every read-only contract's answer for every line of the user (the drift check's walk), by contract and request. */
async function readAll(user: User) {
  const out: Record<string, unknown> = {};
  const options = { bases: transport.bases, clientId: transport.clientId, tvApiKey: transport.tvApiKey, userName: user.userName, password: user.password };
  for await (const call of readOnlyCalls(options, { allLines: true })) {
    if (call.result) out[`${call.contract.name} ${JSON.stringify(call.input)}`] = call.result.kind === "answer" ? call.result.answer : call.result.kind;
  }
  return out;
}

/**
 * The answers with one user's identifiers written as the other's, and the simulator's record numbers (a
 * reload's id, a package's instance id, a complaint's reference: numbered anew by every simulator) left out.
 */
function asIf(answers: unknown, from: User, to: User): unknown {
  const pairs: Array<[string, string]> = [
    [from.userName, to.userName],
    [from.nic, to.nic],
    ...from.lines.flatMap((l, i): Array<[string, string]> => [
      [toSubscriberId(l.telephoneNo), toSubscriberId(to.lines[i]!.telephoneNo)],
      [l.telephoneNo, to.lines[i]!.telephoneNo],
      [l.accountNo, to.lines[i]!.accountNo],
    ]),
    // Ids made of the number without its 0 (the TV service's "IPTV112100004", a wallet balance's instance id).
    ...from.lines.map((l, i): [string, string] => [l.telephoneNo.slice(1), to.lines[i]!.telephoneNo.slice(1)]),
  ];
  // Through placeholders: the two simulators hand out the same numbers to different lines.
  let text = JSON.stringify(answers);
  pairs.forEach(([a], i) => (text = text.split(a).join(`\u0000${i}\u0000`)));
  pairs.forEach(([, b], i) => (text = text.split(`\u0000${i}\u0000`).join(b)));
  return withoutRecordNumbers(JSON.parse(text));
}

const RECORD_NUMBERS = new Set(["freeUnitInstanceId", "faultRef"]);
function withoutRecordNumbers(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutRecordNumbers(v, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        RECORD_NUMBERS.has(k) || (key.startsWith("prepaid.rechargeHistory") && k === "id") ? "#" : withoutRecordNumbers(v, key || k),
      ]),
    );
  }
  return value;
}

async function roundTrip(user: User, change: (token: string) => Promise<void> = async () => {}) {
  await change(await signIn(user));
  const before = await readAll(user);
  const saved = await sim.client.userScenario(user.userName);
  expect(checkScenario(saved)).toMatchObject({ ok: true });
  // A fresh simulator (another seed, another time): only the file carries the state.
  await sim.client.reset(7);
  const loaded = (await sim.client.loadScenario(JSON.parse(JSON.stringify(saved)))).users[0]!;
  expect(loaded.lines.map((l) => [l.promotionType, l.linked])).toEqual(user.lines.map((l) => [l.promotionType, l.linked]));
  const after = await readAll(loaded);
  expect(Object.keys(after).length).toBeGreaterThan(10);
  expect(withoutRecordNumbers(after)).toEqual(asIf(before, user, loaded));
  return { saved, loaded };
}

describe("a user's state saved as a scenario and loaded again", () => {
  it("keeps a fibre customer's usage, purchases, bills and call forwarding after they changed them", async () => {
    await sim.client.resetFrozen(3, AT);
    await sim.client.clock({ freeze: false });
    const user = await sim.client.createPersona("postpaid-fibre");
    const line = user.lines[0]!;
    const subscriberID = toSubscriberId(line.telephoneNo);
    const { saved } = await roundTrip(user, async (token) => {
      const extra = await send(broadband.purchaseExtraGb, { subscriberID, packageId: "EGB_10", commitUse: user.userName, channel: "SCP" }, token);
      expect(extra).toMatchObject({ answer: { isSuccess: true } });
      const forward = await send(voice.callForwardingRequest, { telephoneNo: line.telephoneNo, requestType: "Y", mobileNo: "0771234567" }, token);
      expect(forward).toMatchObject({ answer: { isSuccess: true } });
    });
    expect(JSON.stringify(saved)).toContain("0771234567");
  });

  it("keeps a prepaid LTE customer's wallet, packages and reloads", async () => {
    await sim.client.reset(5);
    const user = await sim.client.createPersona("prepaid-lte");
    await roundTrip(user, async (token) => {
      const activation = await send(
        prepaid.addOffer,
        { LTESLTNumber: user.lines[0]!.telephoneNo, productId: "610020102", offerName: "LTE_PRE_ADDON_TOPUP_2GB" },
        token,
      );
      expect(activation).toMatchObject({ answer: { isSuccess: true } });
    });
  });

  it("keeps four linked accounts in their order, and a canned answer of the user", async () => {
    await sim.client.reset(9);
    const made = await sim.client.loadScenario({
      name: "four",
      description: "four accounts, a canned refusal",
      users: [{ as: "four", persona: "four-accounts", lines: [{}, {}, { selected: true }] }],
      answers: [{ contract: "broadband.purchaseExtraGb", user: "four", refuse: "Extra GB is not available today." }],
    });
    const user = made.users[0]!;
    const ordered = [user.lines[2]!, user.lines[0]!, user.lines[1]!, user.lines[3]!];
    const { saved } = await roundTrip({ ...user, lines: ordered });
    expect(JSON.stringify(saved)).toContain("Extra GB is not available today.");
  });
});

describe("an online order saved with its customer", () => {
  it("loads with its cart, payment, documents and the step its provisioning had reached", async () => {
    await sim.client.reset(4);
    const user = await sim.client.createPersona("fibre-order-in-progress");
    const token = await signIn(user);
    const read = async (refNo: string, t: string) => ({
      status: await send(sales.orderStatus, { orderId: refNo }, t),
      cart: await send(sales.invoices, { REF_NO: refNo }, t),
      logs: await send(sales.paymentLog, { orderreff: refNo }, t),
    });
    const before = await read(user.order!.refNo, token);
    const saved = await sim.client.userScenario(user.userName);
    await sim.client.reset(8);
    const loaded = (await sim.client.loadScenario(saved)).users[0]!;
    const after = await read(loaded.order!.refNo, await signIn(loaded));
    expect(after.status).toMatchObject({ answer: { isSuccess: true, dataBundle: { status: "In processing", crm_state: 2 } } });
    // The order's reference is made anew; `at` is the operator's clock when it answered.
    const strip = (x: unknown) =>
      JSON.parse(JSON.stringify(x).split(user.order!.refNo).join("REF").split(loaded.order!.refNo).join("REF"), (k, v: unknown) =>
        k === "at" ? undefined : v,
      );
    expect(strip(after.cart)).toEqual(strip(before.cart));
    expect(strip(after.status)).toEqual(strip(before.status));
    expect((after.logs as { answer: { dataBundle: unknown[] } }).answer.dataBundle).toHaveLength(1);
  });
});
