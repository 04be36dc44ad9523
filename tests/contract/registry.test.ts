/**
 * Every operator endpoint in the registry is served by the simulator, for the personas it
 * matters to, and its answer parses with the contract the portal uses.
 */
import { describe, expect, it } from "vitest";
import { registry } from "#contracts/registry";
import { implementations } from "../../simulator/handlers";
import { allExamples } from "./examples";
import { send, signIn, useSimulator, type Persona } from "../support/sim";

const sim = useSimulator();
const personas = new Map<string, Promise<{ persona: Persona; token: string | null }>>();

function personaFor(key: string, fresh = false) {
  if (fresh || !personas.has(key)) {
    personas.set(
      key,
      (async () => {
        const persona = await sim.client.createPersona(key);
        return { persona, token: await signIn(persona).catch(() => null) };
      })(),
    );
  }
  return personas.get(key)!;
}

describe("the contract registry", () => {
  it("names every contract once and every contract has a simulator implementation", () => {
    const implemented = new Set(implementations.map((i) => i.contract.name));
    const missing = registry.filter((c) => !implemented.has(c.name)).map((c) => c.name);
    expect(missing).toEqual([]);
  });

  it("has a sample call for every contract", () => {
    const covered = new Set(allExamples.map((e) => e.contract.name));
    expect(registry.filter((c) => !covered.has(c.name)).map((c) => c.name)).toEqual([]);
  });

  it("marks every contract whose path the seeds do not show as assumed", () => {
    for (const c of registry) expect(typeof c.assumed, c.name).toBe("boolean");
    expect(registry.some((c) => c.assumed)).toBe(true);
  });
});

describe.each(allExamples.map((e) => [e.contract.name, e] as const))("%s", (_name, example) => {
  it.each(example.personas)("answers for persona %s and the answer parses", async (key) => {
    const { persona, token } = await personaFor(key, example.fresh);
    const line = persona.lines[0];
    const input = example.input({ persona, line, subscriberId: line ? `94${line.telephoneNo.slice(1)}` : "" });
    const result = await send(example.contract, input as never, token);
    if (example.succeeds === false) {
      if (result.kind === "answer") {
        const answer = result.answer as { isSuccess?: boolean; accessToken?: unknown };
        expect(answer.isSuccess === false || answer.accessToken === null).toBe(true);
      } else {
        // A refusal: 401, or an OAuth endpoint's standard 400 (invalid_grant).
        expect(result.kind === "unauthorized" || (result.kind === "http-error" && result.status === 400), JSON.stringify(result)).toBe(true);
      }
      return;
    }
    expect(result, JSON.stringify(result)).toMatchObject({ kind: "answer" });
    if (result.kind === "answer" && typeof result.answer === "object" && result.answer && "isSuccess" in result.answer) {
      expect(result.answer, JSON.stringify(result.answer)).toMatchObject({ isSuccess: true });
    }
  });
});
