import type { Page } from "@playwright/test";
import { PORTAL_URL } from "../../playwright.config";
import { expect, expectAccessible, test } from "./fixtures";

const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

/** The theme the toggle would set (its cookie), so every scan below runs in light and in dark. */
const useTheme = (page: Page, theme: Theme) => page.context().addCookies([{ name: "theme", value: theme, url: PORTAL_URL }]);

for (const theme of THEMES) {
  test.describe(`accessibility of the public pages in the ${theme} theme (axe: no serious or critical violation)`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    test("sign in, with and without the error dialog", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel("User ID").fill("nobody@example.lk");
      await page.getByLabel("Password", { exact: true }).fill("secret12");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("dialog", { name: "Error" })).toBeVisible();
      await expectAccessible(page);
    });

    test("register, with its errors and the terms dialog", async ({ page }) => {
      await page.goto("/register");
      await page.getByRole("button", { name: "Register" }).click();
      await expect(page.getByText("Name cannot be empty")).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: "terms & conditions" }).click();
      await expect(page.getByRole("dialog", { name: "Terms & Conditions" })).toBeVisible();
      await expectAccessible(page);
    });

    test("forgot password and the OTP pages", async ({ page, persona }) => {
      const user = await persona("postpaid-fibre");
      await page.goto("/forgotPassword");
      await expectAccessible(page);
      await page.getByLabel("User ID").fill(user.userName);
      await page.getByRole("button", { name: "Send OTP" }).click();
      await expect(page).toHaveURL(/\/otpValidation$/);
      await expectAccessible(page);

      await page.goto("/register");
      await page.getByLabel("User ID").fill(`a11y${Date.now()}@example.lk`);
      await page.getByLabel("Name").fill("Access Tester");
      await page.getByLabel("Password", { exact: true }).fill("secret12");
      await page.getByLabel("I agree to").check();
      await page.getByRole("button", { name: "Register" }).click();
      await expect(page).toHaveURL(/\/registerOtp\//);
      await expectAccessible(page);
    });

    test("the pages at 375 px", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      for (const path of ["/", "/register", "/forgotPassword"]) {
        await page.goto(path);
        await expectAccessible(page);
      }
    });
  });

  test.describe(`accessibility of the signed-in pages in the ${theme} theme (axe, colour contrast included)`, () => {
    test("the broadband summary, its gauges, a purchase dialog and its outcome", async ({ page, persona, signIn }) => {
      await signIn(await persona("postpaid-fibre"));
      await useTheme(page, theme);
      await page.goto("/boardBand/summary");
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(page.getByRole("navigation", { name: "Usage by bundle" })).toBeVisible();
      await expectAccessible(page);
      await page.goto("/boardBand/summary?panel=addons");
      await page.getByRole("navigation", { name: "Add-on categories" }).getByRole("link", { name: "Learn" }).click();
      await page.getByRole("button", { name: /Buy Learn 25GB/ }).click();
      const confirm = page.getByRole("dialog", { name: "Data Add-on" });
      await expect(confirm).toBeVisible();
      await expectAccessible(page);
      await confirm.getByRole("button", { name: "Yes" }).click();
      await expect(page.getByRole("dialog", { name: "Success" })).toBeVisible();
      await expectAccessible(page);
    });

    test("the usage heads-up over the broadband summary, with the forecast under the gauge", async ({ page, scenario, signIn }) => {
      await signIn((await scenario("forecast-runs-out")).users[0]!);
      await useTheme(page, theme);
      await page.goto("/boardBand/summary");
      await expect(page.getByRole("region", { name: "Your data is running low" }).getByRole("button", { name: "Get Extra GB" })).toBeVisible();
      await expect(page.getByText("At your pace (about 3.6 GB a day) your data lasts until 27 Nov, 4 days before it renews on 1 Dec.")).toBeVisible();
      await expectAccessible(page);
    });

    test("the daily usage chart, the bill pages with their PDF links, and a hosted page's return screen", async ({ page, persona, signIn }) => {
      await signIn(await persona("postpaid-fibre"));
      await useTheme(page, theme);
      await page.goto("/boardBand/dailyUsage");
      await expect(page.locator("canvas").first()).toBeVisible();
      await expectAccessible(page);
      for (const path of ["/eBill", "/eBill/history", "/bill/0"]) {
        await page.goto(path);
        await expectAccessible(page);
      }
      await page.goto(`/boardBand/payment?product=EGB&packageId=EGB_1&since=${Date.now()}&status=declined&paymentId=PAY99999999`);
      await expect(page.getByRole("link", { name: "Back to Summary" })).toBeVisible();
      await expectAccessible(page);
    });

    test("a complaint's map and its surroundings, and the prepaid page", async ({ page, persona, signIn }) => {
      await signIn(await persona("postpaid-fibre"));
      await useTheme(page, theme);
      await page.goto("/add_complaint");
      await expect(page.getByTestId("location-map").locator("img.leaflet-tile-loaded").first()).toBeVisible();
      await expectAccessible(page);
      await signIn(await persona("prepaid-lte"));
      await useTheme(page, theme);
      await page.goto("/prepaid/boardBand");
      await expectAccessible(page);
    });
  });
}
