import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { PORTAL_URL } from "../../playwright.config";
import type { SimulatorClient } from "../../simulator/control/client";

async function typeOtp(page: Page, code: string) {
  for (let i = 0; i < 6; i++) await page.getByLabel(`Digit ${i + 1} of 6`).fill(code[i]!);
}

/** The code the operator sent to `contact`, typed and verified: the profile is saved. */
async function verifyCodeSentTo(page: Page, sim: Pick<SimulatorClient, "latestOtp">, contact: string) {
  await typeOtp(page, await sim.latestOtp(contact));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Your profile has been updated.")).toBeVisible();
}

test("an EMAIL user updates name and alternate mobile through the OTP", async ({ page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/myProfile");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(page.getByText("You are logged as a EMAIL user")).toBeVisible();
  await expect(page.getByRole("link", { name: "Delete profile" })).toBeVisible();

  const mobile = page.getByLabel("Alternate mobile number");
  await mobile.fill("12ab");
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(page.getByText("Enter valid mobile number")).toBeVisible();
  await expect(mobile).toHaveValue("12ab");

  await mobile.fill("0712345678");
  await page.getByLabel("Name").fill("Nimal Updated");
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(page.getByRole("heading", { name: "Verify your alternate contact" })).toBeVisible();

  await typeOtp(page, "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error).toBeVisible();
  await error.getByRole("button", { name: "Ok" }).click();

  await page.getByRole("button", { name: "Resend" }).click();
  await expect(page.getByText("We sent a new code to 0712345678.")).toBeVisible();
  await verifyCodeSentTo(page, sim, "0712345678");
  await page.reload();
  await expect(page.getByLabel("Alternate mobile number")).toHaveValue("0712345678");
  await expect(page.getByLabel("Name")).toHaveValue("Nimal Updated");

  // The contact unchanged, a new name still goes through the code (the spec's update flow), saved once verified.
  await page.getByLabel("Name").fill("Nimal Perera");
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(page.getByRole("heading", { name: "Verify your alternate contact" })).toBeVisible();
  await expect(page.getByText("We sent a 6-digit code to 0712345678. Enter it to save your profile.")).toBeVisible();
  await verifyCodeSentTo(page, sim, "0712345678");
  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue("Nimal Perera");
});

test("a short OTP is refused beside the boxes", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/myProfile");
  await page.getByLabel("Alternate mobile number").fill("0719876543");
  await page.getByRole("button", { name: "UPDATE" }).click();
  await page.getByLabel("Digit 1 of 6").fill("1");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Enter Valid Otp")).toBeVisible();
});

test("a MOBILE user must give an email as alternate contact", async ({ page, sim, signIn }) => {
  // The portal tells MOBILE users by their user id: a mobile number.
  const userName = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  await signIn(await sim.createPersona("prepaid-lte", { userName }));
  await page.goto("/myProfile");
  await expect(page.getByText("You are logged as a MOBILE user")).toBeVisible();
  const email = page.getByLabel("Alternate email");
  await email.fill("0771234567");
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(page.getByText("Enter valid email")).toBeVisible();
  await expect(email).toHaveValue("0771234567");

  await email.fill("Kamala.Alt@Example.com");
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(page.getByText("We sent a 6-digit code to Kamala.Alt@Example.com.")).toBeVisible();
  await verifyCodeSentTo(page, sim, "kamala.alt@example.com");
  await expect(page.getByLabel("Alternate email")).toHaveValue("kamala.alt@example.com");
});

test("deleting the profile needs the right password and signs the user out", async ({ page, persona, signIn }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/myProfile");
  await page.getByRole("link", { name: "Delete profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete profile" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill("wrong-password");
  await dialog.getByRole("button", { name: "Delete" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error.getByText("The password you entered is incorrect.")).toBeVisible();
  await error.getByRole("button", { name: "Ok" }).click();

  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  await page.goto("/myProfile");
  await expect(page).toHaveURL(/\/\?returnTo=%2FmyProfile$/);
  const again = await page.request.post("/?index", {
    form: { userId: user.userName, password: user.password },
    headers: { Origin: PORTAL_URL },
    maxRedirects: 0,
  });
  expect(again.status()).not.toBe(302);
});

test("a Google user deletes the profile without a password", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Google" }).click();
  await page.getByLabel("Email").fill(`g${Date.now()}@gmail.test`);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/noAccount$/);
  await page.goto("/myProfile");
  await expect(page.getByText("You are logged as a Google user")).toBeVisible();
  await expect(page.getByLabel("Alternate mobile number")).toBeVisible();
  await page.getByRole("link", { name: "Delete profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete profile" });
  await expect(dialog.getByLabel("Password", { exact: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
});

test("the profile page is accessible and fits 375 px", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/myProfile");
  await expectAccessible(page);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByLabel("Alternate mobile number").fill("0712345670");
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(page.getByLabel("Digit 1 of 6")).toBeVisible();
  await expectAccessible(page);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Alternate mobile number")).toHaveValue("0712345670");
  await page.getByRole("link", { name: "Delete profile" }).click();
  await expect(page.getByRole("dialog", { name: "Delete profile" })).toBeVisible();
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("updates the profile with the OTP", async ({ page, persona, signIn, sim }) => {
    await signIn(await persona("postpaid-fibre"));
    await page.goto("/myProfile");
    await page.getByLabel("Alternate mobile number").fill("0712223334");
    await page.getByLabel("Name").fill("No Script");
    await page.getByRole("button", { name: "UPDATE" }).click();
    await expect(page.getByRole("heading", { name: "Verify your alternate contact" })).toBeVisible();
    await verifyCodeSentTo(page, sim, "0712223334");
    await expect(page.getByLabel("Alternate mobile number")).toHaveValue("0712223334");
    await expect(page.getByLabel("Name")).toHaveValue("No Script");
  });

  test("deletes the profile with the password", async ({ page, persona, signIn }) => {
    const user = await persona("postpaid-fibre");
    await signIn(user);
    await page.goto("/myProfile");
    await page.getByRole("link", { name: "Delete profile" }).click();
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
