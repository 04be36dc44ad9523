#!/usr/bin/env node
// `npm test`: lint and format check (ESLint with the architecture's boundaries, Prettier, the CSS
// check) with the typecheck beside them, unit + contract + integration tests (vitest), then the end-to-end tests in
// Debian's Chromium against a fresh production build. Chromium and redis-server (the session store's Redis tests)
// are installed with apt when missing.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const cache = path.join(root, ".cache");
mkdirSync(cache, { recursive: true });
const bin = (p) => path.join(root, "node_modules", p);
const only = process.argv[2]; // optional: lint | typecheck | unit | e2e

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`--- ${title}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/**
 * One check whose output is printed whole when it ends, under its title, so that checks running at
 * the same time (each single-threaded: two cores run two) read as if they had run one after another.
 */
function runBuffered({ title, command, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      console.log(`\n=== ${title} ===`);
      process.stdout.write(Buffer.concat(output));
      console.log(`--- ${title}: ${status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(status === 0);
    });
  });
}

/** A Debian package's program, installed with apt-get when missing (never a download of its own). */
function ensureDebian(program, pkg) {
  if (existsSync(program)) return true;
  console.log(`${program} is missing: installing Debian's ${pkg} (apt-get).`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args) =>
    spawnSync(sudo[0] ?? "apt-get", sudo.length ? ["apt-get", ...args] : args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  if (!updated) {
    if (apt(["update"]).status !== 0) return false;
    updated = true;
  }
  return apt(["install", "-y", "--no-install-recommends", pkg]).status === 0 && existsSync(program);
}
let updated = false;

const ensureChromium = () => ensureDebian(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", "chromium");
// The session store's tests run against a real Redis server.
const ensureRedis = () => ensureDebian(process.env.REDIS_SERVER ?? "/usr/bin/redis-server", "redis-server");

const counts = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

// Lint, format and CSS one after another, and the typecheck beside them on the other core.
const lintChecks = [
  { title: "Lint (ESLint: rules and boundaries)", command: process.execPath, args: [bin("eslint/bin/eslint.js"), "--max-warnings=0", "."] },
  { title: "Format (Prettier)", command: process.execPath, args: [bin("prettier/bin/prettier.cjs"), "--check", "--log-level=warn", "."] },
  { title: "CSS (tokens and selectors)", command: process.execPath, args: [path.join(root, "scripts/css-check.mjs")] },
];
const typecheck = { title: "Typecheck", command: process.execPath, args: [bin("typescript/bin/tsc"), "--noEmit"] };
async function inTurn(checks) {
  let passed = true;
  for (const check of checks) passed = (await runBuffered(check)) && passed;
  return passed;
}
const checked = await Promise.all([!only || only === "lint" ? inTurn(lintChecks) : true, !only || only === "typecheck" ? runBuffered(typecheck) : true]);
if (!checked.every(Boolean)) {
  ok = false;
  counts.failed += 1;
}

if (!only || only === "unit") {
  if (!ensureRedis()) {
    console.error("Could not install redis-server: the session store's Redis tests will fail.");
  }
  const report = path.join(cache, "vitest.json");
  ok =
    run("Unit, contract and integration tests (vitest)", process.execPath, [
      bin("vitest/vitest.mjs"),
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${report}`,
    ]) && ok;
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, "utf8"));
    counts.passed += r.numPassedTests ?? 0;
    counts.failed += r.numFailedTests ?? 0;
    counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
}

if (!only || only === "e2e") {
  if (!ensureChromium()) {
    console.error("Could not install Chromium: end-to-end tests cannot run.");
    ok = false;
    counts.failed += 1;
  } else {
    ok = run("Production build", process.execPath, [bin("@remix-run/dev/dist/cli.js"), "vite:build"]) && ok;
    const report = path.join(cache, "playwright.json");
    ok =
      run("End-to-end tests (Playwright, Chromium)", process.execPath, [bin("@playwright/test/cli.js"), "test", "--reporter=list,json"], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      }) && ok;
    if (existsSync(report)) {
      const s = JSON.parse(readFileSync(report, "utf8")).stats ?? {};
      counts.passed += s.expected ?? 0;
      // A test that passed only on its retry is flaky: it counts as failed.
      counts.failed += (s.unexpected ?? 0) + (s.flaky ?? 0);
      counts.skipped += s.skipped ?? 0;
    }
  }
}

// Live mode: the standalone simulator as the live operator, the portal configured as for production.
if ((!only && ok) || only === "live") {
  const report = path.join(cache, "playwright-live.json");
  ok =
    run(
      "Live mode slice (Playwright, the portal in live mode against the standalone simulator)",
      process.execPath,
      [bin("@playwright/test/cli.js"), "test", "--config=playwright.live.config.ts", "--reporter=list,json"],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        E2E_PORTAL_PORT: process.env.E2E_LIVE_PORTAL_PORT ?? "3011",
        E2E_SIM_PORT: process.env.E2E_LIVE_SIM_PORT ?? "3111",
      },
    ) && ok;
  if (existsSync(report)) {
    const s = JSON.parse(readFileSync(report, "utf8")).stats ?? {};
    counts.passed += s.expected ?? 0;
    // A test that passed only on its retry is flaky: it counts as failed.
    counts.failed += (s.unexpected ?? 0) + (s.flaky ?? 0);
    counts.skipped += s.skipped ?? 0;
  }
}

console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(ok && counts.failed === 0 ? 0 : 1);
