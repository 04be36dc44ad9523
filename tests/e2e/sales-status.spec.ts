/**
 * The order status page. The visitor reaches it here as the signed-in customer who owns the order
 * (the order personas' user placed it with their own mobile), which the page accepts beside a
 * visitor's order identity from the one-time code lookup; the lookup itself is tested with its page.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { PORTAL_URL, SIM_URL } from "../../playwright.config";
import type { SimulatorClient } from "../../simulator/control/client";
import { closeOutcome, expect, expectAccessible, test } from "./fixtures";

type Persona = Awaited<ReturnType<SimulatorClient["createPersona"]>>;

const statusUrl = (ref: string) => `/applyonline/fibre/statustracking/${ref}`;

/** A file of `size` bytes that starts with `head` (an image signature or a PDF header). */
function upload(name: string, head: number[] | string, size: number, mimeType = "image/jpeg") {
  const buffer = Buffer.alloc(size);
  Buffer.from(head).copy(buffer);
  return { name, mimeType, buffer };
}
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
const MB = 1024 * 1024;

async function openOrder(page: Page, persona: (key: string) => Promise<Persona>, signIn: (p: Persona) => Promise<void>, key: string, js = true) {
  const person = await persona(key);
  expect(person.order, "the order persona answers its order").toBeTruthy();
  await signIn(person);
  await page.goto(statusUrl(person.order!.refNo));
  await expect(page.getByRole("heading", { name: "Stay Connected with Your Order", level: 1 })).toBeVisible();
  if (js) await hydrated(page);
  return { person, order: person.order! };
}

/** With JavaScript running, the agent code's Submit hides until 5 characters: the page is live. */
async function hydrated(page: Page) {
  await expect(page.getByRole("region", { name: "Official Use Only" }).getByRole("button", { name: "Submit" })).toHaveCount(0);
}

/** The billing address saved by posting the page's own form (the form itself is tested below). */
async function saveBillingAsService(page: Page, ref: string) {
  const response = await page.request.post(statusUrl(ref), { form: { intent: "billing", same: "on" }, headers: { Origin: PORTAL_URL }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  await page.goto(statusUrl(ref));
  await closeOutcome(page, "Success", "Submitted your request successfully.");
  await hydrated(page);
}

test("a FULL order shows its figures at once, on both addresses; the receipt downloads as ftth_order_receipt.pdf; 375 px", async ({
  page,
  persona,
  signIn,
}) => {
  const { order } = await openOrder(page, persona, signIn, "order-awaiting-documents");
  for (const text of [order.refNo, "Rs. 10000.00", "Pending Document Upload", "Any Joy", "PEO Silver", order.mobile]) {
    await expect(page.getByText(text, { exact: true }).first(), text).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/applyonline");
  await expect(page.getByRole("heading", { name: "Billing address" })).toBeVisible();
  // No billing address yet: no document upload until there is one.
  await expect(page.getByLabel("NIC Front")).toHaveCount(0);
  await expectAccessible(page);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download receipt (PDF)" }).click()]);
  expect(download.suggestedFilename()).toBe("ftth_order_receipt.pdf");
  const pdf = (await readFile((await download.path())!)).toString("latin1");
  expect(pdf.startsWith("%PDF-")).toBe(true);
  // jsPDF writes text uncompressed: each line is a `(...) Tj` operator.
  const text = [...pdf.matchAll(/\((.*?)\) Tj/g)].map((m) => m[1]).join("\n");
  for (const expected of [order.refNo, "Any Joy", "PEO Silver", "Home", "Rs. 10000.00"]) expect(text, expected).toContain(expected);

  await page.goto(`/fttx/${order.refNo}/1`);
  await expect(page.getByRole("heading", { name: "Stay Connected with Your Order" })).toBeVisible();
  await expect(page.getByText("Rs. 10000.00", { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(statusUrl(order.refNo));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "no horizontal scroll at 375 px").toBeLessThanOrEqual(0);
});

test("an ADVANCED order shows Rs. 0.00 and neither billing address nor documents; the agent code needs 5 characters, then is read-only", async ({
  page,
  persona,
  signIn,
}) => {
  const { order } = await openOrder(page, persona, signIn, "order-advanced");
  await expect(page.getByText("Rs. 0.00", { exact: true })).toBeVisible();
  await expect(page.getByText("Registered", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Billing address" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Submit Now" })).toHaveCount(0);

  const official = page.getByRole("region", { name: "Official Use Only" });
  const code = official.getByLabel("Agent code");
  await code.fill("AB12");
  await expect(official.getByRole("button", { name: "Submit" })).toHaveCount(0);
  await code.fill("ab123");
  await official.getByRole("button", { name: "Submit" }).click();
  await closeOutcome(page, "Success", "Submitted your request successfully.");
  await expect(official.getByLabel("Agent code")).toHaveValue("AB123");
  await expect(official.getByLabel("Agent code")).toHaveAttribute("readonly", "");
  await expect(official.getByRole("button", { name: "Submit" })).toHaveCount(0);

  // The page refreshes itself once, 5 seconds after it is shown, and stays as it was.
  const refreshed = page.waitForResponse((r) => r.url().includes(`${order.refNo}`) && r.url().includes("_data="), { timeout: 8000 });
  await page.reload();
  await refreshed;
  await expect(page.getByText("Rs. 0.00", { exact: true })).toBeVisible();
});

test("without an order identity the page sends the visitor to verify the order first", async ({ page, persona }) => {
  const person = await persona("order-advanced");
  await page.goto(statusUrl(person.order!.refNo));
  await expect(page).toHaveURL(new RegExp(`/applyonline/status/${person.order!.refNo}$`));
});

test("billing address: both lines required, the checkbox copies the service address and locks once saved; documents follow", async ({
  page,
  persona,
  signIn,
}) => {
  await openOrder(page, persona, signIn, "order-awaiting-documents");
  const line1 = page.getByLabel("Billing Address Line 1");
  const line2 = page.getByLabel("Billing Address Line 2");
  await line1.fill("   ");
  await page.getByRole("button", { name: "Save billing address" }).click();
  await expect(line1).toHaveAccessibleDescription("Cannot be Empty");
  await expect(line2).toHaveAccessibleDescription("Cannot be Empty");

  const same = page.getByRole("checkbox", { name: "Same as service address" });
  await same.check();
  await expect(line1).not.toHaveValue("");
  await expect(line1).toHaveAttribute("readonly", "");
  const serviceLine1 = await line1.inputValue();
  await same.uncheck();
  await expect(line1).toHaveValue("");
  await same.check();
  await page.getByRole("button", { name: "Save billing address" }).click();
  await closeOutcome(page, "Success", "Submitted your request successfully.");
  await expect(line1).toHaveValue(serviceLine1);
  await expect(same).toBeDisabled();
  await expect(line2).toBeEditable();

  // Billing is the service address: NIC front and back, no address proof.
  await expect(page.getByLabel("NIC Front")).toBeVisible();
  await expect(page.getByLabel("Billing address proof")).toHaveCount(0);
  await expectAccessible(page);
});

const LEAVE = "Do you want to leave this web page? Your existing data will be gone. Please click the bottom back button to return to the previous step.";

test("documents: leaving with a chosen file warns; a 1 MB jpg is accepted; 3 MB, a PDF renamed .jpg and a missing file are refused", async ({
  page,
  persona,
  signIn,
}) => {
  const { person, order } = await openOrder(page, persona, signIn, "order-awaiting-documents");
  await saveBillingAsService(page, order.refNo);
  const submit = page.getByRole("button", { name: "Submit Now" });

  await page.getByLabel("NIC Front").setInputFiles(upload("front.jpg", JPEG, MB));
  // A chosen file cannot be kept: leaving asks first, in the specification's words.
  await page.getByRole("link", { name: "Home", exact: true }).click();
  const leave = page.getByRole("dialog", { name: "Leave this page?" });
  await expect(leave).toContainText(LEAVE);
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(leave).toHaveCount(0);
  await submit.click();
  await closeOutcome(page, "Error", "Please upload all the relevant files");

  await page.getByLabel("NIC Back").setInputFiles(upload("back.jpg", JPEG, 3 * MB));
  await submit.click();
  await expect(page.getByLabel("NIC Back")).toHaveAccessibleDescription("Maximum file upload size 2MB");

  // Named .jpg, but a PDF inside: only the server's content check can tell.
  await page.getByLabel("NIC Back").setInputFiles(upload("back.jpg", "%PDF-1.4\n%", 20_000, "image/jpeg"));
  await submit.click();
  await expect(page.getByLabel("NIC Back")).toHaveAccessibleDescription("Only png, jpg and jpeg images are allowed.");

  await page.getByLabel("NIC Front").setInputFiles(upload("front.jpg", JPEG, MB));
  await page.getByLabel("NIC Back").setInputFiles(upload("back.jpeg", JPEG, MB));
  await submit.click();
  await closeOutcome(page, "Success", "Submitted your request successfully.");
  await expect(page.getByText("Your documents have been received.")).toBeVisible();
  await expect(page.getByText("Pending", { exact: true })).toBeVisible();
  await expect(submit).toHaveCount(0);

  // The simulator received the application PDF named after the NIC and the two images named after their
  // fields (the browser's names stay in the browser).
  const control = await (await fetch(`${SIM_URL}/__sim`)).text();
  expect(control).toContain(`${person.nic}.pdf`);
  expect(control).toContain("nicback_file.jpg");
  expect(control).not.toContain("back.jpeg");
});

test("Submit Later asks first, and OK returns to /applyonline", async ({ page, persona, signIn }) => {
  const { order } = await openOrder(page, persona, signIn, "order-awaiting-documents");
  await saveBillingAsService(page, order.refNo);
  await page.getByRole("link", { name: "Submit Later" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Later" });
  await expect(dialog).toContainText("through the link we send you by SMS");
  await expect(dialog).toContainText("Provisioning of your connection starts only after the documents are uploaded.");
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("link", { name: "Submit Later" }).click();
  await dialog.getByRole("button", { name: "OK" }).click();
  // /applyonline sends a signed-in customer to their fibre order, here a paid one: /connectionOrder.
  await expect(page).toHaveURL(/\/connectionOrder$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("billing address, agent code, the 2 MB cap and Submit Later work as plain forms", async ({ page, persona, signIn }) => {
    const { order } = await openOrder(page, persona, signIn, "order-awaiting-documents", false);
    await page.getByRole("button", { name: "Save billing address" }).click();
    await expect(page.getByLabel("Billing Address Line 1")).toHaveAccessibleDescription("Cannot be Empty");
    await expect(page.getByLabel("Billing Address Line 2")).toHaveAccessibleDescription("Cannot be Empty");
    await page.getByLabel("Billing Address Line 1").fill("  5 Lake Drive ");
    await page.getByLabel("Billing Address Line 2").fill("Kandy");
    await page.getByRole("button", { name: "Save billing address" }).click();
    await expect(page.getByRole("dialog", { name: "Success" })).toContainText("Submitted your request successfully.");
    await expect(page.getByLabel("Billing Address Line 1")).toHaveValue("5 Lake Drive");
    // A billing address that is not the service address asks for a proof.
    await expect(page.getByLabel("Billing address proof")).toBeVisible();

    await page.getByLabel("NIC Front").setInputFiles(upload("front.jpg", JPEG, 3 * MB));
    await page.getByLabel("NIC Back").setInputFiles(upload("back.jpg", JPEG, MB));
    await page.getByLabel("Billing address proof").setInputFiles(upload("bill.jpg", JPEG, MB));
    await page.getByRole("button", { name: "Submit Now" }).click();
    await expect(page.getByLabel("NIC Front")).toHaveAccessibleDescription("Maximum file upload size 2MB");
    // Every file was given: the one too large is not also counted missing.
    await expect(page.getByText("Please upload all the relevant files")).toHaveCount(0);

    const official = page.getByRole("region", { name: "Official Use Only" });
    await official.getByLabel("Agent code").fill("AB12");
    await official.getByRole("button", { name: "Submit" }).click();
    await expect(official.getByLabel("Agent code")).toHaveAccessibleDescription("Agent code must be greater than 4 characters long.");
    await official.getByLabel("Agent code").fill("AB123");
    await official.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("dialog", { name: "Success" })).toBeVisible();
    await expect(official.getByLabel("Agent code")).toHaveValue("AB123");

    await page.getByRole("link", { name: "Submit Later" }).click();
    await expect(page).toHaveURL(new RegExp(`${order.refNo}\\?confirm=later$`));
    await page.getByRole("dialog", { name: "Submit Later" }).getByRole("button", { name: "OK" }).click();
    // /applyonline sends a signed-in customer to their fibre order, here a paid one: /connectionOrder.
    await expect(page).toHaveURL(/\/connectionOrder$/);
  });
});
