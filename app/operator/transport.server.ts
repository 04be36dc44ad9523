/**
 * One HTTP exchange with an operator host, as a contract describes it: encode the request,
 * add the headers, parse the answer. No session logic here (see client.server.ts).
 */
import http from "node:http";
import https from "node:https";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
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
  const multipart = contract.travel === "multipart" ? new FormData() : null;
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const inQuery = contract.travel === "query" || contract.queryKeys?.includes(key);
    if (inQuery) query.set(key, String(value));
    else if (contract.travel === "form") form.set(key, String(value));
    else if (multipart) multipart.set(key, value instanceof Blob ? value : String(value));
    else json[key] = value;
  }
  let body: string | FormData | undefined;
  const headers: Record<string, string> = {};
  if (contract.method !== "GET" && contract.method !== "DELETE") {
    if (contract.travel === "form") {
      body = form.toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    } else if (multipart) {
      body = multipart;
    } else if (contract.travel === "json") {
      body = JSON.stringify(json);
      headers["content-type"] = "application/json";
    }
  }
  return { query, body, headers };
}

/**
 * Kept-alive connections to the operator's hosts, shared by every request of the process. One left idle is closed
 * here after 4 s, before a server's usual 5 s, so few are reused as the server drops them (those are sent again,
 * below).
 */
const KEEP_IDLE_MS = 4_000;
const agents = {
  "http:": new http.Agent({ keepAlive: true, timeout: KEEP_IDLE_MS }),
  "https:": new https.Agent({ keepAlive: true, timeout: KEEP_IDLE_MS }),
};

interface Sent {
  status: number;
  ok: boolean;
  /** The answer's Date header. */
  date: string | null;
  text: string;
}

class TimeoutError extends Error {
  override name = "TimeoutError";
}

/** How a compressed answer is read (none is asked for, but a gateway may compress anyway). */
const decoders: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip,
  "x-gzip": createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/**
 * One request with Node's own HTTP client on kept-alive connections, its answer read whole as text; past `timeoutMs`
 * it is abandoned with a TimeoutError. What `fetch` did here, for a third of its CPU (about 0.16 against 0.43 ms a
 * call on the 2-core bench machine): the broadband summary makes three such calls a page. A multipart body (a
 * document's upload) is encoded by the platform's own Response.
 */
async function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | FormData | undefined,
  timeoutMs: number,
  retried = false,
): Promise<Sent> {
  let bytes: Buffer | undefined;
  if (body instanceof FormData) {
    const encoded = new Response(body);
    headers["content-type"] = encoded.headers.get("content-type") ?? "multipart/form-data";
    bytes = Buffer.from(await encoded.arrayBuffer());
  } else if (body !== undefined) bytes = Buffer.from(body);
  if (bytes) headers["content-length"] = String(bytes.length);
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Sent>((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy(error);
      reject(error);
    };
    const request = client.request(url, { method, headers, agent: agents[url.protocol === "https:" ? "https:" : "http:"] }, (response) => {
      const decode = decoders[String(response.headers["content-encoding"] ?? "").toLowerCase()];
      const stream: NodeJS.ReadableStream = decode ? response.pipe(decode()) : response;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", fail);
      // Cut off before its end (the connection reset): no answer.
      response.on("close", () => {
        if (!response.complete) fail(new Error("the answer was cut off"));
      });
      stream.on("end", () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const status = response.statusCode ?? 0;
        const date = response.headers.date;
        resolve({ status, ok: status >= 200 && status < 300, date: typeof date === "string" ? date : null, text: Buffer.concat(chunks).toString("utf8") });
      });
    });
    const timer = setTimeout(() => fail(new TimeoutError(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed as it was reused, before any answer: a read is sent once more, on
      // a new connection (a change is not: it may have arrived).
      if (!settled && request.reusedSocket && !retried && (method === "GET" || method === "HEAD") && (error.code === "ECONNRESET" || error.code === "EPIPE")) {
        settled = true;
        clearTimeout(timer);
        resolve(send(url, method, headers, undefined, timeoutMs, true));
        return;
      }
      fail(error);
    });
    request.end(bytes);
  });
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

  let response: Sent;
  try {
    response = await send(url, contract.method, headers, body, config.timeoutMs);
  } catch (error) {
    const timedOut = error instanceof TimeoutError;
    return { kind: "network", message: error instanceof Error ? error.message : String(error), timedOut };
  }

  const { text } = response;
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
  const at = Date.parse(response.date ?? "");
  return { kind: "answer", status: response.status, answer: parsed.data as AnswerOf<C>, at: Number.isNaN(at) ? null : at, body: parsedBody };
}
