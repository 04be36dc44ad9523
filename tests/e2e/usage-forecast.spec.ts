/**
 * The usage forecast and its heads-up, each from its scenario (scenarios/forecast-*.json, the clock on
 * 20 November): the sentence under My Package's gauge and on the prepaid page, the heads-up at the
 * bottom of the window and its top-up, no forecast for an unlimited package, the dismissal without
 * JavaScript, the three languages on a phone, and the forecast arriving late in the place kept for it.
 * The rule's cases are unit tests (tests/unit/forecast.test.ts) and the scenarios' loader tests
 * (tests/integration/usage-forecast.test.ts).
 */
import type { Page } from "@playwright/test";
import { broadbandSummary } from "../../app/i18n/en/broadband-summary";
import { common } from "../../app/i18n/en/common";
import { prepaid } from "../../app/i18n/en/prepaid";
import { shell } from "../../app/i18n/en/shell";
import { si } from "../../app/i18n/si";
import { ta } from "../../app/i18n/ta";
import { PORTAL_URL } from "../../playwright.config";
import { englishLeft } from "./english-left";
import { expect, expectPanelsStayAsPartArrives, holdCalls, test } from "./fixtures";

const en = { ...common, ...shell, ...broadbandSummary, ...prepaid };
const CATALOGUES = { en, si, ta } as const;
type Lang = keyof typeof CATALOGUES;
type Key = keyof typeof en;

/** A catalogue text with its placeholders filled. */
const text = (lang: Lang, key: Key, vars: Record<string, string> = {}) =>
  (CATALOGUES[lang][key] as string).replace(/\{(\w+)\}/g, (_: string, name: string) => vars[name] ?? `{${name}}`);
/** "27 Nov" in the language: the day and the catalogue's short month name (0 = January). */
const day = (lang: Lang, d: number, month: number) => `${d} ${CATALOGUES[lang][`month.short.${month}` as Key]}`;

const alert = (page: Page, lang: Lang = "en") => page.getByRole("region", { name: text(lang, "alert.title") });

async function onlyUser<User>(loaded: Promise<{ users: User[] }>): Promise<User> {
  const { users } = await loaded;
  expect(users).toHaveLength(1);
  return users[0]!;
}

test("forecast-runs-out: the sentence under the gauge, the heads-up, and its Get Extra GB completing a purchase", async ({ page, scenario, signIn }) => {
  await signIn(await onlyUser(scenario("forecast-runs-out")));
  await page.goto("/boardBand/summary");
  await expect(
    page.getByText("At your pace (about 3.6 GB a day) your data lasts until 27 Nov, 4 days before it renews on 1 Dec.", { exact: true }),
  ).toBeVisible();
  await expect(alert(page)).toContainText("At your pace your data runs out on 27 Nov, before your package renews on 1 Dec.");

  await alert(page).getByRole("button", { name: "Get Extra GB" }).click();
  await expect(page).toHaveURL(/\/boardBand\/summary\?panel=extraGb$/);
  // Followed: it does not come back this session.
  await expect(alert(page)).toHaveCount(0);
  await page.getByRole("button", { name: /^1 GB/ }).click();
  await page.getByLabel("Add to Bill").check();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog", { name: "Success" })).toContainText("Successfully Add 1GB Extra GB");
});

test("forecast-unlimited: an unlimited package shows no forecast and no heads-up", async ({ page, scenario, signIn }) => {
  await signIn(await onlyUser(scenario("forecast-unlimited")));
  await page.goto("/boardBand/summary");
  await expect(page.getByRole("img", { name: "Unlimited" })).toBeVisible();
  await expect(page.getByText(/^At your pace/)).toHaveCount(0);
  await expect(alert(page)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Dismiss is a form post: the heads-up stays away for the session", async ({ page, scenario, signIn }) => {
    await signIn(await onlyUser(scenario("forecast-used-up")));
    await page.goto("/boardBand/summary");
    await expect(alert(page)).toContainText("Your package's data is used up until it renews on 1 Dec.");
    await alert(page).getByRole("button", { name: "Dismiss" }).click();
    await expect(page).toHaveURL(/\/boardBand\/summary$/);
    await expect(page.getByText("Your package's data is used up until it renews on 1 Dec.", { exact: true })).toBeVisible();
    await expect(alert(page)).toHaveCount(0);
    await page.goto("/boardBand/dailyUsage");
    await expect(page.getByRole("heading", { name: "Daily Usage", exact: true })).toBeVisible();
    await expect(alert(page)).toHaveCount(0);
  });
});

test.describe("on a phone (375 × 800)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const lang of ["en", "si", "ta"] as const) {
    test(`in ${lang}: the broadband and prepaid forecasts and the heads-up, without sideways scrolling or English left`, async ({ page, scenario, signIn }) => {
      await signIn(await onlyUser(scenario("forecast-runs-out")));
      await page.context().addCookies([{ name: "lang", value: lang, url: PORTAL_URL }]);
      await page.goto("/boardBand/summary");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const sentence = text(lang, "bb.forecast.runsOut", { pace: "3.6", unit: "GB", date: day(lang, 27, 10), days: "4", renewal: day(lang, 1, 11) });
      await expect(page.getByText(sentence, { exact: true })).toBeVisible();
      await expect(alert(page, lang).getByRole("button", { name: text(lang, "alert.extraGb") })).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      if (lang !== "en") expect(await englishLeft(page)).toEqual([]);

      await signIn(await onlyUser(scenario("forecast-prepaid-runs-out")));
      await page.context().addCookies([{ name: "lang", value: lang, url: PORTAL_URL }]);
      await page.goto("/prepaid/boardBand");
      const prepaidSentence = text(lang, "pp.forecast.runsOut", {
        pace: "3",
        package: "Anytime 40GB",
        date: day(lang, 23, 10),
        days: "17",
        expiry: day(lang, 10, 11),
      });
      await expect(page.getByText(prepaidSentence, { exact: true })).toBeVisible();
      // Money in the wallet: the top-up that fits is a data add-on.
      await expect(alert(page, lang).getByRole("button", { name: text(lang, "alert.addons") })).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      if (lang !== "en") expect(await englishLeft(page)).toEqual([]);
    });
  }

  const late = [
    { what: "the forecast arriving after the usage takes the place kept for it", contract: "broadband.currentDailyUsage" },
    { what: "the usage and its forecast arriving late take the skeleton's place", contract: undefined },
  ] as const;
  for (const { what, contract } of late) {
    test(`${what}: the panels below do not move`, async ({ page, scenario, signIn, sim }) => {
      const user = await onlyUser(scenario("forecast-runs-out"));
      await signIn(user);
      // A returning customer: the session keeps the accounts, so only the page's own round is late.
      await page.goto("/boardBand/summary");
      await expect(page.getByText(/^At your pace \(about 3\.6 GB a day\)/)).toBeVisible();
      // Held until the panels are measured: the part waits behind its placeholder.
      const held = await holdCalls(sim, user.userName, contract);
      await page.goto("/boardBand/summary", { waitUntil: "commit" });
      const sentence = page.getByText("At your pace (about 3.6 GB a day) your data lasts until 27 Nov, 4 days before it renews on 1 Dec.", { exact: true });
      await expectPanelsStayAsPartArrives(page, held, sentence);
    });
  }
});

test.describe("on a phone in the bench's mobile profile (412 × 823, touch, 1.75 pixels a point)", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });

  for (const lang of ["si", "ta"] as const) {
    test(`in ${lang}: when the script's font comes late the page does not move, the heads-up and the panels stay where they were drawn`, async ({
      page,
      scenario,
      signIn,
    }) => {
      await signIn(await onlyUser(scenario("forecast-prepaid-runs-out")));
      await page.context().addCookies([{ name: "lang", value: lang, url: PORTAL_URL }]);
      // A slow connection: the font arrives well after the page is drawn with what stands in for it.
      const font = /noto-sans-(sinhala|tamil)-[a-z]+-[47]00-normal[^/]*\.woff2$/;
      await page.route(font, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      const fontCame = page.waitForResponse(font);
      await page.goto("/prepaid/boardBand");
      await expect(alert(page, lang).getByRole("button", { name: text(lang, "alert.addons") })).toBeVisible();
      await fontCame;
      // Two frames after the font came: a face swapped in would have moved the page by now.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const moved = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
      expect(moved).toBeLessThanOrEqual(0.01);
    });
  }
});
