/** Playwright fixtures: the simulator's control client, fresh personas, sign-in without the UI. */
import { test as base, expect, type BrowserContext, type CDPSession, type Locator, type Page, type Request } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { simulatorClient, type SimulatorClient } from "../../simulator/control/client";
import { PORTAL_URL, SIM_URL } from "../../playwright.config";
import { SCRIPT_COOKIE } from "../../app/render/streaming";

type Persona = Awaited<ReturnType<SimulatorClient["createPersona"]>>;
type LoadedScenario = Awaited<ReturnType<SimulatorClient["loadScenario"]>>;

export const test = base.extend<{
  sim: SimulatorClient;
  persona: (key: string) => Promise<Persona>;
  /**
   * Load a scenario as a tester does: a file of scenarios/ by name ("throttled-extra-gb"), or a scenario
   * written in the test. Its users are fresh ones, so parallel tests stay apart.
   */
  scenario: (scenario: string | object) => Promise<LoadedScenario>;
  signIn: (persona: Pick<Persona, "userName" | "password">) => Promise<void>;
  /** On a failure, what the customer saw (automatic). */
  seenOnFailure: void;
  fullSpeedAfter: void;
}>({
  /**
   * A failed test says, in the run's own report, where the page was and what it said: its address, its heading,
   * the open dialogs, the alerts and the messages beside the fields. CI's log is often all there is of a failure
   * that happens once in many runs (the trace is recorded only on the retry); the report prints a text attachment
   * (its first 300 characters).
   */
  seenOnFailure: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const seen = await page
        .evaluate(() => {
          const text = (selector: string) =>
            [...document.querySelectorAll(selector)]
              .map((e) => (e.textContent ?? "").replace(/\s+/g, " ").trim())
              .filter(Boolean)
              .map((t) => t.slice(0, 80));
          return [
            `at ${location.pathname}${location.search}`,
            ...text("h1").map((t) => `heading: ${t}`),
            ...text("dialog[open]").map((t) => `dialog: ${t}`),
            ...text("[role=alert]").map((t) => `alert: ${t}`),
            ...text(".field-error").map((t) => `beside a field: ${t}`),
          ].join("\n");
        })
        .catch((error: Error) => `the page could not be read: ${error.message.split("\n")[0]}`);
      await testInfo.attach("page at failure", { body: seen, contentType: "text/plain" });
    },
    { auto: true },
  ],
  /** A page slowed by slowPhone runs at full speed again after the test: the worker's next test may get the same tab. */
  fullSpeedAfter: [
    async ({}, use) => {
      await use();
      for (const cdp of slowedSessions) {
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 }).catch(() => {});
        await cdp.detach().catch(() => {});
      }
      slowedSessions.clear();
    },
    { auto: true },
  ],
  /**
   * With JavaScript, a page load (goto, reload, back, forward) returns once the page has hydrated, as a customer
   * waits for a page to respond: the page's scripts start after its first frame (app/render/scripts-after-paint.tsx),
   * so the `load` event no longer means they have run. A test that means to act before the code runs loads with
   * `waitUntil: "commit"` or `"domcontentloaded"`.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) loadsAwaitHydration(page);
    await use(page);
  },
  sim: async ({}, use) => {
    await use(simulatorClient(SIM_URL));
  },
  persona: async ({ sim }, use) => {
    await use((key) => sim.createPersona(key));
  },
  scenario: async ({ sim }, use) => {
    await use((scenario) => (typeof scenario === "string" ? sim.loadScenarioFile(scenario) : sim.loadScenario(scenario)));
  },
  /** Signs in through the portal's own action (same cookie jar as the page), without the UI. */
  signIn: async ({ page, javaScriptEnabled }, use) => {
    await use((persona) => signInDirectly(page, persona, { javaScriptEnabled }));
  },
});

/**
 * Signs `page`'s browser in through the portal's own action, without the UI: the `signIn` fixture's way, for a
 * test's second browser too.
 */
export async function signInDirectly(page: Page, persona: Pick<Persona, "userName" | "password">, { javaScriptEnabled = true } = {}) {
  // A fresh session: signing in while signed in would just be sent to the summary.
  await page.context().clearCookies();
  const response = await page.request.post(`${PORTAL_URL}/?index`, {
    form: { userId: persona.userName, password: persona.password },
    // A post from the portal's own origin, as a browser's would be (cross-site posts are refused).
    headers: { Origin: PORTAL_URL },
    maxRedirects: 0,
  });
  expect(response.status(), "sign-in action redirects").toBe(302);
  // A browser running the portal's JavaScript has said so on the sign-in page, as a customer's has.
  if (javaScriptEnabled) await page.context().addCookies([{ name: SCRIPT_COOKIE, value: "1", url: PORTAL_URL }]);
}

export { expect };

/**
 * The browser's cookies (its session), for a request made outside the browser. `scripts: false`
 * leaves out the mark of a browser that runs the portal's JavaScript: such a request gets pages whole.
 */
export async function browserCookies(context: BrowserContext, { scripts = true } = {}) {
  return (await context.cookies()).filter((cookie) => scripts || cookie.name !== SCRIPT_COOKIE);
}

/** The same as one Cookie header. */
export async function cookieHeader(page: Page, options?: { scripts?: boolean }) {
  return (await browserCookies(page.context(), options)).map((c) => `${c.name}=${c.value}`).join("; ");
}

const AXE_BUDGET_MS = 15_000;

/** No serious or critical accessibility violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  // A scan is the heaviest step of a test (seconds on a slow 2-core machine): each one brings its
  // own budget, so a test's timeout does not depend on how many page states it scans.
  test.info().setTimeout(test.info().timeout + AXE_BUDGET_MS);
  // The WCAG 2.x A and AA rules: what "no serious or critical violation" is judged by. axe runs in the page
  // itself (legacy mode): the portal has no frames from another origin, and the default's second step, in a
  // blank page of its own with axe injected again, took a fifth of the accessibility spec's time. Only violations
  // are gathered in full: the passing and incomplete results, unread here, cost a seventh of each scan.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/**
 * A streamed document's first part: read as it comes until it holds every one of `texts` (or the
 * document ends), since the client hands a compressed body over about 16 KB at a time and the head
 * carries the page's styles. `rest` reads the remainder.
 */
export async function readStreamUntil(body: ReadableStream<Uint8Array>, texts: string[]) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let first = "";
  while (!texts.every((text) => first.includes(text))) {
    const chunk = await reader.read();
    if (chunk.done) break;
    first += decoder.decode(chunk.value, { stream: true });
  }
  return {
    first,
    cancel: () => reader.cancel(),
    async rest() {
      let rest = "";
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value, { stream: true });
      return rest;
    },
  };
}

/**
 * Holds `user`'s calls of `contract` (every contract when left out) at the simulator, so a test can look at a
 * page while its part waits, then `release` them: removing the latency rule answers the held calls at once.
 * The hold lasts at most 5 s, within the portal's 6 s per call, so a held call never fails for its wait.
 * `held` waits until at least one call is held (the request is in flight at the simulator).
 */
export async function holdCalls(sim: SimulatorClient, user: string, contract?: string) {
  const rule = await sim.addFault({ kind: "latency", latencyMs: 5_000, user, ...(contract ? { contract } : {}) });
  return {
    release: () => sim.removeFault(rule.id),
    held: () =>
      expect
        .poll(async () => (await sim.call("listFaults")).find((r) => r.id === rule.id)?.applied ?? 0, { message: "a call is held at the simulator" })
        .toBeGreaterThanOrEqual(1),
  };
}

/**
 * The side panels keep their place (within 16 px) while a part of the page held by `holdCalls` arrives:
 * `arrived` is absent while the part is held, and shown once `held` is released.
 */
export async function expectPanelsStayAsPartArrives(page: Page, held: { release: () => Promise<unknown> }, arrived: Locator) {
  const panels = page.getByRole("complementary");
  await expect(panels).toBeVisible();
  await expect(arrived).toHaveCount(0);
  const before = (await panels.boundingBox())!.y;
  // Released, the held calls are answered now: the part streams in.
  await held.release();
  await expect(arrived).toBeVisible();
  expect(Math.abs((await panels.boundingBox())!.y - before)).toBeLessThanOrEqual(16);
}

/**
 * Holds the browser's requests matching `url` (those `when` accepts; the first `times` of them when given) until
 * `release()`: a slow phone's scripts, or a post still on its way.
 */
export async function holdRequests(
  page: Page,
  url: RegExp | ((url: URL) => boolean),
  { when, times }: { when?: (request: Request) => boolean; times?: number } = {},
) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    url,
    async (route) => {
      if (when && !when(route.request())) return route.continue();
      await held;
      await route.continue();
    },
    times ? { times } : undefined,
  );
  return release;
}

/** CDP sessions slowing a page's CPU: the slowdown ends with the test (the page may serve the next test). */
const slowedSessions = new Set<CDPSession>();

/** Tabs whose page loads wait for hydration (the tab is kept between a worker's tests: wrapped once). */
const awaitsHydration = new WeakSet<Page>();

/**
 * A page load of `page` (goto, reload, back, forward) with the default wait returns once the page has hydrated: the
 * `page` fixture's tab, and a test's second browser with JavaScript.
 */
export function loadsAwaitHydration(page: Page) {
  if (awaitsHydration.has(page)) return;
  awaitsHydration.add(page);
  const settled = async <R>(response: R, options?: { waitUntil?: string }) => {
    if (!options?.waitUntil || options.waitUntil === "load" || options.waitUntil === "networkidle") await waitForHydration(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goto = async (url, options) => settled(await goto(url, options), options);
  page.reload = async (options) => settled(await reload(options), options);
  page.goBack = async (options) => settled(await goBack(options), options);
  page.goForward = async (options) => settled(await goForward(options), options);
}

/** The page runs on a CPU `rate` times slower than this machine's, as on a low-end phone: its code arrives and starts late. */
export async function slowPhone(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  slowedSessions.add(cdp);
}

/**
 * On the next page load, clicks the element `selector` names the moment React's hydration of the page has
 * committed, before the effects of that commit run: a tap landing then on a slow phone. (An effect running after
 * it once took back what the tap had opened.) Reads React 18's root from the document, as its dev tools do; were
 * that to change, the click never happens and the test fails on what the click should have shown.
 */
export async function tapAsHydrationCommits(page: Page, selector: string) {
  await page.addInitScript((target) => {
    const channel = new MessageChannel();
    const poll = () => {
      const key = Object.keys(document).find((k) => k.startsWith("__reactContainer"));
      const root = key ? (document as unknown as Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }>)[key] : undefined;
      const element = document.querySelector<HTMLElement>(target);
      if (element && root?.stateNode?.current?.memoizedState?.isDehydrated === false) {
        element.click();
        return;
      }
      // Every task of the page's own, so the moment is not missed; a document that never hydrates is left after 30 s.
      if (performance.now() < 30_000) channel.port2.postMessage(0);
    };
    channel.port1.onmessage = poll;
    poll();
  }, selector);
}

/**
 * Waits until React's hydration of the page has committed (its root read from the document, as its dev tools read
 * it), and then until its parts in Suspense boundaries have hydrated too: a lazy part (a wizard's step) hydrates only
 * once its code has come, after the root, and a test typing into it before then types into the server's HTML, which
 * no handler hears. A part left pending on purpose (a call that hangs) lets the test go on after PART_HYDRATION_MS.
 * A page without the portal's code (the simulator's payment page, a page that sends no scripts) has nothing to wait for.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (!("__remixContext" in window)) return true;
    const key = Object.keys(document).find((k) => k.startsWith("__reactContainer"));
    const root = key ? (document as unknown as Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }>)[key] : undefined;
    return root?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
  await page
    .waitForFunction(
      () => {
        type Fiber = { tag: number; memoizedState?: { dehydrated?: unknown } | null; child?: Fiber | null; sibling?: Fiber | null };
        const key = Object.keys(document).find((k) => k.startsWith("__reactContainer"));
        const current = key ? (document as unknown as Record<string, { stateNode?: { current?: Fiber } }>)[key]?.stateNode?.current : undefined;
        // React 18's fiber of a Suspense boundary (tag 13) keeps the server's HTML as `dehydrated` until it hydrates.
        const stack = current ? [current] : [];
        while (stack.length) {
          const fiber = stack.pop()!;
          if (fiber.tag === 13 && fiber.memoizedState?.dehydrated) return false;
          if (fiber.child) stack.push(fiber.child);
          if (fiber.sibling) stack.push(fiber.sibling);
        }
        return true;
      },
      undefined,
      { timeout: PART_HYDRATION_MS },
    )
    .catch(() => undefined);
}
const PART_HYDRATION_MS = 5_000;

/** The outcome dialog (`title`: Success or Error) says `message`; Ok closes it. */
export async function closeOutcome(page: Page, title: "Success" | "Error", message: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toContainText(message);
  await dialog.getByRole("button", { name: "Ok" }).click();
  await expect(dialog).toHaveCount(0);
}

/** Logout from the account menu, as a customer does: the sign-in page follows. */
export async function logout(page: Page, userName: string) {
  await page.getByLabel(`Account menu for ${userName}`).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
}

/** Signing in on the sign-in page the portal shows (after a session timed out, say), as a customer types it. */
export async function signInOnPage(page: Page, persona: { userName: string; password: string }) {
  await page.getByLabel("User ID").fill(persona.userName);
  await page.getByLabel("Password").fill(persona.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * A form's kept entries through a wizard step's own Back link (`before` is then seen), the browser's
 * Back, Forward and Back again: `expectKept` each time the step is back.
 */
export async function backAndForward(page: Page, before: () => Promise<void>, expectKept: () => Promise<void>) {
  await page.getByRole("link", { name: "Back", exact: true }).click();
  await before();
  await page.goBack();
  await expectKept();
  await page.goForward();
  await before();
  await page.goBack();
  await expectKept();
}

/** A field by its label as the page shows it: a required field's label ends with " *". */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));

/** A package from a wizard step's picker: its Select (or Edit) link, the internet tab if named, then Choose; the picker closes. */
export async function pickPackage(page: Page, select: string, choose: string, tab?: string) {
  await page.getByRole("link", { name: select }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  if (tab) await dialog.getByRole("link", { name: tab }).click();
  await dialog.getByRole("button", { name: `Choose ${choose}`, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}
