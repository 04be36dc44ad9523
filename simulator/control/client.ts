/** Typed client of the simulator's control API, for Playwright fixtures and vitest helpers. */
import type { z } from "zod";
import { controlContracts, type ControlContracts } from "./contracts";

export type ControlInput<K extends keyof ControlContracts> = z.input<ControlContracts[K]["request"]>;
export type ControlOutput<K extends keyof ControlContracts> = z.output<ControlContracts[K]["response"]>;

export function simulatorClient(origin: string) {
  async function call<K extends keyof ControlContracts>(name: K, input: ControlInput<K> = {} as ControlInput<K>): Promise<ControlOutput<K>> {
    const contract = controlContracts[name];
    // Path parameters (":userId") come from the input; the rest travels in the query or the body.
    const fields = { ...(input as Record<string, unknown>) };
    const path = contract.path.replace(/:(\w+)/g, (_, key: string) => {
      const value = encodeURIComponent(String(fields[key] ?? ""));
      delete fields[key];
      return value;
    });
    const url = new URL(`${origin.replace(/\/$/, "")}/__sim/api/${path}`);
    const init: RequestInit = { method: contract.method, headers: { "content-type": "application/json" } };
    if (contract.method === "GET") {
      for (const [k, v] of Object.entries(fields)) if (v !== undefined) url.searchParams.set(k, String(v));
    } else {
      init.body = JSON.stringify(input);
    }
    const response = await fetch(url, init);
    const body = await response.json();
    if (!response.ok) throw new Error(`Simulator ${name} failed: ${JSON.stringify(body)}`);
    return contract.response.parse(body) as ControlOutput<K>;
  }

  return {
    call,
    createPersona: (persona: string, extra: Omit<ControlInput<"createPersona">, "persona"> = {}) => call("createPersona", { persona, ...extra }),
    outbox: (to?: string) => call("outbox", { to }),
    /** The newest OTP sent to a user id or contact. */
    async latestOtp(to: string): Promise<string> {
      const message = (await call("outbox", { to })).find((m) => m.otp);
      if (!message?.otp) throw new Error(`No OTP was sent to ${to}`);
      return message.otp;
    },
    expireAccessTokens: (userName: string) => call("expireTokens", { userName, kind: "access" }),
    revokeRefreshTokens: (userName: string) => call("revokeTokens", { userName, kind: "refresh" }),
    reset: (seed?: number) => call("reset", { seed }),
    /** A fresh world seeded at a frozen instant: the deterministic starting point for a scripted run. */
    resetFrozen: (seed: number, at: string | number) => call("reset", { seed, at, freeze: true }),
    clock: (change: ControlInput<"clock">) => call("clock", change),
    addFault: (rule: ControlInput<"addFault">) => call("addFault", rule),
    /** Replace every fault rule with this profile; its draws start again from the seed. */
    faultProfile: (rules: ControlInput<"faultProfile">["rules"]) => call("faultProfile", { rules }),
    removeFault: (id: number) => call("removeFault", { id }),
    clearFaults: () => call("clearFaults"),
    journal: (filter: ControlInput<"journal"> = {}) => call("journal", filter),
    /** SHA-256 over the operator's answers since the last reset: equal hashes, equal transcripts. */
    transcriptHash: () => call("transcriptHash"),
    /** Load a scenario (a file's JSON): the users it made, with their `as` names. */
    loadScenario: (scenario: unknown) => call("loadScenario", scenario),
    /** Load a file of the scenarios/ folder by name ("throttled-extra-gb" or "throttled-extra-gb.json"). */
    loadScenarioFile: (file: string) => call("loadScenarioFile", { file }),
    listScenarios: () => call("listScenarios"),
    /** One user's current state as a scenario file. */
    userScenario: (userId: string) => call("userScenario", { userId }),
    snapshot: () => call("getSnapshot"),
    restore: (state: ControlInput<"restoreSnapshot">) => call("restoreSnapshot", state),
  };
}

export type SimulatorClient = ReturnType<typeof simulatorClient>;
