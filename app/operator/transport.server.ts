/**
 * One HTTP exchange with an operator host, as a contract describes it: encode the request,
 * add the headers, parse the answer. No session logic here (see client.server.ts).
 */
import type { AnswerOf, Contract, RequestOf, Service } from "#contracts/core";
import { gatewayFault, toWire } from "#contracts/core";
import { language } from "~/i18n/catalogue";

export interface TransportConfig {
  bases: Record<Service, string>;
  clientId: string;
  tvApiKey: string;
  timeoutMs: number;
}

export type Exchange<C extends Contract> =
  | {
      kind: "answer";
      status: number;
      answer: AnswerOf<C>;
      /** The operator's clock (its Date header), epoch ms. */
      at: number | null;
      /** The body as the operator sent it (its JSON, or an HTML page's text), before the contract's parsing. */
      body: unknown;
    }
  /** 401: missing, expired or revoked token (or wrong credentials on sign in). */
  | { kind: "unauthorized"; status: 401; body: unknown }
  /** A non-2xx answer; `errorShow` when the body carried the envelope. */
  | { kind: "http-error"; status: number; errorShow: string | null; gateway: boolean }
  /** The body did not match the contract: not JSON at all (malformed), or JSON of the wrong shape. */
  | { kind: "invalid"; status: number; issues: string[]; malformed?: boolean }
  /** No answer: refused, reset, timed out (timedOut). */
  | { kind: "network"; message: string; timedOut?: boolean };

export function contractUrl(contract: Contract, bases: Record<Service, string>): string {
  return `${bases[contract.service].replace(/\/$/, "")}/${contract.path}`;
}

function encode(contract: Contract, values: Record<string, unknown>) {
  const query = new URLSearchParams();
  const form = new URLSearchParams();
  const multipart = new FormData();
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const inQuery = contract.travel === "query" || contract.queryKeys?.includes(key);
    if (inQuery) query.set(key, String(value));
    else if (contract.travel === "form") form.set(key, String(value));
    else if (contract.travel === "multipart") multipart.set(key, value instanceof Blob ? value : String(value));
    else json[key] = value;
  }
  let body: BodyInit | undefined;
  const headers: Record<string, string> = {};
  if (contract.method !== "GET" && contract.method !== "DELETE") {
    if (contract.travel === "form") {
      body = form.toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    } else if (contract.travel === "multipart") {
      body = multipart;
    } else if (contract.travel === "json") {
      body = JSON.stringify(json);
      headers["content-type"] = "application/json";
    }
  }
  return { query, body, headers };
}

export async function exchange<C extends Contract>(
  contract: C,
  input: RequestOf<C>,
  config: TransportConfig,
  accessToken?: string | null,
): Promise<Exchange<C>> {
  // The portal names misspelt wire fields in English; the request schema parses the wire names.
  const values = contract.request.parse(toWire(contract, input)) as Record<string, unknown>;
  const { query, body, headers } = encode(contract, values);
  const url = new URL(contractUrl(contract, config.bases));
  for (const [k, v] of query) url.searchParams.set(k, v);
  if (contract.auth === "bearer" && accessToken) headers.authorization = `Bearer ${accessToken}`;
  if (contract.clientIdHeader) headers["x-ibm-client-id"] = config.clientId;
  if (contract.service === "tv") headers["x-api-key"] = config.tvApiKey;
  headers.accept = "application/json";
  // The customer's language, in the standard header (no contract has a language field): the operator
  // may word what it sends the customer (an OTP's SMS or e-mail) in it.
  headers["accept-language"] = language();

  let response: Response;
  try {
    response = await fetch(url, { method: contract.method, headers, body, signal: AbortSignal.timeout(config.timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return { kind: "network", message: error instanceof Error ? error.message : String(error), timedOut };
  }

  const text = await response.text().catch(() => "");
  let parsedBody: unknown = text;
  if (contract.answer === "json" || response.status !== 200) {
    try {
      parsedBody = text ? JSON.parse(text) : null;
    } catch {
      if (response.ok) return { kind: "invalid", status: response.status, issues: ["answer is not JSON"], malformed: true };
      parsedBody = null;
    }
  }

  if (response.status === 401) return { kind: "unauthorized", status: 401, body: parsedBody };
  if (!response.ok) {
    const gateway = gatewayFault.safeParse(parsedBody).success;
    const errorShow =
      parsedBody && typeof parsedBody === "object" && "errorShow" in parsedBody && typeof parsedBody.errorShow === "string" && parsedBody.errorShow
        ? parsedBody.errorShow
        : null;
    return { kind: "http-error", status: response.status, errorShow, gateway };
  }
  const parsed = contract.response.safeParse(parsedBody);
  if (!parsed.success) {
    return {
      kind: "invalid",
      status: response.status,
      issues: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`),
    };
  }
  const at = Date.parse(response.headers.get("date") ?? "");
  return { kind: "answer", status: response.status, answer: parsed.data as AnswerOf<C>, at: Number.isNaN(at) ? null : at, body: parsedBody };
}
