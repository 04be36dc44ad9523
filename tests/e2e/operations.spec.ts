/**
 * Operable in production (docs/operations.md): health, readiness and metrics on the portal; a
 * graceful shutdown that lets a page in flight arrive whole; a Redis outage that shows the portal's
 * own unavailable page, in the customer's language, and that the portal recovers from by itself.
 * The shutdown and the outage happen to portal instances of their own, never to the shared one.
 */
import type { Page } from "@playwright/test";
import { expect, holdCalls, test } from "./fixtures";
import { startPortal } from "./portal-instance";
import { startRedisServer } from "../support/redis-server";

/** Signs in at a portal instance of the test's own, through its action (the page's cookie jar). */
async function signInAt(page: Page, url: string, user: { userName: string; password: string }) {
  const response = await page.request.post(`${url}/?index`, {
    form: { userId: user.userName, password: user.password },
    headers: { Origin: url },
    maxRedirects: 0,
  });
  expect(response.status(), "sign-in action redirects").toBe(302);
}

/** A stack frame as Node prints one. */
const STACK_FRAME = /\n\s+at .+:\d+:\d+/;

test("/healthz, /readyz and /metrics answer; after a sign-in /metrics times auth.login by outcome and names no customer", async ({
  page,
  persona,
  signIn,
  request,
}) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.text()).toBe("ok");
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ ready: true, checks: { server: "ok", sessionStore: "ok" } });

  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/boardBand/summary");
  await expect(page.getByLabel(`Account menu for ${user.userName}`)).toBeVisible();

  const metrics = await request.get("/metrics");
  expect(metrics.headers()["content-type"]).toContain("text/plain");
  const text = await metrics.text();
  expect(text).toMatch(/portal_operator_call_duration_seconds_count\{contract="auth\.login",outcome="ok"\} [1-9]/);
  expect(text).toMatch(/portal_operator_call_duration_seconds_bucket\{le="0\.1",contract="auth\.login",outcome="ok"\} \d+/);
  expect(text).toMatch(/portal_http_request_duration_seconds_count\{route="routes\/_shell\.boardBand\.summary",method="GET",status="200"\} [1-9]/);
  expect(text).toContain("nodejs_heap_size_used_bytes");
  expect(text).not.toContain(user.userName);
  expect(text).not.toContain(user.lines[0]!.telephoneNo);
});

test("with METRICS_TOKEN set, /metrics is served only with it as a bearer token", async () => {
  const portal = await startPortal({ METRICS_TOKEN: "a-metrics-token-0123456789" });
  try {
    expect((await fetch(`${portal.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${portal.url}/metrics`, { headers: { Authorization: "Bearer another-token-0123456789" } })).status).toBe(404);
    const allowed = await fetch(`${portal.url}/metrics`, { headers: { Authorization: "Bearer a-metrics-token-0123456789" } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("portal_http_request_duration_seconds");
  } finally {
    await portal.stop();
  }
});

test("on SIGTERM a page in flight arrives whole, no new connection is taken, and the server exits 0", async ({ page, persona, sim }) => {
  const portal = await startPortal({ SHUTDOWN_GRACE_MS: "10000" });
  try {
    const user = await persona("postpaid-fibre");
    await signInAt(page, portal.url, user);
    const usage = await holdCalls(sim, user.userName, "broadband.usageSummary");
    // Without the portal's script cookie the page is sent whole, once its usage has arrived.
    const slow = page.request.get(`${portal.url}/boardBand/summary`);
    // The page is in flight: its usage call has reached the simulator and is held there.
    await usage.held();
    portal.child.kill("SIGTERM");
    await expect
      .poll(
        () =>
          fetch(`${portal.url}/healthz`).then(
            () => "answered",
            () => "refused",
          ),
        { message: "new connections are refused" },
      )
      .toBe("refused");

    // The usage answers now: the page in flight is finished and sent whole.
    await usage.release();
    const response = await slow;
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`Account menu for ${user.userName}`);
    expect(html).not.toContain("Oops! something went wrong");
    expect(html.trimEnd()).toMatch(/<\/html>$/);
    expect(await portal.exited).toBe(0);
    expect(portal.output()).toContain('"event":"shutdown-finished"');
  } finally {
    await portal.stop();
  }
});

test("with Redis stopped a page answers 503 with the unavailable page in the customer's language; back, the customer is still signed in", async ({
  page,
  persona,
}) => {
  const redis = await startRedisServer({ persistent: true });
  const portal = await startPortal({ REDIS_URL: redis.url });
  try {
    const user = await persona("postpaid-fibre");
    await signInAt(page, portal.url, user);
    await page.goto(`${portal.url}/boardBand/summary`);
    await expect(page.getByLabel(`Account menu for ${user.userName}`)).toBeVisible();

    await redis.stop();
    await page.context().addCookies([{ name: "lang", value: "si", url: portal.url }]);
    const down = await page.goto(`${portal.url}/boardBand/summary`);
    expect(down!.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "තාවකාලිකව ලබා ගත නොහැක" })).toBeVisible();
    await expect(page.getByText("වෙබ් අඩවිය තාවකාලිකව ලබා ගත නොහැක. කරුණාකර මිනිත්තු කිහිපයකින් නැවත උත්සාහ කරන්න.")).toBeVisible();
    const notReady = await fetch(`${portal.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect((await notReady.json()).checks.sessionStore).toMatch(/^unavailable \(Redis/);

    await redis.start();
    await expect.poll(async () => (await fetch(`${portal.url}/readyz`)).status, { message: "ready again without a restart", timeout: 10_000 }).toBe(200);
    await page.context().addCookies([{ name: "lang", value: "en", url: portal.url }]);
    await page.goto(`${portal.url}/boardBand/summary`);
    await expect(page.getByLabel(`Account menu for ${user.userName}`), "the session Redis kept").toBeVisible();
    expect(portal.output()).not.toMatch(STACK_FRAME);
    expect(portal.output().match(/"event":"redis-unavailable"/g)).toHaveLength(1);
  } finally {
    await portal.stop();
    await redis.dispose();
  }
});
