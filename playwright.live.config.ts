import { defineConfig } from "@playwright/test";
import base, { PORTAL_URL, SIM_URL } from "./playwright.config";

/**
 * Live mode proven: the standalone simulator started on its own as if it were the live operator,
 * and the portal started in live mode (OPERATOR_API_URL and every other host and key set, a real
 * session secret, no simulator defaults), then a representative slice of the end-to-end tests.
 * Run by `npm test` after the main suite (`node scripts/test.mjs live` runs it alone).
 */
// The ports come from E2E_PORTAL_PORT and E2E_SIM_PORT, as for the main suite (the fixtures read the same).
const portal = PORTAL_URL;
const operator = SIM_URL;
const buildDir = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  ...base,
  // The fixtures read these: the simulator's control API and the portal under test.
  use: { ...base.use, baseURL: portal },
  outputDir: process.env.E2E_OUTPUT ? `${process.env.E2E_OUTPUT}-live` : "test-results-live",
  testMatch: ["sign-in.spec.ts", "bill-pay.spec.ts", "broadband-summary.spec.ts", "security.spec.ts"],
  // Google and Facebook go to the real providers in live mode; the rest of the slice needs nothing outside. The
  // layout and accessibility checks do not depend on the mode and are not repeated here.
  grepInvert: /Google|Facebook|375 px|axe/,
  webServer: [
    {
      command: "node node_modules/tsx/dist/cli.mjs simulator/cli.ts",
      url: `${operator}/__sim/api/clock`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { SIM_PORT: new URL(operator).port, SIM_PUBLIC_URL: operator, PORTAL_URL: portal },
    },
    {
      command: `node scripts/serve.mjs ${buildDir}/server/index.js`,
      url: `${portal}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: "production",
        PORT: new URL(portal).port,
        PORTAL_URL: portal,
        // Live mode requires an https PORTAL_URL; this slice serves http://localhost, so it runs as a lab (no Secure
        // cookie, no HSTS), the one thing it does not prove of a real deployment (tests/unit/env.test.ts does).
        LIVE_ALLOW_HTTP: "1",
        OPERATOR_API_URL: `${operator}/api`,
        BANNER_API_URL: `${operator}/banner`,
        TV_API_URL: `${operator}/tv`,
        PARTNER_API_URL: `${operator}/partner`,
        BILLPAY_URL: `${operator}/billpay`,
        SALESPAY_URL: `${operator}/salespay`,
        RELOAD_API_URL: `${operator}/reload`,
        OAUTH_URL: `${operator}/oauth`,
        MAP_TILE_URL: `${operator}/maps/tiles/{z}/{x}/{y}.svg`,
        MAP_SEARCH_URL: `${operator}/maps/search`,
        OPERATOR_CLIENT_ID: "live-mode-test-client",
        TV_API_KEY: "live-mode-test-tv-key",
        RELOAD_API_KEY: "live-mode-test-reload-key",
        GOOGLE_CLIENT_ID: "live-mode-test-google",
        FACEBOOK_APP_ID: "live-mode-test-facebook",
        SESSION_SECRET: "live-mode-test-session-secret-0123456789",
        RATE_LIMIT_IP_FACTOR: "1000",
        OPERATOR_CIRCUIT: "off",
      },
    },
  ],
});
