/**
 * A real redis-server for the vitest files that need one (tests/support/redis-server.ts): each file
 * starts its own on a free port, and stops it after.
 */
import { afterAll, beforeAll } from "vitest";
import { startRedisServer, type RedisServer } from "./redis-server";

/** Starts redis-server for this test file; `url` is its redis:// URL once started. See startRedisServer for `persistent`. */
export function useRedis({ persistent = false } = {}) {
  let server: RedisServer | null = null;
  beforeAll(async () => {
    server = await startRedisServer({ persistent });
  });
  afterAll(() => server?.dispose());
  const started = () => {
    if (!server) throw new Error("redis-server not started");
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    start: () => started().start(),
    stop: () => started().stop(),
  };
}
