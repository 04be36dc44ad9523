import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const wallet = (page: Page) => page.getByTestId("payments-amount");
const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

async function noHorizontalScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
}

test("the prepaid page shows the line, its usage and activates a package paid from the wallet", async ({ page, persona, signIn }) => {
  const user = await persona("prepaid-lte");
  await signIn(user);
  await page.goto("/boardBand/summary");
  await expect(page).toHaveURL(/\/prepaid\/boardBand$/);
  await expect(page.getByText(user.lines[0]!.telephoneNo, { exact: true }).last()).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Data Usage" })).toBeVisible();
  await expect(page.getByText(/GB used of \d+ GB/).first()).toBeVisible();
  await expect(page.getByText("Valid Till").first()).toBeVisible();
  await page.getByRole("link", { name: "Add-ons", exact: true }).click();
  await expect(page).toHaveURL(/sub=addons/);

  await page.getByRole("link", { name: "Get Main Packages" }).click();
  await expect(page.getByRole("heading", { name: "Anytime 8GB" })).toBeVisible();
  await expect(page.getByText("Rs. 499.00")).toBeVisible();
  await page.getByRole("link", { name: "Activate Anytime 8GB" }).click();
  const confirm = dialog(page, "Activate package");
  await expect(confirm).toContainText("Do you want to activate Anytime 8GB package?");
  await confirm.getByRole("button", { name: "Yes" }).click();
  await expect(dialog(page, "Success")).toContainText("Anytime 8GB Package Activated Successfully");
  await dialog(page, "Success").getByRole("button", { name: "Ok" }).click();
  await expect(wallet(page)).toHaveText("Rs 751.00");

  await page.getByRole("link", { name: "Data Usage" }).click();
  await expect(page.getByRole("heading", { name: "Anytime 8GB" }).first()).toBeVisible();
});

test("activation with too little in the wallet is refused before the operator is asked", async ({ page, persona, signIn }) => {
  await signIn(await persona("prepaid-empty"));
  await page.goto("/prepaid/boardBand?tab=addons");
  await page.getByRole("link", { name: "Activate Data Top-up 2GB" }).click();
  await dialog(page, "Activate package").getByRole("button", { name: "Yes" }).click();
  await expect(dialog(page, "Error")).toContainText("Balance insufficient in your Prepaid wallet. Please recharge & try again");
  await expect(wallet(page)).toHaveText("Rs 0.00");
});

test("a dormant line cannot reload or buy", async ({ page, persona, signIn }) => {
  await signIn(await persona("prepaid-dormant"));
  await page.goto("/prepaid/boardBand");
  await expect(page.getByText("Pool", { exact: true })).toBeVisible();
  await page.getByRole("region", { name: "Payments" }).getByRole("link", { name: "Reload" }).click();
  await expect(page).toHaveURL(/\/prepaid\/reload$/);
  await expect(dialog(page, "Error")).toContainText("Your Prepaid Connection has been dormant for too long, please contact 1212 to reconnect.");
  await expect(page.getByLabel("Amount (LKR)")).toHaveCount(0);
  await dialog(page, "Error").getByRole("button", { name: "Ok" }).click();

  await page.goto("/prepaid/boardBand?tab=main");
  await page.getByRole("link", { name: "Activate Weekly 5GB" }).click();
  await dialog(page, "Activate package").getByRole("button", { name: "Yes" }).click();
  await expect(dialog(page, "Error")).toContainText("Your Prepaid Connection has been dormant for too long");
  await expect(wallet(page)).toHaveText("Rs 500.00");
});

test("a reload approved on the card page credits the wallet and is in the history", async ({ page, persona, signIn }) => {
  const user = await persona("prepaid-lte");
  await signIn(user);
  await page.goto("/prepaid/reload");
  // With JavaScript Pay Now waits for an amount of at least Rs. 100, and says why.
  const payNow = page.getByRole("button", { name: "Pay Now" });
  await expect(payNow).toBeDisabled();
  await page.getByLabel("Amount (LKR)").fill("99.99");
  await expect(payNow).toBeDisabled();
  await expect(page.getByText("Payment amount must be greater than or equal to Rs. 100.")).toBeVisible();
  await page.getByLabel("Amount (LKR)").fill("100");
  await expect(payNow).toBeEnabled();
  await expect(page.getByText("Payment amount must be greater than or equal to Rs. 100.")).toBeHidden();
  await page.getByLabel("Amount (LKR)").fill("250");
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page.getByRole("heading", { name: "Reload your prepaid account" })).toBeVisible();
  // The payment was opened in the customer's name from their profile, not their user id (the gateway shows it).
  await expect(page.getByLabel("Name on card")).toHaveValue(user.name);
  expect(user.name).not.toBe(user.userName);
  await page.getByRole("button", { name: "Approve payment" }).click();
  // Status 1001: the reload page again, its success told there.
  await expect(page).toHaveURL(/\/prepaid\/reload$/);
  await expect(dialog(page, "Success")).toContainText("Your prepaid wallet has been reloaded successfully.");
  await expect(wallet(page)).toHaveText("Rs 1,500.00");
  await page.goto("/prepaid/transactions");
  const first = page.getByRole("row").nth(1);
  await expect(first).toContainText("Success");
  await expect(first).toContainText("Rs. 250.00");
});

test("a declined reload shows the refund message and a failed row", async ({ page, persona, signIn }) => {
  await signIn(await persona("prepaid-lte"));
  await page.goto("/prepaid/reload");
  await expect(page.getByLabel("Prepaid Number")).toHaveAttribute("readonly", "");
  await page.getByLabel("Amount (LKR)").fill("350");
  await page.getByRole("button", { name: "Pay Now" }).click();
  await page.getByRole("button", { name: "Decline payment" }).click();
  await expect(page).toHaveURL(/\/prepaid\/transactions/);
  await expect(dialog(page, "Error")).toContainText("Reload Unsuccessful, amount will be refunded to the relevant payment channel.");
  await dialog(page, "Error").getByRole("button", { name: "Ok" }).click();
  const first = page.getByRole("row").nth(1);
  await expect(first).toContainText("Failed");
  await expect(first).toContainText("Rs. 350.00");
  await expect(wallet(page)).toHaveText("Rs 1,250.00");
});

test("a postpaid line is sent from the prepaid pages to the broadband summary", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  for (const path of ["/prepaid/boardBand", "/prepaid/reload", "/prepaid/transactions"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/boardBand\/summary$/);
  }
});

test("offers are redeemed once; the list reloads; no offers shows the empty state", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/promotion");
  const redeem = page.getByRole("link", { name: /^Redeem / });
  const before = await redeem.count();
  expect(before).toBeGreaterThan(0);
  await expect(page.getByText("Valid till").first()).toBeVisible();
  await expect(page.getByText("Eligible period").first()).toBeVisible();
  await redeem.first().click();
  const confirm = dialog(page, "Redeem offer");
  await expect(confirm).toContainText("Do you want to redeem the offer?");
  await confirm.getByRole("button", { name: "Yes" }).click();
  await expect(dialog(page, "Success")).toContainText("Package Activated Successfully");
  await expect(redeem).toHaveCount(before - 1);
});

test("the offers page has an empty state and needs an account", async ({ page, persona, signIn }) => {
  await signIn(await persona("no-privileges"));
  await page.goto("/promotion");
  await expect(page.getByText("There are no offers for you right now.", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.context().clearCookies();
  await signIn(await persona("no-accounts"));
  await page.goto("/promotion");
  await expect(page).toHaveURL(/\/noAccount$/);
});

for (const width of [375, 1280]) {
  test(`the prepaid pages are accessible at ${width} px`, async ({ page, persona, signIn }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await signIn(await persona("prepaid-lte"));
    for (const path of [
      "/prepaid/boardBand",
      "/prepaid/boardBand?tab=main",
      "/prepaid/boardBand?tab=addons&confirm=610020102",
      "/prepaid/reload",
      "/prepaid/transactions",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading").first()).toBeVisible();
      await noHorizontalScroll(page, path);
      await expectAccessible(page);
    }
    await page.context().clearCookies();
    await signIn(await persona("postpaid-fibre"));
    await page.goto("/promotion");
    await expect(page.getByRole("link", { name: /^Redeem / }).first()).toBeVisible();
    await noHorizontalScroll(page, "/promotion");
    await expectAccessible(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the reload form keeps the amount and shows its message; Pay Now reaches the card page", async ({ page, persona, signIn }) => {
    await signIn(await persona("prepaid-lte"));
    await page.goto("/prepaid/reload");
    await page.getByLabel("Amount (LKR)").fill("99");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(page.getByText("Payment amount must be greater than or equal to Rs. 100.")).toBeVisible();
    await expect(page.getByLabel("Amount (LKR)")).toHaveValue("99");
    await page.getByLabel("Amount (LKR)").fill("200");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page).toHaveURL(/\/prepaid\/reload$/);
    await expect(wallet(page)).toHaveText("Rs 1,450.00");
  });

  test("activates a package through the confirm page", async ({ page, persona, signIn }) => {
    await signIn(await persona("prepaid-lte"));
    await page.goto("/prepaid/boardBand");
    await page.getByRole("link", { name: "Get data Add-ons" }).click();
    await page.getByRole("link", { name: "Activate Social Media 5GB" }).click();
    await expect(page.getByText("Do you want to activate Social Media 5GB package?")).toBeVisible();
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("Social Media 5GB Package Activated Successfully")).toBeVisible();
    await expect(wallet(page)).toHaveText("Rs 1,060.00");
  });
});
