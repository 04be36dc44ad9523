/**
 * Loading a scenario: every key, value, name and canned answer is checked first (a scenario with any
 * problem is refused whole, with each problem's path in the file, and nothing of it is applied); then its
 * users are made from their persona templates with the overrides, on their own clock when the scenario
 * sets one, and its canned answers, faults and steps follow. Users that others made are never touched
 * (a step with `world: true` is the one exception, and says so).
 */
import type { z } from "zod";
import { broadbandPackage } from "../../fixtures/broadband";
import { personaTemplate, type LineTemplate, type OrderTemplate, type PersonaTemplate } from "../../fixtures/personas";
import { contractNamed } from "#contracts/registry";
import { answersInEnvelope, cannedAnswers, refusal } from "../answers";
import { faults } from "../faults";
import { createUserFromPersona, freshUserName, type PersonaInstance } from "../personas";
import { findUser, linkedLines, links, MAX_LINKED_ACCOUNTS } from "../store";
import { asUser, changeClock, nowMs, setUserClock, withSeed } from "../world";
import { applyBroadbandOverride } from "../areas/broadband/scenario";
import { applyBillOverride } from "../areas/bills/scenario";
import { applyPrepaidOverride, applyTimelyPay } from "../areas/prepaid/scenario";
import { applyComplaints } from "../areas/complaints";
import { applyForwarding } from "../areas/voice";
import { durationMs, instantOf, scenarioSchema, type LineOverride, type Scenario, type ScenarioUser } from "./schema";

export interface ScenarioIssue {
  /** Where in the file: "users.0.lines.1.bill.amountPayable". */
  path: string;
  message: string;
}

/** A scenario that was not loaded, and why. */
export class ScenarioError extends Error {
  constructor(readonly issues: ScenarioIssue[]) {
    super(`The scenario was not loaded: ${issues.map((i) => `${i.path || "(file)"}: ${i.message}`).join("; ")}`);
  }
}

export type LoadedUser = PersonaInstance & { as: string };
export interface LoadedScenario {
  name: string;
  users: LoadedUser[];
}

const pathOf = (path: ReadonlyArray<PropertyKey>) => path.map(String).join(".");
const issuesOf = (error: z.ZodError, prefix: PropertyKey[] = []): ScenarioIssue[] =>
  error.issues.map((i) => ({ path: pathOf([...prefix, ...i.path]), message: i.message }));

const voiceOf = { active: true, suspended: "suspended", none: false } as const;

/** The line template a scenario line makes: the persona's n-th line (or a new one) with the overrides. */
function lineTemplate(base: LineTemplate | undefined, o: LineOverride): LineTemplate {
  const kind = o.kind ?? base?.kind ?? "postpaid";
  const t: LineTemplate = structuredClone(base && base.kind === kind ? base : { kind });
  if (o.linked !== undefined) t.linked = o.linked;
  if (o.broadband === null) delete t.broadband;
  else if (o.broadband) {
    const b = o.broadband;
    const medium = b.medium ?? t.broadband?.medium ?? (kind === "prepaid" ? "LTE" : "FTTH");
    const usage = b.status === "THROTTLED" ? "throttled" : b.status === "NORMAL" ? "healthy" : t.broadband?.usage;
    t.broadband = {
      medium,
      ...(usage ? { usage } : {}),
      ...((b.privileges ?? t.broadband?.privileges) ? { privileges: b.privileges ?? t.broadband!.privileges! } : {}),
    };
  }
  if (kind === "prepaid") t.broadband = { medium: "LTE" };
  if (o.peoTv !== undefined) t.peoTv = o.peoTv;
  if (o.peoTvPackage) t.peoTvPackage = o.peoTvPackage;
  if (o.connectedSince) t.connectedAt = instantOf(o.connectedSince, nowMs());
  if (o.voice !== undefined) t.voice = voiceOf[o.voice];
  if (kind === "prepaid") {
    const wallet = t.wallet ?? { cents: 50000 };
    t.wallet = {
      cents: o.wallet?.balance !== undefined ? Math.round(o.wallet.balance * 100) : wallet.cents,
      ...((o.wallet?.status ? o.wallet.status === "dormant" : wallet.dormant) ? { dormant: true } : {}),
    };
    delete t.bill;
  } else if (o.bill) {
    const bill = t.bill ?? {};
    const popupType = o.bill.popup === null ? undefined : (o.bill.popup ?? bill.popupType);
    t.bill = {
      ...bill,
      ...(o.bill.method ? { statusCode: o.bill.method as "01" | "02" } : {}),
      ...(o.bill.amountPayable !== undefined ? { outstanding: o.bill.amountPayable } : {}),
      ...(o.bill.methodsLocked !== undefined ? { methodsLocked: o.bill.methodsLocked } : {}),
    };
    if (popupType) t.bill.popupType = popupType;
    else delete t.bill.popupType;
  }
  return t;
}

const orderTemplate = (o: NonNullable<ScenarioUser["order"]>): OrderTemplate => ({
  service: o.service,
  userComment: o.userComment,
  paid: o.paid,
  billingAddress: o.billingAddress,
  cart: o.cart,
  ...(o.documentsHoursAgo !== undefined ? { documentsHoursAgo: o.documentsHoursAgo } : {}),
  ...(o.orderStatus !== undefined ? { orderStatus: o.orderStatus } : {}),
  ...(o.failsAt !== undefined ? { failsAt: o.failsAt } : {}),
});

/** The persona template with the user's overrides: what the user is made from. */
export function userTemplate(user: ScenarioUser): PersonaTemplate {
  const persona = personaTemplate(user.persona);
  const overrides = user.lines ?? [];
  const count = user.onlyTheseLines ? overrides.length : Math.max(persona.lines.length, overrides.length);
  const lines = Array.from({ length: count }, (_, i) => {
    const base = persona.lines[i];
    const o = overrides[i];
    return o ? lineTemplate(base, o) : structuredClone(base!);
  });
  const template: PersonaTemplate = { ...structuredClone(persona), lines };
  if (user.nic) template.nic = { eligible: true, existingCustomer: lines.length > 0, outstanding: false, ...persona.nic, ...user.nic };
  if (user.refreshRevoked !== undefined) template.refreshRevoked = user.refreshRevoked;
  if (user.home) template.home = user.home;
  if (user.order === null) delete template.order;
  else if (user.order) template.order = orderTemplate(user.order);
  return template;
}

/** What the schema cannot say alone: lines that need a kind, packages that fit the line, users and answers that exist. */
function semanticIssues(scenario: Scenario): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const add = (path: PropertyKey[], message: string) => issues.push({ path: pathOf(path), message });
  const names = new Set<string>();
  scenario.users.forEach((user, u) => {
    if (user.userName) {
      const name = user.userName.toLowerCase();
      if (findUser(name)) add(["users", u, "userName"], `A user ${name} already exists in the simulator`);
      if (names.has(name)) add(["users", u, "userName"], `The user id ${name} is given twice`);
      names.add(name);
    }
    const persona = personaTemplate(user.persona);
    const template = userTemplate(user);
    const linked = template.lines.filter((l) => l.linked ?? true).length;
    if (linked > MAX_LINKED_ACCOUNTS) add(["users", u, "lines"], `At most ${MAX_LINKED_ACCOUNTS} lines can be linked (${linked} are)`);
    (user.lines ?? []).forEach((o, i) => {
      const at = ["users", u, "lines", i];
      if (!persona.lines[i] && !o.kind) add([...at, "kind"], `The persona ${user.persona} has no line ${i + 1}: say its kind (postpaid or prepaid)`);
      const line = template.lines[i]!;
      const prepaid = line.kind === "prepaid";
      if (o.broadband?.package) {
        const pkg = broadbandPackage(o.broadband.package)!;
        const medium = line.broadband?.medium;
        if (prepaid) add([...at, "broadband", "package"], "A prepaid line's data is its packages (packages), not a broadband package");
        else if (medium && !pkg.media.includes(medium))
          add([...at, "broadband", "package"], `${pkg.name} is not sold on ${medium} (it is on ${pkg.media.join(", ")})`);
        if (o.broadband.status === "THROTTLED" && pkg.kind === "UNLIMITED")
          add([...at, "broadband", "status"], `${pkg.name} is unlimited: it cannot be throttled`);
      }
      if (!prepaid && (o.wallet || o.packages || o.reloads)) add(at, "Only a prepaid line has a wallet, packages and reloads (kind: prepaid)");
      if (prepaid && o.bill) add([...at, "bill"], "A prepaid line has no bill account");
      if (o.forwarding && !line.voice) add([...at, "forwarding"], "Calls are forwarded only from a line with voice");
    });
  });
  scenario.answers.forEach((answer, i) => {
    const contract = contractNamed(answer.contract);
    const at: PropertyKey[] = ["answers", i];
    if (answer.refuse !== undefined && !answersInEnvelope(contract)) {
      add([...at, "refuse"], `${contract.name} does not answer in the operator's envelope: give its whole answer with respond`);
    }
    if (answer.respond !== undefined) {
      if (contract.answer === "html") {
        if (typeof answer.respond !== "string") add([...at, "respond"], `${contract.name} answers an HTML page: respond with its text`);
      } else if (answer.status === 200) {
        const verdict = contract.response.safeParse(answer.respond);
        if (!verdict.success)
          issues.push(...issuesOf(verdict.error, [...at, "respond"]).map((x) => ({ ...x, message: `${x.message} (the answer of ${contract.name})` })));
      }
    }
  });
  return issues;
}

/** Check a scenario without applying anything: its parsed form, or every problem found. */
export function checkScenario(raw: unknown): { ok: true; scenario: Scenario } | { ok: false; issues: ScenarioIssue[] } {
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error) };
  const issues = semanticIssues(parsed.data);
  return issues.length ? { ok: false, issues } : { ok: true, scenario: parsed.data };
}

async function applyLine(telephoneNo: string, o: LineOverride) {
  if (o.broadband) await applyBroadbandOverride(telephoneNo, o.broadband);
  if (o.bill) await applyBillOverride(telephoneNo, o.bill);
  if (o.wallet || o.packages || o.reloads) await applyPrepaidOverride(telephoneNo, o);
  if (o.forwarding !== undefined) await applyForwarding(telephoneNo, o.forwarding);
  if (o.timelyPay) await applyTimelyPay(telephoneNo, o.timelyPay);
  if (o.complaints) {
    const now = nowMs();
    await applyComplaints(
      telephoneNo,
      o.complaints.map((c) => ({ ...c, at: instantOf(c.at, now) })),
    );
  }
}

/** The selected line first among the user's linked accounts (the portal selects the first). */
async function select(userName: string, telephoneNo: string) {
  const ordered = linkedLines(userName).sort((a, b) => (a.telephoneNo === telephoneNo ? -1 : b.telephoneNo === telephoneNo ? 1 : a.position - b.position));
  for (const [position, link] of ordered.entries()) {
    await links.update(link, {
      data(l) {
        l.position = position;
      },
    });
  }
}

async function makeUser(scenario: Scenario, user: ScenarioUser): Promise<LoadedUser> {
  const userName = (user.userName ?? freshUserName(user.persona)).toLowerCase();
  const world = scenario.world;
  if (world?.at !== undefined || world?.freeze) setUserClock(userName, world.at ? Date.parse(world.at) : nowMs(), world.freeze ?? false);
  return asUser(userName, async () => {
    const instance = await withSeed(world?.seed, () =>
      createUserFromPersona(user.persona, {
        userName,
        ...(user.password ? { password: user.password } : {}),
        ...(user.name ? { name: user.name } : {}),
        template: userTemplate(user),
        subject: `scenario:${scenario.name}:${user.as}`,
      }),
    );
    for (const [i, o] of (user.lines ?? []).entries()) {
      const line = instance.lines[i];
      if (!line) continue;
      await applyLine(line.telephoneNo, o);
      if (o.selected && line.linked) await select(userName, line.telephoneNo);
    }
    return { as: user.as, ...instance };
  });
}

/** Load a scenario (raw JSON): its users, canned answers, faults and steps. Throws a ScenarioError, applying nothing, when it has a problem. */
export async function loadScenario(raw: unknown): Promise<LoadedScenario> {
  const checked = checkScenario(raw);
  if (!checked.ok) throw new ScenarioError(checked.issues);
  const { scenario } = checked;
  const users: LoadedUser[] = [];
  for (const user of scenario.users) users.push(await makeUser(scenario, user));
  const nameOf = (as: string | undefined) => (as === undefined ? null : users.find((u) => u.as === as)!.userName);

  for (const answer of scenario.answers) {
    const refused = typeof answer.refuse === "string" ? { errorShow: answer.refuse } : answer.refuse;
    cannedAnswers.add({
      contract: answer.contract,
      user: nameOf(answer.user),
      match: answer.match ? Object.fromEntries(Object.entries(answer.match).map(([k, v]) => [k, String(v)])) : null,
      remaining: answer.times ?? null,
      status: refused ? 200 : answer.status,
      body: refused ? refusal(refused.errorShow, refused.errorCode ?? null) : answer.respond,
    });
  }
  for (const fault of scenario.faults) faults.add({ ...fault, user: nameOf(fault.user) });
  for (const step of scenario.steps) {
    const advanceMs = durationMs(step.advance);
    if (step.world) changeClock({ advanceMs });
    else for (const user of step.user ? [nameOf(step.user)!] : users.map((u) => u.userName)) changeClock({ user, advanceMs });
  }
  return { name: scenario.name, users };
}
