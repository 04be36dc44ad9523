/**
 * Vitest helpers: the simulator in-process (msw setupServer) and the portal's own transport
 * to talk to it, so contract tests exercise exactly what the portal sends and parses.
 */
import { afterAll, beforeAll } from "vitest";
import type { Contract, RequestOf } from "#contracts/core";
import * as auth from "#contracts/auth";
import { exchange, type TransportConfig } from "~/operator/transport.server";
import { basesFor } from "../../simulator/handlers";
import { startInProcessSimulator, IN_PROCESS_ORIGIN } from "../../simulator/in-process";
import type { ControlOutput } from "../../simulator/control/client";

export const transport: TransportConfig = {
  bases: basesFor(IN_PROCESS_ORIGIN),
  clientId: "test-client",
  tvApiKey: "test-tv-key",
  timeoutMs: 5000,
};

/** Start the in-process simulator for this test file. */
export function useSimulator() {
  const state: { sim?: Awaited<ReturnType<typeof startInProcessSimulator>> } = {};
  beforeAll(async () => {
    state.sim = await startInProcessSimulator();
  });
  afterAll(() => state.sim?.close());
  return {
    get client() {
      if (!state.sim) throw new Error("simulator not started");
      return state.sim.client;
    },
  };
}

export type Persona = ControlOutput<"createPersona">;
export type LoadedScenario = ControlOutput<"loadScenario">;

/** Load a scenario file of scenarios/ by name, as a tester does: the users it made, by their `as` names. */
export async function loadScenario(client: { loadScenarioFile: (file: string) => Promise<LoadedScenario> }, name: string) {
  const loaded = await client.loadScenarioFile(name);
  const user = (as: string) => {
    const found = loaded.users.find((u) => u.as === as);
    if (!found) throw new Error(`The scenario ${name} has no user "${as}"`);
    return found;
  };
  return { ...loaded, user };
}

/** Send one contract call the way the portal does (app-side field names; exchange renames them to the wire spelling). */
export function send<C extends Contract>(contract: C, input: RequestOf<C>, accessToken?: string | null) {
  return exchange(contract, input, transport, accessToken);
}

/** Sign a persona instance in and return its access token. */
export async function signIn(persona: Pick<Persona, "userName" | "password">): Promise<string> {
  const result = await send(auth.login, { username: persona.userName, password: persona.password, channelID: "WEB" });
  if (result.kind !== "answer" || !result.answer.accessToken) throw new Error(`sign in failed: ${JSON.stringify(result)}`);
  return result.answer.accessToken;
}
