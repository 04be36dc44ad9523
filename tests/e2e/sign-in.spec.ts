import { expect, loadsAwaitHydration, test } from "./fixtures";

test.describe("sign in", () => {
  test("a customer signs in and lands on the broadband summary", async ({ page, persona }) => {
    const user = await persona("postpaid-fibre");
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await page.getByLabel("User ID").fill(user.userName);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/boardBand\/summary$/);
    await expect(page.getByLabel(`Account menu for ${user.userName}`)).toBeVisible();
    await page.getByLabel(/Account menu for/).click();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("a wrong password shows the error dialog, and Ok closes it", async ({ page, persona }) => {
    const user = await persona("postpaid-fibre");
    await page.goto("/");
    await page.getByLabel("User ID").fill(user.userName);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Error" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Invalid user name and password");
    await dialog.getByRole("button", { name: "Ok" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel("User ID")).toHaveValue(user.userName);
  });

  test("checks the user id first, then the password, and keeps what was typed", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("placeholder", "Minimum 6 characters");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("User ID cannot be empty")).toBeVisible();
    await expect(page.getByText("Minimum 6 characters", { exact: true })).toHaveCount(0);

    await page.getByLabel("User ID").fill("not-an-id");
    await expect(page.getByText("Enter valid email or mobile")).toBeVisible();

    await page.getByLabel("User ID").fill("someone@example.lk");
    await page.getByLabel("Password", { exact: true }).fill("123");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.locator("#password-error")).toHaveText("Minimum 6 characters");
    await expect(page.getByLabel("User ID")).toHaveValue("someone@example.lk");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the password can be shown and hidden", async ({ page }) => {
    await page.goto("/");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret1");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("a signed-in user opening a public page lands on the broadband summary", async ({ page, persona, signIn }) => {
    await signIn(await persona("postpaid-fibre"));
    for (const path of ["/", "/register", "/forgotPassword"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/boardBand\/summary$/);
    }
  });

  test("an expired access token is refreshed without the user noticing", async ({ page, persona, signIn, sim }) => {
    const user = await persona("postpaid-fibre");
    await signIn(user);
    await page.goto("/boardBand/summary");
    await sim.expireAccessTokens(user.userName);
    await page.reload();
    await expect(page).toHaveURL(/\/boardBand\/summary$/);
    await expect(page.getByLabel(`Account menu for ${user.userName}`)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(`Account menu for ${user.userName}`)).toBeVisible();
  });

  test("a failed refresh ends the session and goes to sign in", async ({ page, persona, signIn, sim }) => {
    const user = await persona("refresh-revoked");
    await signIn(user);
    await page.goto("/boardBand/summary");
    await sim.expireAccessTokens(user.userName);
    await page.reload();
    await expect(page).toHaveURL(/\/\?returnTo=%2FboardBand%2Fsummary$/);
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await page.goto("/boardBand/summary");
    await expect(page).toHaveURL(/\/\?returnTo=%2FboardBand%2Fsummary$/);
  });

  test("logout ends the session", async ({ page, persona, signIn }) => {
    await signIn(await persona("postpaid-fibre"));
    await page.goto("/boardBand/summary");
    await page.getByLabel(/Account menu for/).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/boardBand/summary");
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  });

  test("signs in with Google through the consent page; the code in the return is single use and this browser's only", async ({ page, browser }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Google" }).click();
    await expect(page.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
    const email = `g${Date.now()}@gmail.test`;
    await page.getByLabel("Email").fill(email);
    const callback = page.waitForRequest((request) => request.url().includes("/auth/callback/google"));
    await page.getByRole("button", { name: "Continue" }).click();
    // A new Google user has no linked accounts yet.
    await expect(page).toHaveURL(/\/noAccount$/);
    await expect(page.getByLabel(`Account menu for ${email}`)).toBeVisible();

    // The browser carried a one-time code back, never a token; replayed elsewhere it signs nobody in.
    const returned = new URL((await callback).url());
    expect(returned.searchParams.get("code")).toBeTruthy();
    expect(returned.search).not.toContain("token");
    const other = await browser.newContext();
    const replay = await other.newPage();
    loadsAwaitHydration(replay);
    await replay.goto(returned.pathname + returned.search);
    await expect(replay.getByRole("dialog", { name: "Error" })).toBeVisible();
    await replay.goto("/boardBand/summary");
    await expect(replay).toHaveURL(/\/\?returnTo=%2FboardBand%2Fsummary$/);
    await other.close();
  });

  test("the sign-in page fits a 375 px wide phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signs in, and shows the server's checks beside the fields", async ({ page, persona }) => {
    const user = await persona("postpaid-fibre");
    await page.goto("/");
    await page.getByLabel("User ID").fill("nope");
    await page.getByLabel("Password", { exact: true }).fill("secret1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.locator("#userId-error")).toHaveText("Enter valid email or mobile");
    await expect(page.getByLabel("User ID")).toHaveValue("nope");

    await page.getByLabel("User ID").fill(user.userName);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("dialog", { name: "Error" })).toContainText("Invalid user name and password");
    await page.getByRole("button", { name: "Ok" }).click();
    await expect(page.getByRole("dialog", { name: "Error" })).toBeHidden();

    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/boardBand\/summary$/);
    await expect(page.getByLabel(`Account menu for ${user.userName}`)).toBeVisible();
  });
});
