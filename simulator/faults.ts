/**
 * Fault injection: per contract, per user or global, for the next N calls.
 * (The full fault catalogue with probabilities drawn from the seed is issue 3's.)
 */
import { HttpResponse } from "msw";
import type { Contract } from "#contracts/core";
import { world, hash } from "./world";

export const faultKinds = ["latency", "http500", "gateway", "malformed", "drop", "unauthorized", "refreshFailure"] as const;
export type FaultKind = (typeof faultKinds)[number];

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
}

let rules: FaultRule[] = [];
let seq = 0;
let draws = 0;

export const faults = {
  add(rule: Omit<FaultRule, "id" | "remaining" | "probability" | "latencyMs"> & Partial<FaultRule>): FaultRule {
    const full: FaultRule = { remaining: null, probability: 1, latencyMs: 1500, ...rule, id: ++seq };
    rules.push(full);
    return full;
  },
  remove(id: number) {
    rules = rules.filter((r) => r.id !== id);
  },
  list: () => [...rules],
  clear() {
    rules = [];
    draws = 0;
  },
};

function matches(rule: FaultRule, contract: Contract, user: string | null) {
  if (rule.contract && rule.contract !== contract.name) return false;
  if (rule.user && rule.user !== user) return false;
  if (rule.kind === "refreshFailure") return contract.name === "auth.refreshToken";
  return rule.remaining === null || rule.remaining > 0;
}

const oops = "Oops! something went wrong. Please try again shortly.";

/** The fault to apply to this call, if any, as the response to send instead of the real answer. */
export async function applyFault(
  contract: Contract,
  user: string | null,
): Promise<{ name: FaultKind; response: Response } | null> {
  for (const rule of rules) {
    if (!matches(rule, contract, user)) continue;
    if (rule.probability < 1) {
      const draw = (hash(`${world.seed}:fault:${draws++}`) % 10_000) / 10_000;
      if (draw >= rule.probability) continue;
    }
    if (rule.remaining !== null) rule.remaining -= 1;
    switch (rule.kind) {
      case "latency":
        await new Promise((r) => setTimeout(r, rule.latencyMs));
        return null;
      case "http500":
        return {
          name: rule.kind,
          response: HttpResponse.json(
            { isSuccess: false, errorMessege: "Internal error", exceptionDetail: "System.Exception at Operator.Api", dataBundle: null, errorShow: oops, errorCode: "500" },
            { status: 500 },
          ),
        };
      case "gateway":
        return {
          name: rule.kind,
          response: HttpResponse.json(
            { httpCode: "503", httpMessage: "Service Unavailable", moreInformation: "The backend server is not available." },
            { status: 503 },
          ),
        };
      case "malformed":
        return { name: rule.kind, response: new HttpResponse('{"isSuccess": tru', { status: 200, headers: { "content-type": "application/json" } }) };
      case "drop":
        return { name: rule.kind, response: HttpResponse.error() };
      case "unauthorized":
      case "refreshFailure":
        return {
          name: rule.kind,
          response: HttpResponse.json({ Message: "Authorization has been denied for this request." }, { status: 401 }),
        };
    }
  }
  return null;
}
