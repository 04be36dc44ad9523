/**
 * The journal: every exchange the simulator handled, with the user, fault and contract verdicts,
 * and the transcript hash: a SHA-256 over the answers since the last reset, to prove that one
 * seed and one request sequence give the same answers.
 */
import { createHash } from "node:crypto";
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
/** One digest per closed exchange since the last reset, by journal id (not capped like the entries). */
let transcript = new Map<number, string>();

/** JSON with object keys sorted, so equal values always give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** SHA-256 of a sequence of values (canonical JSON, one per line). Reusable for any transcript. */
export function transcriptDigest(values: readonly unknown[]): string {
  return sha256(values.map(canonicalJson).join("\n"));
}

/**
 * What the transcript keeps of an exchange: everything but the measured duration.
 * The URL is kept without its origin, so in-process and standalone runs compare.
 */
export function transcriptLine(entry: JournalEntry) {
  const url = new URL(entry.url);
  return {
    at: entry.at,
    method: entry.method,
    path: url.pathname + url.search,
    contract: entry.contract,
    user: entry.user,
    status: entry.status,
    requestOk: entry.requestOk,
    answerOk: entry.answerOk,
    fault: entry.fault,
    issues: entry.issues,
    answer: entry.answer ?? null,
  };
}

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
    transcript.set(entry.id, sha256(canonicalJson(transcriptLine(entry))));
  },
  list(filter: { user?: string; contract?: string; limit?: number } = {}): JournalEntry[] {
    return entries
      .filter((e) => (!filter.user || e.user === filter.user) && (!filter.contract || e.contract === filter.contract))
      .slice(-(filter.limit ?? 200))
      .reverse();
  },
  /** Forget everything; ids start again from 1, so a replay after a reset has the same ids. */
  clear() {
    entries = [];
    seq = 0;
    transcript = new Map();
  },
  /** SHA-256 over the answered exchanges since the last reset, in the order they arrived. */
  transcriptHash(): { hash: string; entries: number } {
    const ids = [...transcript.keys()].sort((a, b) => a - b);
    return { hash: sha256(ids.map((id) => transcript.get(id)).join("\n")), entries: ids.length };
  },
};
