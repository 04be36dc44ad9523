/**
 * The simulator's world: the seed, the clock, identifier allocation and the registry of
 * every stateful collection (so the whole world can be reset, snapshotted and persisted).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { Collection } from "@msw/data";
import { Faker, en } from "@faker-js/faker";
import { z } from "zod";

type AnyCollection = Collection<z.ZodType>;

const collections = new Map<string, AnyCollection>();

/** Declare a stateful collection of the simulator. Every collection lives in the world registry. */
export function defineCollection<S extends z.ZodObject>(name: string, schema: S): Collection<S> {
  if (collections.has(name)) throw new Error(`Collection ${name} is defined twice`);
  const collection = new Collection({ schema });
  collections.set(name, collection as unknown as AnyCollection);
  // Every change bumps the world's version, so persistence knows when to save.
  collection.hooks.on("create", markChanged);
  collection.hooks.on("update", markChanged);
  collection.hooks.on("delete", markChanged);
  return collection;
}

/** Names of every stateful collection, in declaration order. */
export const collectionNames = () => [...collections.keys()];

export const world = {
  seed: Number(process.env.SIM_SEED ?? 20241),
  /** Simulator time: a fixed offset from real time, or frozen at an instant. */
  clock: { offsetMs: 0, frozenAt: null as number | null },
  /**
   * Users whose own clock runs ahead of the world's (QA moving one customer's time, e.g. to watch an
   * order's provisioning, without moving the time of everyone else the simulator serves).
   */
  userClocks: {} as Record<string, number>,
  /** Users whose own clock stands still at an instant (a scenario's `world.freeze`); advancing moves it. */
  userFrozen: {} as Record<string, number>,
  counters: {} as Record<string, number>,
  /** Bumped on every change of state (records, counters, clock, seed); not part of a snapshot. */
  version: 0,
};

/** Note that the world changed (persistence saves after a request that changed it). */
export function markChanged(): void {
  world.version += 1;
}

/** Whose request is being answered: their own clock applies while it is. */
const answering = new AsyncLocalStorage<string>();
/** A seed other than the world's for the data made inside (a scenario's `world.seed`). */
const seeding = new AsyncLocalStorage<number>();

/** The seed that drives generated data here: a scenario's own while its users are made, else the world's. */
export function currentSeed(): number {
  return seeding.getStore() ?? world.seed;
}

/** Runs `run` with its generated data drawn from `seed` (undefined: the world's). */
export function withSeed<T>(seed: number | undefined, run: () => T): T {
  return seed === undefined ? run() : seeding.run(seed, run);
}

/** Runs an operator call's resolver with the time of the user it serves (their clock, when theirs runs ahead). */
export function asUser<T>(userName: string | null, run: () => T): T {
  return userName ? answering.run(userName.toLowerCase(), run) : run();
}

function worldMs(): number {
  return world.clock.frozenAt ?? Date.now() + world.clock.offsetMs;
}

/** The world's time, whoever is being answered (tokens live on it, so a user's own clock never expires them). */
export const worldNowMs = () => worldMs();

/** A user's own time: frozen at an instant, or the world's plus their offset (ahead or behind). */
export function userMs(user: string): number {
  const frozen = world.userFrozen[user];
  return frozen ?? worldMs() + (world.userClocks[user] ?? 0);
}

export function now(): Date {
  const user = answering.getStore();
  return new Date(user ? userMs(user) : worldMs());
}

export function nowMs(): number {
  return now().getTime();
}

export interface ClockChange {
  /** Only this user's clock, moved forward by `advanceMs` ahead of the world's (neither `set` nor `freeze`). */
  user?: string;
  /** Freeze (true) or let run from the current instant (false). Applied first. */
  freeze?: boolean;
  /** Move to this instant (ISO 8601 or epoch milliseconds); stays frozen if frozen. */
  set?: string | number;
  /** Then move forward (or back, if negative) by this much. */
  advanceMs?: number;
}

/**
 * Move the simulator clock. The order is fixed (freeze, then set, then advance) so that
 * `{ set, freeze: true }` freezes exactly at `set`, whatever the real time.
 */
export function changeClock(change: ClockChange): void {
  if (change.user) {
    if (change.set !== undefined || change.freeze !== undefined) throw new Error("A user's clock can only be advanced (advanceMs).");
    const user = change.user.toLowerCase();
    const by = change.advanceMs ?? 0;
    if (world.userFrozen[user] !== undefined) world.userFrozen = { ...world.userFrozen, [user]: world.userFrozen[user] + by };
    else world.userClocks = { ...world.userClocks, [user]: (world.userClocks[user] ?? 0) + by };
    markChanged();
    return;
  }
  const target = change.set === undefined ? undefined : typeof change.set === "number" ? change.set : Date.parse(change.set);
  if (target !== undefined && !Number.isFinite(target)) throw new Error(`Not a date: ${String(change.set)}`);
  if (change.freeze === true && world.clock.frozenAt === null) world.clock.frozenAt = target ?? nowMs();
  if (change.freeze === false && world.clock.frozenAt !== null) {
    world.clock.offsetMs = world.clock.frozenAt - Date.now();
    world.clock.frozenAt = null;
  }
  if (target !== undefined) {
    if (world.clock.frozenAt !== null) world.clock.frozenAt = target;
    else world.clock.offsetMs = target - Date.now();
  }
  if (change.advanceMs) {
    if (world.clock.frozenAt !== null) world.clock.frozenAt += change.advanceMs;
    else world.clock.offsetMs += change.advanceMs;
  }
  markChanged();
}

/**
 * Put one user on a clock of their own at instant `at` (a scenario's `world.at`), standing still there
 * when `freeze`. Everyone else keeps the world's time.
 */
export function setUserClock(user: string, at: number, freeze: boolean): void {
  const name = user.toLowerCase();
  const { [name]: _frozen, ...frozen } = world.userFrozen;
  world.userFrozen = freeze ? { ...frozen, [name]: at } : frozen;
  world.userClocks = { ...world.userClocks, [name]: freeze ? 0 : at - worldMs() };
  markChanged();
}

export function clockState(user?: string) {
  const name = user?.toLowerCase();
  const at = name ? userMs(name) : worldMs();
  const frozen = name && world.userFrozen[name] !== undefined ? true : world.clock.frozenAt !== null;
  return { now: new Date(at).toISOString(), frozen, offsetMs: world.clock.offsetMs + (name ? (world.userClocks[name] ?? 0) : 0) };
}

/** A deterministic faker for one subject (a persona instance, a line...): same seed, same data. */
export function fakerFor(subject: string): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(hash(`${currentSeed()}:${subject}`));
  return faker;
}

/** Next value of a named counter, starting at `start`. Deterministic given the order of calls. */
export function nextId(counter: string, start = 1): number {
  const value = world.counters[counter] ?? start;
  world.counters[counter] = value + 1;
  markChanged();
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
  while (out.length < length) out += String(hash(`${currentSeed()}:${subject}:${i++}`) % 1_000_000_000).padStart(9, "0");
  return out.slice(0, length);
}

/** The whole world as plain data: what GET /__sim/api/snapshot answers and SIM_STATE_FILE holds. */
export const snapshotSchema = z.object({
  seed: z.number().int(),
  clock: z.object({ offsetMs: z.number(), frozenAt: z.number().nullable() }),
  userClocks: z.record(z.string(), z.number()).default({}),
  userFrozen: z.record(z.string(), z.number()).default({}),
  counters: z.record(z.string(), z.number()),
  collections: z.record(z.string(), z.array(z.unknown())),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

export function snapshot(): Snapshot {
  const out: Record<string, unknown[]> = {};
  for (const [name, c] of collections) out[name] = structuredClone(c.all());
  return {
    seed: world.seed,
    clock: { ...world.clock },
    userClocks: { ...world.userClocks },
    userFrozen: { ...world.userFrozen },
    counters: { ...world.counters },
    collections: out,
  };
}

/**
 * Replace the world with a snapshot. Collections the snapshot does not name start empty;
 * names the simulator does not know are refused (they come from another version).
 */
export async function restore(state: Snapshot): Promise<void> {
  const unknown = Object.keys(state.collections).filter((name) => !collections.has(name));
  if (unknown.length) throw new Error(`Unknown collections in the snapshot: ${unknown.join(", ")}`);
  world.seed = state.seed;
  world.clock = { ...state.clock };
  world.userClocks = { ...state.userClocks };
  world.userFrozen = { ...state.userFrozen };
  world.counters = { ...state.counters };
  for (const [name, c] of collections) {
    c.clear();
    for (const [i, record] of (state.collections[name] ?? []).entries()) {
      try {
        await c.create(record as never);
      } catch (error) {
        throw new Error(`Record ${i} of collection ${name} does not match its schema: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
    }
  }
  markChanged();
}

export function clearAll(): void {
  for (const c of collections.values()) c.clear();
  world.counters = {};
  world.clock = { offsetMs: 0, frozenAt: null };
  world.userClocks = {};
  world.userFrozen = {};
  markChanged();
}
