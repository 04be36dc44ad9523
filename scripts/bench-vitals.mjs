// A Lighthouse-style measurement in Debian's Chromium (never a downloaded browser): each page loaded
// cold in a mobile profile (a 412 px phone, network throttled to "slow 4G": 400 ms round trip,
// 400 kbit/s, and the CPU slowed four times through the DevTools protocol), with LCP and CLS read
// from PerformanceObserver and TBT from the long tasks after the first contentful paint.
// `node scripts/bench-vitals.mjs` measures a running portal (PORTAL, SIM); bench.mjs imports it.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

export const SLOW_4G = { latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
export const CPU_SLOWDOWN = 4;
export const targets = { lcpMs: 2000, cls: 0.05 };

/** Installed before any script of the page: every entry the observers see, kept on window. */
function observe() {
  const vitals = { lcp: 0, lcpNode: "", fcp: 0, shifts: [], longTasks: [], events: [] };
  Object.assign(window, { __vitals: vitals });
  const describe = (node) =>
    node && node.nodeType === 1 ? `${node.nodeName.toLowerCase()}${node.className ? `.${String(node.className).split(" ").join(".")}` : ""}` : "";
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      vitals.lcp = e.renderTime || e.loadTime || e.startTime;
      vitals.lcpNode = describe(e.element);
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      vitals.shifts.push({ at: e.startTime, value: e.value, nodes: (e.sources ?? []).map((s) => describe(s.node)).filter(Boolean) });
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) vitals.longTasks.push({ at: e.startTime, ms: e.duration });
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") vitals.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  // Chromium's event timing: each event of an interaction (its input delay, its handlers and the next paint);
  // events shorter than 16 ms, the least the browser reports, are not seen.
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      vitals.events.push({ id: e.interactionId, name: e.name, at: e.startTime, ms: e.duration, handlers: e.processingEnd - e.processingStart });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/** CLS as the largest session window (shifts less than 1 s apart, a window at most 5 s long), as Lighthouse and web-vitals count it. */
export function clsOf(shifts) {
  let worst = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.at - b.at)) {
    if (s.at - last > 1000 || s.at - first > 5000) {
      sum = 0;
      first = s.at;
    }
    sum += s.value;
    last = s.at;
    worst = Math.max(worst, sum);
  }
  return worst;
}

/** Total blocking time: what each long task after the first contentful paint spent beyond 50 ms. */
export const tbtOf = (longTasks, fcp) => longTasks.filter((t) => t.at + t.ms > fcp).reduce((n, t) => n + Math.max(0, t.ms - 50), 0);

/**
 * Creates a fresh user of the persona and signs them in through the portal's own action; answers the
 * session cookie, with the mark of a browser that runs the portal's JavaScript (app/render/streaming.ts),
 * as a customer's browser has after the sign-in page: its pages stream (`session`: the session cookie alone).
 */
export async function signedInCookie(portal, sim, persona) {
  const user = await (
    await fetch(`${sim}/__sim/api/personas`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ persona }) })
  ).json();
  return signedInAs(portal, user, persona);
}

/** The same for the first user of a scenario file (scenarios/), loaded into the simulator as a tester loads it. */
export async function signedInScenario(portal, sim, scenario) {
  const loaded = await (
    await fetch(`${sim}/__sim/api/scenarios/file`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ file: scenario }),
    })
  ).json();
  if (!loaded.users?.[0]) throw new Error(`The scenario ${scenario} did not load: ${JSON.stringify(loaded)}`);
  return signedInAs(portal, loaded.users[0], scenario);
}

async function signedInAs(portal, user, who) {
  const response = await fetch(`${portal}/?index`, {
    method: "POST",
    body: new URLSearchParams({ userId: user.userName, password: user.password }),
    headers: { origin: portal },
    redirect: "manual",
  });
  const session = response.headers.get("set-cookie")?.split(";")[0];
  if (!session) throw new Error(`Could not sign in ${who}`);
  return { cookie: `${session}; js=1`, session, user };
}

/** A fresh context in the mobile profile (a 412 px phone, slow 4G, CPU x4), with the customer's cookies and the observers installed. */
async function mobilePage(browser, url, cookie, lang) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent: "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  });
  if (cookie) {
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name, value: value.join("="), url };
      }),
    );
  }
  // A page in Sinhala or Tamil: its font arrives after the first paint (font-display: swap).
  if (lang) await context.addCookies([{ name: "lang", value: lang, url }]);
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** One cold load of `url` in a fresh mobile context: LCP, CLS, TBT (ms) and what shifted. */
async function loadOnce(browser, url, cookie, lang) {
  const { context, page } = await mobilePage(browser, url, cookie, lang);
  try {
    const response = await page.goto(url, { waitUntil: "load", timeout: 90_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => {});
    // A quiet moment after the network settles: late shifts and long tasks are counted too.
    await page.waitForTimeout(1500);
    const v = await page.evaluate(() => /** @type {any} */ (window).__vitals);
    return {
      status: response?.status() ?? 0,
      finalUrl: page.url(),
      lcp: v.lcp,
      lcpNode: v.lcpNode,
      fcp: v.fcp,
      cls: clsOf(v.shifts),
      tbt: tbtOf(v.longTasks, v.fcp),
      shifts: v.shifts,
    };
  } finally {
    await context.close();
  }
}

/** Debian's Chromium, never a downloaded browser. */
const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Measures each page `runs` times (cold each time) and prints the median and range of LCP, CLS and
 * TBT with the targets. Answers whether every page met them (by its median LCP and its worst CLS).
 */
export async function vitals({ portal, sim, pages, runs = 3, log = console.log }) {
  const browser = await launch();
  let ok = true;
  try {
    for (const p of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        // A fresh customer each run, whose session has seen one page already (a returning customer).
        let cookie = null;
        if (p.persona) {
          const signedIn = await signedInCookie(portal, sim, p.persona);
          cookie = signedIn.cookie;
          await fetch(`${portal}${p.path}`, { headers: { cookie: p.lang ? `${cookie}; lang=${p.lang}` : cookie } }).then((r) => r.text());
          // A slow operator: the page's parts stream in behind their skeletons.
          if (p.latencyMs) {
            await fetch(`${sim}/__sim/api/faults`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ kind: "latency", latencyMs: p.latencyMs, user: signedIn.user.userName }),
            });
          }
        }
        results.push(await loadOnce(browser, `${portal}${p.path}`, cookie, p.lang));
      }
      const lcp = median(results.map((r) => r.lcp));
      const cls = Math.max(...results.map((r) => r.cls));
      const pass = lcp <= targets.lcpMs && cls <= targets.cls && results.every((r) => r.status === 200);
      ok &&= pass;
      const range = (xs, digits = 0) => `${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)}`;
      log(
        `  ${p.name.padEnd(28)} LCP ${lcp.toFixed(0).padStart(5)} ms (${range(results.map((r) => r.lcp))})  CLS ${cls.toFixed(3)} (${range(
          results.map((r) => r.cls),
          3,
        )})  TBT ${median(results.map((r) => r.tbt)).toFixed(0)} ms (${range(results.map((r) => r.tbt))})  ${pass ? "PASS" : "FAIL"}`,
      );
      if (process.env.BENCH_VITALS_DETAIL) {
        for (const r of results) log(`    ${r.finalUrl} ${r.status} lcp ${r.lcp.toFixed(0)} ${r.lcpNode} fcp ${r.fcp.toFixed(0)} ${JSON.stringify(r.shifts)}`);
      }
    }
  } finally {
    await browser.close();
  }
  return ok;
}

export const inpTargetMs = 100;

/**
 * Interactions measured for INP: each opens its page in the mobile profile, waits for it to settle (hydrated, its
 * parts in), makes the `prepare` steps, then the measured `act` until what it shows (`done`).
 */
export const interactionCases = [
  {
    name: "summary: open Get Extra GB",
    path: "/boardBand/summary",
    persona: "postpaid-fibre",
    act: (page) => page.getByRole("link", { name: "Get Extra GB" }).first().click(),
    done: (page) => page.getByRole("button", { name: "Next", exact: true }).waitFor(),
  },
  {
    name: "summary: an add-on's purchase dialog",
    path: "/boardBand/summary?panel=addons",
    persona: "postpaid-fibre",
    act: (page) => page.getByRole("button", { name: /^Buy / }).first().click(),
    done: (page) => page.getByRole("dialog", { name: "Data Add-on" }).waitFor(),
  },
  {
    name: "public wizard: choose a package",
    path: "/applyonline/fiber?step=packages",
    prepare: async (page) => {
      await page.getByRole("link", { name: "Select an Internet package" }).click();
      await page.getByRole("dialog", { name: "Internet packages" }).waitFor();
      await page.waitForLoadState("networkidle");
    },
    act: (page) => page.getByRole("dialog").getByRole("button", { name: "Choose Any Joy", exact: true }).click(),
    done: (page) => page.getByRole("dialog").waitFor({ state: "detached" }),
  },
  {
    name: "public wizard: next step",
    path: "/applyonline/fiber?step=packages",
    // A voice and an internet package chosen (the least the step takes).
    prepare: async (page) => {
      for (const [select, choose] of [
        ["Select a Voice package", "Choose Home"],
        ["Select an Internet package", "Choose Any Joy"],
      ]) {
        await page.getByRole("link", { name: select }).click();
        await page.getByRole("dialog").getByRole("button", { name: choose, exact: true }).click();
        await page.getByRole("dialog").waitFor({ state: "detached" });
      }
      await page.waitForLoadState("networkidle");
    },
    act: (page) => page.getByRole("button", { name: "Next", exact: true }).click(),
    done: (page) => page.getByRole("heading", { name: "Submit Your Details", level: 1 }).waitFor(),
  },
];

/** One interaction: its INP (the longest event of the interactions the act made, from input to the next paint). */
async function interactOnce(browser, portal, sim, c) {
  const cookie = c.persona ? (await signedInCookie(portal, sim, c.persona)).cookie : null;
  const url = `${portal}${c.path}`;
  const { context, page } = await mobilePage(browser, url, cookie);
  try {
    await page.goto(url, { waitUntil: "load", timeout: 90_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => {});
    if (c.prepare) await c.prepare(page);
    await page.waitForTimeout(500);
    const before = await page.evaluate(() => /** @type {any} */ (window).__vitals.events.length);
    await c.act(page);
    await c.done(page);
    // The entries of the last paint come after it.
    await page.waitForTimeout(1000);
    const events = (await page.evaluate(() => /** @type {any} */ (window).__vitals.events)).slice(before);
    const byInteraction = new Map();
    for (const e of events) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.ms));
    return { inp: Math.max(0, ...byInteraction.values()), events };
  } finally {
    await context.close();
  }
}

/** INP of each interaction, `runs` times each (median and range); under 16 ms the browser reports nothing (shown as < 16). */
export async function interactions({ portal, sim, cases = interactionCases, runs = 3, log = console.log }) {
  const browser = await launch();
  let ok = true;
  try {
    for (const c of cases) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await interactOnce(browser, portal, sim, c));
      const inps = results.map((r) => r.inp);
      const inp = median(inps);
      const pass = inp <= inpTargetMs;
      ok &&= pass;
      const shown = (ms) => (ms === 0 ? "< 16" : ms.toFixed(0));
      log(`  ${c.name.padEnd(40)} INP ${shown(inp).padStart(4)} ms (${shown(Math.min(...inps))}-${shown(Math.max(...inps))})  ${pass ? "PASS" : "FAIL"}`);
      if (process.env.BENCH_VITALS_DETAIL) for (const r of results) log(`    ${JSON.stringify(r.events)}`);
    }
  } finally {
    await browser.close();
  }
  return ok;
}

export const vitalPages = [
  { name: "sign-in page (/)", path: "/" },
  { name: "broadband summary", path: "/boardBand/summary", persona: "postpaid-fibre" },
  { name: "bill page (/bill/0)", path: "/bill/0", persona: "postpaid-fibre" },
  { name: "prepaid (/prepaid/boardBand)", path: "/prepaid/boardBand", persona: "prepaid-lte" },
  // The same pages with the operator at 200 ms per call: the slow parts stream in behind skeletons of their size.
  { name: "summary, slow operator", path: "/boardBand/summary", persona: "postpaid-fibre", latencyMs: 200 },
  { name: "bill page, slow operator", path: "/bill/0", persona: "postpaid-fibre", latencyMs: 200 },
  { name: "prepaid, slow operator", path: "/prepaid/boardBand", persona: "prepaid-lte", latencyMs: 200 },
  // Pages whose part is long on a phone (the package catalogue, the eBill panel): the panels below it must not move.
  { name: "packages, slow operator", path: "/prepaid/boardBand?tab=main", persona: "prepaid-lte", latencyMs: 200 },
  { name: "eBill, slow operator", path: "/eBill", persona: "postpaid-fibre", latencyMs: 200 },
  // Sinhala and Tamil: a Noto face that comes after the first paint is not swapped in (app/preferences/fonts.ts).
  { name: "sign-in page, Sinhala", path: "/", lang: "si" },
  { name: "sign-in page, Tamil", path: "/", lang: "ta" },
  { name: "broadband summary, Sinhala", path: "/boardBand/summary", persona: "postpaid-fibre", lang: "si" },
  { name: "broadband summary, Tamil", path: "/boardBand/summary", persona: "postpaid-fibre", lang: "ta" },
  { name: "bill page, Tamil", path: "/bill/0", persona: "postpaid-fibre", lang: "ta" },
];

/** Every page a customer reaches, by the kind of customer (shared with the phone test): each is swept for layout shift in each language. */
export const sweepPages = [
  ...JSON.parse(readFileSync(new URL("../tests/support/pages.json", import.meta.url), "utf8")).flatMap(({ persona, paths }) =>
    paths.map((path) => ({ path, persona })),
  ),
  // The usage heads-up shows only where a line's data runs out early, which a persona's random usage may or may not
  // do: the pages where it shows are swept again with the scenarios that raise it (scenarios/).
  { path: "/boardBand/summary", scenario: "forecast-runs-out" },
  { path: "/prepaid/boardBand", scenario: "forecast-prepaid-runs-out" },
  { path: "/prepaid/transactions", scenario: "forecast-prepaid-runs-out" },
];

/**
 * Layout shift on every page (one cold load each, mobile profile) in each language: CLS only, the
 * worst pages first. One signed-in customer per persona and language, as a returning customer.
 */
export async function sweep({ portal, sim, pages = sweepPages, langs = ["en", "si", "ta"], log = console.log }) {
  const browser = await launch();
  const rows = [];
  try {
    for (const lang of langs) {
      const sessions = new Map();
      for (const p of pages) {
        let cookie = null;
        const who = p.persona ?? (p.scenario ? `scenario ${p.scenario}` : null);
        if (who) {
          if (!sessions.has(who))
            sessions.set(who, (p.persona ? await signedInCookie(portal, sim, p.persona) : await signedInScenario(portal, sim, p.scenario)).cookie);
          cookie = sessions.get(who);
        }
        const r = await loadOnce(browser, `${portal}${p.path}`, cookie, lang === "en" ? undefined : lang);
        const path = p.scenario ? `${p.path} (${p.scenario})` : p.path;
        rows.push({ lang, path, cls: r.cls, status: r.status, finalUrl: r.finalUrl, shifts: r.shifts });
      }
    }
  } finally {
    await browser.close();
  }
  const failing = rows.filter((r) => r.cls > targets.cls || r.status !== 200);
  for (const lang of langs) {
    const mine = rows.filter((r) => r.lang === lang);
    const worst = [...mine].sort((a, b) => b.cls - a.cls);
    log(
      `  ${lang}: ${mine.length} pages, CLS ${worst[0]?.cls.toFixed(3)} at the worst (${worst
        .slice(0, 3)
        .map((r) => `${r.path} ${r.cls.toFixed(3)}`)
        .join(", ")}), ${mine.filter((r) => r.cls === 0).length} at 0  ${mine.some((r) => failing.includes(r)) ? "FAIL" : "PASS"}`,
    );
  }
  for (const r of failing) log(`    FAIL ${r.lang} ${r.path}: status ${r.status} (${r.finalUrl}), CLS ${r.cls.toFixed(3)} ${JSON.stringify(r.shifts)}`);
  if (process.env.BENCH_VITALS_DETAIL) for (const r of rows) log(`    ${r.lang} ${r.path} ${r.cls.toFixed(3)} ${r.finalUrl}`);
  return failing.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const portal = process.env.PORTAL ?? "http://127.0.0.1:3000";
  const sim = process.env.SIM ?? "http://127.0.0.1:3100";
  const only = process.argv.slice(2);
  if (only[0] === "--sweep") {
    const langs = process.env.BENCH_SWEEP_LANGS?.split(",") ?? ["en", "si", "ta"];
    const pages = only.length > 1 ? sweepPages.filter((p) => only.slice(1).includes(p.path)) : sweepPages;
    console.log(`Layout shift of every page, mobile profile, one cold load each; target CLS <= ${targets.cls}`);
    process.exit((await sweep({ portal, sim, pages, langs })) ? 0 : 1);
  }
  if (only[0] === "--inp") {
    console.log(`INP in the mobile profile (Chromium's event timing; median of 3, range); target <= ${inpTargetMs} ms`);
    process.exit((await interactions({ portal, sim, runs: Number(process.env.BENCH_VITALS_RUNS ?? 3) })) ? 0 : 1);
  }
  const pages = only.length ? vitalPages.filter((p) => only.includes(p.path)) : vitalPages;
  console.log(
    `Mobile profile (slow 4G: ${SLOW_4G.latency} ms RTT, 400 kbit/s; CPU x${CPU_SLOWDOWN}); targets LCP <= ${targets.lcpMs} ms, CLS <= ${targets.cls}`,
  );
  const ok = await vitals({ portal, sim, pages, runs: Number(process.env.BENCH_VITALS_RUNS ?? 3) });
  process.exit(ok ? 0 : 1);
}
