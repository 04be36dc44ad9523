/**
 * A real redis-server on a free port (Debian's package; `npm test` installs it when missing), for any
 * test runner: `stop()` and `start()` take it away and bring it back on the same port, as an outage
 * does; with `persistent` it saves its data on the way down (in a temporary directory) and has it again
 * when it is back.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export async function freePort(): Promise<number> {
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

export interface RedisServer {
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it for good and removes its data. */
  dispose(): Promise<void>;
}

export async function startRedisServer({ persistent = false } = {}): Promise<RedisServer> {
  const port = await freePort();
  const dir = persistent ? mkdtempSync(path.join(tmpdir(), "portal-redis-")) : null;
  let child: ChildProcess | null = null;
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const args = ["--port", String(port), "--bind", "127.0.0.1", "--appendonly", "no", "--save", dir ? "3600 1" : ""];
      if (dir) args.push("--dir", dir);
      child = spawn(process.env.REDIS_SERVER ?? "redis-server", args, { stdio: "ignore" });
      await waitForPort(port, child);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGTERM");
      await exited;
    },
    async dispose() {
      await server.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
