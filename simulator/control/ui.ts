/**
 * The control page's routes: GET /__sim renders the page; each form POSTs to /__sim/ui/*,
 * which runs the same control call as the API (same contract) and answers 303 back to
 * /__sim (post/redirect/get), with what happened in the query string. A scenario that is
 * refused is the one exception: the page is answered at once with status 400, its problems and
 * the text to fix. GET /__sim/ui/users/{userId}/scenario.json downloads a user's state.
 */
import { http, HttpResponse, type HttpHandler } from "msw";
import { controlPage, type notices, type PageState, type problems } from "./page";
import { ControlInputError, runControl } from "./handlers";
import { controlRefusal } from "./guard";
import { loadedUsersOf, type RefusedView } from "./page/scenarios";
import { savedFileName } from "./page/personas";
import { parseScenarioText } from "../scenarios/files";
import { ScenarioError, type ScenarioIssue } from "../scenarios/load";

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

const back = (query: Record<string, string> | URLSearchParams = {}, hash = "") => {
  const search = new URLSearchParams(query).toString();
  return new HttpResponse(null, { status: 303, headers: { location: `/__sim${search ? `?${search}` : ""}${hash}` } });
};
const done = (what: keyof typeof notices, hash = "") => back({ done: what }, hash);
const failed = (what: keyof typeof problems, hash = "") => back({ error: what }, hash);

const optional = (value: string | null) => (value && value.trim() ? value.trim() : null);
const optionalNumber = (value: string | null) => (optional(value) === null ? null : Number(value));

/** A posted form: its fields, and the files of a multipart one. */
interface Form {
  get(name: string): string | null;
  file(name: string): File | null;
}
type Action = (form: Form, request: Request) => Promise<Response>;

async function readForm(request: Request): Promise<Form> {
  if ((request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    const data = await request.formData();
    return {
      get: (name) => {
        const value = data.get(name);
        return typeof value === "string" ? value : null;
      },
      file: (name) => {
        const value = data.get(name);
        return value !== null && typeof value !== "string" ? value : null;
      },
    };
  }
  const fields = new URLSearchParams(await request.text());
  return { get: (name) => fields.get(name), file: () => null };
}

const pageHeaders = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };

/** The page's state from the request's query string (and what the request itself brings). */
function pageState(request: Request, extra: Partial<PageState> = {}): PageState {
  const url = new URL(request.url);
  const query = url.searchParams;
  const scenario = query.get("scenario");
  return {
    portalUrl: portalUrl(),
    simUrl: (process.env.SIM_PUBLIC_URL ?? url.origin).replace(/\/$/, ""),
    created: query.get("created"),
    done: query.get("done"),
    error: query.get("error"),
    loaded: scenario ? { scenario, users: loadedUsersOf(query.getAll("user")) } : null,
    ...extra,
  };
}

/** The problems of a call that failed, as the page lists them. */
function issuesOf(error: unknown): ScenarioIssue[] {
  if (error instanceof ScenarioError) return error.issues;
  if (error instanceof ControlInputError) return error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  return [{ path: "", message: error instanceof Error ? error.message : String(error) }];
}

/**
 * Load a scenario and go back to the page with its users (the first one's panel open), or answer
 * the page at once (400) with the problems of a refused one.
 */
async function loadScenarioFrom(
  request: Request,
  source: string,
  load: () => Promise<{ name: string; users: Array<{ as: string; userName: string }> }>,
  text?: string,
) {
  try {
    const loaded = await load();
    const query = new URLSearchParams();
    const first = loaded.users[0];
    if (first) query.set("created", first.userName);
    else query.set("done", "scenario");
    query.set("scenario", source || loaded.name);
    for (const user of loaded.users) query.append("user", `${user.as}:${user.userName}`);
    return back(query, first ? "#created" : "#scenarios-h");
  } catch (error) {
    return refusedPage(request, { source, issues: issuesOf(error), ...(text !== undefined ? { text } : {}) });
  }
}

function refusedPage(request: Request, refused: RefusedView) {
  const body = controlPage(pageState(new Request(new URL("/__sim", request.url)), { refused }));
  return new HttpResponse(body, { status: 400, headers: pageHeaders });
}

const actions: Record<string, Action> = {
  "scenarios/load": async (form, request) => {
    const file = form.get("file") ?? "";
    return loadScenarioFrom(request, file, () => runControl("loadScenarioFile", { file }));
  },
  "scenarios/paste": async (form, request) => {
    const text = form.get("scenario") ?? "";
    return loadScenarioFrom(request, "", () => runControl("loadScenario", parseScenarioText(text)), text);
  },
  "scenarios/upload": async (form, request) => {
    const file = form.file("file");
    if (!file || !file.name) return refusedPage(request, { source: "", issues: [{ path: "", message: "Choose a scenario file (.json) to load." }] });
    const text = await file.text();
    return loadScenarioFrom(request, file.name, () => runControl("loadScenario", parseScenarioText(text)), text);
  },
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
  const page = ({ request }: { request: Request }) => new HttpResponse(controlPage(pageState(request)), { headers: pageHeaders });
  return [
    http.get(`${o}/__sim`, page),
    http.get(`${o}/__sim/`, page),
    http.get(`${o}/`, page),
    http.post(`${o}/__sim/ui/*`, async ({ request }) => {
      const refusal = controlRefusal(request, { json: false });
      if (refusal) return refusal;
      const name = new URL(request.url).pathname.slice("/__sim/ui/".length);
      const action = actions[name];
      if (!action) return failed("unknown");
      return action(await readForm(request), request);
    }),
    // Save as scenario: the user's state (the control API's userScenario) as a file to download.
    http.get(`${o}/__sim/ui/users/*`, async ({ request }) => {
      const match = /^\/__sim\/ui\/users\/([^/]+)\/scenario\.json$/.exec(new URL(request.url).pathname);
      if (!match) return new HttpResponse("Not found.", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
      const userId = decodeURIComponent(match[1]!);
      try {
        const scenario = await runControl("userScenario", { userId });
        return new HttpResponse(`${JSON.stringify(scenario, null, 2)}\n`, {
          headers: {
            "content-type": "application/json; charset=utf-8",
            "content-disposition": `attachment; filename="${savedFileName(userId)}"`,
            "cache-control": "no-store",
          },
        });
      } catch (error) {
        const text = issuesOf(error)
          .map((i) => i.message)
          .join("; ");
        return new HttpResponse(`${text} (was the world reset?)`, { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
      }
    }),
  ];
}
