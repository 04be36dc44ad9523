/** The bundles carry no license comments; the notices of the packages they include are served beside them. */
import { expect, test } from "./fixtures";

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
