/**
 * Where sessions live on the server (the cookie carries only a signed session id), and the lock
 * that lets one portal instance refresh a session's tokens while the others wait for its answer.
 *
 * The embedded default keeps both in this process and needs nothing installed. With `REDIS_URL`
 * set they live in Redis, so several portal instances behind a load balancer serve one user:
 * any instance reads the session, and a refresh runs once across all of them.
 */
import { randomBytes } from "node:crypto";
import { createClient } from "redis";
import { storeOperations } from "~/operations/metrics.server";

/** A session as stored: its data, when it began (absolute lifetime) and when it was last used (idle lifetime). */
export interface StoredSession {
  data: Record<string, unknown>;
  createdAt: number;
  seenAt: number;
}

/** What one request changed in a session: the keys it set (with their values) and those it unset. */
export interface SessionChange {
  set: Record<string, unknown>;
  unset: string[];
}

/** How long a session lives: until the first of its idle and absolute ends. */
export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/** How long a record may still be kept, seen at `now`: until the first of its idle and absolute ends. */
export function remainingMs(record: Pick<StoredSession, "createdAt" | "seenAt">, lifetime: SessionLifetime, now: number): number {
  return Math.min(record.seenAt + lifetime.idleMs, record.createdAt + lifetime.absoluteMs) - now;
}

export interface SessionStore {
  read(id: string): Promise<StoredSession | null>;
  /** Keeps the record for `ttlMs` at most (the store may forget it then). */
  write(id: string, record: StoredSession, ttlMs: number): Promise<void>;
  /**
   * Applies one request's change to a stored session and marks it seen at `now`, in one step of the
   * store: requests of the same session that run at once (a page's parallel loaders, two tabs, two
   * portal instances) each keep what they changed and never put back what another removed. Answers
   * false when there is no such session (any more).
   */
  update(id: string, change: SessionChange, lifetime: SessionLifetime, now: number): Promise<boolean>;
  remove(id: string): Promise<void>;
  /**
   * Runs `task` once for `key` across everything sharing this store: callers arriving while it runs,
   * or within `shareMs` after it answered, get the same answer. Only answers `keep` accepts are shared.
   */
  once<T>(key: string, task: () => Promise<T>, options: { shareMs: number; keep: (answer: T) => boolean }): Promise<T>;
  /**
   * Counts one more event under `key` in a fixed window of `windowMs` that starts with the first
   * event: how many there have been in it, and how long until it closes (abuse limits).
   */
  count(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /**
   * Whether `key` was marked already in the last `windowMs`, marking it now if not (a post already
   * received from the same page view). Kept apart from the abuse limits' counts, so no flood of marks
   * can push a count out.
   */
  mark(key: string, windowMs: number): Promise<boolean>;
  /** Forgets the count under `key` (a sign-in that succeeded starts its identifier's count again). */
  forget(key: string): Promise<void>;
  /**
   * Admits `member` to the set under `key`, in a fixed window of `windowMs` that starts with the
   * first member, if it is there already or the set has fewer than `max` members: whether it is in,
   * and how long until the window closes (the distinct identity numbers one identity may check).
   */
  admit(key: string, member: string, max: number, windowMs: number): Promise<{ admitted: boolean; resetInMs: number }>;
  /** Answers when the store works (readiness), else throws. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function newSessionId(): string {
  return randomBytes(24).toString("base64url");
}

/** How much the embedded store keeps at most (see memoryStore). */
export interface MemoryBounds {
  maxSessions: number;
  maxCounters: number;
  maxMarks: number;
}

/**
 * The embedded store's bounds: 10,000 sessions (a signed-in session with its accounts and
 * broadband profile is about 1.5 KB of JSON, 3 KB as a string in memory: some 30 MB in all) and
 * 100,000 abuse-limit and repeated-post counters (about 100 bytes each). Past a bound the least
 * recently used entry goes. More sessions than this in one process call for REDIS_URL.
 */
export const MEMORY_BOUNDS: MemoryBounds = { maxSessions: 10_000, maxCounters: 100_000, maxMarks: 100_000 };

/**
 * Keeps `key` in `map` as its most recently used entry. Past `max`, entries whose time is up go
 * first; then the least recently used ones (a Map iterates in insertion order, so the first keys
 * are the oldest), passing over those `spare` says to keep while there are others to drop.
 */
function keepBounded<V extends { until: number }>(map: Map<string, V>, key: string, value: V, max: number, spare?: (entry: V) => boolean) {
  if (!map.has(key) && map.size >= max) {
    const now = Date.now();
    for (const [old, entry] of map) if (entry.until <= now) map.delete(old);
  }
  map.delete(key);
  map.set(key, value);
  if (map.size <= max) return;
  if (spare) {
    for (const [old, entry] of map) {
      if (map.size <= max) return;
      if (old !== key && !spare(entry)) map.delete(old);
    }
  }
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}

/**
 * The embedded store: one process, nothing to install. Expired records are swept once a minute;
 * sessions, counters and marks are bounded (MEMORY_BOUNDS), and past a bound expired entries go
 * first, so no flood of requests can grow the process without limit:
 * - a new session then pushes out the anonymous session used least recently, and a signed-in one
 *   (what `precious` says of its data) only when no anonymous one is left: a flood of visitors'
 *   sessions never signs a customer out (a session counts as used when a request saves it, or at
 *   most once a minute when one only reads it; new sessions are limited per address too,
 *   app/operator/route.server.ts);
 * - counters and repeated-post marks each have their own bound and push out the least recently
 *   used (a counter being counted, such as a guesser's, is the most recently used; and an address
 *   over its limit stores no more counters, app/operator/limits.server.ts).
 */
export function memoryStore(bounds: Partial<MemoryBounds> = {}, precious: (data: Record<string, unknown>) => boolean = () => false): SessionStore {
  const { maxSessions, maxCounters, maxMarks } = { ...MEMORY_BOUNDS, ...bounds };
  const records = new Map<string, { record: string; until: number; precious: boolean }>();
  const spareSession = (entry: { precious: boolean }) => entry.precious;
  const running = new Map<string, Promise<unknown>>();
  const answers = new Map<string, { answer: unknown; until: number }>();
  const counters = new Map<string, { count: number; until: number }>();
  const marks = new Map<string, { until: number }>();
  const sets = new Map<string, { members: Set<string>; until: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of counters) if (entry.until <= now) counters.delete(key);
    for (const [key, entry] of marks) if (entry.until <= now) marks.delete(key);
    for (const [key, entry] of sets) if (entry.until <= now) sets.delete(key);
    for (const [id, entry] of records) if (entry.until <= now) records.delete(id);
    for (const [key, entry] of answers) if (entry.until <= now) answers.delete(key);
  }, 60_000);
  sweep.unref?.();
  return {
    async read(id) {
      const entry = records.get(id);
      if (!entry || entry.until <= Date.now()) return null;
      // A copy, as a shared store would give: changes reach the store only through write().
      return JSON.parse(entry.record) as StoredSession;
    },
    async write(id, record, ttlMs) {
      keepBounded(records, id, { record: JSON.stringify(record), until: Date.now() + ttlMs, precious: precious(record.data) }, maxSessions, spareSession);
    },
    async update(id, change, lifetime, now) {
      // No await between the read and the write: in one process that is one step.
      const entry = records.get(id);
      if (!entry) return false;
      if (entry.until <= now) {
        records.delete(id);
        return false;
      }
      const record = JSON.parse(entry.record) as StoredSession;
      for (const key of change.unset) delete record.data[key];
      Object.assign(record.data, change.set);
      record.seenAt = now;
      const ttl = remainingMs(record, lifetime, now);
      if (ttl <= 0) {
        records.delete(id);
        return false;
      }
      keepBounded(records, id, { record: JSON.stringify(record), until: now + ttl, precious: precious(record.data) }, maxSessions, spareSession);
      return true;
    },
    async remove(id) {
      records.delete(id);
    },
    async once(key, task, { shareMs, keep }) {
      const kept = answers.get(key);
      if (kept && kept.until > Date.now()) return kept.answer as Awaited<ReturnType<typeof task>>;
      const pending = running.get(key);
      if (pending) return pending as ReturnType<typeof task>;
      const run = task().then((answer) => {
        if (keep(answer)) answers.set(key, { answer, until: Date.now() + shareMs });
        return answer;
      });
      running.set(key, run);
      const done = () => running.delete(key);
      run.then(done, done);
      return run;
    },
    async count(key, windowMs) {
      const now = Date.now();
      const current = counters.get(key);
      const entry = current && current.until > now ? { count: current.count + 1, until: current.until } : { count: 1, until: now + windowMs };
      keepBounded(counters, key, entry, maxCounters);
      return { count: entry.count, resetInMs: entry.until - now };
    },
    async mark(key, windowMs) {
      const now = Date.now();
      const current = marks.get(key);
      if (current && current.until > now) return true;
      keepBounded(marks, key, { until: now + windowMs }, maxMarks);
      return false;
    },
    async forget(key) {
      counters.delete(key);
    },
    async admit(key, member, max, windowMs) {
      const now = Date.now();
      const current = sets.get(key);
      const entry = current && current.until > now ? current : { members: new Set<string>(), until: now + windowMs };
      if (!entry.members.has(member) && entry.members.size < max) entry.members.add(member);
      if (entry.members.size > 0) sets.set(key, entry);
      return { admitted: entry.members.has(member), resetInMs: entry.until - now };
    },
    async ping() {},
    async close() {
      clearInterval(sweep);
    },
  };
}

const LOCK_MS = 20_000;
/** A Redis command, or the wait for a connection, at most this long: a page must answer within 2 s while Redis is away. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** The first connection (and each reconnection attempt) at most this long: a busy machine may take a moment. */
const REDIS_CONNECT_WAIT_MS = 1_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** In Redis a session is a hash: `createdAt`, `seenAt` and one `d:<key>` field (a JSON value) per session key. */
const DATA = "d:";

/**
 * ARGV: now, idle ms, absolute ms, the number of keys set, then name/value pairs, then names to
 * remove. Answers 1, or 0 when the session is gone or its time is up (then it is removed).
 */
const UPDATE_SCRIPT = `
local created = tonumber(redis.call('HGET', KEYS[1], 'createdAt'))
if not created then return 0 end
local now = tonumber(ARGV[1])
local ttl = math.min(now + tonumber(ARGV[2]), created + tonumber(ARGV[3])) - now
if ttl <= 0 then redis.call('DEL', KEYS[1]) return 0 end
local sets = tonumber(ARGV[4])
for i = 0, sets - 1 do redis.call('HSET', KEYS[1], ARGV[5 + 2 * i], ARGV[6 + 2 * i]) end
for i = 5 + 2 * sets, #ARGV do redis.call('HDEL', KEYS[1], ARGV[i]) end
redis.call('HSET', KEYS[1], 'seenAt', ARGV[1])
redis.call('PEXPIRE', KEYS[1], math.floor(ttl))
return 1
`;
const POLL_MS = 100;

/**
 * KEYS[1] a set; ARGV: the member, the most members, the window (ms). Answers {1 or 0 (admitted or
 * not), ms until the window closes}. A member already in is admitted again; a new one only below the most.
 */
const ADMIT_SCRIPT = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return {1, redis.call('PTTL', KEYS[1])} end
local size = redis.call('SCARD', KEYS[1])
if size >= tonumber(ARGV[2]) then return {0, redis.call('PTTL', KEYS[1])} end
redis.call('SADD', KEYS[1], ARGV[1])
if size == 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return {1, redis.call('PTTL', KEYS[1])}
`;

/** Sessions and locks in Redis (node-redis, the Redis project's client). Keys are prefixed `portal:`. */
export function redisStore(url: string, { commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS } = {}): SessionStore {
  // While Redis is away, commands fail at once (no offline queue) or after commandTimeoutMs (a Redis that hangs),
  // never holding a page; the client reconnects by itself, every 50 ms doubling up to 2 s, so the portal recovers
  // without a restart.
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: commandTimeoutMs },
    socket: { connectTimeout: REDIS_CONNECT_WAIT_MS, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2_000) },
  });
  // One line when Redis goes away and one when it is back, not one per reconnection attempt.
  let away = false;
  client.on("error", (error: Error) => {
    if (away) return;
    away = true;
    console.error(JSON.stringify({ event: "redis-unavailable", message: error.message }));
  });
  let everReady = false;
  client.on("ready", () => {
    everReady = true;
    if (!away) return;
    away = false;
    console.warn(JSON.stringify({ event: "redis-available" }));
  });
  let connecting: Promise<unknown> | null = null;
  let closed = false;
  const redis = async () => {
    if (client.isReady) return client;
    if (closed) throw new StoreUnavailableError("the store is closed");
    // The first use connects; until Redis answers, a caller waits REDIS_CONNECT_WAIT_MS at most. Once connected, a
    // caller while Redis is away is answered at once (the client reconnects by itself).
    connecting ??= client.connect().catch(() => undefined);
    if (!everReady) await Promise.race([connecting, sleep(REDIS_CONNECT_WAIT_MS)]);
    if (!client.isReady) throw new StoreUnavailableError("Redis is not connected");
    return client;
  };
  const sessionKey = (id: string) => `portal:session:${id}`;

  return {
    async read(id) {
      const fields = await (await redis()).hGetAll(sessionKey(id));
      if (!fields.createdAt || !fields.seenAt) return null;
      const data: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(fields)) if (field.startsWith(DATA)) data[field.slice(DATA.length)] = JSON.parse(value);
      return { data, createdAt: Number(fields.createdAt), seenAt: Number(fields.seenAt) };
    },
    async write(id, record, ttlMs) {
      const key = sessionKey(id);
      const fields: Record<string, string> = { createdAt: String(record.createdAt), seenAt: String(record.seenAt) };
      for (const [name, value] of Object.entries(record.data)) if (value !== undefined) fields[`${DATA}${name}`] = JSON.stringify(value);
      await (
        await redis()
      )
        .multi()
        .del(key)
        .hSet(key, fields)
        .pExpire(key, Math.max(1, Math.round(ttlMs)))
        .exec();
    },
    async update(id, change, lifetime, now) {
      // One script: the hash's fields are the session's keys, each a JSON value the script never decodes.
      const sets = Object.entries(change.set).filter(([, value]) => value !== undefined);
      const unsets = [...change.unset, ...Object.entries(change.set).flatMap(([name, value]) => (value === undefined ? [name] : []))];
      const done = await (
        await redis()
      ).eval(UPDATE_SCRIPT, {
        keys: [sessionKey(id)],
        arguments: [
          String(now),
          String(lifetime.idleMs),
          String(lifetime.absoluteMs),
          String(sets.length),
          ...sets.flatMap(([name, value]) => [`${DATA}${name}`, JSON.stringify(value)]),
          ...unsets.map((name) => `${DATA}${name}`),
        ],
      });
      return done === 1;
    },
    async remove(id) {
      await (await redis()).del(sessionKey(id));
    },
    async once(key, task, { shareMs, keep }) {
      const db = await redis();
      const answerKey = `portal:once:${key}:answer`;
      const lockKey = `portal:once:${key}:lock`;
      const until = Date.now() + LOCK_MS;
      for (;;) {
        const kept = await db.get(answerKey);
        if (kept) return JSON.parse(kept) as Awaited<ReturnType<typeof task>>;
        const owner = newSessionId();
        const locked = await db.set(lockKey, owner, { expiration: { type: "PX", value: LOCK_MS }, condition: "NX" });
        if (locked === "OK") {
          try {
            const answer = await task();
            if (keep(answer)) await db.set(answerKey, JSON.stringify(answer), { expiration: { type: "PX", value: shareMs } });
            return answer;
          } finally {
            // Only the lock this caller holds: a lock that expired meanwhile may be another's now.
            await db.eval("if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0", {
              keys: [lockKey],
              arguments: [owner],
            });
          }
        }
        // Another instance is running it: wait for its answer (or for its lock to lapse, then run it here).
        if (Date.now() > until) return task();
        await sleep(POLL_MS);
      }
    },
    async count(key, windowMs) {
      // INCR and the window's expiry in one step, so a crash between them cannot leave a counter that never resets.
      const [count, ttl] = (await (
        await redis()
      ).eval("local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return {n, redis.call('PTTL', KEYS[1])}", {
        keys: [`portal:count:${key}`],
        arguments: [String(windowMs)],
      })) as [number, number];
      return { count, resetInMs: Math.max(0, ttl) };
    },
    async forget(key) {
      await (await redis()).del(`portal:count:${key}`);
    },
    async mark(key, windowMs) {
      const set = await (await redis()).set(`portal:mark:${key}`, "1", { expiration: { type: "PX", value: windowMs }, condition: "NX" });
      return set !== "OK";
    },
    async admit(key, member, max, windowMs) {
      // The check and the addition in one step, so instances admitting at once never exceed `max` together.
      const [admitted, ttl] = (await (
        await redis()
      ).eval(ADMIT_SCRIPT, { keys: [`portal:set:${key}`], arguments: [member, String(max), String(windowMs)] })) as [number, number];
      return { admitted: admitted === 1, resetInMs: Math.max(0, ttl) };
    },
    async ping() {
      await (await redis()).ping();
    },
    async close() {
      closed = true;
      if (client.isOpen) await client.close().catch(() => client.destroy());
    },
  };
}

/** The session store cannot be reached (Redis is away): the request answers the portal's unavailable page (HTTP 503). */
export class StoreUnavailableError extends Error {
  override name = "StoreUnavailableError";
}

/** An error the task given to `once` threw: the task's own, not the store's. */
class TaskError {
  constructor(readonly error: unknown) {}
}

/**
 * The store as the portal uses it: every operation timed in the metrics by operation and outcome,
 * and any failure of the store itself turned into StoreUnavailableError (logged once per outage by
 * the Redis client, never as a stack trace per request).
 */
export function meteredStore(store: SessionStore): SessionStore {
  function metered<A extends unknown[], R>(operation: string, run: (...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      const end = storeOperations.startTimer({ operation });
      try {
        const answer = await run(...args);
        end({ outcome: "ok" });
        return answer;
      } catch (error) {
        if (error instanceof TaskError) {
          end({ outcome: "ok" });
          throw error.error;
        }
        end({ outcome: "error" });
        throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError(error instanceof Error ? error.message : String(error));
      }
    };
  }
  return {
    read: metered("read", (id) => store.read(id)),
    write: metered("write", (id, record, ttlMs) => store.write(id, record, ttlMs)),
    update: metered("update", (id, change, lifetime, now) => store.update(id, change, lifetime, now)),
    remove: metered("remove", (id) => store.remove(id)),
    once: metered("once", (key, task, options) =>
      store.once(
        key,
        () =>
          task().catch((error: unknown) => {
            throw new TaskError(error);
          }),
        options,
      ),
    ) as SessionStore["once"],
    count: metered("count", (key, windowMs) => store.count(key, windowMs)),
    forget: metered("forget", (key) => store.forget(key)),
    mark: metered("mark", (key, windowMs) => store.mark(key, windowMs)),
    admit: metered("admit", (key, member, max, windowMs) => store.admit(key, member, max, windowMs)),
    ping: metered("ping", () => store.ping()),
    close: () => store.close(),
  };
}
