/**
 * Recording a live account as a scenario: sign in to an operator API, make the read-only calls the
 * drift check makes (scripts/drift-check.ts), for each of the account's lines, and write a scenario
 * whose one user ("recorded") gets the same answers from the simulator: one canned answer per call
 * (contract and request), its body as the operator sent it, with every personal datum replaced
 * (scripts/anonymise.ts) in the bodies and requests alike. `npm run record` is the command (scripts/record.ts).
 *
 * A canned answer holds for the recorded user's calls whose request fields equal the recorded (made-up)
 * ones, except the user id (the loaded user's own) and the dates the recorder chose (any window). What the recording does not cover (calls
 * that change something, other requests) the simulator answers from its own state of the persona the
 * user is made from. Public calls (no sign-in: catalogues, TV listings) are not recorded: the simulator
 * cannot tell whose they are, so an answer for them would be everyone's.
 */
import type { Contract } from "../contracts/core";
import { Anonymiser } from "./anonymise";
import { readOnlyCalls, type DriftOptions } from "./drift-check";

export const RECORDED_USER = "recorded";

/** Request fields that name the signed-in user: the loaded user sends their own, so they are left out of `match`. */
const USER_ID_FIELDS = new Set(["username", "userName", "UserName"]);
/**
 * The dates the drift check picks for a call (the last 30 days, yesterday), not the account's data: the portal
 * asks for other windows (a purchase history of 90 days, last month's reloads), so they are left out of
 * `match` too, and the recorded answer is the one for any window.
 */
const CHOSEN_DATES = new Set(["historyFrom", "historyTo", "fromDate", "toDate", "date", "billDate"]);

export interface RecordOptions extends DriftOptions {
  /** Added to the anonymiser's fixed key: another salt, other made-up values. */
  salt?: string;
}

/** What became of one contract: how many calls were recorded, or why none was (names and verdicts only, never values). */
export interface RecordRow {
  contract: string;
  recorded: number;
  skipped: number;
  /** Why (the first) call was not recorded: "needs packageName", "HTTP 500", "public call"...; null when none was skipped. */
  reason: string | null;
}

export interface CannedAnswer {
  contract: string;
  user: string;
  match?: Record<string, string>;
  respond: unknown;
  status?: number;
}

export interface RecordedScenario {
  name: string;
  description: string;
  world: { at: string; freeze: true };
  users: Array<{ as: string; persona: "postpaid-fibre" | "prepaid-lte" }>;
  answers: CannedAnswer[];
}

export interface Recording {
  scenario: RecordedScenario;
  rows: RecordRow[];
}

function whyNot(call: { result: { kind: string; status?: number } | null; missing: string[] }, contract: Contract): string {
  if (contract.auth !== "bearer") return "public call: not the user's own";
  if (!call.result) return `needs ${call.missing.join(", ") || "a value the account does not show"}`;
  switch (call.result.kind) {
    case "invalid":
      return "answer does not fit the contract";
    case "unauthorized":
      return "HTTP 401";
    case "network":
      return "no answer";
    default:
      return `HTTP ${call.result.status}`;
  }
}

/** The persona the recorded user is made from: prepaid LTE when every line the account shows is prepaid. */
function personaOf(calls: Array<{ contract: string; body: unknown }>): "postpaid-fibre" | "prepaid-lte" {
  const lines = calls.filter((c) => c.contract === "accounts.getServiceDetail").map((c) => (c.body as { dataBundle?: { promotionType?: unknown } }).dataBundle);
  const prepaid = lines.filter((l) => String(l?.promotionType ?? "").toLowerCase() === "prepaid");
  return lines.length > 0 && prepaid.length === lines.length ? "prepaid-lte" : "postpaid-fibre";
}

/** Record the account the options sign in as. Nothing personal leaves this function but replaced. */
export async function recordScenario(options: RecordOptions, now: Date = new Date()): Promise<Recording> {
  const rows = new Map<string, RecordRow>();
  const kept: Array<{ contract: string; input: Record<string, string>; body: unknown; status: number }> = [];
  for await (const call of readOnlyCalls(options, { allLines: true })) {
    const row = rows.get(call.contract.name) ?? { contract: call.contract.name, recorded: 0, skipped: 0, reason: null };
    rows.set(call.contract.name, row);
    if (call.contract.auth === "bearer" && call.input && call.result?.kind === "answer") {
      // The user id is the loaded user's own: the canned answer is theirs already (its `user`).
      const input = Object.fromEntries(
        Object.entries(call.input).filter(([k, v]) => !(USER_ID_FIELDS.has(k) && v === options.userName) && !CHOSEN_DATES.has(k)),
      );
      kept.push({ contract: call.contract.name, input, body: call.result.body, status: call.result.status });
      row.recorded += 1;
    } else {
      row.skipped += 1;
      row.reason ??= whyNot(call, call.contract);
    }
  }

  // One anonymiser over the whole recording: a number replaced in one answer is the same in the next request.
  const anonymised = new Anonymiser(options.salt).rewrite(kept);
  const persona = personaOf(kept);
  const answers: CannedAnswer[] = anonymised.map((call) => ({
    contract: call.contract,
    user: RECORDED_USER,
    ...(Object.keys(call.input).length ? { match: call.input } : {}),
    ...(call.status !== 200 ? { status: call.status } : {}),
    respond: call.body,
  }));
  const recorded = [...rows.values()].filter((r) => r.recorded > 0).length;
  const at = now.toISOString();
  const scenario: RecordedScenario = {
    name: `Recorded account, ${at.slice(0, 10)}`,
    description:
      `Recorded from a live operator API at ${at.slice(0, 16).replace("T", " ")} UTC: ${answers.length} read-only answers of ${recorded} contracts ` +
      `for one account, with its personal data (names, NIC and passport numbers, telephone and account numbers, e-mail addresses, ` +
      `addresses, tokens) replaced by made-up ones. The user "${RECORDED_USER}" (a ${persona} persona) gets them back when asking about the same (made-up) lines, for any dates; ` +
      `the user's clock stands at the recording's instant. Anything else, and every call that changes something, goes to the simulator's ` +
      `own state of the persona (a change is not seen in the recorded answers).`,
    world: { at, freeze: true },
    users: [{ as: RECORDED_USER, persona }],
    answers,
  };
  return { scenario, rows: [...rows.values()] };
}
