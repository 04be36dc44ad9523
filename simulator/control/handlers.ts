/** msw handlers of the control API, so it runs in-process (tests) and standalone alike. */
import { http, HttpResponse, type HttpHandler } from "msw";
import type { z } from "zod";
import { personaTemplates } from "../../fixtures/personas";
import { faults } from "../faults";
import { journal } from "../journal";
import { createUserFromPersona } from "../personas";
import { outbox, tokens, users } from "../store";
import { now, restore, snapshot, world, type Snapshot } from "../world";
import { revokeTokens } from "../areas/auth";
import { resetWorld } from "../reset";
import { controlContracts, type ControlContracts } from "./contracts";

type Impl<K extends keyof ControlContracts> = (
  input: z.output<ControlContracts[K]["request"]>,
) => z.input<ControlContracts[K]["response"]> | Promise<z.input<ControlContracts[K]["response"]>>;

const clockState = () => ({ now: now().toISOString(), frozen: world.clock.frozenAt !== null, offsetMs: world.clock.offsetMs });

const impls: { [K in keyof ControlContracts]: Impl<K> } = {
  listPersonas: () =>
    personaTemplates.map((p) => ({
      key: p.key,
      title: p.title,
      demonstrates: p.demonstrates,
      demo: p.demo ? { userName: p.demo.userName, password: p.demo.password } : null,
    })),
  createPersona: (input) =>
    createUserFromPersona(input.persona, {
      // A control-plane instance never takes the demo credentials: it is always a fresh user.
      userName: input.userName ?? `${input.persona}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@sim.test`,
      password: input.password,
    }),
  listUsers: () => users.all().map((u) => ({ userName: u.userName, persona: u.persona, userType: u.userType })),
  outbox: (input) =>
    outbox
      .all()
      .filter((m) => !input.to || m.to.toLowerCase() === input.to.toLowerCase())
      .sort((a, b) => b.id - a.id),
  reset: async (input) => {
    await resetWorld(input.seed);
    return { ok: true as const, seed: world.seed };
  },
  getClock: () => clockState(),
  clock: (input) => {
    if (input.set) {
      const target = Date.parse(input.set);
      if (world.clock.frozenAt !== null) world.clock.frozenAt = target;
      else world.clock.offsetMs = target - Date.now();
    }
    if (input.advanceMs) {
      if (world.clock.frozenAt !== null) world.clock.frozenAt += input.advanceMs;
      else world.clock.offsetMs += input.advanceMs;
    }
    if (input.freeze === true && world.clock.frozenAt === null) world.clock.frozenAt = now().getTime();
    if (input.freeze === false && world.clock.frozenAt !== null) {
      world.clock.offsetMs = world.clock.frozenAt - Date.now();
      world.clock.frozenAt = null;
    }
    return clockState();
  },
  addFault: (input) => faults.add(input),
  listFaults: () => faults.list(),
  clearFaults: () => {
    faults.clear();
    return { ok: true as const };
  },
  expireTokens: async (input) => {
    const expired = await tokens.updateMany((q) => q.where({ userName: input.userName.toLowerCase(), kind: input.kind }), {
      data(t) {
        t.expiresAt = 0;
      },
    });
    return { expired: expired.length };
  },
  revokeTokens: async (input) => {
    await revokeTokens(input.userName.toLowerCase(), input.kind);
    return { ok: true as const };
  },
  journal: (input) => journal.list(input).map((e) => ({ ...e })),
  getSnapshot: () => snapshot(),
  restoreSnapshot: async (input) => {
    await restore(input as unknown as Snapshot);
    return { ok: true as const };
  },
};

export function controlHandlers(origin: string): HttpHandler[] {
  return (Object.keys(controlContracts) as Array<keyof ControlContracts>).map((name) => {
    const contract = controlContracts[name];
    const method = contract.method.toLowerCase() as "get" | "post" | "delete";
    return http[method](`${origin}/__sim/api/${contract.path}`, async ({ request }) => {
      const url = new URL(request.url);
      let raw: unknown = Object.fromEntries(url.searchParams);
      if (contract.method !== "GET") {
        const text = await request.text();
        raw = text ? JSON.parse(text) : {};
      }
      const parsed = contract.request.safeParse(raw);
      if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues }, { status: 400 });
      try {
        const result = await (impls[name] as Impl<typeof name>)(parsed.data as never);
        return HttpResponse.json(contract.response.parse(result) as never);
      } catch (error) {
        return HttpResponse.json({ error: error instanceof Error ? error.message : String(error) }, { status: 400 });
      }
    });
  });
}
