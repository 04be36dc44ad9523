/**
 * The portal's configuration, validated once at start-up. Every operator host is a setting:
 * by default they all point at the simulator; live mode sets OPERATOR_API_URL and friends.
 */
import { z } from "zod";
import type { Service } from "#contracts/core";
import { servicesUnder } from "#contracts/lk";

const url = z.string().url();

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** Where the embedded simulator listens (server side). Used for every host not set below. */
    SIMULATOR_URL: url.default("http://127.0.0.1:3100"),
    /** Where browsers reach the simulator's hosted pages (payment, consent). */
    SIMULATOR_PUBLIC_URL: url.default("http://localhost:3100"),
    OPERATOR_API_URL: url.optional(),
    OPERATOR_CLIENT_ID: z.string().min(1).default("simulator-client-id"),
    BANNER_API_URL: url.optional(),
    TV_API_URL: url.optional(),
    TV_API_KEY: z.string().default("simulator-tv-key"),
    PARTNER_API_URL: url.optional(),
    BILLPAY_URL: url.optional(),
    SALESPAY_URL: url.optional(),
    RELOAD_API_URL: url.optional(),
    RELOAD_API_KEY: z.string().min(1).default("simulator-reload-key"),
    /** The mobile operator's self-care site (the Mobile page's Go button). */
    MOBILE_SELFCARE_URL: url.default("https://www.mobitel.lk/"),
    /** Where PEOTVGO's Explore More leads. */
    PEOTVGO_URL: url.default("https://www.peotvgo.com/"),
    OAUTH_URL: url.optional(),
    GOOGLE_CLIENT_ID: z.string().default("simulator-google-client"),
    FACEBOOK_APP_ID: z.string().default("simulator-facebook-app"),
    SESSION_SECRET: z.string().min(16).optional(),
    /** Sessions, rate limits and the refresh lock in Redis (several portal instances); unset: kept in this process. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
      .optional(),
    /** A session ends after this long without a request... */
    SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
    /** ...or this long after sign-in, whichever comes first. */
    SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
    /** A form post's body at most this many KB... */
    FORM_BODY_LIMIT_KB: z.coerce.number().positive().default(64),
    /** ...and a multipart upload's at most this many MB (app/security/request-hygiene.server.ts). */
    UPLOAD_BODY_LIMIT_MB: z.coerce.number().positive().default(12),
    /** Multiplies every per-address abuse limit (app/operator/limits.server.ts); for test rigs where every browser shares one address. */
    RATE_LIMIT_IP_FACTOR: z.coerce.number().positive().default(1),
    /** The operator's online shop (Hot Device opens it in a new tab). */
    SHOP_URL: url.default("https://eshop.slt.lk/"),
    /**
     * Public origin of the portal (callback URLs given to hosted pages, the cross-site check); https makes every
     * cookie Secure and adds HSTS. Live mode requires it, over https.
     */
    PORTAL_URL: url.optional(),
    /** A lab running live mode over plain http (no Secure cookie, no HSTS): never for customers. */
    LIVE_ALLOW_HTTP: z.stringbool().default(false),
    /** One operator call at most this long... */
    OPERATOR_TIMEOUT_MS: z.coerce.number().int().positive().default(6000),
    /** ...and all the calls of one page or action together at most this long (the page then shows what failed). */
    PAGE_DEADLINE_MS: z.coerce.number().int().positive().default(7000),
    /**
     * Holds an operator service back after repeated failures (app/operations/circuit.server.ts): "failures/window
     * s/open s", default 5/10/15, or "off".
     */
    OPERATOR_CIRCUIT: z
      .string()
      .regex(/^(off|\d+\/\d+\/\d+)$/, 'must be "failures/window seconds/open seconds" (e.g. 5/10/15) or "off"')
      .optional(),
    /**
     * The tag manager the spec's app loads at start (spec 002: "The app also loads a tag manager at start"): a Google
     * Tag Manager container id. None by default, so the demo and the tests load no third-party script.
     */
    TAG_MANAGER_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, "must be a Google Tag Manager container id (GTM-XXXXXXX)")
      .optional(),
    /** Where its script comes from (a server-side tagging host may serve it). */
    TAG_MANAGER_URL: url.default("https://www.googletagmanager.com"),
    /** GET /metrics answers only with this bearer token; in live mode /metrics is not served without it. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** On SIGTERM, requests in flight get this long to finish before their connections are closed (scripts/serve.mjs). */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().nonnegative().default(10_000),
    /** Map tiles ({z}/{x}/{y} placeholders), loaded by the browser. Default: the simulator's, or OpenStreetMap live. */
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/\S*\{z\}\S*\{x\}\S*\{y\}/, "must be an http(s) URL with {z}, {x} and {y}")
      .optional(),
    /** Nominatim-compatible place search (q, countrycodes, format=jsonv2), called by the browser. */
    MAP_SEARCH_URL: url.optional(),
    /** The 4G LTE coverage layer (translucent tiles, {z}/{x}/{y}) of the LTE wizard's map. Default: the simulator's, none live. */
    LTE_COVERAGE_TILE_URL: z
      .string()
      .regex(/^https?:\/\/\S*\{z\}\S*\{x\}\S*\{y\}/, "must be an http(s) URL with {z}, {x} and {y}")
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (!env.OPERATOR_API_URL) return;
    // Live: nothing may fall back to the simulator's hosts, keys or signing secret.
    for (const name of LIVE_REQUIRED) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required against the live operator API" });
    }
    for (const name of LIVE_KEYS) {
      if (env[name] === SIMULATOR_DEFAULTS[name]) ctx.addIssue({ code: "custom", path: [name], message: "must be set (the simulator's value is refused)" });
    }
    if (env.SESSION_SECRET === SIMULATOR_SESSION_SECRET) ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "must not be the built-in one" });
    // Live: customers' sessions travel only over https (Secure cookies, HSTS), unless a lab says otherwise.
    if (!env.PORTAL_URL) ctx.addIssue({ code: "custom", path: ["PORTAL_URL"], message: "is required against the live operator API" });
    else if (!env.PORTAL_URL.startsWith("https://") && !env.LIVE_ALLOW_HTTP) {
      ctx.addIssue({
        code: "custom",
        path: ["PORTAL_URL"],
        message: "must be an https URL against the live operator API (LIVE_ALLOW_HTTP=1 allows http for a lab)",
      });
    }
  })
  // The simulated portal's default: the demo on this machine.
  .transform((env) => ({ ...env, PORTAL_URL: env.PORTAL_URL ?? "http://localhost:3000" }));

/** The service URLs and the secret a live portal must be given (simulated ones derive from SIMULATOR_URL). */
const LIVE_REQUIRED = [
  "SESSION_SECRET",
  "BANNER_API_URL",
  "TV_API_URL",
  "PARTNER_API_URL",
  "BILLPAY_URL",
  "SALESPAY_URL",
  "RELOAD_API_URL",
  "OAUTH_URL",
] as const;
/** Keys with a simulator default that a live portal must replace. */
const LIVE_KEYS = ["OPERATOR_CLIENT_ID", "TV_API_KEY", "RELOAD_API_KEY", "GOOGLE_CLIENT_ID", "FACEBOOK_APP_ID"] as const;
const SIMULATOR_DEFAULTS: Record<(typeof LIVE_KEYS)[number], string> = {
  OPERATOR_CLIENT_ID: "simulator-client-id",
  TV_API_KEY: "simulator-tv-key",
  RELOAD_API_KEY: "simulator-reload-key",
  GOOGLE_CLIENT_ID: "simulator-google-client",
  FACEBOOK_APP_ID: "simulator-facebook-app",
};
const SIMULATOR_SESSION_SECRET = "simulator-only-session-secret-change-me";

/** The configuration from a set of variables, or the list of what is wrong with it. */
export function parseEnv(source: Record<string, string | undefined>) {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`The portal's configuration is invalid:\n${lines}`);
  }
  return parsed.data;
}

function load() {
  return parseEnv(process.env);
}

export const env = load();

const sim = env.SIMULATOR_URL.replace(/\/$/, "");
const simPublic = env.SIMULATOR_PUBLIC_URL.replace(/\/$/, "");

/** Base URL of every operator host, as the server reaches it. */
const simBases = servicesUnder(sim);
const simPublicBases = servicesUnder(simPublic);

export const serverBases: Record<Service, string> = {
  api: env.OPERATOR_API_URL ?? simBases.api,
  banner: env.BANNER_API_URL ?? simBases.banner,
  tv: env.TV_API_URL ?? simBases.tv,
  partner: env.PARTNER_API_URL ?? simBases.partner,
  billpay: env.BILLPAY_URL ?? simPublicBases.billpay,
  salespay: env.SALESPAY_URL ?? simPublicBases.salespay,
  reload: env.RELOAD_API_URL ?? simBases.reload,
  oauth: env.OAUTH_URL ?? simPublicBases.oauth,
};

/** Base URL of the hosts browsers are sent to (hosted pages, consent). */
export const browserBases: Record<Service, string> = {
  ...serverBases,
  partner: env.PARTNER_API_URL ?? simPublicBases.partner,
  reload: env.RELOAD_API_URL ?? simPublicBases.reload,
};

export const isSimulated = !env.OPERATOR_API_URL;

/**
 * The portal's public origin, from PORTAL_URL: every URL handed to a hosted page or a sign-in
 * provider to come back to is built from it, never from a request's Host header.
 */
export const portalOrigin = new URL(env.PORTAL_URL).origin;

/** The portal is served over https: every cookie it sets is Secure, and browsers are told to keep to https (HSTS). */
export const servedOverHttps = portalOrigin.startsWith("https://");

/** Signs the session and outcome cookies. Only a simulated portal may run on the built-in one. */
export const sessionSecret = env.SESSION_SECRET ?? SIMULATOR_SESSION_SECRET;

/** The map services browsers use: the simulator's stand-ins unless live, or as configured. */
export const mapServices = {
  tileUrl: env.MAP_TILE_URL ?? (isSimulated ? `${simPublic}/maps/tiles/{z}/{x}/{y}.svg` : "https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  searchUrl: env.MAP_SEARCH_URL ?? (isSimulated ? `${simPublic}/maps/search` : "https://nominatim.openstreetmap.org/search"),
  simulated: !env.MAP_TILE_URL && isSimulated,
  coverageUrl: env.LTE_COVERAGE_TILE_URL ?? (isSimulated ? `${simPublic}/maps/coverage/{z}/{x}/{y}.svg` : null),
};
