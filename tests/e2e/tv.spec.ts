import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

test.describe.configure({ mode: "default" });

const tabs = (page: Page) => page.getByRole("navigation", { name: "PEO TV pages" });

async function noHorizontalScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
}

test("the PEO TV tabs: my package, movies with details, PEOTVGO and channel lists", async ({ page, persona, signIn }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/boardBand/summary");
  await page.getByRole("navigation", { name: "Products" }).getByRole("link", { name: "PEOTV" }).click();
  await expect(page).toHaveURL(/\/peoTV$/);
  await expect(page.getByText("Service ID").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "My Package" })).toBeVisible();

  await tabs(page).getByRole("link", { name: "VOD" }).click();
  const movies = page.locator(".movie-tile");
  await expect(movies.first()).toBeVisible();
  const title = (await movies.first().innerText()).trim();
  await movies.first().click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("img", { name: `Poster of ${title}` })).toBeVisible();
  await expect(page.getByText("Synopsis")).toBeVisible();
  await page.getByRole("link", { name: "Back to movies" }).click();
  await expect(movies.first()).toBeVisible();

  await tabs(page).getByRole("link", { name: "PEOTVGO" }).click();
  const explore = page.getByRole("link", { name: /Explore More/ });
  await expect(explore).toHaveAttribute("target", "_blank");
  await expect(explore).toHaveAttribute("href", "https://www.peotvgo.com/");

  await tabs(page).getByRole("link", { name: "Packages" }).click();
  const open = page.getByRole("link", { name: / channels$/ });
  await expect(open.first()).toBeVisible();
  await open.first().click();
  await expect(page.getByRole("heading", { name: /^Channels of / })).toBeVisible();
  const toggle = page.getByRole("group", { name: "Channel list" });
  await expect(toggle.getByRole("link", { name: "Current" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("columnheader", { name: "Price per month" })).toHaveCount(0);
  const current = await page.getByRole("row").count();
  await toggle.getByRole("link", { name: "A-la-carte" }).click();
  await expect(toggle.getByRole("link", { name: "A-la-carte" })).toHaveAttribute("aria-current", "true");
  const prices = page.getByRole("columnheader", { name: "Price per month" });
  const empty = page.getByText("No channels to show");
  await expect(prices.or(empty)).toBeVisible();
  if (await prices.count()) {
    await expect(page.getByRole("cell", { name: /^Rs\. [\d,]+\.\d{2}$/ }).first()).toBeVisible();
    expect(await page.getByRole("row").count()).toBeLessThanOrEqual(current);
  }
});

test("PEO TV: a prepaid line goes to its prepaid page, no accounts to /noAccount, a failure says so", async ({ page, persona, signIn, sim }) => {
  await signIn(await persona("prepaid-lte"));
  await page.goto("/peoTV");
  await expect(page).toHaveURL(/\/prepaid\/boardBand$/);

  await page.context().clearCookies();
  await signIn(await persona("no-accounts"));
  await page.goto("/peoTV");
  await expect(page).toHaveURL(/\/noAccount$/);

  await page.context().clearCookies();
  await signIn(await persona("postpaid-fibre"));
  await sim.addFault({ kind: "http500", contract: "tv.packages", remaining: 1 });
  await page.goto("/peoTV?tab=packages");
  // The packages say so in their own place (they stream in behind the tabs).
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: "Packages Loading Failed" })).toBeVisible();
});

test("a line without PEO TV is offered 'Request for Peo TV'", async ({ page, persona, signIn }) => {
  await signIn(await persona("no-privileges"));
  await page.goto("/peoTV");
  await expect(page.getByRole("link", { name: "Request for Peo TV" })).toHaveAttribute("href", "/newService/upgrade/PEO%20TV");
});

for (const width of [375, 1280]) {
  test(`the PEO TV tabs are accessible at ${width} px`, async ({ page, persona, signIn }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await signIn(await persona("postpaid-fibre"));
    for (const path of [
      "/peoTV",
      "/peoTV?tab=vod",
      "/peoTV?tab=vod&movie=1001",
      "/peoTV?tab=peotvgo",
      "/peoTV?tab=packages",
      "/peoTV?tab=packages&package=0&view=alacarte",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading").first()).toBeAttached();
      await noHorizontalScroll(page, path);
      await expectAccessible(page);
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tabs and the channel toggle are links", async ({ page, persona, signIn }) => {
    await signIn(await persona("postpaid-fibre"));
    await page.goto("/peoTV");
    await tabs(page).getByRole("link", { name: "Packages" }).click();
    await page
      .getByRole("link", { name: / channels$/ })
      .first()
      .click();
    await page.getByRole("group", { name: "Channel list" }).getByRole("link", { name: "A-la-carte" }).click();
    await expect(page).toHaveURL(/view=alacarte/);
  });
});
