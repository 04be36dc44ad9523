/**
 * Sinhala, Tamil and the dark theme, end to end: every text asserted here comes from the Sinhala or
 * Tamil catalogue (app/i18n/{si,ta}), found by the same roles as in English. The language follows
 * Accept-Language until the switcher sets it; the theme follows the device until the toggle sets it;
 * both survive navigation and a reload, with and without JavaScript.
 */
import type { Locator, Page } from "@playwright/test";
import { LANGUAGE_NAMES, LOCALES, type Language } from "../../app/i18n/language";
import { si } from "../../app/i18n/si";
import { ta } from "../../app/i18n/ta";
import { PORTAL_URL } from "../../playwright.config";
import { expect, test } from "./fixtures";

const CATALOGUES = { si, ta } as const;
type Translated = keyof typeof CATALOGUES;
type Texts = typeof si;
/** The keys of plain texts, and of plurals (one form per plural category of the language). */
type Key = { [K in keyof Texts]: Texts[K] extends string ? K : never }[keyof Texts];
type PluralKey = Exclude<keyof Texts, Key>;

const fill = (form: string, vars: Record<string, string | number>) => form.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));

/** A catalogue text with its placeholders filled. */
function text(lang: Translated, key: Key, vars: Record<string, string | number> = {}): string {
  return fill(CATALOGUES[lang][key], vars);
}

/** A plural's form, named by the test, with its placeholders filled. */
function plural(lang: Translated, key: PluralKey, form: "one" | "other", vars: { count: number }): string {
  return fill(CATALOGUES[lang][key][form], vars);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A catalogue text as a pattern: the placeholders not given match any text. */
function pattern(lang: Translated, key: Key, vars: Record<string, string | number> = {}, { whole = true } = {}): RegExp {
  const parts = CATALOGUES[lang][key].split(/(\{\w+\})/);
  const source = parts.map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (!name) return escape(part);
    return name in vars ? escape(String(vars[name])) : ".+?";
  });
  return new RegExp(`^${source.join("")}${whole ? "$" : ""}`);
}

/** The short month names of a language's catalogue. */
const shortMonths = (lang: Translated) => Array.from({ length: 12 }, (_, m) => CATALOGUES[lang][`month.short.${m}` as Key]);

const html = (page: Page) => page.locator("html");

/** The language cookie the switcher sets (for tests whose subject is not the switcher). */
const chooseLanguage = (page: Page, lang: Language) => page.context().addCookies([{ name: "lang", value: lang, url: PORTAL_URL }]);
const languages = (page: Page, lang: Language) => page.getByRole("group", { name: lang === "en" ? "Language" : text(lang, "prefs.language") });
const themes = (page: Page, lang: Language) => page.getByRole("group", { name: lang === "en" ? "Theme" : text(lang, "prefs.theme") });

/** Tabs forward from the top of the page until `target` has the focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 15) {
  await page.locator("body").focus();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached by ${limit} presses of Tab`);
}

/** The page's background colour's relative luminance (0 black … 1 white). */
function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const probe = document.createElement("canvas").getContext("2d")!;
    probe.fillStyle = getComputedStyle(document.documentElement).backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...probe.getImageData(0, 0, 1, 1).data].map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}
const expectDark = async (page: Page) => expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.05);
const expectLight = async (page: Page) => expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.8);

/** The show/hide toggle stays beside the password field: their boxes do not meet, and a long placeholder ends in an ellipsis. */
async function expectToggleBesideField(page: Page, lang: Translated, field: Locator) {
  const toggle = page.getByRole("button", { name: text(lang, "password.show") }).first();
  await expect(toggle).toBeVisible();
  const [input, button] = [await field.boundingBox(), await toggle.boundingBox()];
  if (!input || !button) throw new Error("the password field or its toggle has no box");
  const apart =
    button.x >= input.x + input.width || button.x + button.width <= input.x || button.y >= input.y + input.height || button.y + button.height <= input.y;
  expect(apart, `toggle ${JSON.stringify(button)} is clear of the field ${JSON.stringify(input)}`).toBe(true);
  await expect(field).toHaveCSS("text-overflow", "ellipsis");
}

for (const lang of ["si", "ta"] as const) {
  const name = LANGUAGE_NAMES[lang];

  test.describe(`in ${name} (${lang})`, () => {
    test.use({ locale: `${lang}-LK` });

    test("a first visit follows Accept-Language: the sign-in page, a wrong password's message, the toggle beside the field", async ({ page, persona }) => {
      const user = await persona("postpaid-fibre");
      await page.goto("/");
      await expect(html(page)).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { name: text(lang, "signIn.title") })).toBeVisible();
      await expect(languages(page, lang).getByRole("button", { name, exact: true })).toHaveAttribute("aria-pressed", "true");
      await page.getByLabel(text(lang, "field.userId")).fill(user.userName);
      const password = page.getByLabel(text(lang, "field.password"), { exact: true });
      await expect(password).toHaveAttribute("placeholder", text(lang, "field.password.placeholder"));
      await expectToggleBesideField(page, lang, password);
      await password.fill("not-the-password");
      await page.getByRole("button", { name: text(lang, "signIn.submit") }).click();
      const dialog = page.getByRole("dialog", { name: text(lang, "error.title") });
      await expect(dialog).toContainText(text(lang, "signIn.invalidCredentials"));
      await dialog.getByRole("button", { name: text(lang, "error.ok") }).click();
      await expect(dialog).toBeHidden();

      await password.fill(user.password);
      await page.getByRole("button", { name: text(lang, "signIn.submit") }).click();
      await expect(page).toHaveURL(/\/boardBand\/summary$/);
      await expect(page.getByLabel(text(lang, "menu.label", { name: user.userName }))).toBeVisible();
    });

    test("the register page and the broadband password page keep the toggle beside the field", async ({ page, persona, signIn }) => {
      await page.goto("/register");
      await expect(page.getByRole("heading", { name: text(lang, "register.title") })).toBeVisible();
      await expectToggleBesideField(page, lang, page.getByLabel(text(lang, "field.password"), { exact: true }));
      await page.setViewportSize({ width: 375, height: 800 });
      await expectToggleBesideField(page, lang, page.getByLabel(text(lang, "field.password"), { exact: true }));

      await signIn(await persona("postpaid-fibre"));
      await page.goto("/boardBand/changeBroadbandPassword");
      const fields = page.locator("input[type=password]");
      await expect(fields.first()).toBeVisible();
      for (const field of await fields.all()) await expectToggleBesideField(page, lang, field);
    });

    test("the broadband summary: its panes, figures and the date of the usage in the language", async ({ page, persona, signIn }) => {
      await signIn(await persona("postpaid-fibre"));
      await page.goto("/boardBand/summary");
      await expect(html(page)).toHaveAttribute("lang", lang);
      await expect(page).toHaveTitle(new RegExp(`^${escape(text(lang, "bb.summary.title"))} \\| ${escape(text(lang, "app.name"))}$`));
      const panes = page.getByRole("navigation", { name: text(lang, "bb.summary.panes") });
      for (const key of [
        "bb.summary.pane.base",
        "bb.summary.pane.extraGB",
        "bb.summary.pane.bonusData",
        "bb.summary.pane.addOns",
        "bb.summary.pane.freeData",
      ] as const) {
        await expect(panes.getByRole("link", { name: new RegExp(`^${escape(text(lang, key))}`) })).toBeVisible();
      }
      // The operator's report time, shown with the language's month name and clock.
      const asOf = page.getByText(pattern(lang, "bb.summary.asOf"));
      await expect(asOf).toBeVisible();
      const months = shortMonths(lang).map(escape).join("|");
      await expect(asOf).toHaveText(new RegExp(`\\d{1,2}-(${months})-\\d{4}`));
      await expect(asOf).not.toHaveText(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
      await expect(page.getByRole("link", { name: text(lang, "bb.summary.button.extraGb") }).first()).toBeVisible();

      // The add-ons' gauge: its figures and its label in the catalogue's words.
      await panes.getByRole("link", { name: new RegExp(`^${escape(text(lang, "bb.summary.pane.addOns"))}`) }).click();
      await expect(page).toHaveURL(/pane=addOns/);
      await expect(page.getByLabel(pattern(lang, "bb.summary.gaugeLabel", { unit: "GB", limit: 100 }, { whole: false })).first()).toBeVisible();
      await expect(page.getByText(pattern(lang, "bb.summary.usedOf", { unit: "GB", limit: 100 }))).toBeVisible();
    });

    test("a data add-on is bought: the dialog's title, message and buttons in the language, the add-on's name as the operator sends it", async ({
      page,
      persona,
      signIn,
    }) => {
      await signIn(await persona("postpaid-fibre"));
      await page.goto("/boardBand/summary?panel=addons");
      await expect(page.getByRole("heading", { name: text(lang, "bb.addons.title") })).toBeVisible();
      // Category and add-on names are the operator's: they stay as sent.
      await page
        .getByRole("navigation", { name: text(lang, "bb.addons.categories") })
        .getByRole("link", { name: "Learn" })
        .click();
      await page.getByRole("button", { name: text(lang, "bb.addons.buy", { name: "Learn 25GB" }) }).click();
      const confirm = page.getByRole("dialog", { name: text(lang, "bb.addons.confirmTitle") });
      await expect(confirm).toContainText(text(lang, "bb.addons.confirm.default", { name: "Learn 25GB" }));
      await expect(confirm.getByRole("link", { name: text(lang, "dialog.no") })).toBeVisible();
      await confirm.getByRole("button", { name: text(lang, "dialog.yes") }).click();
      const done = page.getByRole("dialog", { name: text(lang, "dialog.success") });
      await expect(done).toContainText(text(lang, "bb.addons.success"));
      await done.getByRole("button", { name: text(lang, "error.ok") }).click();
      await expect(done).toBeHidden();
    });

    test("Extra GB added to the bill: each step and the confirmation in the language", async ({ page, persona, signIn }) => {
      await signIn(await persona("adsl-throttled"));
      await page.goto("/boardBand/summary?panel=extraGb");
      await expect(page.getByRole("heading", { name: text(lang, "bb.extraGb.title") })).toBeVisible();
      await page.getByRole("button", { name: new RegExp(`^1 GB`) }).click();
      await page.getByLabel(text(lang, "bb.extraGb.addToBill")).check();
      await page.getByRole("button", { name: text(lang, "bb.extraGb.next"), exact: true }).click();
      await page.getByRole("checkbox", { name: text(lang, "bb.agreeTerms") }).check();
      await page.getByRole("button", { name: text(lang, "bb.extraGb.submit") }).click();
      const done = page.getByRole("dialog", { name: text(lang, "dialog.success") });
      await expect(done).toContainText(text(lang, "bb.extraGb.success", { amount: 1, unit: "GB" }));
    });

    test("the bill page: its tabs, Total Payable and the amount formatted for the locale", async ({ page, persona, signIn }) => {
      await signIn(await persona("postpaid-fibre"));
      await page.goto("/eBill");
      const tabs = page.getByRole("navigation", { name: text(lang, "bill.tabs") });
      await expect(tabs.getByRole("link", { name: text(lang, "bill.tab.payable") })).toHaveAttribute("aria-current", "page");
      await expect(tabs.getByRole("link", { name: text(lang, "bill.tab.history") })).toBeVisible();
      await expect(tabs.getByRole("link", { name: text(lang, "bill.tab.methods") })).toBeVisible();
      await expect(page.getByRole("heading", { name: text(lang, "bill.tab.payable"), level: 2 })).toBeVisible();
      const amount = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(2450.75);
      await expect(page.getByTestId("bill-outstanding")).toHaveText(text(lang, "bill.amount", { amount }));
      await page
        .getByRole("main")
        .getByRole("link", { name: text(lang, "bill.payable.payNow") })
        .click();
      await expect(page).toHaveURL(/\/bill\/0$/);
      await expect(page.getByLabel(text(lang, "bill.pay.amount"))).toBeVisible();
    });

    test("the complaint's map: its texts, its attribution, and how many places a search found, one and many", async ({ page, persona, signIn }) => {
      await signIn(await persona("postpaid-fibre"));
      await page.goto("/add_complaint");
      await expect(page.getByRole("group", { name: text(lang, "complaints.add.location") })).toBeVisible();
      await expect(page.getByRole("button", { name: text(lang, "map.pinCentre") })).toBeVisible();
      await expect(page.getByTestId("location-map").getByText(text(lang, "map.attribution.simulated"))).toBeVisible();
      const search = page.getByLabel(text(lang, "map.search"));
      await search.fill("Dehiwala");
      await expect(page.getByText(plural(lang, "map.search.count", "one", { count: 1 }), { exact: true })).toBeVisible();
      await search.fill("Galle");
      await expect(page.getByText(plural(lang, "map.search.count", "other", { count: 3 }), { exact: true })).toBeVisible();
    });

    test("the LTE wizard's map: its texts and attribution, the cities and places found, one and many", async ({ page, persona, signIn }) => {
      await signIn(await persona("postpaid-fibre"));
      await page.goto("/lterequest");
      await page.getByRole("radio", { name: text(lang, "lte.connection.cBroadBand") }).check();
      await page.getByRole("link", { name: text(lang, "sw.pkg.select.internet") }).click();
      await page.getByRole("button", { name: text(lang, "sw.pkg.chooseLabel", { name: "4G Anytime 40" }) }).click();
      await expect(page.getByRole("link", { name: pattern(lang, "sw.pkg.editLabel") })).toBeVisible();
      await page.getByRole("button", { name: text(lang, "sw.next") }).click();

      const city = page.getByRole("combobox", { name: text(lang, "details.city") });
      await city.fill("Kilin");
      await expect(page.getByText(plural(lang, "details.city.count", "one", { count: 1 }), { exact: true })).toBeAttached();
      await city.fill("Col");
      await expect(page.getByText(plural(lang, "details.city.count", "other", { count: 10 }), { exact: true })).toBeAttached();
      await page.getByRole("option", { name: /^Colombo \(/ }).click();

      // The map's texts and attribution, looked up in the page's language (not once, in English, when the module loaded).
      await expect(page.getByRole("group", { name: text(lang, "details.map.legend") })).toBeVisible();
      await expect(page.getByTestId("location-map").getByText(text(lang, "details.map.attribution.simulated"))).toBeVisible();
      await page.getByRole("button", { name: text(lang, "details.map.pinCentre") }).click();
      await expect(page.getByTestId("location-picked")).toHaveText(text(lang, "details.map.picked", { lat: "6.927100", lng: "79.861200" }));
      const search = page.getByLabel(text(lang, "details.map.search"));
      await search.fill("Dehiwala");
      await expect(page.getByText(plural(lang, "details.map.search.count", "one", { count: 1 }), { exact: true })).toBeVisible();
      await search.fill("Jaffna");
      await expect(page.getByText(plural(lang, "details.map.search.count", "other", { count: 2 }), { exact: true })).toBeVisible();
    });
  });
}

/** The switcher and the toggle, with and without JavaScript. */
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, locale: "en-GB" });

    test("the switcher names each language in itself, is reached by keyboard, and the choice survives navigation and a reload", async ({
      page,
      persona,
      signIn,
    }) => {
      await page.goto("/");
      await expect(html(page)).toHaveAttribute("lang", "en");
      const group = languages(page, "en");
      for (const lang of ["en", "si", "ta"] as const) {
        await expect(group.getByRole("button", { name: LANGUAGE_NAMES[lang], exact: true })).toHaveAttribute("lang", lang);
      }
      const tamil = group.getByRole("button", { name: LANGUAGE_NAMES.ta, exact: true });
      await tabTo(page, tamil);
      await page.keyboard.press("Enter");
      await expect(html(page)).toHaveAttribute("lang", "ta");
      await expect(page.getByRole("heading", { name: text("ta", "signIn.title") })).toBeVisible();
      await expect(languages(page, "ta").getByRole("button", { name: LANGUAGE_NAMES.ta, exact: true })).toHaveAttribute("aria-pressed", "true");

      await page.getByRole("link", { name: text("ta", "signIn.register") }).click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole("heading", { name: text("ta", "register.title") })).toBeVisible();
      await page.reload();
      await expect(html(page)).toHaveAttribute("lang", "ta");

      // Signed in (the fixture starts a fresh cookie jar: the choice is given back), Sinhala is chosen the same way.
      await signIn(await persona("postpaid-fibre"));
      await chooseLanguage(page, "ta");
      await page.goto("/boardBand/summary");
      await expect(page.getByRole("navigation", { name: text("ta", "bb.summary.panes") })).toBeVisible();
      await languages(page, "ta").getByRole("button", { name: LANGUAGE_NAMES.si, exact: true }).click();
      await expect(html(page)).toHaveAttribute("lang", "si");
      await expect(page).toHaveURL(/\/boardBand\/summary$/);
      await expect(page.getByRole("navigation", { name: text("si", "bb.summary.panes") })).toBeVisible();
      await page
        .getByRole("link", { name: text("si", "bb.summary.button.extraGb") })
        .first()
        .click();
      await expect(page.getByRole("heading", { name: text("si", "bb.extraGb.title") })).toBeVisible();
      await page.goto("/eBill");
      await expect(page.getByRole("heading", { name: text("si", "bill.tab.payable"), level: 2 })).toBeVisible();
      await page.reload();
      await expect(html(page)).toHaveAttribute("lang", "si");
      await languages(page, "si").getByRole("button", { name: LANGUAGE_NAMES.en, exact: true }).click();
      await expect(html(page)).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { name: "Total Payable", level: 2 })).toBeVisible();
    });

    test("the dark theme: the toggle sets it, and it survives navigation and a reload", async ({ page, persona, signIn }) => {
      await signIn(await persona("postpaid-fibre"));
      await page.goto("/boardBand/summary");
      await expectLight(page);
      const dark = themes(page, "en").getByRole("button", { name: "Dark" });
      await tabTo(page, dark, 20);
      await page.keyboard.press("Enter");
      await expect(html(page)).toHaveAttribute("data-theme", "dark");
      await expect(themes(page, "en").getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
      await expectDark(page);

      await page.getByRole("link", { name: "Get Extra GB" }).first().click();
      await expect(page.getByRole("heading", { name: "Get Extra GB" })).toBeVisible();
      await expect(html(page)).toHaveAttribute("data-theme", "dark");
      await page.goto("/eBill");
      await page.reload();
      await expect(html(page)).toHaveAttribute("data-theme", "dark");
      await expectDark(page);

      await themes(page, "en").getByRole("button", { name: "Light" }).click();
      await expect(html(page)).toHaveAttribute("data-theme", "light");
      await expectLight(page);
    });
  });

  test.describe(`a device in dark mode, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, colorScheme: "dark" });

    test("is dark from the first paint before any choice, and a choice of light overrides it", async ({ page }) => {
      const response = await page.goto("/");
      // The server sends no theme (none was chosen): the device's scheme is applied by the styles the head
      // brings (inline, app/render/stylesheets.tsx), before the first paint, with no script involved (this runs
      // without JavaScript too).
      const document = await response!.text();
      expect(document).toMatch(/<html lang="en">/);
      expect(document).toMatch(/<head>[\s\S]*<style data-href="[^"]+">[^<]*color-scheme:light dark[^<]*<\/style>[\s\S]*<\/head>/);
      await expect(html(page)).not.toHaveAttribute("data-theme", /./);
      await expectDark(page);
      await themes(page, "en").getByRole("button", { name: "Light" }).click();
      await expect(html(page)).toHaveAttribute("data-theme", "light");
      await expectLight(page);
      await page.reload();
      await expectLight(page);
    });
  });
}
