/**
 * The browser's code as it is served: compressed when built (brotli, else gzip) and cached for a year; no
 * license comments in it, the notices of the packages it includes served beside it.
 */
import { expect, test, waitForHydration } from "./fixtures";

test("the third-party notices are served as text, and the page's scripts carry none of their own", async ({ page }) => {
  const notices = await page.request.get("/third-party-licenses.txt");
  expect(notices.status()).toBe(200);
  expect(notices.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await notices.text();
  for (const pkg of ["react@18.3.1 (MIT)", "react-dom@18.3.1 (MIT)", "@remix-run/react@", "zod@"]) expect(text).toContain(pkg);
  expect(text).toContain("Copyright (c) Facebook, Inc. and its affiliates.");

  // The sign-in page's scripts, as the server sends it (once hydrated, Remix takes its script tags out).
  const document = await (await page.request.get("/")).text();
  const scripts = [...new Set(document.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  expect(scripts.length).toBeGreaterThan(3);
  for (const src of scripts) expect(await (await page.request.get(src)).text(), src).not.toContain("@license");
});

test("a page's scripts and styles come compressed when built: brotli where the browser takes it, else gzip", async ({ page }) => {
  const document = await (await page.request.get("/")).text();
  const assets = [...new Set(document.match(/\/assets\/[\w.-]+\.(js|css)/g) ?? [])];
  const largest = assets.find((a) => /\/catalogue-/.test(a)) ?? assets[0]!;
  const br = await page.request.get(largest, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  expect(br.headers()["cache-control"]).toContain("immutable");
  const gzip = await page.request.get(largest, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  // Both decode to the same script.
  expect(await br.text()).toBe(await gzip.text());
  expect(Number(br.headers()["content-length"])).toBeLessThan(Number(gzip.headers()["content-length"]));
});

test("a browser asking for /favicon.ico gets the portal's icon", async ({ page }) => {
  const icon = await page.request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.url()).toMatch(/\/favicon\.svg$/);
  expect(icon.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
});

test("a page's styles come inside its document, and a page reached later in the tab is drawn with its own", async ({ page, persona, signIn }) => {
  // The first paint waits for no stylesheet: the sign-in page brings its styles (the sign-in button in the operator's blue).
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto("/");
  const signInButton = page.getByRole("button", { name: "Sign In" });
  await expect(signInButton).toHaveCSS("background-color", "rgb(0, 86, 166)");
  expect(stylesheets, "stylesheets requested by the sign-in page").toEqual([]);

  // The bill page in a new document, then the broadband summary reached in the page (a sheet the document did not bring).
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/bill/0");
  const broadband = page.getByRole("link", { name: "Broadband" }).filter({ visible: true }).first();
  await expect(broadband).toBeVisible();
  await broadband.click();
  const extraGb = page.getByRole("link", { name: "Get Extra GB" }).filter({ visible: true }).first();
  await expect(extraGb).toBeVisible();
  expect(page.url()).toMatch(/\/boardBand\/summary/);
  // The panel buttons' row is broadband.css's: a flex row, drawn as soon as the page shows.
  await expect(extraGb.locator("xpath=..")).toHaveCSS("display", "flex");
});

test("a post in the page fetches none of the styles its document brought", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto("/applyonline/fiber?step=packages");
  await page.getByRole("link", { name: "Select a Voice package" }).click();
  const posted = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("dialog", { name: "Voice packages" }).getByRole("button", { name: "Choose Home" }).click();
  await posted;
  await expect(page.getByRole("region", { name: "Voice" })).toContainText("Home");
  await page.getByRole("link", { name: "Edit the Voice package" }).click();
  await expect(page.getByRole("dialog", { name: "Voice packages" })).toBeVisible();
  expect(stylesheets, "stylesheets requested by the page and its post").toEqual([]);
});

test("a page's scripts are fetched only after its first frame, and then bring the page to life", async ({ page, persona, signIn }) => {
  // The document as sent: Remix's module preloads and module script are there, but inert.
  const sent = await (await page.request.get("/")).text();
  expect(sent).toContain('rel="x-modulepreload" href="/assets/');
  expect(sent).not.toContain('rel="modulepreload"');
  expect(sent).not.toMatch(/<script[^>]* type="module"/);

  // The moment the browser starts its first frame, as the page's own code would see it.
  await page.addInitScript(() => {
    requestAnimationFrame(() => ((window as unknown as { firstFrame: number }).firstFrame = performance.now()));
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const path of ["/", "/boardBand/summary"]) {
    if (path !== "/") await signIn(await persona("postpaid-fibre"));
    await page.goto(path);
    await waitForHydration(page);
    const { firstFrame, scripts } = await page.evaluate(() => ({
      firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(scripts.length, `${path}: scripts fetched`).toBeGreaterThan(3);
    for (const script of scripts) expect(script.startTime, `${path}: ${script.name} fetched after the first frame`).toBeGreaterThanOrEqual(firstFrame);
    expect(await page.locator('link[rel="x-modulepreload"], script[type="x-module"]').count(), `${path}: nothing left inert`).toBe(0);
  }
  // A Sinhala page's texts, which only hydration needs, wait for the first frame too.
  await page.context().addCookies([{ name: "lang", value: "si", url: page.url() }]);
  await page.goto("/boardBand/summary");
  await waitForHydration(page);
  const { firstFrame, texts } = await page.evaluate(() => ({
    firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
    texts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname === "/texts/si")
      .map((entry) => entry.startTime),
  }));
  expect(texts, "the Sinhala texts fetched once").toHaveLength(1);
  expect(texts[0], "the Sinhala texts fetched after the first frame").toBeGreaterThanOrEqual(firstFrame);
  expect(await page.locator('link[rel="x-preload"]').count(), "nothing left inert").toBe(0);
  expect(errors, "errors in the console (a hydration that failed)").toEqual([]);
});

test("a wizard fetches the code of its other steps once it has hydrated, so going on does not wait for it", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/lterequest");
  // One step after another, each when the browser is idle: every one of them arrives without a move.
  const steps = ["LocationStep", "DetailsStep", "DocumentsStep", "SummaryStep"];
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry.name.match(/\/assets\/(\w+Step)-[\w-]+\.js$/)?.[1])
          .filter(Boolean),
      ),
    )
    .toEqual(expect.arrayContaining(steps));
});
