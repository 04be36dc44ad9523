import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ["tests/{unit,contract,integration}/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
      environment: "node",
      pool: "threads",
      testTimeout: 20000,
    },
  }),
);
