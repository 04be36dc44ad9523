/**
 * The control page's routes: GET /__sim renders the page; each form POSTs to /__sim/ui/*,
 * which runs the same control call as the API (same contract) and answers 303 back to
 * /__sim (post/redirect/get), with what happened in the query string.
 */
import { http, HttpResponse, type HttpHandler } from "msw";
import { controlPage, type notices, type problems } from "./page";
import { runControl } from "./handlers";

const DEFAULT_PORTAL_URL = "http://localhost:3000/";
const HOUR = 3600 * 1000;
const advances: Record<string, number> = { hour: HOUR, day: 24 * HOUR, month: 30 * 24 * HOUR };

/** The portal's sign-in page (PORTAL_URL), always absolute and ending with a slash. */
function portalUrl(): string {
  try {
    const url = new URL(process.env.PORTAL_URL || DEFAULT_PORTAL_URL);
    if (!url.pathname.endsWith("/")) url.pathname += "/";
    return url.toString();
  } catch {
    return DEFAULT_PORTAL_URL;
  }
}

const back = (query: Record<string, string> = {}, hash = "") => {
  const search = new URLSearchParams(query).toString();
  return new HttpResponse(null, { status: 303, headers: { location: `/__sim${search ? `?${search}` : ""}${hash}` } });
};
const done = (what: keyof typeof notices, hash = "") => back({ done: what }, hash);
const failed = (what: keyof typeof problems, hash = "") => back({ error: what }, hash);

const optional = (value: string | null) => (value && value.trim() ? value.trim() : null);
const optionalNumber = (value: string | null) => (optional(value) === null ? null : Number(value));

type Form = URLSearchParams;
type Action = (form: Form) => Promise<Response>;

const actions: Record<string, Action> = {
  personas: async (form) => {
    try {
      const created = await runControl("createPersona", { persona: form.get("persona") ?? "" });
      return back({ created: created.userName }, "#created");
    } catch {
      return failed("persona", "#personas-h");
    }
  },
  "faults/add": async (form) => {
    const percent = optionalNumber(form.get("percent"));
    const latencyMs = optionalNumber(form.get("latencyMs"));
    try {
      await runControl("addFault", {
        kind: form.get("kind") ?? "",
        contract: optional(form.get("contract")),
        user: optional(form.get("user")),
        remaining: optionalNumber(form.get("count")),
        ...(percent === null ? {} : { probability: percent / 100 }),
        ...(latencyMs === null ? {} : { latencyMs }),
      });
      return done("fault-added", "#faults-h");
    } catch {
      return failed("fault", "#faults-h");
    }
  },
  "faults/remove": async (form) => {
    await runControl("removeFault", { id: Number(form.get("id")) }).catch(() => undefined);
    return done("fault-removed", "#faults-h");
  },
  "faults/clear": async () => {
    await runControl("clearFaults", {});
    return done("faults-cleared", "#faults-h");
  },
  "clock/advance": async (form) => {
    const by = advances[form.get("by") ?? ""];
    if (!by) return failed("unknown", "#clock-h");
    await runControl("clock", { advanceMs: by });
    return done("clock", "#clock-h");
  },
  "clock/freeze": async (form) => {
    await runControl("clock", { freeze: form.get("freeze") !== "false" });
    return done("clock", "#clock-h");
  },
  "clock/set": async (form) => {
    // datetime-local has no zone: the page says UTC.
    const at = optional(form.get("at"));
    if (!at || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(at)) return failed("date", "#clock-h");
    try {
      await runControl("clock", { set: `${at}Z` });
    } catch {
      return failed("date", "#clock-h");
    }
    return done("clock", "#clock-h");
  },
  reset: async (form) => {
    const seed = optionalNumber(form.get("seed"));
    if (seed !== null && !Number.isInteger(seed)) return failed("seed", "#reset-h");
    await runControl("reset", seed === null ? {} : { seed });
    return done("reset");
  },
};

export function controlPageHandlers(origin: string): HttpHandler[] {
  const o = origin.replace(/\/$/, "");
  const page = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const body = controlPage({
      portalUrl: portalUrl(),
      simUrl: (process.env.SIM_PUBLIC_URL ?? url.origin).replace(/\/$/, ""),
      created: url.searchParams.get("created"),
      done: url.searchParams.get("done"),
      error: url.searchParams.get("error"),
    });
    return new HttpResponse(body, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
  };
  return [
    http.get(`${o}/__sim`, page),
    http.get(`${o}/__sim/`, page),
    http.get(`${o}/`, page),
    http.post(`${o}/__sim/ui/*`, async ({ request }) => {
      const name = new URL(request.url).pathname.slice("/__sim/ui/".length);
      const action = actions[name];
      if (!action) return failed("unknown");
      return action(new URLSearchParams(await request.text()));
    }),
  ];
}
