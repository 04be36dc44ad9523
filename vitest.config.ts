import { availableParallelism } from "node:os";
import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ["tests/{unit,contract,integration}/**/*.test.{ts,tsx}", "tests/simulator/**/*.test.ts", "app/**/*.test.{ts,tsx}"],
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
    },
  }),
);
