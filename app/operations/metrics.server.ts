/**
 * What the people who run the portal measure it by, in the Prometheus text format (prom-client, with
 * the Node process's default metrics): served at GET /metrics by scripts/serve.mjs.
 *
 * No label carries a user id, NIC, telephone number, address or any other personal value: only route
 * ids, contract names, services, steps and fixed outcome words.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Page, data and resource requests, by Remix route id (the deepest match), method and status. */
export const httpRequests = new Histogram({
  name: "portal_http_request_duration_seconds",
  help: "Requests the portal answered, by route id, method and status: time to the end of the response.",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/**
 * What an operator call came to: `ok`; `refused` (the operator answered isSuccess false, its own
 * refusal); `unauthorized` (401: an expired token, refreshed then); `http_error` (another non-2xx);
 * `timeout`; `dropped` (no answer: refused or reset connection, or the circuit was open);
 * `malformed` (not JSON); `contract_drift` (JSON that breaks its contract).
 */
export type CallOutcome = "ok" | "refused" | "unauthorized" | "http_error" | "timeout" | "dropped" | "malformed" | "contract_drift";

export const operatorCalls = new Histogram({
  name: "portal_operator_call_duration_seconds",
  help: "Calls to the operator, by contract and outcome.",
  labelNames: ["contract", "outcome"] as const,
  buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 6, 8],
  registers: [registry],
});

export const tokenRefreshes = new Counter({
  name: "portal_token_refreshes_total",
  help: "Token refreshes sent to the operator, by outcome: tokens, refused or transient (either ends the session).",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

export const sessionsEndedByOperator = new Counter({
  name: "portal_sessions_ended_by_operator_total",
  help: "Sessions ended because the operator refused their token refresh or a retried call.",
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: "portal_rate_limit_refusals_total",
  help: "Attempts refused by an abuse limit, by step (signIn, otpSend, idCheck...).",
  labelNames: ["step"] as const,
  registers: [registry],
});

export const storeOperations = new Histogram({
  name: "portal_session_store_operation_duration_seconds",
  help: "Session store operations (in this process, or Redis with REDIS_URL), by operation and outcome (ok, error).",
  labelNames: ["operation", "outcome"] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [registry],
});

export const deadlineMisses = new Counter({
  name: "portal_page_deadline_misses_total",
  help: "Work cut off by the page's deadline: an operator call not sent (call), a streamed part not finished (stream).",
  labelNames: ["where"] as const,
  registers: [registry],
});

export const circuitOpen = new Gauge({
  name: "portal_operator_circuit_open",
  help: "1 while calls to an operator service are held back after repeated failures (the circuit is open), else 0.",
  labelNames: ["service"] as const,
  registers: [registry],
});

export const circuitRejections = new Counter({
  name: "portal_operator_circuit_rejections_total",
  help: "Operator calls answered at once with the unavailable message because their service's circuit was open.",
  labelNames: ["service"] as const,
  registers: [registry],
});

export async function metricsText(): Promise<string> {
  return registry.metrics();
}

export const metricsContentType = registry.contentType;
