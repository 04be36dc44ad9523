/** Request hygiene a customer never sees but depends on: cross-site posts refused, and every page's security headers. */
import http from "node:http";
import { PORTAL_URL } from "../../playwright.config";
import { expect, expectAccessible, test } from "./fixtures";

test("a sign-in posted from another site is refused with a page in plain words, and nobody is signed in", async ({ page, persona }) => {
  const user = await persona("postpaid-fibre");
  const form = { userId: user.userName, password: user.password };
  const attempts: Array<Record<string, string>> = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }, {}];
  for (const headers of attempts) {
    const refused = await page.request.post("/?index", { form, headers, maxRedirects: 0 });
    expect(refused.status(), JSON.stringify(headers)).toBe(403);
    expect(await refused.text()).toContain("This request did not come from one of this portal&#x27;s pages, so nothing was changed.");
    expect(refused.headers()["set-cookie"] ?? "").not.toContain("__session=");
  }
  const own = await page.request.post("/?index", { form, headers: { Origin: PORTAL_URL }, maxRedirects: 0 });
  expect(own.status()).toBe(302);
});

test("a form on another site posting to the portal lands on the refusal page", async ({ page }) => {
  await page.route("https://evil.example/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>x</title><form method="post" action="${PORTAL_URL}/addAccount"><button>Add</button></form></html>`,
    }),
  );
  await page.goto("https://evil.example/");
  await page.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("heading", { name: "Request refused" })).toBeVisible();
  await expect(page.getByText("This request did not come from one of this portal's pages, so nothing was changed.")).toBeVisible();
  await expectAccessible(page);
});

test("pages and data requests carry the security headers; a signed-in page is never cached", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  const response = await page.goto("/boardBand/summary");
  const headers = response!.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cache-control"]).toBe("private, no-store");
  // Remix's inline scripts run under the policy: the page is hydrated (a client-side navigation works).
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
  expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0);
  expect(await page.evaluate(() => [...document.scripts].filter((s) => !s.src && !s.nonce).length)).toBe(0);
  expect(nonce.length).toBeGreaterThan(20);

  const data = await page.request.get("/boardBand/summary?_data=routes%2F_shell.boardBand.summary");
  expect(data.headers()["cache-control"]).toBe("private, no-store");
  expect(data.headers()["x-content-type-options"]).toBe("nosniff");
});

test("every response carries the security headers: resource routes (texts, a bill's PDF), static files and assets", async ({ page, persona, signIn }) => {
  const expectHeaders = (response: { headers(): Record<string, string>; url(): string }) => {
    const headers = response.headers();
    expect(headers["x-content-type-options"], response.url()).toBe("nosniff");
    expect(headers["x-frame-options"], response.url()).toBe("DENY");
    expect(headers["referrer-policy"], response.url()).toBe("strict-origin-when-cross-origin");
  };
  // A language's texts, as a page fetches them and as any client may.
  const document = await (await page.request.get("/")).text();
  const script = document.match(/\/assets\/[\w.-]+\.js/)![0];
  for (const path of ["/texts/si", "/texts/ta?v=anything", "/favicon.svg", "/third-party-licenses.txt", script]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expectHeaders(response);
  }
  // A redirect and a missing asset answered by the server itself.
  expectHeaders(await page.request.get("/favicon.ico", { maxRedirects: 0 }));
  expectHeaders(await page.request.get("/assets/missing-file.js"));

  // A bill's PDF: personal, so never cached either.
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/eBill/history");
  const link = page.getByRole("link", { name: /^Download the bill of / }).first();
  const pdf = await page.request.get((await link.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expectHeaders(pdf);
  expect(pdf.headers()["cache-control"]).toBe("private, no-store");
});

test("a keep-alive connection left idle for six seconds still answers on the same connection", async () => {
  // A client (a load balancer, a test's request context) closes its idle connections itself; had the portal closed
  // this one first, a request sent as it closed would fail with a reset (a CI run's sign-in did).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, timeout: 30_000 });
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const request = http.get(`${PORTAL_URL}/terms`, { agent }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
      });
      request.on("error", reject);
    });
  try {
    expect(await get()).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await get()).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});

test("after 8 failed sign-ins for one user id the sign-in page says how long to wait", async ({ page, persona }) => {
  const user = await persona("postpaid-fibre");
  for (let i = 0; i < 8; i += 1) {
    const attempt = await page.request.post("/?index", {
      form: { userId: user.userName, password: "wrong-password" },
      headers: { Origin: PORTAL_URL },
      maxRedirects: 0,
    });
    expect(attempt.status()).not.toBe(302);
  }
  await page.goto("/");
  await page.getByLabel("User ID").fill(user.userName);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("dialog", { name: "Error" })).toContainText("Too many attempts. Please try again in 10 minutes.");
  // Still signed out: the summary sends the visitor back to sign in.
  await page.goto("/boardBand/summary");
  await expect(page).toHaveURL(/\/\?returnTo=%2FboardBand%2Fsummary$/);
});

test("a form post over 64 KB is refused with HTTP 413 and a page that says so, before any action runs", async ({ page, persona }) => {
  const user = await persona("postpaid-fibre");
  const refused = await page.request.post("/?index", {
    form: { userId: user.userName, password: user.password, padding: "x".repeat(70 * 1024) },
    headers: { Origin: PORTAL_URL },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(413);
  expect(await refused.text()).toContain("What was sent is larger than this portal accepts, so nothing was changed.");
  expect(refused.headers()["set-cookie"] ?? "").not.toContain("__session=");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an Extra GB purchase posted twice from the same page (a double click, a retry) is charged once", async ({ page, persona, signIn, sim }) => {
    const user = await persona("adsl-throttled");
    await signIn(user);
    await page.goto("/boardBand/summary?panel=extraGb&step=confirm&pkg=EGB_1&pay=bill");
    const token = await page.locator('input[name="_submission"]').first().inputValue();
    expect(token.length).toBeGreaterThan(10);
    const post = () =>
      page.request.post("/boardBand/summary?panel=extraGb&step=confirm&pkg=EGB_1&pay=bill", {
        form: { _submission: token, intent: "extraGb", pkg: "EGB_1", pay: "bill", agree: "on" },
        headers: { Origin: PORTAL_URL },
        maxRedirects: 0,
      });
    const [first, second] = [await post(), await post()];
    expect(first.status()).toBe(302);
    expect(second.status()).toBe(302);
    const purchases = await sim.call("journal", { user: user.userName, contract: "broadband.purchaseExtraGb" });
    expect(purchases).toHaveLength(1);
    await page.goto(second.headers().location!);
    await expect(page.getByRole("dialog", { name: "Error" })).toContainText("This request was already received from this page, so it was not sent again.");
  });
});
