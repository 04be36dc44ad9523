/** The simulator's own control API under /__sim/api: each call has a zod contract. */
import { z } from "zod";
import { registry } from "#contracts/registry";
import { faultKinds } from "../faults";
import { outboxMessage } from "../store";
import { snapshotSchema } from "../world";

const personaInstance = z.object({
  persona: z.string(),
  userName: z.string(),
  password: z.string(),
  userType: z.string(),
  name: z.string(),
  nic: z.string(),
  lines: z.array(z.object({ telephoneNo: z.string(), accountNo: z.string(), promotionType: z.string(), linked: z.boolean(), nic: z.string() })),
  /** The persona's online order (order personas): its reference, sequence number, mobile and service (FTTH or LTE). */
  order: z.object({ refNo: z.string(), seq: z.string(), mobile: z.string(), service: z.enum(["FTTH", "LTE"]) }).optional(),
  /** Where the persona lives (lte-no-coverage: a town without 4G LTE coverage). */
  home: z.object({ city: z.string(), lat: z.number(), lng: z.number() }).optional(),
});

/** A user a scenario made: the persona instance and the name the scenario gave them. */
const loadedUser = personaInstance.extend({ as: z.string() });
const loadedScenario = z.object({ name: z.string(), users: z.array(loadedUser) });

const faultRule = z.object({
  id: z.number(),
  kind: z.enum(faultKinds),
  contract: z.string().nullable(),
  user: z.string().nullable(),
  remaining: z.number().nullable(),
  probability: z.number(),
  latencyMs: z.number(),
  /** Calls the rule matched so far (the ordinal of its next probability draw). */
  matched: z.number(),
  /** Calls it failed (or delayed). */
  applied: z.number(),
});

const contractNames = new Set(registry.map((c) => c.name));

/** One fault rule as a caller writes it: only `kind` is required. */
export const faultRuleInput = z.object({
  kind: z.enum(faultKinds),
  /** A contract name from contracts/registry.ts, or null for every contract. */
  contract: z
    .string()
    .nullable()
    .default(null)
    .refine((name) => name === null || contractNames.has(name), { message: "Unknown contract name (see contracts/registry.ts)" }),
  user: z.string().nullable().default(null),
  /** "The next N calls"; null until removed. */
  remaining: z.number().int().positive().nullable().default(null),
  probability: z.number().min(0).max(1).default(1),
  latencyMs: z.number().int().min(0).default(1500),
});

const instant = z.union([z.string(), z.number()]).refine((v) => Number.isFinite(typeof v === "number" ? v : Date.parse(v)), {
  message: "Expected an ISO 8601 date-time or epoch milliseconds",
});

const clock = z.object({ now: z.string(), frozen: z.boolean(), offsetMs: z.number() });

function control<Req extends z.ZodType, Res extends z.ZodType>(method: "GET" | "POST" | "DELETE", path: string, request: Req, response: Res) {
  return { method, path, request, response } as const;
}

export const controlContracts = {
  listPersonas: control(
    "GET",
    "personas",
    z.object({}),
    z.array(
      z.object({ key: z.string(), title: z.string(), demonstrates: z.string(), demo: z.object({ userName: z.string(), password: z.string() }).nullable() }),
    ),
  ),
  createPersona: control(
    "POST",
    "personas",
    z.object({ persona: z.string(), userName: z.string().optional(), password: z.string().optional() }),
    personaInstance,
  ),
  listUsers: control("GET", "users", z.object({}), z.array(z.object({ userName: z.string(), persona: z.string(), userType: z.string() }))),
  outbox: control("GET", "outbox", z.object({ to: z.string().optional() }), z.array(outboxMessage)),
  /** A fresh world; `at` (+ `freeze`) sets the clock before the demo world is seeded. */
  reset: control(
    "POST",
    "reset",
    z.object({ seed: z.number().int().optional(), at: instant.optional(), freeze: z.boolean().optional() }),
    z.object({ ok: z.literal(true), seed: z.number(), now: z.string() }),
  ),
  /** Applied in this order: freeze/unfreeze, set, advance. */
  clock: control(
    "POST",
    "clock",
    z
      .object({ advanceMs: z.number().optional(), set: instant.optional(), freeze: z.boolean().optional(), user: z.string().min(1).optional() })
      .refine((v) => !v.user || (v.set === undefined && v.freeze === undefined), { message: "a user's clock can only be advanced (advanceMs)" }),
    clock,
  ),
  getClock: control("GET", "clock", z.object({ user: z.string().min(1).optional() }), clock),
  addFault: control("POST", "faults", faultRuleInput, faultRule),
  /** A fault profile: replaces every rule at once; rule ids and probability draws start again. */
  faultProfile: control("POST", "faults/profile", z.object({ rules: z.array(faultRuleInput) }), z.array(faultRule)),
  removeFault: control("POST", "faults/remove", z.object({ id: z.number().int() }), z.object({ removed: z.boolean() })),
  listFaults: control("GET", "faults", z.object({}), z.array(faultRule)),
  clearFaults: control("DELETE", "faults", z.object({}), z.object({ ok: z.literal(true) })),
  expireTokens: control(
    "POST",
    "tokens/expire",
    z.object({ userName: z.string(), kind: z.enum(["access", "refresh"]).default("access") }),
    z.object({ expired: z.number() }),
  ),
  revokeTokens: control(
    "POST",
    "tokens/revoke",
    z.object({ userName: z.string(), kind: z.enum(["access", "refresh"]).optional() }),
    z.object({ ok: z.literal(true) }),
  ),
  journal: control(
    "GET",
    "journal",
    z.object({ user: z.string().optional(), contract: z.string().optional(), limit: z.coerce.number().optional() }),
    z.array(z.looseObject({ id: z.number(), contract: z.string(), status: z.number().nullable(), user: z.string().nullable() })),
  ),
  /** SHA-256 over the operator exchanges answered since the last reset (see simulator/journal.ts). */
  transcriptHash: control("GET", "transcript-hash", z.object({}), z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/), entries: z.number().int() })),
  /** Every scenario file of the scenarios/ folder, with its name and description. */
  listScenarios: control("GET", "scenarios", z.object({}), z.array(z.object({ file: z.string(), name: z.string(), description: z.string() }))),
  /** Load a scenario (the body is the file's JSON): 400 with every problem, applying nothing, when it has one. */
  loadScenario: control("POST", "scenarios", z.unknown(), loadedScenario),
  /** Load a scenario file of the scenarios/ folder by its name. */
  loadScenarioFile: control("POST", "scenarios/file", z.object({ file: z.string().min(1) }), loadedScenario),
  /** One user's current state as a scenario file. */
  userScenario: control(
    "GET",
    "users/:userId/scenario",
    z.object({ userId: z.string().min(1) }),
    z.looseObject({ name: z.string(), description: z.string(), users: z.array(z.unknown()) }),
  ),
  getSnapshot: control("GET", "snapshot", z.object({}), snapshotSchema),
  restoreSnapshot: control("POST", "snapshot", snapshotSchema, z.object({ ok: z.literal(true) })),
} as const;

export type ControlContracts = typeof controlContracts;
export type ControlName = keyof ControlContracts;
