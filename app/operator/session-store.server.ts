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

/** A session as stored: its data, when it began (absolute lifetime) and when it was last used (idle lifetime). */
export interface StoredSession {
  data: Record<string, unknown>;
  createdAt: number;
  seenAt: number;
}

export interface SessionStore {
  read(id: string): Promise<StoredSession | null>;
  /** Keeps the record for `ttlMs` at most (the store may forget it then). */
  write(id: string, record: StoredSession, ttlMs: number): Promise<void>;
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
  close(): Promise<void>;
}

export function newSessionId(): string {
  return randomBytes(24).toString("base64url");
}

/** The embedded store: one process, nothing to install. Expired records are swept once a minute. */
export function memoryStore(): SessionStore {
  const records = new Map<string, { record: string; until: number }>();
  const running = new Map<string, Promise<unknown>>();
  const answers = new Map<string, { answer: unknown; until: number }>();
  const counters = new Map<string, { count: number; until: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of counters) if (entry.until <= now) counters.delete(key);
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
      records.set(id, { record: JSON.stringify(record), until: Date.now() + ttlMs });
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
      counters.set(key, entry);
      return { count: entry.count, resetInMs: entry.until - now };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

const LOCK_MS = 20_000;
const POLL_MS = 100;

/** Sessions and locks in Redis (node-redis, the Redis project's client). Keys are prefixed `portal:`. */
export function redisStore(url: string): SessionStore {
  const client = createClient({ url });
  client.on("error", (error: Error) => console.error(JSON.stringify({ event: "redis-error", message: error.message })));
  let connected: Promise<unknown> | null = null;
  const redis = async () => {
    connected ??= client.connect();
    await connected;
    return client;
  };
  const sessionKey = (id: string) => `portal:session:${id}`;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  return {
    async read(id) {
      const text = await (await redis()).get(sessionKey(id));
      return text ? (JSON.parse(text) as StoredSession) : null;
    },
    async write(id, record, ttlMs) {
      await (await redis()).set(sessionKey(id), JSON.stringify(record), { expiration: { type: "PX", value: Math.max(1, Math.round(ttlMs)) } });
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
    async close() {
      if (connected) await client.close();
    },
  };
}
