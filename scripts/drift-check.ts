/**
 * Contract drift against a live operator API: signs in, then calls every read-only contract it can
 * fill from what the account shows (its lines, the broadband subscriber id, recent dates) and says
 * for each whether the answer still fits the contract. Nothing is changed at the operator: only
 * GET calls that return data are made. `npm run drift` prints the report (scripts/drift.ts).
 */
import * as accounts from "../contracts/accounts";
import * as auth from "../contracts/auth";
import type { Contract, Service } from "../contracts/core";
import { DAY_MS, lkDate } from "../contracts/lk";
import { registry } from "../contracts/registry";
import { exchange, type Exchange, type TransportConfig } from "../app/operator/transport.server";

export interface DriftOptions {
  bases: Partial<Record<Service, string>>;
  clientId: string;
  tvApiKey?: string;
  userName: string;
  password: string;
  timeoutMs?: number;
}

export interface DriftRow {
  contract: string;
  verdict: "fits" | "drift" | "refused" | "failed" | "skipped";
  detail: string;
}

/** GET calls of the operator that change something nonetheless: never made by a drift check. */
const CHANGES_SOMETHING = new Set(["voice.callForwardingRequest"]);

/** Read-only calls: GET, answered with JSON data, on a service the options name. */
export function readOnlyContracts(bases: DriftOptions["bases"]): Contract[] {
  return registry.filter(
    (c) => c.method === "GET" && c.answer === "json" && !c.browserForm && !CHANGES_SOMETHING.has(c.name) && Boolean(bases[c.service]) && c.service !== "oauth",
  );
}

function verdictOf(result: Exchange<Contract>): Pick<DriftRow, "verdict" | "detail"> {
  switch (result.kind) {
    case "answer":
      return { verdict: "fits", detail: `HTTP ${result.status}` };
    case "invalid":
      return { verdict: "drift", detail: result.issues.slice(0, 3).join("; ") };
    case "unauthorized":
      return { verdict: "refused", detail: "HTTP 401" };
    case "http-error":
      return { verdict: "failed", detail: `HTTP ${result.status}${result.errorShow ? `: ${result.errorShow}` : ""}` };
    case "network":
      return { verdict: "failed", detail: result.message };
  }
}

/** One read-only call the account's data could fill (input and result), or could not (input and result null, what was missing). */
export interface ReadOnlyCall {
  contract: Contract;
  /** The request, under the wire's field names; null when the account's data could not fill it. */
  input: Record<string, string> | null;
  /** What the operator answered; null when the call was not made. */
  result: Exchange<Contract> | null;
  /** The request fields nothing filled (when the call was not made). */
  missing: string[];
}

/** The sign-in was refused or failed, and how (its verdict: never the credentials). */
export class SignInError extends Error {
  constructor(readonly verdict: Pick<DriftRow, "verdict" | "detail">) {
    super(`Sign-in failed: ${JSON.stringify(verdict)}`);
  }
}

/**
 * Sign in, then call every read-only contract the account's own data can fill, one at a time, in the
 * registry's order: each call's contract, input and result (or why it was not made). The inputs come
 * from the account's first line; with `allLines`, a call that names a line is made for each of its lines
 * (the same input is never sent twice). The access token stays in here.
 */
export async function* readOnlyCalls(options: DriftOptions, { allLines = false }: { allLines?: boolean } = {}): AsyncGenerator<ReadOnlyCall> {
  const bases = Object.fromEntries(Object.entries(options.bases).filter(([, v]) => v)) as Record<Service, string>;
  const config: TransportConfig = { bases, clientId: options.clientId, tvApiKey: options.tvApiKey ?? "", timeoutMs: options.timeoutMs ?? 15_000 };
  const login = await exchange(auth.login, { username: options.userName, password: options.password, channelID: "WEB" }, config);
  if (login.kind !== "answer" || !login.answer.accessToken) throw new SignInError(verdictOf(login as Exchange<Contract>));
  const token = login.answer.accessToken;

  // What the account shows fills the calls' inputs: for each line used, its numbers and broadband subscriber id.
  const accountLines = await exchange(accounts.accountDetail, { username: options.userName }, config, token);
  const listed = accountLines.kind === "answer" && accountLines.answer.isSuccess ? (accountLines.answer.dataBundle ?? []) : [];
  const now = Date.now();
  const knowns: Array<Record<string, string | undefined>> = [];
  const used: Array<(typeof listed)[number] | undefined> = allLines && listed.length ? listed : [listed[0]];
  for (const line of used) {
    const detail = line ? await exchange(accounts.serviceDetail, { telephoneNo: line.telephoneno }, config, token) : null;
    const broadband = detail?.kind === "answer" && detail.answer.isSuccess ? detail.answer.dataBundle?.listofBBService?.[0]?.serviceID : undefined;
    knowns.push({
      username: options.userName,
      userName: options.userName,
      telephoneNo: line?.telephoneno,
      tpNo: line?.telephoneno,
      telephoneno: line?.telephoneno,
      faultyTelephoneNo: line?.telephoneno,
      LTESLTNumber: line?.telephoneno,
      accountNo: line?.accountno,
      subscriberID: broadband,
      Mode: "SLT Fiber",
      historyFrom: lkDate(now - 29 * DAY_MS),
      historyTo: lkDate(now),
      fromDate: lkDate(now - 29 * DAY_MS),
      toDate: lkDate(now),
      date: lkDate(now - DAY_MS),
      billDate: lkDate(now),
      monthIndex: "1",
    });
  }

  for (const contract of readOnlyContracts(bases)) {
    const keys = Object.keys((contract.request as unknown as { shape?: Record<string, unknown> }).shape ?? {});
    const sent = new Set<string>();
    let missing: string[] | null = null;
    for (const known of knowns) {
      const input = Object.fromEntries(keys.flatMap((k) => (known[k] !== undefined ? [[k, known[k]]] : []))) as Record<string, string>;
      const parsed = contract.request.safeParse(input);
      if (!parsed.success) {
        missing ??= [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? "")))].filter(Boolean);
        continue;
      }
      if (sent.has(JSON.stringify(input))) continue;
      sent.add(JSON.stringify(input));
      const result = await exchange(contract, input as never, config, token);
      yield { contract, input, result: result as Exchange<Contract>, missing: [] };
    }
    if (!sent.size) yield { contract, input: null, result: null, missing: missing ?? [] };
  }
}

export async function driftReport(options: DriftOptions): Promise<DriftRow[]> {
  const rows: DriftRow[] = [];
  for await (const call of readOnlyCalls(options)) {
    rows.push(
      call.result
        ? { contract: call.contract.name, ...verdictOf(call.result) }
        : { contract: call.contract.name, verdict: "skipped", detail: `needs ${call.missing.join(", ")}` },
    );
  }
  return rows;
}
