/** A sample call of a contract for a persona, used by the registry test to prove it is served and parses. */
import type { z } from "zod";
import type { Contract } from "#contracts/core";
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
  /** Call it for a fresh user of each persona: the call depends on state other examples change (a throttle lifted by a purchase). */
  fresh?: boolean;
}

export function example<Req extends z.ZodType, Res extends z.ZodType>(
  contract: Contract<Req, Res>,
  personas: string[],
  // Loosely typed on purpose: the contract's request schema checks it at run time (exchange parses it).
  input: (ctx: ExampleContext) => Record<string, unknown>,
  options: { succeeds?: boolean; fresh?: boolean } = {},
): Example {
  return { contract: contract as unknown as Contract, personas, input: input as Example["input"], ...options };
}
