import type { Page } from "@playwright/test";
import { expect, loadsAwaitHydration, test } from "./fixtures";

const uniqueEmail = () => `reg${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.lk`;

async function typeOtp(page: Page, otp: string) {
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(otp);
}

test("register, read the OTP from the outbox and land signed in", async ({ page, sim }) => {
  const email = uniqueEmail();
  await page.goto("/");
  await page.getByRole("link", { name: "Register" }).click();
  await expect(page.getByRole("heading", { name: "Register" })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel("User ID").fill(email);
  await page.getByLabel("Name").fill("Amali Jayasinghe");
  await page.getByLabel("Password", { exact: true }).fill("secret12");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Please agree to the terms & conditions")).toBeVisible();

  await page.getByRole("button", { name: "terms & conditions" }).click();
  const terms = page.getByRole("dialog", { name: "Terms & Conditions" });
  await expect(terms).toContainText("The customer must be over 18 years of age.");
  await terms.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByLabel("I agree to")).toBeChecked();
  await page.getByRole("button", { name: "Register" }).click();

  await expect(page).toHaveURL(/\/registerOtp\/\d+$/);
  await expect(page.getByText("Enter 6 digits OTP code for active your account.")).toBeVisible();
  // Submit and Resend (spec 000); the question before Resend is the password reset's.
  await expect(page.getByRole("button", { name: "Resend" })).toBeVisible();
  await expect(page.getByText("Have you received your OTP yet?")).toHaveCount(0);
  await typeOtp(page, await sim.latestOtp(email));
  await page.getByRole("button", { name: "Submit" }).click();
  // Signed in; a new user has no linked accounts yet, so the portal offers to link one.
  await expect(page).toHaveURL(/\/noAccount$/);
  await expect(page.getByLabel(`Account menu for ${email}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Are you an existing customer?" })).toBeVisible();
});

test("a registration's code confirms only the registration this browser started", async ({ page, browser, sim }) => {
  const email = uniqueEmail();
  await page.goto("/register");
  await page.getByLabel("User ID").fill(email);
  await page.getByLabel("Name").fill("Amali Jayasinghe");
  await page.getByLabel("Password", { exact: true }).fill("secret12");
  await page.getByLabel("I agree to").check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/registerOtp\/\d+$/);
  const otp = await sim.latestOtp(email);

  // Another browser that knows the registration's URL and code cannot take it over.
  const other = await browser.newContext();
  const intruder = await other.newPage();
  loadsAwaitHydration(intruder);
  await intruder.goto(page.url());
  await typeOtp(intruder, otp);
  await intruder.getByRole("button", { name: "Submit" }).click();
  await expect(intruder.getByRole("dialog", { name: "Error" })).toContainText("Oops! something went wrong. Please try again shortly.");
  await intruder.goto("/boardBand/summary");
  await expect(intruder).toHaveURL(/\/\?returnTo=%2FboardBand%2Fsummary$/);
  await other.close();

  await typeOtp(page, otp);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/noAccount$/);
});

test("register shows every field's message and keeps what was typed", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("User ID").fill("12");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Enter valid email or mobile number")).toBeVisible();
  await expect(page.getByText("Name cannot be empty")).toBeVisible();
  await expect(page.getByText("Minimum 6 characters", { exact: true })).toBeVisible();
  await expect(page.getByLabel("User ID")).toHaveValue("12");
});

test("an already registered user id gets the operator's message", async ({ page, persona }) => {
  const user = await persona("postpaid-fibre");
  await page.goto("/register");
  await page.getByLabel("User ID").fill(user.userName);
  await page.getByLabel("Name").fill("Someone");
  await page.getByLabel("Password", { exact: true }).fill("secret12");
  await page.getByLabel("I agree to").check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("dialog", { name: "Error" })).toContainText("This user ID is already registered. Please sign in.");
});

test("a wrong OTP shows the operator's message and Resend sends a new one", async ({ page, sim }) => {
  const email = uniqueEmail();
  await page.goto("/register");
  await page.getByLabel("User ID").fill(email);
  await page.getByLabel("Name").fill("Ruwan Bandara");
  await page.getByLabel("Password", { exact: true }).fill("secret12");
  await page.getByLabel("I agree to").check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/registerOtp\//);
  const first = await sim.latestOtp(email);
  await typeOtp(page, first === "123456" ? "654321" : "123456");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog", { name: "Error" })).toContainText("Invalid OTP");
  await page.getByRole("button", { name: "Ok" }).click();

  await page.getByRole("button", { name: "Resend" }).click();
  const sent = page.getByRole("dialog", { name: "Success" });
  await expect(sent).toContainText("A new OTP has been sent.");
  await sent.getByRole("button", { name: "Ok" }).click();
  const second = await sim.latestOtp(email);
  await typeOtp(page, second);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/noAccount$/);
});

test("forgot password, then sign in with the new password", async ({ page, persona, sim }) => {
  const user = await persona("postpaid-fibre");
  await page.goto("/");
  await page.getByRole("link", { name: "Forgot Password ?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await page.getByLabel("User ID").fill(user.userName);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page).toHaveURL(/\/otpValidation$/);
  await expect(page.getByText("Enter 6 digits OTP code to reset your profile password.")).toBeVisible();
  await expect(page.getByText("Have you received your OTP yet?")).toBeVisible();
  await typeOtp(page, await sim.latestOtp(user.userName));
  await page.getByLabel("New Password").fill("newSecret9");
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page).toHaveURL(/\/$/);
  const done = page.getByRole("dialog", { name: "Success" });
  await expect(done).toContainText("Your password has been reset.");
  await done.getByRole("button", { name: "Ok" }).click();
  await page.getByLabel("User ID").fill(user.userName);
  await page.getByLabel("Password", { exact: true }).fill("newSecret9");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/boardBand\/summary$/);
});

test("pasting the OTP fills the six boxes", async ({ page, persona, sim }) => {
  const user = await persona("postpaid-fibre");
  await page.goto("/forgotPassword");
  await page.getByLabel("User ID").fill(user.userName);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page).toHaveURL(/\/otpValidation$/);
  const otp = await sim.latestOtp(user.userName);
  await page.getByLabel("Digit 1 of 6").focus();
  await page.evaluate((code) => {
    const data = new DataTransfer();
    data.setData("text", code);
    document.activeElement?.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, otp);
  for (let i = 0; i < 6; i++) await expect(page.getByLabel(`Digit ${i + 1} of 6`)).toHaveValue(otp[i]!);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the terms open, Accept ticks the box, and nothing typed is lost", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("User ID").fill("nojs@example.lk");
    await page.getByLabel("Name").fill("Kasun Perera");
    await page.getByLabel("Password", { exact: true }).fill("Secret@4821");
    await page.getByRole("button", { name: "terms & conditions" }).click();
    await expect(page.getByRole("dialog", { name: "Terms & Conditions" })).toBeVisible();
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByLabel("I agree to")).toBeChecked();
    await expect(page.getByLabel("User ID")).toHaveValue("nojs@example.lk");
    await expect(page.getByLabel("Name")).toHaveValue("Kasun Perera");
    // The password never travels back to the browser: it is typed again.
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    expect(await page.content()).not.toContain("Secret@4821");
  });
});
