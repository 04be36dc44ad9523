/** The journal: every exchange the simulator handled, with the user, fault and contract verdicts. */
import type { Contract } from "#contracts/core";
import { nowMs } from "./world";

export interface JournalEntry {
  id: number;
  at: number;
  method: string;
  url: string;
  contract: string;
  user: string | null;
  status: number | null;
  requestOk: boolean | null;
  answerOk: boolean | null;
  fault: string | null;
  issues: string[];
  durationMs: number | null;
  answer?: unknown;
}

const LIMIT = 2000;
let entries: JournalEntry[] = [];
let seq = 0;

export const journal = {
  open(contract: Contract, request: Request): JournalEntry {
    const entry: JournalEntry = {
      id: ++seq,
      at: nowMs(),
      method: request.method,
      url: request.url,
      contract: contract.name,
      user: null,
      status: null,
      requestOk: null,
      answerOk: null,
      fault: null,
      issues: [],
      durationMs: null,
    };
    entries.push(entry);
    if (entries.length > LIMIT) entries = entries.slice(-LIMIT);
    return entry;
  },
  close(
    entry: JournalEntry,
    result: {
      status: number;
      requestOk: boolean;
      answerOk?: boolean;
      issues?: string[];
      fault?: string;
      started: number;
      answer?: unknown;
    },
  ) {
    entry.status = result.status;
    entry.requestOk = result.requestOk;
    entry.answerOk = result.answerOk ?? null;
    entry.issues = result.issues ?? [];
    entry.fault = result.fault ?? null;
    entry.durationMs = nowMs() - result.started;
    if (result.answer !== undefined) entry.answer = result.answer;
  },
  list(filter: { user?: string; contract?: string; limit?: number } = {}): JournalEntry[] {
    return entries
      .filter((e) => (!filter.user || e.user === filter.user) && (!filter.contract || e.contract === filter.contract))
      .slice(-(filter.limit ?? 200))
      .reverse();
  },
  clear() {
    entries = [];
  },
};
