/**
 * A portal instance of its own for a test (the production server, scripts/serve.mjs, on the build the
 * suite's portal uses, against the suite's simulator): for what a test does to the server itself
 * (stops it, takes its Redis away), which the shared portal must never go through.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { SIM_URL } from "../../playwright.config";
import { freePort } from "../support/redis-server";

export interface PortalInstance {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (its access log and structured events). */
  output(): string;
  /** Resolves with its exit code once it has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export async function startPortal(env: Record<string, string> = {}): Promise<PortalInstance> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const simPort = new URL(SIM_URL).port;
  const build = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
  const child = spawn(process.execPath, ["scripts/serve.mjs", build], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PORTAL_URL: url,
      SIMULATOR_URL: `http://127.0.0.1:${simPort}`,
      SIMULATOR_PUBLIC_URL: SIM_URL,
      RATE_LIMIT_IP_FACTOR: "1000",
      OPERATOR_CIRCUIT: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  for (const until = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}:\n${printed}`);
    if (Date.now() > until) throw new Error(`the portal did not answer /healthz within 20 s:\n${printed}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
  }
  return {
    url,
    child,
    output: () => printed,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
