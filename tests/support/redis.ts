/**
 * A real redis-server for the tests that need one (Debian's package; `npm test` installs it when
 * missing). Each test file starts its own on a free port, with no persistence, and stops it after.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, Socket } from "node:net";
import { afterAll, beforeAll } from "vitest";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess) {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
      socket.connect(port, "127.0.0.1");
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("redis-server did not start within 10 s");
}

/** Starts redis-server for this test file; `url` is its redis:// URL once started. */
export function useRedis() {
  const state: { child?: ChildProcess; url?: string } = {};
  beforeAll(async () => {
    const port = await freePort();
    const child = spawn(process.env.REDIS_SERVER ?? "redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    state.child = child;
    await waitForPort(port, child);
    state.url = `redis://127.0.0.1:${port}`;
  });
  afterAll(() => {
    state.child?.kill("SIGTERM");
  });
  return {
    get url() {
      if (!state.url) throw new Error("redis-server not started");
      return state.url;
    },
  };
}
