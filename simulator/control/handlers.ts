/** msw handlers of the control API, so it runs in-process (tests) and standalone alike. */
import { http, HttpResponse, type HttpHandler } from "msw";
import type { z } from "zod";
import { personaTemplates } from "../../fixtures/personas";
import { faults } from "../faults";
import { journal } from "../journal";
import { createUserFromPersona, freshUserName } from "../personas";
import { outbox, tokens, users } from "../store";
import { changeClock, clockState, restore, snapshot, world } from "../world";
import { revokeTokens } from "../areas/auth";
import { resetWorld } from "../reset";
import { controlContracts, type ControlContracts } from "./contracts";
import { controlRefusal } from "./guard";
import { loadScenario, ScenarioError } from "../scenarios/load";
import { listScenarioFiles, readScenarioFile } from "../scenarios/files";
import { userScenario } from "../scenarios/save";

type Impl<K extends keyof ControlContracts> = (
  input: z.output<ControlContracts[K]["request"]>,
) => z.input<ControlContracts[K]["response"]> | Promise<z.input<ControlContracts[K]["response"]>>;

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
      userName: input.userName ?? freshUserName(input.persona),
      password: input.password,
    }),
  listUsers: () => users.all().map((u) => ({ userName: u.userName, persona: u.persona, userType: u.userType })),
  outbox: (input) =>
    outbox
      .all()
      .filter((m) => !input.to || m.to.toLowerCase() === input.to.toLowerCase())
      .sort((a, b) => b.id - a.id),
  reset: async (input) => {
    const clock = input.at !== undefined || input.freeze !== undefined ? { set: input.at, freeze: input.freeze } : undefined;
    await resetWorld(input.seed, clock);
    return { ok: true as const, seed: world.seed, now: clockState().now };
  },
  getClock: (input) => clockState(input.user),
  clock: (input) => {
    changeClock(input);
    return clockState(input.user);
  },
  addFault: (input) => faults.add(input),
  faultProfile: (input) => faults.replace(input.rules),
  removeFault: (input) => ({ removed: faults.remove(input.id) }),
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
  transcriptHash: () => journal.transcriptHash(),
  listScenarios: () => listScenarioFiles(),
  loadScenario: (input) => loadScenario(input),
  loadScenarioFile: (input) => loadScenario(readScenarioFile(input.file)),
  userScenario: (input) => {
    const scenario = userScenario(input.userId);
    if (!scenario) throw new ScenarioError([{ path: "userId", message: `No user ${input.userId} in the simulator` }]);
    return scenario as never;
  },
  getSnapshot: () => snapshot(),
  restoreSnapshot: async (input) => {
    await restore(input);
    return { ok: true as const };
  },
};

/** A control call's input did not match its contract. */
export class ControlInputError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super(issues.map((i) => `${i.path.join(".") || "(input)"}: ${i.message}`).join("; "));
  }
}

/** Run one control call in-process: the input is checked against its contract, like over HTTP. */
export async function runControl<K extends keyof ControlContracts>(name: K, raw: unknown): Promise<z.output<ControlContracts[K]["response"]>> {
  const contract = controlContracts[name];
  const parsed = contract.request.safeParse(raw);
  if (!parsed.success) throw new ControlInputError(parsed.error.issues);
  const result = await (impls[name] as Impl<K>)(parsed.data as never);
  return contract.response.parse(result) as z.output<ControlContracts[K]["response"]>;
}

export function controlHandlers(origin: string): HttpHandler[] {
  return (Object.keys(controlContracts) as Array<keyof ControlContracts>).map((name) => {
    const contract = controlContracts[name];
    const method = contract.method.toLowerCase() as "get" | "post" | "delete";
    return http[method](`${origin}/__sim/api/${contract.path}`, async ({ request, params }) => {
      const refusal = controlRefusal(request, { json: true });
      if (refusal) return refusal;
      const url = new URL(request.url);
      let raw: unknown = { ...Object.fromEntries(url.searchParams), ...params };
      if (contract.method !== "GET") {
        const text = await request.text();
        try {
          raw = text ? JSON.parse(text) : {};
        } catch {
          return HttpResponse.json({ error: "The body is not valid JSON." }, { status: 400 });
        }
      }
      try {
        return HttpResponse.json((await runControl(name, raw)) as never);
      } catch (error) {
        if (error instanceof ControlInputError) return HttpResponse.json({ error: error.issues }, { status: 400 });
        if (error instanceof ScenarioError) return HttpResponse.json({ error: error.message, issues: error.issues }, { status: 400 });
        return HttpResponse.json({ error: error instanceof Error ? error.message : String(error) }, { status: 400 });
      }
    });
  });
}
