/** The simulator's own control API under /__sim/api: each call has a zod contract. */
import { z } from "zod";
import { faultKinds } from "../faults";

const personaInstance = z.object({
  persona: z.string(),
  userName: z.string(),
  password: z.string(),
  userType: z.string(),
  name: z.string(),
  nic: z.string(),
  lines: z.array(
    z.object({ telephoneNo: z.string(), accountNo: z.string(), promotionType: z.string(), linked: z.boolean(), nic: z.string() }),
  ),
});

const message = z.object({
  id: z.number(),
  channel: z.enum(["sms", "email"]),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  otp: z.string().nullable(),
  at: z.number(),
});

const faultRule = z.object({
  id: z.number(),
  kind: z.enum(faultKinds),
  contract: z.string().nullable(),
  user: z.string().nullable(),
  remaining: z.number().nullable(),
  probability: z.number(),
  latencyMs: z.number(),
});

const clock = z.object({ now: z.string(), frozen: z.boolean(), offsetMs: z.number() });

function control<Req extends z.ZodType, Res extends z.ZodType>(
  method: "GET" | "POST" | "DELETE",
  path: string,
  request: Req,
  response: Res,
) {
  return { method, path, request, response } as const;
}

export const controlContracts = {
  listPersonas: control(
    "GET",
    "personas",
    z.object({}),
    z.array(z.object({ key: z.string(), title: z.string(), demonstrates: z.string(), demo: z.object({ userName: z.string(), password: z.string() }).nullable() })),
  ),
  createPersona: control(
    "POST",
    "personas",
    z.object({ persona: z.string(), userName: z.string().optional(), password: z.string().optional() }),
    personaInstance,
  ),
  listUsers: control("GET", "users", z.object({}), z.array(z.object({ userName: z.string(), persona: z.string(), userType: z.string() }))),
  outbox: control("GET", "outbox", z.object({ to: z.string().optional() }), z.array(message)),
  reset: control("POST", "reset", z.object({ seed: z.number().int().optional() }), z.object({ ok: z.literal(true), seed: z.number() })),
  clock: control(
    "POST",
    "clock",
    z.object({ advanceMs: z.number().optional(), set: z.string().optional(), freeze: z.boolean().optional() }),
    clock,
  ),
  getClock: control("GET", "clock", z.object({}), clock),
  addFault: control(
    "POST",
    "faults",
    z.object({
      kind: z.enum(faultKinds),
      contract: z.string().nullable().default(null),
      user: z.string().nullable().default(null),
      remaining: z.number().int().positive().nullable().default(null),
      probability: z.number().min(0).max(1).default(1),
      latencyMs: z.number().int().min(0).default(1500),
    }),
    faultRule,
  ),
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
  getSnapshot: control("GET", "snapshot", z.object({}), z.looseObject({ seed: z.number() })),
  restoreSnapshot: control("POST", "snapshot", z.looseObject({ seed: z.number() }), z.object({ ok: z.literal(true) })),
} as const;

export type ControlContracts = typeof controlContracts;
export type ControlName = keyof ControlContracts;
