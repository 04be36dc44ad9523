/**
 * The operator client: the only way the portal reaches the operator. It adds the session's bearer
 * token, and on a 401 refreshes the tokens once and retries once; if the refresh fails the session
 * ends (the user is sent to sign in). Routes get it from `withOperator` (route.server.ts), never
 * build it themselves.
 */
import * as auth from "#contracts/auth";
import type { AnswerOf, Contract, RequestOf, Service } from "#contracts/core";
import { env, serverBases } from "~/env.server";
import { circuit, parseCircuitRule, type Circuit } from "~/operations/circuit.server";
import {
  circuitOpen,
  circuitRejections,
  deadlineMisses,
  operatorCalls,
  sessionsEndedByOperator,
  tokenRefreshes,
  type CallOutcome,
} from "~/operations/metrics.server";
import { describeFailure, genericError } from "./errors.server";
import { redirect } from "@remix-run/node";
import { createHash } from "node:crypto";
import { emptySession, endSession, getSession, hasChanges, sessionStore, trackChanges, type Session } from "./session.server";
import { exchange, type Exchange, type TransportConfig } from "./transport.server";

const transportConfig: TransportConfig = {
  bases: serverBases,
  clientId: env.OPERATOR_CLIENT_ID,
  tvApiKey: env.TV_API_KEY,
  timeoutMs: env.OPERATOR_TIMEOUT_MS,
};

type Tokens = { accessToken: string; refreshToken: string };

/**
 * What a refresh gave: new tokens; a refusal (the operator answered 400 or 401: the refresh token is
 * no good); or a transient failure (timeout, 5xx, a malformed answer). The spec ends the identity on
 * either ("if the refresh itself returns 401 or fails, the user is logged out"); the two are told
 * apart in the metrics only.
 */
type Refreshed = { kind: "tokens"; tokens: Tokens } | { kind: "refused" } | { kind: "transient" };

/**
 * Refresh tokens rotate, so two requests refreshing with the same token at once would make the
 * second fail. Requests that refresh with the same token share one refresh, across every portal
 * instance that shares the session store (sessionStore.once), and its answer for a short while.
 * A transient failure is not kept for later requests (their sessions end with it when they share it).
 */
const SHARE_REFRESH_MS = 30_000;

async function refresh(userName: string, refreshToken: string): Promise<Refreshed> {
  const refreshed = await refreshShared(userName, refreshToken);
  tokenRefreshes.inc({ outcome: refreshed.kind });
  return refreshed;
}

function refreshShared(userName: string, refreshToken: string): Promise<Refreshed> {
  const key = `refresh:${createHash("sha256").update(refreshToken).digest("base64url")}`;
  return sessionStore.once(
    key,
    async (): Promise<Refreshed> => {
      const started = Date.now();
      const result = await exchange(auth.refreshToken, { UserName: userName, RefreshToken: refreshToken, channelID: "WEB" }, transportConfig);
      observeCall(auth.refreshToken, result, Date.now() - started);
      if (result.kind === "answer" && result.answer.accessToken && result.answer.refreshToken) {
        return { kind: "tokens", tokens: { accessToken: result.answer.accessToken, refreshToken: result.answer.refreshToken } };
      }
      const refused = result.kind === "unauthorized" || (result.kind === "http-error" && result.status === 400) || result.kind === "answer";
      return refused ? { kind: "refused" } : { kind: "transient" };
    },
    { shareMs: SHARE_REFRESH_MS, keep: (answer) => answer.kind !== "transient" },
  );
}

/**
 * Requests of one user that run at once (two tabs, a page and its client-side data requests) often
 * need the same reads: a read already on its way for the same user is shared rather than sent
 * twice. Nothing is kept here once it is answered, so no answer is ever stale (what one request
 * read stays with that request: see `memo` in createOperator). A change by that user drops pending reads.
 */
const reads = new Map<string, Promise<Exchange<Contract>>>();

function readKey(token: string, contract: Contract, input: unknown) {
  return `${token}|${contract.name}|${JSON.stringify(input)}`;
}

function forgetReads(token: string | undefined) {
  if (!token) return;
  for (const key of reads.keys()) if (key.startsWith(`${token}|`)) reads.delete(key);
}

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

type EnvelopeData<C extends Contract> = AnswerOf<C> extends infer A ? (A extends { isSuccess: true; dataBundle: infer D } ? D : never) : never;

export interface Operator {
  /** The request's session; changes to it are saved with the response by `withOperator`. */
  session: Session;
  /** The client's address as the portal's server saw it (behind a proxy: see TRUST_PROXY); for abuse limits. */
  clientIp: string;
  /** The page this request is for (path and query): where a customer whose session ended comes back after signing in. */
  returnTo: string;
  /** One call; a 401 is refreshed and retried once. */
  call<C extends Contract>(contract: C, input: RequestOf<C>): Promise<Exchange<C>>;
  /** One call of an envelope contract: its dataBundle, or the message to show. */
  data<C extends Contract>(contract: C, input: RequestOf<C>): Promise<Outcome<EnvelopeData<C>>>;
  /**
   * The operator's time as its latest answer to the customer's own reads in this request stated it
   * (epoch ms), else this server's: what "today" is for rules the operator enforces, such as the
   * Happy Day, and for the usage forecast.
   */
  now(): number;
  /**
   * The same operator with a visitor's order identity instead of the signed-in user's tokens: the
   * online-sales pages of a visitor (order lookup, the public fibre wizard, the status page).
   */
  readonly order: Operator;
}

/**
 * Work that goes on after the loader has answered (a part of the page streamed in later, a read
 * that refreshes what the session keeps): what it changes in the session is saved when it settles.
 * Answers the same promise.
 */
export function later<T>(op: Operator, work: Promise<T>): Promise<T> {
  const late = (op as Partial<LateWork>).later;
  return late ? late(work) : work;
}

interface LateWork {
  later<T>(work: Promise<T>): Promise<T>;
}

/** What `withOperator` needs beyond the public interface: whether the session must be saved, and when. */
export interface RequestOperator extends Operator, LateWork {
  sessionChanged(): boolean;
  /** Settles once every piece of `later` work (and any work it started) has settled. */
  settled(): Promise<void>;
  /** The identity ended during this request (a refused refresh): nothing of the session may be saved again. */
  ended(): boolean;
}

/**
 * One operator per HTTP request: Remix hands each loader a Request of its own, but the same load
 * context (scripts/serve.mjs makes one per request), so the layout's and the page's loaders of a
 * document share one operator: one session read, one page deadline and one request-scoped cache of
 * reads. Without a load context (tests, the development server) each Request has its own.
 */
const perRequest = new WeakMap<object, Promise<RequestOperator>>();

/**
 * An operator for a request that needs nothing of the visitor's session (a language's texts): the
 * session is not read, so the answer does not depend on the session store (it works while Redis is
 * away), and nothing of it is saved.
 */
export function operatorWithoutSession(request: Request, context?: unknown): Promise<RequestOperator> {
  return createOperator(request, clientAddress(context), false);
}

export function operatorFor(request: Request, context?: unknown): Promise<RequestOperator> {
  const key = context && typeof context === "object" ? context : request;
  let op = perRequest.get(key);
  if (!op) {
    op = createOperator(request, clientAddress(context));
    perRequest.set(key, op);
  }
  return op;
}

/**
 * Whose tokens a call carries: the signed-in user's (the session's accessToken, refreshToken and
 * userName), or a visitor's order identity (`orderIdentity`: what verifying an order's one-time code
 * or the fibre wizard's mobile gave them). Each refreshes into its own place.
 */
interface IdentitySlot {
  tokens(): { userName: string; accessToken: string; refreshToken: string } | null;
  save(tokens: Tokens): void;
  /** A refused refresh: the response that ends this identity. */
  end(): Promise<Response>;
}

function userSlot(session: Session, returnTo: string): IdentitySlot {
  return {
    tokens() {
      const accessToken = session.get("accessToken");
      if (!accessToken) return null;
      return { userName: session.get("userName") ?? "", accessToken, refreshToken: session.get("refreshToken") ?? "" };
    },
    save(tokens) {
      session.set("accessToken", tokens.accessToken);
      session.set("refreshToken", tokens.refreshToken);
    },
    end: () => endSession(session, returnTo),
  };
}

/** The page a request is for, as the browser shows it: without Remix's data and index markers. */
function pageOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

function orderSlot(session: Session): IdentitySlot {
  return {
    tokens: () => session.get("orderIdentity") ?? null,
    save(tokens) {
      const identity = session.get("orderIdentity");
      if (identity) session.set("orderIdentity", { ...identity, ...tokens });
    },
    async end() {
      session.unset("orderIdentity");
      return redirect(ORDER_HOME);
    },
  };
}

/**
 * The client's address, for the abuse limits: what the portal's server put in the load context
 * (scripts/serve.mjs: the connection's address, or behind TRUST_PROXY what the proxy says), never a
 * header a client could send. In production a server that gives none is refused: every customer
 * would share one address, and one script could hold them all back. The development server gives
 * none; there every client counts as one ("local").
 */
function clientAddress(context: unknown): string {
  const given = context && typeof context === "object" ? (context as { clientIp?: unknown }).clientIp : undefined;
  if (typeof given === "string" && given) return given;
  if (env.NODE_ENV !== "production") return "local";
  if (!missingAddressLogged)
    console.error(JSON.stringify({ event: "server-misconfigured", missing: "clientIp", fix: "serve the build with scripts/serve.mjs" }));
  missingAddressLogged = true;
  throw new Response("The portal must be served by its own server (scripts/serve.mjs, npm start), which gives each request its client's address.", {
    status: 500,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
let missingAddressLogged = false;

/** Where a visitor whose order identity ended starts again. */
export const ORDER_HOME = "/applyonline";

/**
 * One structured line per operator failure (contract, kind, status; for an answer that breaks its
 * contract, the paths of the fields at fault), never a value: what an operator on call greps for.
 */
function logFailure(contract: Contract, result: Exchange<Contract>, ms: number) {
  if (result.kind === "answer" || result.kind === "unauthorized") return;
  const line: Record<string, unknown> = {
    event: result.kind === "invalid" && result.status < 400 ? "operator-contract-drift" : "operator-failure",
    contract: contract.name,
    kind: result.kind,
    status: "status" in result ? result.status : null,
    ms,
  };
  if (result.kind === "invalid") line.fields = [...new Set(result.issues.map((issue) => issue.split(":")[0]))];
  if (result.kind === "http-error") line.gateway = result.gateway;
  console.warn(JSON.stringify(line));
}

/** One operator call answered: timed in the metrics by its outcome, and logged when it failed. */
function observeCall(contract: Contract, result: Exchange<Contract>, ms: number) {
  operatorCalls.observe({ contract: contract.name, outcome: outcomeOf(result) }, ms / 1000);
  logFailure(contract, result, ms);
}

/** What an operator call came to, in the metrics' words (app/operations/metrics.server.ts). */
export function outcomeOf(result: Exchange<Contract>): CallOutcome {
  switch (result.kind) {
    case "answer":
      return (result.answer as { isSuccess?: unknown } | null)?.isSuccess === false ? "refused" : "ok";
    case "unauthorized":
      return "unauthorized";
    case "http-error":
      return "http_error";
    case "network":
      return result.timedOut ? "timeout" : "dropped";
    case "invalid":
      return result.malformed ? "malformed" : "contract_drift";
  }
}

/** A failure of the service itself (no answer in time, or a 5xx), which counts towards holding it back; a refusal does not. */
function failedService(result: Exchange<Contract>): boolean {
  return result.kind === "network" || (result.kind === "http-error" && result.status >= 500);
}

const circuitRule = parseCircuitRule(env.OPERATOR_CIRCUIT);
const circuits = new Map<Service, Circuit>();

/** The circuit of one operator service (null when OPERATOR_CIRCUIT=off): opened and closed with one log line each. */
function circuitOf(service: Service): Circuit | null {
  if (!circuitRule) return null;
  let known = circuits.get(service);
  if (!known) {
    known = circuit(circuitRule, (state) => {
      circuitOpen.set({ service }, state === "closed" ? 0 : 1);
      console.warn(JSON.stringify({ event: state === "open" ? "operator-circuit-open" : "operator-circuit-" + state, service }));
    });
    circuits.set(service, known);
  }
  return known;
}

async function createOperator(request: Request, clientIp: string, readSession = true): Promise<RequestOperator> {
  const returnTo = pageOf(request);
  /**
   * The page's deadline: every operator call of this request shares PAGE_DEADLINE_MS from the
   * request's first call, so a hanging operator delays a page by that much at most (calls made one
   * after another included), and the page answers with what it has and the message for the rest.
   */
  const deadlineAt = Date.now() + env.PAGE_DEADLINE_MS;
  function withinDeadline(): TransportConfig | null {
    const left = deadlineAt - Date.now();
    return left < 50 ? null : { ...transportConfig, timeoutMs: Math.min(transportConfig.timeoutMs, left) };
  }
  async function send<C extends Contract>(contract: C, input: RequestOf<C>, accessToken?: string): Promise<Exchange<C>> {
    const config = withinDeadline();
    if (!config) {
      deadlineMisses.inc({ where: "call" });
      return { kind: "network", message: "the page's deadline passed", timedOut: true };
    }
    const circuit = circuitOf(contract.service);
    if (circuit && !circuit.allow()) {
      circuitRejections.inc({ service: contract.service });
      operatorCalls.observe({ contract: contract.name, outcome: "dropped" }, 0);
      return { kind: "network", message: `the operator's ${contract.service} service is held back after repeated failures`, timedOut: false };
    }
    const started = Date.now();
    let result: Exchange<C>;
    try {
      result = await exchange(contract, input, config, accessToken);
    } catch (error) {
      // Refused before it was sent (a request its contract does not allow): no word on the service.
      circuit?.cancel();
      throw error;
    }
    const ms = Date.now() - started;
    circuit?.record(!failedService(result));
    observeCall(contract, result, ms);
    return result;
  }

  const session = trackChanges(readSession ? await getSession(request) : emptySession());
  let operatorTime: { at: number; seenAt: number } | null = null;
  let ended = false;
  const pending = new Set<Promise<unknown>>();
  /**
   * The request-scoped cache: a read this request already made (or is making) is answered from
   * here, so the layout and the page never send the same read twice. Any change the request sends
   * empties it.
   */
  const memo = new Map<string, Promise<Exchange<Contract>>>();

  function operatorWith(slot: IdentitySlot, endsSession: boolean): Operator & LateWork {
    const end = async () => {
      if (endsSession) ended = true;
      sessionsEndedByOperator.inc();
      return slot.end();
    };

    async function call<C extends Contract>(contract: C, input: RequestOf<C>): Promise<Exchange<C>> {
      const result = await callShared(contract, input);
      // The clock of the customer's own reads: the simulator gives each user a clock of their own
      // (a scenario's), and dates what no user asks for (the banner images) by the world's.
      if (result.kind === "answer" && result.at !== null && contract.auth === "bearer") operatorTime = { at: result.at, seenAt: Date.now() };
      return result;
    }

    async function callShared<C extends Contract>(contract: C, input: RequestOf<C>): Promise<Exchange<C>> {
      const token = slot.tokens()?.accessToken;
      if (contract.method !== "GET") {
        forgetReads(token);
        memo.clear();
        return callOnce(contract, input);
      }
      const key = token ? readKey(token, contract, input) : null;
      const known = key ? (memo.get(key) ?? reads.get(key)) : undefined;
      if (known) return known as Promise<Exchange<C>>;
      const result = callOnce(contract, input);
      if (key) {
        memo.set(key, result as Promise<Exchange<Contract>>);
        reads.set(key, result as Promise<Exchange<Contract>>);
        const forget = () => reads.get(key) === result && reads.delete(key);
        result.then(forget, forget);
      }
      return result;
    }

    async function callOnce<C extends Contract>(contract: C, input: RequestOf<C>): Promise<Exchange<C>> {
      const identity = slot.tokens();
      const first = await send(contract, input, identity?.accessToken);
      if (first.kind !== "unauthorized" || contract.auth !== "bearer" || !identity) return first;

      if (!identity.refreshToken || !identity.userName) throw await end();
      const fresh = await refresh(identity.userName, identity.refreshToken);
      // A refresh that is refused or fails logs the user out (spec: "returns 401 or fails").
      if (fresh.kind !== "tokens") throw await end();
      slot.save(fresh.tokens);

      // Each request is retried at most once: a 401 to the retry is this call's failure (the generic message), not
      // the session's end, which the spec keeps for a refresh that fails.
      return send(contract, input, fresh.tokens.accessToken);
    }

    const op: Operator & LateWork = {
      session,
      clientIp,
      returnTo,
      call,
      async data(contract, input) {
        const result = await call(contract, input);
        if (result.kind === "answer") {
          const answer = result.answer as { isSuccess?: boolean; dataBundle?: unknown; errorShow?: string | null };
          if (answer.isSuccess === true) return { ok: true, data: answer.dataBundle as never };
          if (answer.isSuccess === false) return { ok: false, message: answer.errorShow || genericError() };
          return { ok: true, data: answer as never };
        }
        return { ok: false, message: describeFailure(result) };
      },
      now() {
        return operatorTime ? operatorTime.at + (Date.now() - operatorTime.seenAt) : Date.now();
      },
      get order() {
        return orderOperator;
      },
      later(work) {
        pending.add(work);
        const done = () => pending.delete(work);
        work.then(done, done);
        return work;
      },
    };
    return op;
  }

  const orderOperator: Operator = operatorWith(orderSlot(session), false);
  const userOperator = operatorWith(userSlot(session, returnTo), true);
  return Object.assign(userOperator, {
    sessionChanged: () => hasChanges(session),
    ended: () => ended,
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  });
}
