/**
 * Recording a live account as a scenario (scripts/record-scenario.ts): one standalone simulator plays
 * the live operator API, a second loads the recorded file; the recorded user gets every recorded
 * read-only answer back, body for body, and nothing personal of the account is in the file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as auth from "#contracts/auth";
import type { Contract } from "#contracts/core";
import { DAY_MS, lkDate, servicesUnder } from "#contracts/lk";
import { registry } from "#contracts/registry";
import { exchange, type TransportConfig } from "~/operator/transport.server";
import { simulatorClient } from "../../simulator/control/client";
import { checkScenario } from "../../simulator/scenarios/load";
import { readOnlyCalls } from "../../scripts/drift-check";
import { recordScenario, RECORDED_USER } from "../../scripts/record-scenario";
import { startStandaloneSimulator, type StandaloneSimulator } from "../support/standalone-sim";
import { listScenarioFiles, readScenarioFile } from "../../simulator/scenarios/files";

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const MOBILE = /(?<!\d)(?:07|947)\d{8}(?!\d)/g;

describe("recording an account as a scenario", () => {
  let live: StandaloneSimulator | undefined;
  let replay: StandaloneSimulator | undefined;
  beforeAll(async () => {
    [live, replay] = await Promise.all([startStandaloneSimulator(), startStandaloneSimulator()]);
  }, 70_000);
  afterAll(() => {
    live?.stop();
    replay?.stop();
  });

  it.each([
    ["postpaid-fibre", ["accounts.getServiceDetail", "broadband.usageSummary", "broadband.profile", "bills.billHistory", "profile.viewUserInfo"]],
    ["prepaid-lte", ["accounts.getServiceDetail", "accounts.getLteDetail", "prepaid.walletDetail", "prepaid.rechargeHistory", "profile.viewUserInfo"]],
  ])(
    "records a %s account and the scenario answers the same in another simulator",
    async (personaKey, expected) => {
      const persona = await simulatorClient(live!.origin).createPersona(personaKey);
      const options = {
        bases: servicesUnder(live!.origin),
        clientId: "record-test",
        tvApiKey: "simulator-tv-key",
        userName: persona.userName,
        password: persona.password,
      };
      const { scenario, rows } = await recordScenario(options);
      const text = JSON.stringify(scenario, null, 2);

      // A valid scenario of one user, made from the persona the account looks like.
      const checked = checkScenario(JSON.parse(text));
      expect(checked.ok ? [] : checked.issues).toEqual([]);
      expect(scenario.users).toEqual([{ as: RECORDED_USER, persona: personaKey }]);
      expect(rows.filter((r) => r.recorded > 0).map((r) => r.contract)).toEqual(expect.arrayContaining(expected));
      expect(new Set(scenario.answers.map((a) => a.contract)).size).toBe(scenario.answers.length);

      // Nothing personal: the persona's own data, and every e-mail and mobile the live answers carry.
      const personal = new Set<string>([
        persona.userName,
        persona.password,
        persona.name,
        ...persona.name.split(/\s+/).filter((w) => w.length >= 3),
        persona.nic,
        ...persona.lines.flatMap((l) => [l.telephoneNo, l.telephoneNo.slice(1), `94${l.telephoneNo.slice(1)}`, l.accountNo, l.nic]),
      ]);
      for await (const call of readOnlyCalls(options, { allLines: true })) {
        if (call.result?.kind !== "answer") continue;
        const body = JSON.stringify(call.result.body);
        for (const [value] of [...body.matchAll(EMAIL), ...body.matchAll(MOBILE)]) personal.add(value);
      }
      expect(personal.size).toBeGreaterThan(6);
      const found = [...personal].filter((value) => text.toLowerCase().includes(value.toLowerCase()));
      expect(found).toEqual([]);

      // The other simulator loads it; its recorded user gets each recorded answer for the recorded request.
      const loaded = await simulatorClient(replay!.origin).loadScenario(JSON.parse(text));
      const user = loaded.users.find((u) => u.as === RECORDED_USER)!;
      const config: TransportConfig = { bases: servicesUnder(replay!.origin), clientId: "record-test", tvApiKey: "simulator-tv-key", timeoutMs: 10_000 };
      const login = await exchange(auth.login, { username: user.userName, password: user.password, channelID: "WEB" }, config);
      if (login.kind !== "answer" || !login.answer.accessToken) throw new Error("the recorded user could not sign in");
      // What the recording left out of `match`: the user id (the loaded user's own) and the dates (any window: here other ones).
      const now = Date.now();
      const unmatched: Record<string, string> = {
        username: user.userName,
        userName: user.userName,
        historyFrom: lkDate(now - 80 * DAY_MS),
        historyTo: lkDate(now - 2 * DAY_MS),
        fromDate: lkDate(now - 40 * DAY_MS),
        toDate: lkDate(now - 3 * DAY_MS),
        date: lkDate(now - 5 * DAY_MS),
      };
      for (const answer of scenario.answers) {
        const contract = registry.find((c) => c.name === answer.contract) as Contract;
        const fields = Object.keys((contract.request as unknown as { shape?: object }).shape ?? {});
        const rest = Object.fromEntries(fields.filter((k) => unmatched[k] !== undefined && !(k in (answer.match ?? {}))).map((k) => [k, unmatched[k]]));
        const result = await exchange(contract, { ...rest, ...answer.match } as never, config, login.answer.accessToken);
        expect(result.kind === "answer" ? result.body : result, answer.contract).toEqual(answer.respond);
      }
    },
    30_000,
  );

  it("loads every shipped scenario file through POST /__sim/api/scenarios, and refuses one whose respond breaks its contract", async () => {
    const post = (body: unknown) =>
      fetch(`${replay!.origin}/__sim/api/scenarios`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const files = listScenarioFiles();
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const { file } of files) {
      const response = await post(readScenarioFile(file));
      expect(response.status, file).toBe(200);
      expect(((await response.json()) as { users: unknown[] }).users.length, file).toBeGreaterThan(0);
    }
    const broken = await post({
      name: "broken",
      description: "a respond that breaks its contract",
      users: [{ as: "kamala", persona: "prepaid-lte" }],
      answers: [{ contract: "prepaid.walletDetail", user: "kamala", respond: { isSuccess: "yes" } }],
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ issues: [expect.objectContaining({ path: expect.stringMatching(/^answers\.0\.respond/) })] });
  }, 30_000);
});
