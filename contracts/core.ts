/**
 * The shape of an operator contract and the building blocks every area module uses.
 *
 * A contract names one operator endpoint: where it lives (service + path), how its
 * parameters travel, the zod schema of the request and of the answer. The portal's
 * operator client and the simulator both derive their behaviour from it.
 */
import { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * The hosts the operator's world is spread over. Each one is a base URL in configuration,
 * so live mode can point each at the real host and the simulator serves all of them.
 */
export type Service =
  | "api" // the operator API behind its gateway (bearer + client-id header)
  | "banner" // the banner image service (getBannerUrls)
  | "tv" // the TV site (movies, packages), API key, no client-id header
  | "partner" // the security-software partner token endpoint (KSS)
  | "billpay" // the operator's hosted bill/extra-GB pay page (browser form post)
  | "salespay" // the hosted payment page of the online-sales cart (browser form post)
  | "reload" // the prepaid reload card gateway (Payment, PaymentVerify, hosted card page)
  | "oauth"; // Google / Facebook consent (simulated in simulator mode)

/** How request fields travel: in the query string, a form-urlencoded body, or multipart. */
export type Travel = "query" | "form" | "multipart" | "json";

/**
 * App-side field name → the operator's wire name, for request fields the operator misspells
 * (e.g. `{ receiver: "reciever" }`). The portal passes the app names; the transport renames
 * them before the request schema (which stays on the wire spelling) parses the input.
 */
export type Rename = Readonly<Record<string, string>>;

export interface Contract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType, R extends Rename = NoRename> {
  /** Unique, stable name: `<area>.<operation>` */
  readonly name: string;
  readonly area: string;
  readonly method: HttpMethod;
  readonly service: Service;
  /** Path under the service base, without a leading slash. `:id` segments come from the request. */
  readonly path: string;
  readonly auth: "bearer" | "none";
  /** Whether the gateway's client-id header is sent (false for the TV site). */
  readonly clientIdHeader: boolean;
  readonly travel: Travel;
  /** For mixed calls: fields that go in the query string even though the rest travels in the body. */
  readonly queryKeys?: readonly string[];
  /** The answer is JSON (default), an HTML page (hosted pages), or none. */
  readonly answer: "json" | "html";
  /** A browser form post (the portal renders a hidden form; the server never calls it). */
  readonly browserForm: boolean;
  /** The operator's real path for this call is not known: ours is a plausible choice that live mode may remap. */
  readonly assumed: boolean;
  readonly summary: string;
  readonly request: Req;
  readonly response: Res;
  /** Request fields the portal names differently from the wire (app name → wire name). */
  readonly rename?: R;
}

/** No renamed request fields. */
export type NoRename = Record<never, string>;

type ContractInput<Req extends z.ZodType, Res extends z.ZodType, R extends Rename> = {
  name: string;
  method: HttpMethod;
  path: string;
  request: Req;
  response: Res;
  summary: string;
  service?: Service;
  auth?: "bearer" | "none";
  clientIdHeader?: boolean;
  travel?: Travel;
  queryKeys?: readonly string[];
  answer?: "json" | "html";
  browserForm?: boolean;
  assumed?: boolean;
  rename?: R;
};

export function defineContract<Req extends z.ZodType, Res extends z.ZodType, const R extends Rename = NoRename>(
  input: ContractInput<Req, Res, R>,
): Contract<Req, Res, R> {
  const service = input.service ?? "api";
  return {
    area: input.name.split(".")[0] ?? input.name,
    service,
    auth: input.auth ?? "bearer",
    clientIdHeader: input.clientIdHeader ?? service === "api",
    travel: input.travel ?? (input.method === "GET" ? "query" : "form"),
    answer: input.answer ?? "json",
    browserForm: input.browserForm ?? false,
    assumed: input.assumed ?? false,
    ...input,
  };
}

/** The app name of wire key `K` under the rename map `R` (K itself when it is not renamed). */
type AppKey<R extends Rename, K extends PropertyKey> = [RenamedFrom<R, K>] extends [never] ? K : RenamedFrom<R, K>;
type RenamedFrom<R extends Rename, K extends PropertyKey> = { [A in keyof R]: R[A] extends K ? A : never }[keyof R];

/** `T` with its wire keys listed in `R` under their app names. */
type AppNamed<T, R extends Rename> = { [K in keyof T as AppKey<R, K>]: T[K] };

/** What the portal passes for a contract's request: the wire input, with renamed fields under their app names. */
export type RequestOf<C extends Contract> =
  NonNullable<C["rename"]> extends infer R extends Rename
    ? keyof R extends never
      ? z.input<C["request"]>
      : AppNamed<z.input<C["request"]>, R>
    : z.input<C["request"]>;

/** The request as the wire names it (what the request schema parses): the contract's renamed fields under their wire names. */
export function toWire<C extends Contract>(contract: C, input: RequestOf<C>): z.input<C["request"]> {
  const rename: Rename | undefined = contract.rename;
  if (!rename || !input || typeof input !== "object") return input as z.input<C["request"]>;
  const entries = Object.entries(input as Record<string, unknown>).map(([key, value]) => [Object.hasOwn(rename, key) ? rename[key] : key, value]);
  return Object.fromEntries(entries) as z.input<C["request"]>;
}

export type AnswerOf<C extends Contract> = z.output<C["response"]>;
export type AnswerInputOf<C extends Contract> = z.input<C["response"]>;

// ---------------------------------------------------------------------------
// Tolerant scalar types: the real API sends the same kind of value in different shapes.

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Not answered by a quick path: the schema itself parses the value. */
const SLOW = Symbol("slow");

/**
 * `schema`, answering the values `quick` knows without zod's machinery, and every other value as before. A union
 * tries its options one by one and a pipe hands its value on, each step allocating its results: the tolerant numbers
 * below cost about 0.4 µs a field, and a month of daily usage has some 500 of them (its parse 240-290 µs, 64 with the
 * quick paths; about 3.5% of the summary's CPU per request). `quick` gives what the schema would give for a value it
 * accepts, or SLOW: a value it does not know, and every failure, goes through the schema, so the issues read the same
 * (tests/contract/real-api-shapes.test.ts holds the two together). The schema's definition, types and JSON Schema are
 * untouched; the path replaces the schema's `_zod.run` (zod 4's internals), which that test watches on an upgrade.
 */
function quickly<T extends z.ZodType>(schema: T, quick: (value: unknown) => unknown): T {
  const internals = schema._zod as unknown as { run: Parse };
  const slow = internals.run;
  internals.run = (payload, ctx) => {
    if (ctx.direction !== "backward") {
      const value = quick(payload.value);
      if (value !== SLOW) {
        payload.value = value;
        return payload;
      }
    }
    return slow(payload, ctx);
  };
  return schema;
}
type Parse = (payload: { value: unknown; issues: unknown[] }, ctx: { direction?: string }) => unknown;

const quickNum = (value: unknown): unknown => {
  if (typeof value === "number") return Number.isFinite(value) ? value : SLOW;
  if (typeof value !== "string") return SLOW;
  const trimmed = value.trim();
  return NUMERIC.test(trimmed) ? Number(trimmed) : SLOW;
};

/** A number that may arrive as a number or as a numeric string ("600.0"). */
export const num = quickly(z.union([z.number(), z.string().trim().regex(NUMERIC).transform(Number)]), quickNum);

/** A number that may also be missing, null or an empty string (→ null). */
export const optNum = quickly(
  z
    .union([num, z.literal(""), z.null()])
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v)),
  (value) => (value === "" || value === null || value === undefined ? null : quickNum(value)),
);

/** A string the API may send as a number (ids, codes). Always a string after parsing. */
export const str = quickly(z.union([z.string(), z.number()]).transform(String), (value) =>
  typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : SLOW,
);

/** Optional text: null, undefined and "" all mean "not given". */
export const optText = quickly(
  z
    .string()
    .nullish()
    .transform((v) => (v ? v : null)),
  (value) => (typeof value === "string" ? value || null : value === null || value === undefined ? null : SLOW),
);

/** A list the API may send as null or leave out when it is empty: always an array after parsing. */
export const optList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

/** "Y"/"N" style flags. */
export const yn = z.enum(["Y", "N"]);

/** A boolean the API may send as true/false, "true"/"false", "Y"/"N" or 1/0. */
export const flag = z.union([
  z.boolean(),
  z.enum(["true", "false", "Y", "N", "1", "0"]).transform((v) => v === "true" || v === "Y" || v === "1"),
  z.number().transform((v) => v === 1),
]);

// ---------------------------------------------------------------------------
// The envelope `{isSuccess, errorMessege, exceptionDetail, dataBundle, errorShow, errorCode}`

const errorFields = {
  errorMessege: z.string().nullish(),
  exceptionDetail: z.unknown().optional(),
  errorShow: z.string().nullish(),
  errorCode: z.union([z.string(), z.number()]).nullish(),
};

export const failureEnvelope = z.looseObject({
  isSuccess: z.literal(false),
  dataBundle: z.unknown().optional(),
  ...errorFields,
});

export function envelope<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion("isSuccess", [z.looseObject({ isSuccess: z.literal(true), dataBundle: data, ...errorFields }), failureEnvelope]);
}

/** Envelope whose dataBundle is not used by the portal (accept anything). */
export const plainEnvelope = envelope(z.unknown().optional());

/** The API gateway's own fault body, sent with a 5xx when the gateway itself fails. */
export const gatewayFault = z.looseObject({
  httpCode: str,
  httpMessage: z.string(),
  moreInformation: z.string().nullish(),
});

/** Hosted pages answer HTML. */
export const htmlPage = z.string();

/** Request with no parameters. */
export const noParams = z.object({});
