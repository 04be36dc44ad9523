/**
 * The standalone simulator (`npm run simulator`) in a child process on a free port, for tests that
 * treat it as the live operator API over HTTP (the drift check, recording a scenario).
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";

export interface StandaloneSimulator {
  origin: string;
  stop(): void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Start one and wait until its control API answers (at most `timeoutMs`: a few seconds on an idle machine, far more on a busy one). */
export async function startStandaloneSimulator(timeoutMs = 60_000): Promise<StandaloneSimulator> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "simulator/cli.ts"], {
    env: { ...process.env, SIM_PORT: String(port), SIM_PUBLIC_URL: origin },
    stdio: "ignore",
  });
  const stop = () => {
    child.kill("SIGTERM");
  };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && child.exitCode === null) {
    const up = await fetch(`${origin}/__sim/api/clock`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error("the standalone simulator did not start");
}
