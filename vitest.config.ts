import { availableParallelism } from "node:os";
import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: "node",
      pool: "threads",
      // Vitest leaves a core free by default: on a 2-core machine that is one worker, and the files'
      // imports (most of their time) run one after another.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      testTimeout: 20000,
      // The portal's operator hosts point at the in-process simulator (tests/support/sim.ts).
      env: {
        SIMULATOR_URL: "http://operator.sim.test",
        SIMULATOR_PUBLIC_URL: "http://operator.sim.test",
        OPERATOR_CLIENT_ID: "test-client",
        PORTAL_URL: "http://portal.test",
        SESSION_SECRET: "test-session-secret-0123456789",
        // Every test request shares one client address: per-address limits scaled up (tests/integration/limits.test.ts sets its own).
        RATE_LIMIT_IP_FACTOR: "1000",
        // Tests inject operator faults on purpose: the circuit breaker is tested on its own (tests/integration/operations.test.ts).
        OPERATOR_CIRCUIT: "off",
      },
      projects: [
        // Modules without state of their own, and contract tests that each start a simulator of their own: a worker
        // runs its files one after another in one module graph, so the app, the contracts and zod are imported once
        // per worker rather than once per file (import time was two thirds of these files' time). A file that changes
        // shared state (the language source, say) must use the app's own scoped mechanism, as the portal does.
        {
          extends: true,
          test: { name: "unit", include: ["tests/{unit,contract}/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"], isolate: false },
        },
        // The portal against the in-process simulator: sessions, rate limits, the operator's clock and the simulator's
        // world are module state each file starts afresh.
        { extends: true, test: { name: "integration", include: ["tests/integration/**/*.test.{ts,tsx}", "tests/simulator/**/*.test.ts"] } },
      ],
    },
  }),
);
