import { expect, expectAccessible, test } from "./fixtures";

test.describe("accessibility of the public pages (axe: no serious or critical violation)", () => {
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
