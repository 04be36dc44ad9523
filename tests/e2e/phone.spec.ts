import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { PORTAL_URL } from "../../playwright.config";
import everyPage from "../support/pages.json" with { type: "json" };
import { englishLeft } from "./english-left";

/** The top of an element in the page (not the viewport), once the page's fonts are in. */
async function pageTop(page: Page, locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

async function expectNoHorizontalScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** No id twice on the page (both forms of a navigation are rendered; neither may repeat an id). */
async function expectUniqueIds(page: Page) {
  const repeated = await page.evaluate(() => {
    const ids = [...document.querySelectorAll("[id]")].map((el) => el.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  expect(repeated).toEqual([]);
}

/** The layout's disclosure of the product tabs and the service row (a summary: a button with an expanded state). */
const menu = (page: Page) => page.locator("summary").filter({ hasText: /^Menu$/ });
const products = (page: Page) => page.getByRole("navigation", { name: "Products" });
const services = (page: Page) => page.getByRole("navigation", { name: "Services" });
const broadbandPages = (page: Page) => page.getByRole("navigation", { name: "Broadband pages" });

const keyFigures = [
  { persona: "postpaid-fibre", path: "/boardBand/summary", figure: (page: Page) => page.locator(".gauge-value").first(), what: "data remaining" },
  { persona: "prepaid-lte", path: "/prepaid/boardBand", figure: (page: Page) => page.getByTestId("payments-amount"), what: "the wallet balance" },
  { persona: "outstanding", path: "/bill/0", figure: (page: Page) => page.getByTestId("bill-outstanding"), what: "the amount payable" },
];

test.describe("on a phone (375 × 800)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const { persona, path, figure, what } of keyFigures) {
    test(`${path} shows ${what} in the first screen, the promo banner after the page`, async ({ page, persona: create, signIn }) => {
      await signIn(await create(persona));
      await page.goto(path);
      const top = await pageTop(page, figure(page));
      expect(top, `top of ${what}`).toBeLessThan(800);
      // The banner yields: it follows the page's content and the side panels.
      const banner = page.locator(".promo-banners");
      if (await banner.count()) {
        const mainBottom = await page.locator("main").evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
        expect(await pageTop(page, banner)).toBeGreaterThan(mainBottom);
      }
      await expectNoHorizontalScroll(page, 375);
      await expectUniqueIds(page);
    });
  }

  test("the Menu and the area's disclosure open, reach another page, and pass axe closed and open", async ({ page, persona, signIn }) => {
    await signIn(await persona("postpaid-fibre"));
    await page.goto("/boardBand/summary");
    // Closed: one control each, the rows themselves not shown.
    await expect(menu(page)).toBeVisible();
    await expect(products(page)).toBeHidden();
    await expect(services(page)).toBeHidden();
    const area = page.locator("summary").filter({ hasText: "Broadband: Summary" });
    await expect(area).toBeVisible();
    await expect(broadbandPages(page)).toBeHidden();
    await expectAccessible(page);

    // Open (the area's by keyboard): the same named navigations, the page marked current.
    await menu(page).click();
    await expect(products(page).getByRole("link", { name: "Broadband" })).toHaveAttribute("aria-current", "page");
    await expect(services(page).getByRole("link", { name: "Bill" })).toBeVisible();
    // The service row's More menu opens in place, inside the Menu.
    await services(page)
      .locator("summary")
      .filter({ hasText: /^More$/ })
      .click();
    await expect(services(page).getByRole("link", { name: "Help & FAQ" })).toBeVisible();
    await area.focus();
    await page.keyboard.press("Enter");
    await expect(broadbandPages(page).getByRole("link", { name: "Summary" })).toHaveAttribute("aria-current", "page");
    await broadbandPages(page)
      .locator("summary")
      .filter({ hasText: /^More$/ })
      .click();
    await expect(broadbandPages(page).getByRole("link", { name: "Change Broadband Password" })).toBeVisible();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page, 375);
    await expectUniqueIds(page);

    // A link in the area's disclosure: the page changes in place and the disclosure closes, naming the new page.
    await broadbandPages(page).getByRole("link", { name: "Daily Usage" }).click();
    await expect(page).toHaveURL(/\/boardBand\/dailyUsage$/);
    await expect(page.locator("summary").filter({ hasText: "Broadband: Daily Usage" })).toBeVisible();
    await expect(broadbandPages(page)).toBeHidden();

    // Another area through the Menu.
    await menu(page).click();
    await products(page).getByRole("link", { name: "PEOTV" }).click();
    await expect(page).toHaveURL(/\/peoTV$/);
    await expect(products(page)).toBeHidden();
    await menu(page).click();
    await expect(products(page).getByRole("link", { name: "PEOTV" })).toHaveAttribute("aria-current", "page");
    await expectNoHorizontalScroll(page, 375);
  });

  test("the prepaid tabs are one disclosure naming the tab shown", async ({ page, persona, signIn }) => {
    await signIn(await persona("prepaid-lte"));
    await page.goto("/prepaid/boardBand");
    const tabs = page.getByRole("navigation", { name: "Prepaid pages" });
    await expect(tabs).toBeHidden();
    await expectAccessible(page);
    await page.locator("summary").filter({ hasText: "Prepaid LTE: Data Usage" }).click();
    await expect(tabs.getByRole("link", { name: "Data Usage" })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
    await tabs.getByRole("link", { name: "Get Main Packages" }).click();
    await expect(page).toHaveURL(/\?tab=main$/);
    await expect(page.locator("summary").filter({ hasText: "Prepaid LTE: Get Main Packages" })).toBeVisible();
    await expect(tabs).toBeHidden();
  });

  // (axe runs in the page's JavaScript, so it is run above, with the same markup.)
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the Menu opens and its links reach another area", async ({ page, persona, signIn }) => {
      await signIn(await persona("postpaid-fibre"));
      await page.goto("/boardBand/summary");
      expect(await pageTop(page, page.locator(".gauge-value").first())).toBeLessThan(800);
      await menu(page).click();
      await products(page).getByRole("link", { name: "Voice" }).click();
      await expect(page).toHaveURL(/\/voice$/);
      await expect(products(page)).toBeHidden();
      await menu(page).click();
      await expect(products(page).getByRole("link", { name: "Voice" })).toHaveAttribute("aria-current", "page");

      await products(page).getByRole("link", { name: "Broadband" }).click();
      await expect(page).toHaveURL(/\/boardBand\/summary$/);
      await page.locator("summary").filter({ hasText: "Broadband: Summary" }).click();
      await broadbandPages(page).getByRole("link", { name: "History" }).click();
      await expect(page).toHaveURL(/\/boardBand\/history$/);
      await expect(page.locator("summary").filter({ hasText: "Broadband: History" })).toBeVisible();
      await expectNoHorizontalScroll(page, 375);
    });
  });
});

test("at 1280 px the rows and tabs show as before and the disclosures do not", async ({ page, persona, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/boardBand/summary");
  await expect(menu(page)).toBeHidden();
  await expect(page.locator("summary").filter({ hasText: "Broadband: Summary" })).toBeHidden();
  await expect(products(page).getByRole("link", { name: "Broadband" })).toHaveAttribute("aria-current", "page");
  await expect(services(page).getByText("More", { exact: true })).toBeVisible();
  await expect(broadbandPages(page).getByRole("link", { name: "Summary" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("navigation", { name: "Purchases" }).getByRole("link", { name: "Get Extra GB" })).toBeVisible();
  // The banner above the page, as before.
  const bannerTop = await pageTop(page, page.locator(".promo-banners"));
  expect(bannerTop).toBeLessThan(await pageTop(page, page.locator("main")));
  await expectUniqueIds(page);
});

/**
 * Every page at 375 px in Sinhala and Tamil: the page never scrolls sideways (a wide table scrolls in its own
 * region), and no English is left on it (english-left.ts). Each kind of customer visits the pages it reaches
 * (tests/support/pages.json: the routes of app/routes, as the crawl of links.spec.ts finds them); a failure
 * names the pages that overflow and by how much, and the English words each page still shows.
 */
const PHONE_PAGES: Array<{ persona: string | null; paths: string[] }> = everyPage;

for (const language of ["ta", "si"] as const) {
  test.describe(`in ${language === "ta" ? "Tamil" : "Sinhala"} at 375 px`, () => {
    test.use({ viewport: { width: 375, height: 800 } });

    for (const { persona, path, figure, what } of keyFigures) {
      test(`${path} shows ${what} in the first screen`, async ({ page, persona: create, signIn }) => {
        await signIn(await create(persona));
        await page.context().addCookies([{ name: "lang", value: language, url: PORTAL_URL }]);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        expect(await pageTop(page, figure(page)), `top of ${what}`).toBeLessThan(800);
      });
    }

    PHONE_PAGES.forEach(({ persona, paths }, group) => {
      test(`${persona ?? "a visitor"}'s pages (${group + 1}: ${paths[0]}…) do not scroll sideways and read fully in the language`, async ({
        page,
        persona: create,
        signIn,
      }) => {
        test.setTimeout(30_000 + paths.length * 8_000);
        if (persona) await signIn(await create(persona));
        // The language the switcher (/preferences) would keep, in its cookie.
        await page.context().addCookies([{ name: "lang", value: language, url: PORTAL_URL }]);
        const queue = [...paths];
        const overflowing: string[] = [];
        const english: Record<string, string[]> = {};
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const response = await page.goto(path);
          expect(response?.status() ?? 0, `${path} answers`).toBeLessThan(400);
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          // The page is loaded (its streamed parts too); what could still change its width is a part
          // still behind its skeleton and the language's font.
          await expect(page.locator(".skeleton")).toHaveCount(0);
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > 375) overflowing.push(`${path}: ${width} px wide`);
          if (path === "/boardBand/summary") {
            // The disclosures open (their rows and More menus too): still no sideways scroll.
            for (const summary of await page.locator("summary.nav-compact-summary, .nav-collapsible details.menu > summary").all()) await summary.click();
            const open = await page.evaluate(() => document.documentElement.scrollWidth);
            if (open > 375) overflowing.push(`${path} with its menus open: ${open} px wide`);
          }
          // With its menus open on the summary, so the layout's rows and tabs are read too.
          const left = await englishLeft(page);
          if (left.length) english[path] = left;
          // One daily protocol report too (its date is the simulator's).
          if (path === "/boardBand/dailyUsage") {
            const report = await page.locator('a[href^="/boardBand/protocolReport/"]').first().getAttribute("href");
            if (report) queue.push(report);
          }
        }
        expect(overflowing, "pages wider than the phone").toEqual([]);
        expect(english, "English words left").toEqual({});
      });
    });
  });
}
