/**
 * One user's current state written as a scenario file: loaded on a fresh simulator, it makes a user
 * the portal shows with the same figures and choices (lines, broadband usage and history, bills,
 * wallet and packages, call forwarding, the online order, canned answers), living at the instant the
 * state was saved. Identifiers (user id, line and account numbers) are new ones on loading.
 */
import { lines, linkedLines, findUser, findLine, type LineRecord } from "../store";
import { personOf } from "../personas";
import { asUser, clockState } from "../world";
import type { LineTemplate } from "../../fixtures/personas";
import { cannedAnswers } from "../answers";
import { broadbandOverrideOf } from "../areas/broadband/scenario";
import { billOverrideOf } from "../areas/bills/scenario";
import { prepaidOverrideOf, timelyPayOf } from "../areas/prepaid/scenario";
import { complaintsOf } from "../areas/complaints";
import { connectedAtOf, peoTvPackageOf } from "../areas/accounts";
import { forwardingTo } from "../areas/voice";
import { drafts, invoiceLines, paymentLogs } from "../areas/sales/state";
import type { LineOverride, ScenarioInput, ScenarioUser } from "./schema";

const HOUR_MS = 3600_000;

function lineOverrideOf(line: LineRecord, linked: boolean, selected: boolean): LineOverride {
  const spec = line.spec as unknown as LineTemplate;
  const prepaid = line.promotionType === "Prepaid";
  const forwarding = forwardingTo(line.telephoneNo);
  const bill = billOverrideOf(line.telephoneNo);
  const broadband = broadbandOverrideOf(line.telephoneNo);
  return {
    kind: prepaid ? "prepaid" : "postpaid",
    linked,
    ...(selected ? { selected } : {}),
    broadband: spec.broadband
      ? (broadband ?? { medium: spec.broadband.medium, ...(spec.broadband.privileges ? { privileges: spec.broadband.privileges } : {}) })
      : null,
    peoTv: Boolean(spec.peoTv),
    ...(spec.peoTv ? { peoTvPackage: peoTvPackageOf(line) as LineOverride["peoTvPackage"] } : {}),
    voice: spec.voice === "suspended" ? "suspended" : spec.voice ? "active" : "none",
    ...(forwarding !== undefined ? { forwarding } : {}),
    connectedSince: new Date(connectedAtOf(line)).toISOString(),
    complaints: complaintsOf(line.telephoneNo),
    ...(prepaid ? {} : { timelyPay: timelyPayOf(line.telephoneNo) ?? [] }),
    ...(prepaid ? prepaidOverrideOf(line.telephoneNo) : {}),
    ...(bill
      ? {
          bill: {
            ...bill,
            popup: spec.bill?.popupType ?? null,
            ...(spec.bill?.methodsLocked ? { methodsLocked: true } : {}),
          },
        }
      : {}),
  };
}

function orderOf(userName: string, now: number): ScenarioUser["order"] {
  const draft = drafts.findFirst((q) => q.where({ owner: userName }));
  if (!draft) return null;
  return {
    service: draft.kind,
    userComment: draft.userComment,
    paid: paymentLogs.findMany((q) => q.where({ refNo: draft.refNo })).some((p) => p.gwStatus === "1"),
    billingAddress: Boolean(draft.fields.BILLING_ADD_NO),
    cart: invoiceLines.findMany((q) => q.where({ refNo: draft.refNo })).length > 0,
    ...(draft.documentsAt !== null ? { documentsHoursAgo: Math.round(((now - draft.documentsAt) / HOUR_MS) * 100) / 100 } : {}),
    ...(draft.orderStatus ? { orderStatus: draft.orderStatus } : {}),
    ...(draft.failsAt !== null ? { failsAt: draft.failsAt } : {}),
  };
}

/** The user's state as a scenario file, or null when there is no such user. */
export function userScenario(userId: string): ScenarioInput | null {
  const user = findUser(userId);
  if (!user) return null;
  const clock = clockState(user.userName);
  const now = Date.parse(clock.now);
  const person = personOf(user);
  const linked = linkedLines(user.userName);
  const own = lines.findMany((q) => q.where({ nic: user.nic })).filter((l) => !linked.some((k) => k.telephoneNo === l.telephoneNo));
  const lineList = [
    ...linked.map((k, i) => ({ line: findLine(k.telephoneNo)!, linked: true, selected: i === 0 && linked.length > 1 })),
    ...own.map((line) => ({ line, linked: false, selected: false })),
  ].filter((l) => l.line);
  const answers = cannedAnswers.forUser(user.userName).map((a) => ({
    contract: a.contract as NonNullable<ScenarioInput["answers"]>[number]["contract"],
    user: "customer",
    ...(a.remaining !== null ? { times: a.remaining } : {}),
    ...(a.match ? { match: a.match } : {}),
    respond: a.body,
    ...(a.status !== 200 ? { status: a.status } : {}),
  }));
  return {
    $schema: "./scenario.schema.json",
    name: `Saved state of ${user.userName}`,
    description: `The state of ${user.userName} (persona ${user.persona}) as it was at ${clock.now}, saved from the simulator. Sign in as the user the load answers.`,
    world: { at: clock.now, ...(clock.frozen ? { freeze: true } : {}) },
    users: [
      {
        as: "customer",
        persona: user.persona as ScenarioUser["persona"],
        name: user.name,
        password: user.password,
        ...(person.nic ? { nic: person.nic } : {}),
        ...(person.refreshRevoked ? { refreshRevoked: true } : {}),
        ...(person.home ? { home: person.home as ScenarioUser["home"] } : {}),
        lines: asUser(user.userName, () => lineList.map((l) => lineOverrideOf(l.line, l.linked, l.selected))),
        onlyTheseLines: true,
        order: orderOf(user.userName, now),
      },
    ],
    ...(answers.length ? { answers } : {}),
  };
}
