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

export async function driftReport(options: DriftOptions): Promise<DriftRow[]> {
  const bases = Object.fromEntries(Object.entries(options.bases).filter(([, v]) => v)) as Record<Service, string>;
  const config: TransportConfig = { bases, clientId: options.clientId, tvApiKey: options.tvApiKey ?? "", timeoutMs: options.timeoutMs ?? 15_000 };
  const login = await exchange(auth.login, { username: options.userName, password: options.password, channelID: "WEB" }, config);
  if (login.kind !== "answer" || !login.answer.accessToken) throw new Error(`Sign-in failed: ${JSON.stringify(verdictOf(login as Exchange<Contract>))}`);
  const token = login.answer.accessToken;

  // What the account shows fills the calls' inputs.
  const lines = await exchange(accounts.accountDetail, { username: options.userName }, config, token);
  const first = lines.kind === "answer" && lines.answer.isSuccess ? (lines.answer.dataBundle ?? [])[0] : undefined;
  const detail = first ? await exchange(accounts.serviceDetail, { telephoneNo: first.telephoneno }, config, token) : null;
  const broadband = detail?.kind === "answer" && detail.answer.isSuccess ? detail.answer.dataBundle?.listofBBService?.[0]?.serviceID : undefined;
  const now = Date.now();
  const known: Record<string, string | undefined> = {
    username: options.userName,
    userName: options.userName,
    telephoneNo: first?.telephoneno,
    tpNo: first?.telephoneno,
    telephoneno: first?.telephoneno,
    faultyTelephoneNo: first?.telephoneno,
    LTESLTNumber: first?.telephoneno,
    accountNo: first?.accountno,
    subscriberID: broadband,
    Mode: "SLT Fiber",
    historyFrom: lkDate(now - 29 * DAY_MS),
    historyTo: lkDate(now),
    fromDate: lkDate(now - 29 * DAY_MS),
    toDate: lkDate(now),
    date: lkDate(now - DAY_MS),
    billDate: lkDate(now),
    monthIndex: "1",
  };

  const rows: DriftRow[] = [];
  for (const contract of readOnlyContracts(bases)) {
    const keys = Object.keys((contract.request as unknown as { shape?: Record<string, unknown> }).shape ?? {});
    const input = Object.fromEntries(keys.flatMap((k) => (known[k] !== undefined ? [[k, known[k]]] : [])));
    const parsed = contract.request.safeParse(input);
    if (!parsed.success) {
      const missing = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? "")))].filter(Boolean);
      rows.push({ contract: contract.name, verdict: "skipped", detail: `needs ${missing.join(", ")}` });
      continue;
    }
    const result = await exchange(contract, input as never, config, token);
    rows.push({ contract: contract.name, ...verdictOf(result as Exchange<Contract>) });
  }
  return rows;
}
