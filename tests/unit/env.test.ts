/** The portal's configuration: against the live operator nothing falls back to the simulator's hosts, keys or secret. */
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";

const live = {
  OPERATOR_API_URL: "https://api.operator.lk/",
  OPERATOR_CLIENT_ID: "client-41",
  SESSION_SECRET: "a-long-and-random-session-secret",
  BANNER_API_URL: "https://banners.operator.lk/",
  TV_API_URL: "https://tv.operator.lk/",
  TV_API_KEY: "tv-key",
  PARTNER_API_URL: "https://partner.operator.lk/",
  BILLPAY_URL: "https://pay.operator.lk/",
  SALESPAY_URL: "https://salespay.operator.lk/",
  RELOAD_API_URL: "https://reload.operator.lk/",
  RELOAD_API_KEY: "reload-key",
  OAUTH_URL: "https://oauth.operator.lk/",
  GOOGLE_CLIENT_ID: "google-client",
  FACEBOOK_APP_ID: "facebook-app",
  PORTAL_URL: "https://selfcare.operator.lk",
};

describe("configuration", () => {
  it("a simulated portal runs on defaults alone", () => {
    expect(parseEnv({}).OPERATOR_API_URL).toBeUndefined();
  });

  it("a live portal with every host, key and secret starts", () => {
    expect(parseEnv(live).OPERATOR_API_URL).toBe(live.OPERATOR_API_URL);
  });

  it.each(["SESSION_SECRET", "BANNER_API_URL", "SALESPAY_URL", "OAUTH_URL"])("a live portal refuses to start without %s", (name) => {
    expect(() => parseEnv({ ...live, [name]: undefined })).toThrow(new RegExp(`${name}: is required against the live operator API`));
  });

  it("a live portal refuses the simulator's keys and the built-in session secret", () => {
    expect(() => parseEnv({ ...live, OPERATOR_CLIENT_ID: undefined })).toThrow(/OPERATOR_CLIENT_ID: must be set/);
    expect(() => parseEnv({ ...live, RELOAD_API_KEY: "simulator-reload-key" })).toThrow(/RELOAD_API_KEY: must be set/);
    expect(() => parseEnv({ ...live, SESSION_SECRET: "simulator-only-session-secret-change-me" })).toThrow(/SESSION_SECRET: must not be the built-in one/);
  });

  it("a live portal must be served over https: an http or missing PORTAL_URL is refused unless LIVE_ALLOW_HTTP says it is a lab", () => {
    expect(() => parseEnv({ ...live, PORTAL_URL: "http://selfcare.operator.lk" })).toThrow(/PORTAL_URL: must be an https URL against the live operator API/);
    expect(() => parseEnv({ ...live, PORTAL_URL: undefined })).toThrow(/PORTAL_URL: is required against the live operator API/);
    expect(parseEnv({ ...live, PORTAL_URL: "http://localhost:3011", LIVE_ALLOW_HTTP: "1" }).PORTAL_URL).toBe("http://localhost:3011");
    // The lab flag allows http, not a missing origin.
    expect(() => parseEnv({ ...live, PORTAL_URL: undefined, LIVE_ALLOW_HTTP: "1" })).toThrow(/PORTAL_URL: is required/);
    // The simulated portal keeps its plain-http default.
    expect(parseEnv({}).PORTAL_URL).toBe("http://localhost:3000");
  });

  it("REDIS_URL must be a redis URL", () => {
    expect(() => parseEnv({ REDIS_URL: "http://cache:6379" })).toThrow(/REDIS_URL/);
    expect(parseEnv({ REDIS_URL: "redis://cache:6379" }).REDIS_URL).toBe("redis://cache:6379");
  });
});
