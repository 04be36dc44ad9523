import { defineConfig, devices } from "@playwright/test";

const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 3010);
const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 3110);
export const PORTAL_URL = `http://localhost:${PORTAL_PORT}`;
export const SIM_URL = `http://localhost:${SIM_PORT}`;

/** Browser tests in Debian's Chromium (never a downloaded browser), against the production build and the simulator. */
export default defineConfig({
  testDir: "tests/e2e",
  // Parallel runs (several checkouts or engineers) keep their own traces and screenshots.
  outputDir: process.env.E2E_OUTPUT ?? "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // A failed test runs once more, recording its trace (actions, requests with bodies, DOM snapshots): a passing
  // run records none, which recorded for every test cost a fifth of the suite's time. A test that passes only on
  // its second try still fails the run (failOnFlakyTests): a flaky test is a defect to fix, not to hide.
  retries: 1,
  failOnFlakyTests: true,
  // Budgets that hold on a slow 2-core machine: a passing test never waits for them, so they cost
  // nothing on a fast one. An accessibility scan adds its own budget (fixtures.ts).
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: PORTAL_URL,
    // One browser context and tab per worker, reset between tests (cookies, storage, init scripts, routes,
    // viewport): a fresh context costs about 2.7 CPU-seconds on a 2-core machine (a new renderer process), a
    // navigation in a kept tab 0.8. Tests that change the context's own options (no JavaScript) still get a
    // fresh one.
    reuseContext: true,
    trace: "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${PORTAL_URL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every test browser comes from 127.0.0.1: the per-address abuse limits are scaled up (per-identifier ones stay).
    // Tests inject operator faults for their own users in one shared portal: the circuit breaker, which would hold a
    // service back for every test, is tested on its own (tests/integration/operations.test.ts).
    env: { PORT: String(PORTAL_PORT), SIM_PORT: String(SIM_PORT), SIM_PUBLIC_URL: SIM_URL, RATE_LIMIT_IP_FACTOR: "1000", OPERATOR_CIRCUIT: "off" },
  },
});
