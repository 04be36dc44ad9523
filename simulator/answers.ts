/**
 * Canned business answers (a scenario's `answers`): for one contract, optionally one user, requests whose
 * fields match and the next N calls, the operator refuses with its own `errorShow` (in the contract's envelope,
 * `isSuccess: false`) or answers a given body. Checked against the contract when added; applied after the
 * faults and before the simulator's own resolver, so the rest of the call (authentication, the request's
 * check, the journal) is as for any other answer.
 */
import type { Contract } from "#contracts/core";
import { fail } from "./implement";
import { markChanged } from "./world";

export interface CannedAnswer {
  id: number;
  contract: string;
  /** User name, or null for every user. */
  user: string | null;
  /** Request fields (wire names) that must equal these for the answer to apply. */
  match: Record<string, string> | null;
  /** How many more calls it answers; null: until removed. */
  remaining: number | null;
  status: number;
  body: unknown;
  /** Calls it answered. */
  applied: number;
}

export type CannedAnswerInput = Omit<CannedAnswer, "id" | "applied">;

let answers: CannedAnswer[] = [];
let seq = 0;

/** The failure envelope a refusal answers: the operator's own way of saying no, with its text for people. */
export function refusal(errorShow: string, errorCode: string | null = null) {
  return fail(errorShow, errorCode === null ? {} : { errorCode });
}

/** Whether the contract answers in the operator's envelope (a refusal can be said in it). */
export function answersInEnvelope(contract: Contract): boolean {
  return contract.answer === "json" && contract.response.safeParse(refusal("x")).success;
}

export const cannedAnswers = {
  add(input: CannedAnswerInput): CannedAnswer {
    const answer = { ...input, id: ++seq, applied: 0 };
    answers.push(answer);
    markChanged();
    return { ...answer };
  },
  list: (): CannedAnswer[] => answers.map((a) => ({ ...a })),
  /** Every canned answer for a user (when their scenario is saved). */
  forUser: (user: string): CannedAnswer[] => answers.filter((a) => a.user === user.toLowerCase()).map((a) => ({ ...a })),
  clear() {
    answers = [];
    seq = 0;
    markChanged();
  },
  /** For persistence. */
  state: () => ({ seq, answers: cannedAnswers.list() }),
  load(state: { seq: number; answers: CannedAnswer[] }) {
    seq = state.seq;
    answers = state.answers.map((a) => ({ ...a }));
  },
};

function matches(answer: CannedAnswer, contract: Contract, user: string | null, input: Record<string, unknown>): boolean {
  if (answer.contract !== contract.name) return false;
  if (answer.user && answer.user !== user) return false;
  if (answer.remaining !== null && answer.remaining <= 0) return false;
  if (!answer.match) return true;
  return Object.entries(answer.match).every(([key, value]) => String(input[key] ?? "") === value);
}

/** The canned answer for this call, if one applies (and counts it). */
export function cannedAnswerFor(contract: Contract, user: string | null, input: Record<string, unknown>): { status: number; body: unknown } | null {
  const answer = answers.find((a) => matches(a, contract, user, input));
  if (!answer) return null;
  if (answer.remaining !== null) answer.remaining -= 1;
  answer.applied += 1;
  markChanged();
  return { status: answer.status, body: structuredClone(answer.body) };
}
