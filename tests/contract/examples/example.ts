/** A sample call of a contract for a persona, used by the registry test to prove it is served and parses. */
import type { Contract, RequestOf } from "#contracts/core";
import type { Persona } from "../../support/sim";

export interface ExampleContext {
  persona: Persona;
  /** The persona's first line in the operator's records (linked or not). */
  line: Persona["lines"][number] | undefined;
  /** Broadband subscriber id of that line: 94 + telephone without its leading 0. */
  subscriberId: string;
}

export interface Example {
  contract: Contract;
  /** Persona templates to call it for (see fixtures/personas.ts). */
  personas: string[];
  input: (ctx: ExampleContext) => Record<string, unknown>;
  /** false when the sample call is expected to answer a failure envelope (still parsed by the contract). */
  succeeds?: boolean;
}

export function example<C extends Contract>(
  contract: C,
  personas: string[],
  input: (ctx: ExampleContext) => NoInfer<RequestOf<C>>,
  options: { succeeds?: boolean } = {},
): Example {
  return { contract, personas, input: input as Example["input"], ...options };
}
