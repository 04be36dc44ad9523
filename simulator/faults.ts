/**
 * Fault injection: per contract, per user or global, for the next N calls, with an optional
 * probability. The probability draw is a pure function of the seed, the rule and how many
 * calls that rule has matched so far, so the same profile and seed fail the same calls on
 * every run; a reset (or a new profile) starts every rule's count again.
 */
import { createHash } from "node:crypto";
import { HttpResponse } from "msw";
import type { Contract } from "#contracts/core";
import { markChanged, world } from "./world";

export const faultKinds = ["latency", "http500", "gateway", "malformed", "drop", "unauthorized", "refreshFailure"] as const;
export type FaultKind = (typeof faultKinds)[number];

export const faultDescriptions: Record<FaultKind, string> = {
  latency: "Added latency, then the real answer",
  http500: "HTTP 500 with the operator's error envelope",
  gateway: "The gateway's fault body (HTTP 503)",
  malformed: "A malformed JSON body (HTTP 200)",
  drop: "A dropped connection",
  unauthorized: "HTTP 401 on the call",
  refreshFailure: "The token refresh is refused (HTTP 401)",
};

export interface FaultRule {
  id: number;
  kind: FaultKind;
  /** Contract name, or null for every contract. */
  contract: string | null;
  /** User name, or null for every user. */
  user: string | null;
  /** How many more calls it applies to; null means until removed. */
  remaining: number | null;
  /** Chance (0-1) that a matching call is hit, drawn deterministically from the seed. */
  probability: number;
  latencyMs: number;
  /** Calls this rule has matched since it was added (the ordinal of its next draw). */
  matched: number;
  /** Calls it actually failed (or delayed). */
  applied: number;
}

export type FaultRuleInput = Pick<FaultRule, "kind"> & Partial<Omit<FaultRule, "id" | "matched" | "applied">>;

let rules: FaultRule[] = [];
let seq = 0;
/** Calls a latency rule is holding, answered at once when the rule goes (removed, cleared, replaced). */
const holding = new Map<number, Set<() => void>>();

function letGo(id?: number) {
  for (const [rule, calls] of holding) {
    if (id !== undefined && rule !== id) continue;
    for (const answer of calls) answer();
    holding.delete(rule);
  }
}

function build(rule: FaultRuleInput): FaultRule {
  return {
    contract: null,
    user: null,
    remaining: null,
    probability: 1,
    latencyMs: 1500,
    ...rule,
    ...(rule.user ? { user: rule.user.toLowerCase() } : {}),
    id: ++seq,
    matched: 0,
    applied: 0,
  };
}

export const faults = {
  add(rule: FaultRuleInput): FaultRule {
    const full = build(rule);
    rules.push(full);
    markChanged();
    return { ...full };
  },
  /** A fault profile: replace every rule at once; ids and draws start again from 1. */
  replace(profile: FaultRuleInput[]): FaultRule[] {
    faults.clear();
    rules = profile.map(build);
    return faults.list();
  },
  remove(id: number): boolean {
    const before = rules.length;
    rules = rules.filter((r) => r.id !== id);
    letGo(id);
    markChanged();
    return rules.length < before;
  },
  list: (): FaultRule[] => rules.map((r) => ({ ...r })),
  clear() {
    rules = [];
    seq = 0;
    letGo();
    markChanged();
  },
  /** For persistence. */
  state: () => ({ seq, rules: faults.list() }),
  load(state: { seq: number; rules: FaultRule[] }) {
    letGo();
    seq = state.seq;
    rules = state.rules.map((r) => ({ ...r }));
  },
};

function matches(rule: FaultRule, contract: Contract, user: string | null) {
  if (rule.contract && rule.contract !== contract.name) return false;
  if (rule.user && rule.user !== user) return false;
  if (rule.kind === "refreshFailure" && contract.name !== "auth.refreshToken") return false;
  return rule.remaining === null || rule.remaining > 0;
}

/** A uniform number in [0, 1) from the seed, the rule and the ordinal of the call it matched. */
export function faultDraw(seed: number, rule: Pick<FaultRule, "id" | "kind" | "contract" | "user">, ordinal: number): number {
  const digest = createHash("sha256")
    .update(`${seed}:fault:${rule.id}:${rule.kind}:${rule.contract ?? "*"}:${rule.user ?? "*"}:${ordinal}`)
    .digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

const oops = "Oops! something went wrong. Please try again shortly.";

function responseFor(kind: Exclude<FaultKind, "latency">): Response {
  switch (kind) {
    case "http500":
      return HttpResponse.json(
        {
          isSuccess: false,
          errorMessege: "Internal error",
          exceptionDetail: "System.Exception at Operator.Api",
          dataBundle: null,
          errorShow: oops,
          errorCode: "500",
        },
        { status: 500 },
      );
    case "gateway":
      return HttpResponse.json(
        { httpCode: "503", httpMessage: "Service Unavailable", moreInformation: "The backend server is not available." },
        { status: 503 },
      );
    case "malformed":
      return new HttpResponse('{"isSuccess": tru', { status: 200, headers: { "content-type": "application/json" } });
    case "drop":
      return HttpResponse.error();
    case "unauthorized":
    case "refreshFailure":
      return HttpResponse.json({ Message: "Authorization has been denied for this request." }, { status: 401 });
  }
}

/** The rule's latency, cut short when the rule is removed. */
function hold(rule: FaultRule): Promise<void> {
  return new Promise((resolve) => {
    const calls = holding.get(rule.id) ?? new Set();
    holding.set(rule.id, calls);
    const answer = () => {
      clearTimeout(timer);
      calls.delete(answer);
      resolve();
    };
    const timer = setTimeout(answer, rule.latencyMs);
    calls.add(answer);
  });
}

/**
 * The fault to apply to this call, if any, as the response to send instead of the real answer.
 * Latency rules delay the call and let the next rules (or the real answer) follow.
 */
export async function applyFault(
  contract: Contract,
  user: string | null,
  /** Called with each fault applied, latency included, so the journal can name it. */
  onApplied: (kind: FaultKind) => void = () => {},
): Promise<{ name: FaultKind; response: Response } | null> {
  for (const rule of [...rules]) {
    if (!matches(rule, contract, user)) continue;
    const ordinal = rule.matched++;
    markChanged();
    if (rule.probability < 1 && faultDraw(world.seed, rule, ordinal) >= rule.probability) continue;
    if (rule.remaining !== null) rule.remaining -= 1;
    rule.applied += 1;
    onApplied(rule.kind);
    if (rule.kind === "latency") {
      await hold(rule);
      continue;
    }
    return { name: rule.kind, response: responseFor(rule.kind) };
  }
  return null;
}
