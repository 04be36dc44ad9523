#!/usr/bin/env node
// `npm start`: builds the portal when the build is missing or older than the sources, starts the
// operator simulator on :3100 (unless OPERATOR_API_URL points at the live API) and the portal on :3000.
// `npm run dev`: the same with Remix's development server instead of the production build.
// `npm start -- --scenario FILE` (any number of times): the simulator starts with those scenarios loaded.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { waitFor } from "./wait-for.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const dev = process.argv.includes("--dev");
const live = Boolean(process.env.OPERATOR_API_URL);
const portalPort = process.env.PORT ?? "3000";
const simPort = process.env.SIM_PORT ?? "3100";
const buildDir = process.env.BUILD_DIR ?? "build";
const children = [];

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function buildIfNeeded() {
  // BUILD_DIR may be absolute (a copy elsewhere) or relative to the project.
  const server = path.resolve(root, buildDir, "server/index.js");
  const stale = !existsSync(server) || Math.max(...["app", "contracts", "public"].map((d) => newest(path.join(root, d)))) > statSync(server).mtimeMs;
  if (!stale) return;
  console.log("Building the portal...");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "vite:build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function start(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code) => {
    console.log(`${name} stopped (${code ?? "signal"}).`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 200);
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

const simEnv = {
  SIM_PORT: simPort,
  SIM_PUBLIC_URL: process.env.SIM_PUBLIC_URL ?? `http://localhost:${simPort}`,
  PORTAL_URL: process.env.PORTAL_URL ?? `http://localhost:${portalPort}`,
};
// The simulator's own options pass through (`--scenario FILE`).
const scenarioArgs = process.argv
  .slice(2)
  .flatMap((arg, i, all) => (arg === "--scenario" && all[i + 1] ? [arg, all[i + 1]] : arg.startsWith("--scenario=") ? [arg] : []));
if (live && scenarioArgs.length) console.warn("--scenario is for the simulator: with OPERATOR_API_URL set no simulator starts, so it is ignored.");
if (!live) {
  start("Simulator", [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "simulator/cli.ts"), ...scenarioArgs], simEnv);
  await waitFor(`http://127.0.0.1:${simPort}/__sim/api/clock`);
}

// The portal's public origin (callback URLs for hosted pages, the cross-site check): set PORTAL_URL when it is served
// elsewhere. The demo defaults to this machine; live mode has no default (it must be the https origin customers use).
const portalUrl = process.env.PORTAL_URL ?? `http://localhost:${portalPort}`;
const portalEnv = live
  ? { PORT: portalPort }
  : { PORT: portalPort, PORTAL_URL: portalUrl, SIMULATOR_URL: `http://127.0.0.1:${simPort}`, SIMULATOR_PUBLIC_URL: simEnv.SIM_PUBLIC_URL };

if (dev) {
  start("Portal", [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "vite:dev", "--port", portalPort], portalEnv);
} else {
  buildIfNeeded();
  // A larger young generation: a page render allocates a lot of short-lived objects, and fewer
  // scavenges cost less CPU (measured with `npm run bench`).
  start("Portal", ["--max-semi-space-size=32", path.join(root, "scripts/serve.mjs"), path.join(buildDir, "server/index.js")], {
    NODE_ENV: "production",
    ...portalEnv,
  });
  await waitFor(`http://127.0.0.1:${portalPort}/`);
  console.log(`\nPortal: http://localhost:${portalPort}${live ? "" : `   Simulator control page: http://localhost:${simPort}/__sim`}`);
}
