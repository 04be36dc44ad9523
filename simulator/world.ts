/**
 * The simulator's world: the seed, the clock, identifier allocation and the registry of
 * every stateful collection (so the whole world can be reset, snapshotted and persisted).
 */
import { Collection } from "@msw/data";
import { Faker, en } from "@faker-js/faker";
import type { z } from "zod";

type AnyCollection = Collection<z.ZodType>;

const collections = new Map<string, AnyCollection>();

/** Declare a stateful collection of the simulator. Every collection lives in the world registry. */
export function defineCollection<S extends z.ZodObject>(name: string, schema: S): Collection<S> {
  if (collections.has(name)) throw new Error(`Collection ${name} is defined twice`);
  const collection = new Collection({ schema });
  collections.set(name, collection as unknown as AnyCollection);
  return collection;
}

export const world = {
  seed: Number(process.env.SIM_SEED ?? 20241),
  /** Simulator time: a fixed offset from real time, or frozen at an instant. */
  clock: { offsetMs: 0, frozenAt: null as number | null },
  counters: {} as Record<string, number>,
};

export function now(): Date {
  return new Date(world.clock.frozenAt ?? Date.now() + world.clock.offsetMs);
}

export function nowMs(): number {
  return now().getTime();
}

/** A deterministic faker for one subject (a persona instance, a line...): same seed, same data. */
export function fakerFor(subject: string): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(hash(`${world.seed}:${subject}`));
  return faker;
}

/** Next value of a named counter, starting at `start`. Deterministic given the order of calls. */
export function nextId(counter: string, start = 1): number {
  const value = world.counters[counter] ?? start;
  world.counters[counter] = value + 1;
  return value;
}

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A random-looking but deterministic digit string for a subject. */
export function digits(subject: string, length: number): string {
  let out = "";
  let i = 0;
  while (out.length < length) out += String(hash(`${world.seed}:${subject}:${i++}`) % 1_000_000_000).padStart(9, "0");
  return out.slice(0, length);
}

export type Snapshot = {
  seed: number;
  clock: typeof world.clock;
  counters: Record<string, number>;
  collections: Record<string, unknown[]>;
};

export function snapshot(): Snapshot {
  const out: Record<string, unknown[]> = {};
  for (const [name, c] of collections) out[name] = structuredClone(c.all());
  return {
    seed: world.seed,
    clock: { ...world.clock },
    counters: { ...world.counters },
    collections: out,
  };
}

export async function restore(state: Snapshot): Promise<void> {
  world.seed = state.seed;
  world.clock = { ...state.clock };
  world.counters = { ...state.counters };
  for (const [name, c] of collections) {
    c.clear();
    for (const record of state.collections[name] ?? []) await c.create(record as never);
  }
}

export function clearAll(): void {
  for (const c of collections.values()) c.clear();
  world.counters = {};
  world.clock = { offsetMs: 0, frozenAt: null };
}
