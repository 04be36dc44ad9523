/**
 * Turns contracts into msw handlers. Every handler: checks the gateway's client-id header,
 * authenticates the bearer token, parses the request with the contract's request schema,
 * runs the area's resolver, and checks the answer against the contract before it leaves.
 * Each exchange is written to the journal with its verdicts.
 */
import { http, HttpResponse, type HttpHandler } from "msw";
import type { z } from "zod";
import type { AnswerInputOf, Contract, Service } from "#contracts/core";
import { journal } from "./journal";
import { applyFault } from "./faults";
import { cannedAnswerFor } from "./answers";
import { findUser, tokens, type UserRecord } from "./store";
import { asUser, nowMs, worldNowMs } from "./world";

export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly kind: "json" | "html" | "redirect" = "json",
    readonly headers: Record<string, string> = {},
  ) {}
}

const noErrors = { errorMessege: null, exceptionDetail: null, errorShow: null, errorCode: null };

/** A successful envelope. */
export function ok<T>(dataBundle: T) {
  return { isSuccess: true as const, dataBundle, ...noErrors };
}

/** A failed envelope, as the operator sends it: errorShow for people, errorMessege for logs. */
export function fail(errorShow: string, extra: { errorCode?: string; errorMessege?: string; dataBundle?: unknown } = {}) {
  return {
    isSuccess: false as const,
    dataBundle: extra.dataBundle ?? null,
    errorMessege: extra.errorMessege ?? errorShow,
    exceptionDetail: null,
    errorShow,
    errorCode: extra.errorCode ?? null,
  };
}

export const reply = (status: number, body: unknown) => new Reply(status, body);
export const htmlPage = (body: string, status = 200) => new Reply(status, body, "html");
export const redirectTo = (location: string) => new Reply(303, null, "redirect", { location });

export interface SimContext<C extends Contract> {
  contract: C;
  input: z.output<C["request"]>;
  /** The signed-in user (bearer contracts), else null. */
  user: UserRecord | null;
  /** The signed-in user; only for bearer contracts, where the pipeline guarantees it. */
  me: UserRecord;
  request: Request;
  url: URL;
}

type Answer<C extends Contract> = AnswerInputOf<C> | Reply;
export type Resolver<C extends Contract> = (ctx: SimContext<C>) => Answer<C> | Promise<Answer<C>>;

export interface Implementation {
  contract: Contract;
  resolve: Resolver<Contract>;
}

export function implement<C extends Contract>(contract: C, resolve: Resolver<C>): Implementation {
  return { contract, resolve: resolve as unknown as Resolver<Contract> };
}

export type Bases = Record<Service, string>;

export const CLIENT_ID_HEADER = "x-ibm-client-id";

async function readInput(request: Request, url: URL, contract: Contract): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = Object.fromEntries(url.searchParams);
  if (contract.method === "GET" || contract.method === "DELETE") return input;
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded")) {
    for (const [k, v] of new URLSearchParams(await request.text())) input[k] = v;
  } else if (type.includes("multipart/form-data")) {
    const form = await request.formData();
    for (const [k, v] of form) input[k] = v;
  } else if (type.includes("application/json")) {
    Object.assign(input, (await request.json()) as Record<string, unknown>);
  }
  return input;
}

/** The 401 the operator's Web API sends for a missing, unknown or expired bearer token. */
const denied = () => HttpResponse.json({ Message: "Authorization has been denied for this request." }, { status: 401 });

export function authenticate(request: Request): UserRecord | null {
  const header = request.headers.get("authorization") ?? "";
  const token = header.replace(/^Bearer\s+/i, "");
  if (!token) return null;
  const record = tokens.findFirst((q) => q.where({ token, kind: "access" }));
  // Tokens live on the world's time, whatever a user's own clock says (see issueTokens).
  if (!record || record.revoked || record.expiresAt <= worldNowMs()) return null;
  return findUser(record.userName) ?? null;
}

/** Every answer is dated by the simulated clock, as the operator's are by its own. */
const dated = (headers: Record<string, string> = {}) => ({ date: new Date(nowMs()).toUTCString(), ...headers });

function toResponse(result: Reply | unknown): Response {
  if (result instanceof Reply) {
    if (result.kind === "html") {
      return new HttpResponse(String(result.body), {
        status: result.status,
        headers: dated({ "content-type": "text/html; charset=utf-8", ...result.headers }),
      });
    }
    if (result.kind === "redirect") return new HttpResponse(null, { status: result.status, headers: dated(result.headers) });
    return HttpResponse.json(result.body as never, { status: result.status, headers: dated(result.headers) });
  }
  return HttpResponse.json(result as never, { headers: dated() });
}

function bodyOf(result: Reply | unknown) {
  return result instanceof Reply ? { status: result.status, body: result.body } : { status: 200, body: result };
}

function contractFailureAnswer(contract: Contract, message: string) {
  if (contract.answer === "html") return htmlPage(`<!doctype html><title>Bad request</title><p>${message}</p>`, 400);
  return reply(200, fail(message, { errorCode: "INVALID_REQUEST" }));
}

function namedUser(raw: Record<string, unknown>): string | null {
  const name = raw.UserName ?? raw.userName ?? raw.username;
  return typeof name === "string" && name.trim() ? name.trim().toLowerCase() : null;
}

export function toHandler(impl: Implementation, bases: Bases): HttpHandler {
  const { contract } = impl;
  const url = `${bases[contract.service].replace(/\/$/, "")}/${contract.path}`;
  const method = contract.method.toLowerCase() as "get" | "post" | "put" | "delete";
  return http[method](url, async ({ request }) => {
    const started = nowMs();
    const requestUrl = new URL(request.url);
    const entry = journal.open(contract, request);

    const clientId = request.headers.get(CLIENT_ID_HEADER);
    if (contract.clientIdHeader && !clientId) {
      journal.close(entry, { status: 401, requestOk: false, issues: ["missing client-id header"], started });
      return HttpResponse.json({ httpCode: "401", httpMessage: "Unauthorized", moreInformation: "Client id not registered." }, { status: 401 });
    }

    let user: UserRecord | null = null;
    if (contract.auth === "bearer") {
      user = authenticate(request);
      if (!user) {
        journal.close(entry, { status: 401, requestOk: true, issues: ["bearer token missing, unknown or expired"], started });
        return denied();
      }
    }
    const raw = await readInput(request, requestUrl, contract);
    // Public calls (sign in, refresh...) name their user in the request: faults and the journal use it.
    const userName = user?.userName ?? namedUser(raw);
    entry.user = userName;

    const applied: string[] = [];
    const fault = await applyFault(contract, userName, (kind) => applied.push(kind));
    if (fault) {
      journal.close(entry, { status: fault.response.status, requestOk: true, fault: applied.join(", "), started });
      return fault.response;
    }

    const parsed = contract.request.safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "(request)"}: ${i.message}`);
      const answer = contractFailureAnswer(contract, "Invalid request. Please check the details and try again.");
      journal.close(entry, { status: answer.status, requestOk: false, issues, started });
      return toResponse(answer);
    }

    // A scenario's canned answer for this call (checked against the contract when it was loaded).
    const canned = cannedAnswerFor(contract, userName, raw);
    if (canned) {
      const answer = new Reply(canned.status, canned.body, contract.answer === "html" ? "html" : "json");
      journal.close(entry, {
        status: canned.status,
        requestOk: true,
        answerOk: true,
        started,
        answer: canned.body,
        fault: [...applied, "canned answer"].join(", "),
      });
      return asUser(userName, () => toResponse(answer));
    }

    const ctx: SimContext<Contract> = {
      contract,
      input: parsed.data,
      user,
      get me() {
        if (!user) throw new Error(`${contract.name} needs a signed-in user`);
        return user;
      },
      request,
      url: requestUrl,
    };

    let result: Reply | unknown;
    try {
      // The user's own clock (when QA moved it ahead) dates what this call does and reads.
      result = await asUser(userName, () => impl.resolve(ctx));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      journal.close(entry, { status: 500, requestOk: true, answerOk: false, issues: [`resolver threw: ${message}`], started });
      return HttpResponse.json(fail("Oops! something went wrong. Please try again shortly.", { errorCode: "SIM_ERROR" }), {
        status: 500,
      });
    }

    const { status, body } = bodyOf(result);
    if (status === 200 && contract.answer === "json") {
      const verdict = contract.response.safeParse(body);
      if (!verdict.success) {
        const issues = verdict.error.issues.map((i) => `answer ${i.path.join(".")}: ${i.message}`);
        journal.close(entry, { status: 500, requestOk: true, answerOk: false, issues, started });
        return HttpResponse.json(fail("Oops! something went wrong. Please try again shortly.", { errorCode: "SIM_CONTRACT" }), {
          status: 500,
        });
      }
    }
    journal.close(entry, { status, requestOk: true, answerOk: true, started, answer: body, fault: applied.join(", ") || undefined });
    // Dated by the same clock as what it says: a user's own (a scenario's), as a canned answer is.
    return asUser(userName, () => toResponse(result));
  });
}
