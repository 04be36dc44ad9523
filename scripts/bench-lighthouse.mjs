// Lighthouse's own mobile preset (simulated slow 4G: 150 ms round trip, 1.6 Mbit/s; CPU x4; a Moto G
// Power's screen), the measure the rest of the world quotes, beside the bench's own mobile profile
// (bench-vitals.mjs). Each page is measured in Debian's Chromium (never a downloaded browser) three
// times, each time with a fresh customer signed in through the portal's own action (the session
// cookie passed in Lighthouse's extraHeaders), and the median of each figure printed with the targets.
// `node scripts/bench-lighthouse.mjs [path ...]` measures a running portal (PORTAL, SIM); bench.mjs imports it.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { signedInCookie } from "./bench-vitals.mjs";

/** Targets: in English LCP <= 1.5 s and performance >= 98; in Sinhala and Tamil LCP <= 1.8 s; CLS <= 0.05 everywhere. */
export const lighthouseTargets = { lcpMs: 1500, lcpMsOtherScripts: 1800, score: 98, cls: 0.05 };

const orderStatus = (user) => `/applyonline/fibre/statustracking/${user.order.refNo}`;

export const lighthousePages = [
  { name: "sign-in page (/)", path: "/" },
  { name: "broadband summary", path: "/boardBand/summary", persona: "postpaid-fibre" },
  { name: "bill page (/bill/0)", path: "/bill/0", persona: "postpaid-fibre" },
  { name: "prepaid (/prepaid/boardBand)", path: "/prepaid/boardBand", persona: "prepaid-lte" },
  { name: "public fibre wizard", path: "/applyonline/fiber" },
  // The order's owner signed in (the order persona placed it with their own mobile).
  { name: "order status page", path: orderStatus, persona: "order-awaiting-documents" },
  { name: "LTE wizard (/lterequest)", path: "/lterequest", persona: "postpaid-fibre" },
  { name: "cart (/cart)", path: "/cart", persona: "cart-unpaid" },
  { name: "sign-in page, Sinhala", path: "/", lang: "si" },
  { name: "sign-in page, Tamil", path: "/", lang: "ta" },
  { name: "broadband summary, Sinhala", path: "/boardBand/summary", persona: "postpaid-fibre", lang: "si" },
  { name: "broadband summary, Tamil", path: "/boardBand/summary", persona: "postpaid-fibre", lang: "ta" },
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The page's URL and the Cookie header a customer's browser would send: a returning customer, who has seen one page already. */
async function visitOf(portal, sim, page) {
  const cookies = [];
  let user = null;
  if (page.persona) {
    const signedIn = await signedInCookie(portal, sim, page.persona);
    user = signedIn.user;
    cookies.push(signedIn.cookie);
  }
  if (page.lang) cookies.push(`lang=${page.lang}`);
  const path = typeof page.path === "function" ? page.path(user) : page.path;
  const cookie = cookies.join("; ");
  if (page.persona) await fetch(`${portal}${path}`, { headers: { cookie } }).then((r) => r.text());
  return { url: `${portal}${path}`, cookie };
}

/**
 * One Lighthouse run (default config: the mobile preset with simulated throttling), performance only, in a browser
 * of its own: Lighthouse keeps a browser's cookies between runs, and a cookie the browser holds for the portal (an
 * earlier run's session) would be sent instead of the one in extraHeaders.
 */
async function runOnce(url, cookie, attempt = 1) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    return await measure(chrome.port, url, cookie);
  } catch (error) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): that run is made again.
    if (attempt >= 3) throw error;
    console.log(`    (run made again: ${error instanceof Error ? error.message : error})`);
  } finally {
    await chrome.kill();
  }
  return runOnce(url, cookie, attempt + 1);
}

/** A URL of the report without its origin (a name such as "Unattributable" as it is). */
const pathOf = (url) => String(url).replace(/^https?:\/\/[^/]+/, "");

async function measure(port, url, cookie) {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ["performance"],
    logLevel: "error",
    output: "json",
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const lhr = result?.lhr;
  if (process.env.BENCH_LIGHTHOUSE_SAVE && lhr) {
    const { writeFileSync } = await import("node:fs");
    writeFileSync(`${process.env.BENCH_LIGHTHOUSE_SAVE}/${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`, JSON.stringify(lhr));
  }
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
    blocking: (lhr.audits["render-blocking-insight"]?.details?.items ?? []).map((i) => pathOf(i.url)),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    // Lighthouse 13 names the element in its LCP breakdown (the node among the breakdown's items).
    lcpElement: (lhr.audits["lcp-breakdown-insight"]?.details?.items ?? []).find((item) => item.type === "node")?.selector ?? "",
    ...whyFromObserved(lhr),
    observedTasks: process.env.BENCH_LIGHTHOUSE_DETAIL === "tasks" ? observedTasks(result.artifacts, lhr) : [],
  };
}

/** Trace events a task's breakdown names (others are wrappers or too small to matter). */
const TASK_PARTS = new Set([
  "ParseHTML",
  "EvaluateScript",
  "v8.evaluateModule",
  "v8.compileModule",
  "FunctionCall",
  "TimerFire",
  "RunMicrotasks",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "PaintImage",
  "Commit",
  "DocumentLoader::CommitNavigation",
  "MinorGC",
  "MajorGC",
]);

/**
 * The page's main-thread tasks of 8 ms or more as Lighthouse observed them (unthrottled: the simulation counts each
 * four times), from 200 ms before the observed first paint on, each with the trace events it is made of: what a long
 * task of the report (named only by a script's URL, or "Unattributable") actually was.
 */
function observedTasks(artifacts, lhr) {
  const events = (artifacts?.Trace ?? artifacts?.traces?.defaultPass)?.traceEvents ?? [];
  const paintTs = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaintTs;
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === lhr.finalDisplayedUrl);
  if (!parse || !paintTs) return [];
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X").sort((a, b) => a.ts - b.ts);
  return main
    .filter((task) => task.name === "RunTask" && task.dur >= 8000 && task.ts >= paintTs - 200_000)
    .map((task) => {
      const parts = {};
      for (const e of main) {
        if (e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur || !TASK_PARTS.has(e.name)) continue;
        const url = e.args?.data?.url ? ` ${pathOf(e.args.data.url).slice(0, 40)}` : "";
        parts[e.name + url] = (parts[e.name + url] ?? 0) + e.dur / 1000;
      }
      const made = Object.entries(parts)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(", ");
      return `${String(Math.round((task.ts - paintTs) / 1000)).padStart(5)} ms from the paint: ${(task.dur / 1000).toFixed(1)} ms (${made || "nothing named"})`;
    });
}

/**
 * What the simulated paint is made of, from the unthrottled load Lighthouse observed. Lighthouse's simulation
 * (Lantern) counts every High-priority script that finished downloading before the observed first paint as
 * blocking that paint, so the page's modules land in FCP and LCP whenever the observed paint comes after
 * them; the observed page's own tasks count four times over (the CPU slowdown), the first layout among them;
 * and a task after the simulated FCP that runs past 50 ms (12.5 ms observed) counts in TBT.
 */
function whyFromObserved(lhr) {
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script" && r.priority === "High");
  const fcp = lhr.audits["first-contentful-paint"]?.numericValue ?? 0;
  const longTasks = (lhr.audits["long-tasks"]?.details?.items ?? []).filter((t) => t.startTime + t.duration > fcp);
  const observedFcp = metrics.observedFirstContentfulPaint ?? NaN;
  const beforePaint = scripts.filter((r) => r.networkEndTime <= observedFcp);
  return {
    observedFcp,
    observedLcp: metrics.observedLargestContentfulPaint ?? NaN,
    scriptCount: scripts.length,
    scriptsBeforePaint: beforePaint.length,
    kbBeforePaint: beforePaint.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    longestAfterFcp: longTasks
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((t) => `${Math.round(t.duration)} ms ${pathOf(t.url) || "(page)"}`),
  };
}

/**
 * Measures each page `runs` times and prints the median performance score, FCP, LCP, CLS and TBT
 * (range in brackets) with the targets. Answers whether every page met them.
 */
export async function lighthouseRuns({ portal, sim, pages = lighthousePages, runs = 3, log = console.log }) {
  let ok = true;
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { url, cookie } = await visitOf(portal, sim, page);
      results.push(await runOnce(url, cookie));
    }
    const m = (key) => median(results.map((r) => r[key]));
    const range = (key, digits = 0) => {
      const xs = results.map((r) => r[key]);
      return `${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)}`;
    };
    const lcpTarget = page.lang ? lighthouseTargets.lcpMsOtherScripts : lighthouseTargets.lcpMs;
    // A signed-in page that answered with sign-in has lost its session: a failure, whatever its figures.
    const signedOut = Boolean(page.persona) && results.some((r) => new URL(r.finalUrl).pathname === "/");
    const pass = m("lcp") <= lcpTarget && m("cls") <= lighthouseTargets.cls && (Boolean(page.lang) || m("score") >= lighthouseTargets.score) && !signedOut;
    ok &&= pass;
    log(
      `  ${page.name.padEnd(28)} perf ${String(m("score")).padStart(3)} (${range("score")})  FCP ${m("fcp").toFixed(0).padStart(5)} ms  LCP ${m("lcp")
        .toFixed(0)
        .padStart(
          5,
        )} ms (${range("lcp")})  CLS ${m("cls").toFixed(3)}  TBT ${m("tbt").toFixed(0).padStart(3)} ms  (benchmark index ${m("benchmarkIndex").toFixed(0)})  ${pass ? "PASS" : "FAIL"}`,
    );
    if (process.env.BENCH_LIGHTHOUSE_DETAIL) {
      for (const r of results)
        log(
          `    ${r.finalUrl} perf ${r.score} fcp ${r.fcp.toFixed(0)} lcp ${r.lcp.toFixed(0)} tbt ${r.tbt.toFixed(0)} ${r.lcpElement}; render-blocking: ${r.blocking.join(", ") || "none"}; benchmark index ${r.benchmarkIndex}` +
            `\n      observed: first paint ${Math.round(r.observedFcp)} ms, LCP ${Math.round(r.observedLcp)} ms; of ${r.scriptCount} High-priority scripts ` +
            `${r.scriptsBeforePaint} (${r.kbBeforePaint.toFixed(0)} KB) done before that paint, so counted into FCP; longest tasks after FCP (x4): ${r.longestAfterFcp.join(", ") || "none"}` +
            r.observedTasks.map((task) => `\n        ${task}`).join(""),
        );
    }
  }
  return ok;
}

export const lighthouseTitle = () =>
  `Lighthouse mobile preset (simulated slow 4G: 150 ms RTT, 1.6 Mbit/s; CPU x4; median of 3, range); targets in English LCP <= ${lighthouseTargets.lcpMs} ms and performance >= ${lighthouseTargets.score}, in Sinhala and Tamil LCP <= ${lighthouseTargets.lcpMsOtherScripts} ms, CLS <= ${lighthouseTargets.cls}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const portal = process.env.PORTAL ?? "http://127.0.0.1:3000";
  const sim = process.env.SIM ?? "http://127.0.0.1:3100";
  const only = process.argv.slice(2);
  const pages = only.length ? lighthousePages.filter((p) => only.includes(p.name) || only.includes(p.path)) : lighthousePages;
  console.log(lighthouseTitle());
  const ok = await lighthouseRuns({ portal, sim, pages, runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) });
  process.exit(ok ? 0 : 1);
}
