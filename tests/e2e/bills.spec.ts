import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const tabs = (page: Page) => page.getByRole("navigation", { name: "Bill" });
const panelTitle = (page: Page, name: string) => page.getByRole("heading", { name, level: 2 });
const errorDialog = (page: Page) => page.getByRole("dialog", { name: "Error" });
/** The errorShow of the simulator's 500 fault. */
const OPERATOR_OOPS = "Oops! something went wrong. Please try again shortly.";
const successDialog = (page: Page) => page.getByRole("dialog", { name: "Success" });

async function typeOtp(page: Page, code: string) {
  for (let i = 0; i < 6; i++) await page.getByLabel(`Digit ${i + 1} of 6`).fill(code[i]!);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("Total Payable shows the balance, last bill and last payment, and leads to Pay Now", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/eBill");
  await expect(tabs(page).getByRole("link", { name: "Total Payable" })).toHaveAttribute("aria-current", "page");
  await expect(panelTitle(page, "Total Payable")).toBeVisible();
  await expect(page.getByTestId("bill-outstanding")).toHaveText("Rs. 2,450.75");
  await expect(page.getByTestId("bill-last-bill-date")).toHaveText(/^\d{4}\/\d\d\/\d\d$/);
  await expect(page.getByTestId("bill-last-payment-date")).toHaveText(/^(\d{4}\/\d\d\/\d\d|No payment made)$/);
  await expectAccessible(page);
  await page.getByRole("main").getByRole("link", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/bill\/0$/);
});

test("the bill notification's button opens the bill page, where it does not show", async ({ page, persona, signIn }) => {
  await signIn(await persona("bill-popup"));
  await page.goto("/boardBand/summary");
  const popup = page.getByRole("dialog", { name: "Notification" });
  await expect(popup).toBeVisible();
  await popup.getByRole("button").last().click();
  await expect(page).toHaveURL(/\/eBill$/);
  await expect(panelTitle(page, "Total Payable")).toBeVisible();
  await expect(page.getByTestId("bill-outstanding")).toHaveText("Rs. 3,100.00");
  await expect(popup).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "Activate eBill" }).click();
  await expect(page).toHaveURL(/\/eBill\/register$/);
});

test("a failed payments load shows 'Loading Failed' and the operator's message", async ({ page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await sim.addFault({ kind: "http500", contract: "bills.billingInquiry", user: user.userName });
  await page.goto("/eBill");
  await expect(page.getByText("Loading Failed")).toBeVisible();
  // The part that failed says the operator's message in its own place (it streams in with the panel).
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: OPERATOR_OOPS })).toBeVisible();

  await sim.addFault({ kind: "http500", contract: "bills.billHistory", user: user.userName });
  await page.goto("/eBill/history");
  await expect(page.getByText("Loading Failed")).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: OPERATOR_OOPS })).toBeVisible();
});

test("a failed download goes back to the history with the operator's message", async ({ page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/eBill/history");
  await sim.addFault({ kind: "http500", contract: "bills.billDownload", user: user.userName, remaining: 1 });
  await page
    .getByRole("link", { name: /^Download the bill/ })
    .first()
    .click();
  await expect(errorDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/eBill\/history$/);
  await errorDialog(page).getByRole("button", { name: "Ok" }).click();
  // The message is shown once.
  await page.reload();
  await expect(page.getByRole("table", { name: "Bills by month" })).toBeVisible();
  await expect(errorDialog(page)).toHaveCount(0);
});

test("Bill History lists bills by month; a bill downloads as a PDF", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/bill/1");
  await expect(page).toHaveURL(/\/eBill\/history$/);
  await expect(tabs(page).getByRole("link", { name: "Bill History" })).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("table", { name: "Bills by month" });
  await expect(table.getByRole("columnheader", { name: "Bill value" })).toBeVisible();
  const rows = table.locator("tbody tr");
  expect(await rows.count()).toBeGreaterThanOrEqual(6);
  const month = (await rows.first().locator("th").textContent()) ?? "";
  expect(month).toMatch(/^[A-Z][a-z]{2} \d{4}$/);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: `Download the bill of ${month}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  await expectAccessible(page);
});

test("Resend emails a bill again; an operator failure shows its message", async ({ page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/eBill/history");
  const month = (await page.locator("tbody tr th").first().textContent()) ?? "";
  await page.getByRole("button", { name: `Resend the bill of ${month}` }).click();
  await expect(successDialog(page)).toContainText(`Your bill was sent to ${user.userName.toLowerCase()}.`);
  await successDialog(page).getByRole("button", { name: "Ok" }).click();
  const mail = await sim.outbox(user.userName.toLowerCase());
  expect(mail.some((m) => m.subject?.includes(month))).toBe(true);

  await sim.addFault({ kind: "http500", contract: "bills.eBillResend", user: user.userName, remaining: 1 });
  await page.getByRole("button", { name: `Resend the bill of ${month}` }).click();
  await expect(errorDialog(page)).toBeVisible();
});

test("a printed-bill line has no download, and Resend asks to register for eBill", async ({ page, persona, signIn }) => {
  await signIn(await persona("bill-popup"));
  await page.goto("/eBill/history");
  await expect(page.getByRole("link", { name: /^Download the bill/ })).toHaveCount(0);
  await page
    .getByRole("button", { name: /^Resend the bill/ })
    .first()
    .click();
  await expect(errorDialog(page)).toContainText("Register for eBill to have your bills sent by email.");
});

test("Bill Methods: each validation message, then a change that reloads the current method", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/eBill");
  await tabs(page).getByRole("link", { name: "Bill Methods" }).click();
  await expect(page).toHaveURL(/\/eBill\/methods$/);
  await expect(page.getByTestId("bill-method-current")).toHaveText("eBill by email");
  const emailBill = page.getByRole("radio", { name: "eBill by email" });
  await expect(emailBill).toBeChecked();
  const email = page.getByLabel("E-Mail");
  await expect(email).toBeVisible();
  await expectAccessible(page);

  const submit = page.getByRole("button", { name: "Change bill method" });
  await submit.click();
  await expect(page.getByText("Please Check Checkbox to Agree")).toBeVisible();
  await page.getByLabel("I agree to the terms and conditions").check();

  await email.fill("");
  await submit.click();
  await expect(page.getByText("E-Mail cannot be empty")).toBeVisible();
  await email.fill("not-an-email");
  await expect(page.getByText("Enter valid email")).toBeVisible();
  await expect(email).toHaveValue("not-an-email");

  // No bill type chosen (a line whose current method is not offered).
  await page.evaluate(() => document.querySelectorAll<HTMLInputElement>("input[name=billCode]").forEach((r) => (r.checked = false)));
  await submit.click();
  await expect(page.getByText("Please Select Bill type")).toBeVisible();

  // Other codes hide the email field.
  await page.getByRole("radio", { name: "eBill to download from the self-care portal" }).check();
  await expect(email).toBeHidden();
  await submit.click();
  await expect(successDialog(page)).toContainText("Your bill method changed successfully.");
  await successDialog(page).getByRole("button", { name: "Ok" }).click();
  await expect(page.getByTestId("bill-method-current")).toHaveText("eBill to download from the self-care portal");
  await expect(page.getByRole("radio", { name: "eBill to download from the self-care portal" })).toBeChecked();
});

test("Bill Methods says so when the operator offers no other method, and refuses a change posted anyway", async ({ page, persona, signIn, sim }) => {
  const user = await persona("bill-method-locked");
  await signIn(user);
  await page.goto("/eBill/methods");
  await expect(page.getByText("You do not have permission to change the bill method")).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Change bill method" })).toHaveCount(0);
  // A change posted by hand is refused by the portal, before the operator is asked.
  const response = await page.request.post("/eBill/methods", { form: { billCode: "01", agree: "on" }, headers: { Origin: new URL(page.url()).origin } });
  expect(response.status()).toBe(400);
  // The page again, with the refusal in its error dialog (the page itself says so too).
  expect(await response.text()).toMatch(/<dialog[^>]*class="dialog-error"[^]*?You do not have permission to change the bill method/);
  expect(await sim.journal({ contract: "bills.smartBillRegistration", user: user.userName })).toEqual([]);
});

test("eBill activation: a wrong OTP closes the OTP view; the right one registers", async ({ page, persona, signIn, sim }) => {
  await signIn(await persona("bill-popup"));
  await page.goto("/eBill/methods");
  await page.getByRole("link", { name: "Activate eBill" }).click();
  await expect(page).toHaveURL(/\/eBill\/register$/);
  await expect(panelTitle(page, "Activate eBill")).toBeVisible();

  const email = page.getByLabel("Email address");
  await email.fill("kasun@");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Enter valid email")).toBeVisible();
  await expect(page.getByText("Please Check Checkbox to Agree")).toBeVisible();

  await email.fill("kasun.ebill@example.com");
  await page.getByRole("button", { name: "terms and conditions" }).click();
  const terms = page.getByRole("dialog", { name: "eBill terms and conditions" });
  await expect(terms).toContainText("eBill is free of charge.");
  await expectAccessible(page);
  await terms.getByRole("button", { name: "Accept" }).click();
  await expect(terms).toBeHidden();
  await expect(page.getByLabel("I agree to the")).toBeChecked();
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page.getByRole("heading", { name: "Enter the OTP" })).toBeVisible();
  await expect(page.getByText("We sent a 6-digit code to kasun.ebill@example.com.")).toBeVisible();
  await page.getByLabel("Digit 1 of 6").fill("1");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Enter Valid Otp")).toBeVisible();

  await typeOtp(page, "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(errorDialog(page)).toBeVisible();
  await errorDialog(page).getByRole("button", { name: "Ok" }).click();
  await expect(page.getByRole("heading", { name: "Enter the OTP" })).toBeHidden();
  await expect(email).toHaveValue("kasun.ebill@example.com");

  await page.getByLabel("I agree to the").check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Enter the OTP" })).toBeVisible();
  await typeOtp(page, await sim.latestOtp("kasun.ebill@example.com"));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(successDialog(page)).toContainText("Successfully registered for eBill service");
  await successDialog(page).getByRole("button", { name: "Ok" }).click();
  await expect(panelTitle(page, "Update Your eBill")).toBeVisible();
  await expect(page.getByTestId("ebill-status")).toHaveText("Your bills are emailed to kasun.ebill@example.com.");
});

test("a registered eBill is updated directly, without an OTP", async ({ page, persona, signIn }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/eBill/register");
  await expect(panelTitle(page, "Update Your eBill")).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveValue(user.userName.toLowerCase());
  await page.getByLabel("I agree to the").check();
  await page.getByLabel("Email address").fill("new.bills@example.com");
  await page.getByLabel("Email address").press("Enter");
  await expect(successDialog(page)).toContainText("Successfully registered for eBill service");
  await expect(page.getByTestId("ebill-status")).toHaveText("Your bills are emailed to new.bills@example.com.");
});

test("prepaid lines go to the prepaid broadband page; no accounts to /noAccount; unknown tabs are not found", async ({ page, persona, signIn }) => {
  await signIn(await persona("prepaid-lte"));
  await page.goto("/eBill");
  await expect(page).toHaveURL(/\/prepaid\/boardBand$/);
  await page.goto("/eBill/register");
  await expect(page).toHaveURL(/\/prepaid\/boardBand$/);
  await signIn(await persona("no-accounts"));
  await page.goto("/eBill/history");
  await expect(page).toHaveURL(/\/noAccount$/);
  const response = await page.goto("/eBill/nothing");
  expect(response?.status()).toBe(404);
});

test("every tab fits 375 px and passes axe", async ({ page, persona, signIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(await persona("outstanding"));
  for (const path of ["/eBill", "/eBill/history", "/eBill/methods", "/eBill/register"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the bill method is validated on the server and changed", async ({ page, persona, signIn }) => {
    await signIn(await persona("postpaid-fibre"));
    await page.goto("/eBill/methods");
    await expect(page.getByText("Needed for the eBill by email only.")).toBeVisible();
    await page.getByLabel("E-Mail").fill("broken@");
    await page.getByRole("button", { name: "Change bill method" }).click();
    await expect(page.getByText("Enter valid email")).toBeVisible();
    await expect(page.getByText("Please Check Checkbox to Agree")).toBeVisible();
    await expect(page.getByLabel("E-Mail")).toHaveValue("broken@");

    // The email is checked only for the email bill.
    await page.getByRole("radio", { name: "Printed bill by post" }).check();
    await page.getByLabel("I agree to the terms and conditions").check();
    await page.getByRole("button", { name: "Change bill method" }).click();
    await expect(page.getByText("Your bill method changed successfully.")).toBeVisible();
    await expect(page.getByTestId("bill-method-current")).toHaveText("Printed bill by post");
  });

  test("Resend and Download work as plain forms and links", async ({ page, persona, signIn }) => {
    const user = await persona("postpaid-fibre");
    await signIn(user);
    await page.goto("/eBill/history");
    const month = (await page.locator("tbody tr th").first().textContent()) ?? "";
    await page.getByRole("button", { name: `Resend the bill of ${month}` }).click();
    await expect(page.getByText(`Your bill was sent to ${user.userName.toLowerCase()}.`)).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: `Download the bill of ${month}` }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
  });

  test("eBill activation through the terms view and the OTP", async ({ page, persona, signIn, sim }) => {
    await signIn(await persona("bill-popup"));
    await page.goto("/eBill/register");
    await page.getByLabel("Email address").fill("nojs.ebill@example.com");
    await page.getByRole("button", { name: "terms and conditions" }).click();
    await expect(page.getByRole("dialog", { name: "eBill terms and conditions" })).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue("nojs.ebill@example.com");
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByLabel("I agree to the")).toBeChecked();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("heading", { name: "Enter the OTP" })).toBeVisible();
    // The pending email is kept in the session: the OTP view is still there on a fresh visit.
    await page.goto("/eBill/register");
    await expect(page.getByRole("heading", { name: "Enter the OTP" })).toBeVisible();
    await page.getByRole("button", { name: "Resend" }).click();
    await expect(successDialog(page)).toContainText("We sent a new code to nojs.ebill@example.com.");
    await successDialog(page).getByRole("button", { name: "Ok" }).click();
    expect((await sim.outbox("nojs.ebill@example.com")).filter((m) => m.otp)).toHaveLength(2);
    await typeOtp(page, await sim.latestOtp("nojs.ebill@example.com"));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Successfully registered for eBill service")).toBeVisible();
    await expect(page.getByTestId("ebill-status")).toHaveText("Your bills are emailed to nojs.ebill@example.com.");
  });
});
