/**
 * Scenario files as a QA tester uses them: what they set is what the operator answers, canned answers
 * answer whom and when they say, the users live on the scenario's clock, and a file with any problem is
 * refused whole with the path of each problem, applying nothing.
 */
import { describe, expect, it } from "vitest";
import * as accounts from "#contracts/accounts";
import * as bills from "#contracts/bills";
import * as broadband from "#contracts/broadband";
import * as complaints from "#contracts/complaints";
import * as prepaid from "#contracts/prepaid";
import { toSubscriberId } from "#contracts/lk";
import { listScenarioFiles } from "../../simulator/scenarios/files";
import { send, signIn, useSimulator } from "../support/sim";

const sim = useSimulator();

/** The 400 a refused scenario answers, as the control client reports it. */
async function refusal(scenario: unknown) {
  const users = (await sim.client.call("listUsers")).length;
  const error = await sim.client.loadScenario(scenario).then(
    () => null,
    (e: Error) => e.message,
  );
  expect(error, "the scenario is refused").not.toBeNull();
  // Nothing of it was applied.
  expect((await sim.client.call("listUsers")).length).toBe(users);
  return JSON.parse(error!.replace(/^Simulator loadScenario failed: /, "")) as { error: string; issues: Array<{ path: string; message: string }> };
}

const base = { name: "test", description: "a test scenario" };

describe("a scenario with a problem is refused whole", () => {
  it("names an unknown key and where it is", async () => {
    const { issues } = await refusal({ ...base, users: [{ as: "alice", persona: "postpaid-fibre", lines: [{ bill: { amountPayble: 10 } }] }] });
    expect(issues).toEqual([{ path: "users.0.lines.0.bill", message: expect.stringContaining('"amountPayble"') }]);
  });

  it("names an unknown persona, contract and package by the value given", async () => {
    const { issues } = await refusal({
      ...base,
      users: [{ as: "alice", persona: "postpaid-fiber", lines: [{ broadband: { package: "ANY JOY 200" } }] }],
      answers: [{ contract: "broadband.buyExtraGb", refuse: "No." }],
    });
    expect(issues.map((i) => i.path)).toEqual(["users.0.persona", "users.0.lines.0.broadband.package", "answers.0.contract"]);
    expect(issues.map((i) => i.message).join(" ")).toMatch(/"postpaid-fiber".*"ANY JOY 200".*"broadband.buyExtraGb"/);
  });

  it("names a user that is not declared", async () => {
    const { issues } = await refusal({
      ...base,
      users: [{ as: "alice", persona: "postpaid-fibre" }],
      answers: [{ contract: "broadband.purchaseExtraGb", user: "bob", refuse: "No." }],
      steps: [{ advance: "1d", user: "carol" }],
    });
    expect(issues).toEqual([
      { path: "answers.0.user", message: 'No user "bob" is declared in users' },
      { path: "steps.0.user", message: 'No user "carol" is declared in users' },
    ]);
  });

  it("checks a respond body against the contract's answer, and a refusal against its envelope", async () => {
    const { error, issues } = await refusal({
      ...base,
      users: [{ as: "alice", persona: "prepaid-lte" }],
      answers: [
        { contract: "prepaid.walletDetail", user: "alice", respond: { isSuccess: true, dataBundle: [{ totalAmount: "lots" }] } },
        { contract: "tv.movies", refuse: "No." },
      ],
    });
    expect(error).toMatch(/^The scenario was not loaded: answers\.0\.respond/);
    expect(issues.filter((i) => i.path.startsWith("answers.0.respond")).length).toBeGreaterThan(0);
    expect(issues.at(-1)).toEqual({ path: "answers.1.refuse", message: expect.stringContaining("tv.movies does not answer in the operator's envelope") });
  });

  it("refuses what cannot be: a package the line's medium is not sold on, a bill on a prepaid line, a fifth linked line", async () => {
    const { issues } = await refusal({
      ...base,
      users: [
        {
          as: "alice",
          persona: "four-accounts",
          lines: [{ broadband: { medium: "ADSL", package: "UNLIMITED TURBO" } }, {}, { bill: { amountPayable: 10 } }, {}, { kind: "postpaid" }],
        },
      ],
    });
    expect(issues.map((i) => i.path)).toEqual(["users.0.lines", "users.0.lines.0.broadband.package", "users.0.lines.2.bill"]);
  });
});

describe("what a scenario sets is what the operator answers", () => {
  it("the wallet, the bill's due date and months, the usage share, a suspended voice line, complaints", async () => {
    const loaded = await sim.client.loadScenario({
      ...base,
      users: [
        {
          as: "alice",
          persona: "postpaid-fibre",
          lines: [
            { broadband: { package: "ANY JOY", usedPercent: 95 }, bill: { amountPayable: 4321.5, dueDate: "-40d", months: 3, popup: "A", method: "01" } },
            { kind: "prepaid", wallet: { balance: 99.5 } },
            { kind: "postpaid", voice: "suspended", broadband: null, complaints: [{ service: "VOICE", at: "-1h", outcome: "Closed" }] },
          ],
        },
      ],
    });
    const alice = loaded.users[0]!;
    const [fibre, lte, voice] = alice.lines as [(typeof alice.lines)[0], (typeof alice.lines)[0], (typeof alice.lines)[0]];
    const token = await signIn(alice);

    const usage = await send(broadband.usageSummary, { subscriberID: toSubscriberId(fibre.telephoneNo) }, token);
    expect(usage).toMatchObject({
      answer: { dataBundle: { my_package_info: { package_name: "ANY JOY", usageDetails: [{ limit: 100, used: 95, remaining: 5 }] } } },
    });

    const inquiry = await send(bills.billingInquiry, { telephoneNo: fibre.telephoneNo, accountNo: fibre.accountNo }, token);
    const due = new Date(Date.now() - 40 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, "/");
    expect(inquiry).toMatchObject({ answer: { dataBundle: { listofbillingInquiryType: [{ outstandingBalance: 4321.5, paymentDueDate: due }] } } });
    const history = await send(bills.billHistory, { telephoneNo: fibre.telephoneNo, accountNo: fibre.accountNo }, token);
    expect(history.kind === "answer" && history.answer.isSuccess && history.answer.dataBundle.listofBillHistoryDetail).toHaveLength(3);
    const popup = await send(accounts.popupMessageBanner, { subscriberID: toSubscriberId(fibre.telephoneNo) }, token);
    expect(popup).toMatchObject({ answer: { dataBundle: { popuP_TYPE: "A" } } });

    const wallet = await send(prepaid.walletDetail, { LTESLTNumber: lte.telephoneNo }, token);
    expect(JSON.stringify(wallet)).toContain("9950");

    const detail = await send(accounts.serviceDetail, { telephoneNo: voice.telephoneNo }, token);
    expect(detail).toMatchObject({ answer: { dataBundle: { listofBBService: [], listofVoiceService: [{ serviceStatus: "SUSPENDED" }] } } });
    const faults = await send(complaints.viewFaultList, { faultyTelephoneNo: voice.telephoneNo }, token);
    expect(faults).toMatchObject({ answer: { dataBundle: { asset: [{ serviceName: "VOICE", fault: [{ status: "Open" }] }] } } });
  });

  it("a canned refusal answers its user alone, for the times it says, with the operator's own words", async () => {
    const loaded = await sim.client.loadScenario({
      ...base,
      users: [
        { as: "alice", persona: "postpaid-fibre" },
        { as: "bob", persona: "postpaid-fibre" },
      ],
      answers: [
        { contract: "broadband.purchaseExtraGb", user: "alice", times: 1, refuse: { errorShow: "Extra GB is on hold for your account.", errorCode: "EGB-9" } },
      ],
    });
    const buy = async (user: (typeof loaded.users)[0]) =>
      send(
        broadband.purchaseExtraGb,
        { subscriberID: toSubscriberId(user.lines[0]!.telephoneNo), packageId: "EGB_5", commitUse: user.userName, channel: "SCP" },
        await signIn(user),
      );
    const [alice, bob] = loaded.users as [(typeof loaded.users)[0], (typeof loaded.users)[0]];
    expect(await buy(alice)).toMatchObject({ answer: { isSuccess: false, errorShow: "Extra GB is on hold for your account.", errorCode: "EGB-9" } });
    expect(await buy(bob)).toMatchObject({ answer: { isSuccess: true } });
    // Only the next call: then the operator answers as it would.
    expect(await buy(alice)).toMatchObject({ answer: { isSuccess: true } });
    const journal = await sim.client.journal({ user: alice.userName, contract: "broadband.purchaseExtraGb" });
    expect(journal.map((e) => e.fault ?? null)).toContain("canned answer");
  });

  it("a respond answers only the calls whose fields match", async () => {
    const loaded = await sim.client.loadScenario({
      ...base,
      users: [{ as: "kamala", persona: "prepaid-lte" }],
      answers: [
        {
          contract: "prepaid.walletDetail",
          user: "kamala",
          match: { LTESLTNumber: "0119999999" },
          respond: { isSuccess: true, dataBundle: [{ totalAmount: 777 }], errorShow: null },
        },
      ],
    });
    const kamala = loaded.users[0]!;
    const token = await signIn(kamala);
    const own = await send(prepaid.walletDetail, { LTESLTNumber: kamala.lines[0]!.telephoneNo }, token);
    expect(JSON.stringify(own)).toContain("125000");
    // A number she never linked: the operator would refuse it, the canned answer answers it.
    expect(await send(prepaid.walletDetail, { LTESLTNumber: "0119999999" }, token)).toMatchObject({
      answer: { isSuccess: true, dataBundle: { totalAmount: 777 } },
    });
  });

  it("puts its users on their own clock, frozen where it says, and steps move it; everyone else keeps the world's time", async () => {
    const world = Date.parse((await sim.client.call("getClock", {})).now);
    const loaded = await sim.client.loadScenario({
      ...base,
      world: { at: "2026-03-01T09:00:00+05:30", freeze: true },
      users: [{ as: "alice", persona: "postpaid-fibre" }],
      steps: [{ advance: "1d6h", user: "alice" }],
    });
    const clock = await sim.client.call("getClock", { user: loaded.users[0]!.userName });
    expect(clock).toMatchObject({ now: "2026-03-02T09:30:00.000Z", frozen: true });
    expect(Math.abs(Date.parse((await sim.client.call("getClock", {})).now) - world)).toBeLessThan(60_000);
    // Signing in works whatever the user's own time.
    await signIn(loaded.users[0]!);
  });
});

describe("the shipped scenarios", () => {
  it("are at least twelve, and every one loads", async () => {
    const files = listScenarioFiles();
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const file of files) {
      const loaded = await sim.client.loadScenarioFile(file.file);
      expect(loaded.users.length, file.file).toBeGreaterThan(0);
      expect(file.description.length, file.file).toBeGreaterThan(40);
    }
  });
});
