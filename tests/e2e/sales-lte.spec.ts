/**
 * The LTE wizard (/lterequest) of a signed-in customer: packages, location with the coverage check,
 * customer details with one-time codes and the NIC check, documents, the payment summary and Add to
 * Cart, then the cart, a declined and an approved payment, the LTE result and the status screen as
 * the customer's own simulator clock moves; the request for coverage where there is none; the entry
 * rules (a cart waiting for payment, the status screen of a paid order); and the whole wizard without JavaScript.
 */
import { deflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import type { SimulatorClient } from "../../simulator/control/client";
import { backAndForward, expect, expectAccessible, field, holdRequests, logout, test } from "./fixtures";
import { expectPaid, lteCart, payOnHostedPage, resultRef } from "./sales-journey";

const texts = {
  title: "NEW SERVICE REQUEST - SLTMOBITEL LTE",
  available: "SLTMOBITEL LTE is available for your area. Click next to proceed",
  unavailable: "not available at the selected location, You can request SLT Megaline service.",
  consent: "I confirm that the location on the map is where the connection is to be installed.",
  empty: "Cannot be Empty",
};

// Each test walks several steps with operator round trips on every post: room on a busy machine.
test.slow();

let counter = 0;
/** A mobile of its own per test (the one-time code limits count per contact). */
const uniqueMobile = () => `076${String((Date.now() + process.pid * 37 + counter++ * 7919) % 10_000_000).padStart(7, "0")}`;

/** A valid 1×1 PNG, made here: signature, IHDR, one IDAT row, IEND (each chunk with its CRC). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const pixels = deflateSync(Buffer.from([0, 0x00, 0x56, 0xa6]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const image = (name: string) => ({ name, mimeType: "image/png", buffer: tinyPng() });

/** Journal entries the operator answered with isSuccess. */
const succeeded = (entries: Array<{ status: number | null; answer?: unknown }>) =>
  entries.filter((e) => e.status === 200 && (e.answer as { isSuccess?: boolean } | undefined)?.isSuccess === true);

async function fitsNarrowScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

async function typeOtp(page: Page, code: string) {
  for (let i = 0; i < 6; i++) await page.getByLabel(`Digit ${i + 1} of 6`).fill(code[i]!);
}

const HOUR = 3600_000;

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });

/** Step 1 with JavaScript: the connection's messages, then Home and 4G Anytime 80 on a voice and broadband line. */
async function choosePackages(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Voice and Broadband" })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please select a package", { exact: true })).toBeVisible();

  // Broadband only: the voice card goes; Next wants an internet package.
  await page.getByRole("radio", { name: "Broadband only" }).check();
  await expect(page.getByRole("heading", { name: "Voice", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please select an internet package.")).toBeVisible();

  await page.getByRole("radio", { name: "Voice and Broadband" }).check();
  await page.getByRole("link", { name: "Select a Voice package" }).click();
  await page.getByRole("button", { name: "Choose Home" }).click();
  await expect(page.getByRole("link", { name: "Edit the Voice package" })).toBeVisible();
  await page.getByRole("link", { name: "Select an Internet package" }).click();
  await page.getByRole("button", { name: "Choose 4G Anytime 80" }).click();
  await expect(page.getByRole("link", { name: "Edit the Internet package" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "eBill" })).toBeChecked();
  await expect(page.getByRole("group", { name: /IDD/ }).getByRole("radio", { name: "Yes" })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Feasibility Check")).toBeVisible();
}

/**
 * Step 2 with JavaScript: the consent's and Next's messages, then Colombo with its pin where there is
 * coverage. `reload`: before Next the page is reloaded, and keeps the consent and the address lines.
 */
async function chooseColombo(page: Page, { reload = false } = {}) {
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(texts.empty)).toBeVisible();
  const consent = page.getByRole("checkbox", { name: texts.consent });
  await consent.click();
  await expect(page.getByText("Please select the your City to continue")).toBeVisible();
  await expect(consent).not.toBeChecked();
  await expect(field(page, "Address Line 1")).toBeDisabled();

  const city = page.getByRole("combobox", { name: "City" });
  await city.fill("colo");
  await page.getByRole("option", { name: /^Colombo \(/ }).click();
  await expect(city).toHaveValue("Colombo");
  await expect(field(page, "Postal Code")).toHaveValue("00100");
  await expect(field(page, "District")).toHaveValue("Colombo");
  await expect(page.getByTestId("location-map").locator('img[src*="/maps/tiles/14/"]').first()).toBeVisible();
  await expect(page.getByTestId("location-map").locator('img[src*="/maps/coverage/"]').first()).toBeAttached();
  await expect(page.getByText("Red: high coverage")).toBeVisible();
  await expect(page.getByText("Yellow: low coverage")).toBeVisible();
  await consent.click();
  await expect(page.getByText("Please drag the home icon to your exact location")).toBeVisible();

  await page.getByRole("button", { name: "Pin the centre of the map" }).click();
  await expect(page.getByTestId("location-picked")).toHaveText("Selected location: 6.927100, 79.861200");
  await expect(page.getByText(texts.available)).toBeVisible();
  await expect(page.getByRole("link", { name: "Request coverage" })).toBeVisible();
  await consent.check();
  await expect(field(page, "Address Line 1")).toBeEnabled();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(texts.empty)).toBeVisible();
  await field(page, "Address Line 1").fill("No 12");
  await field(page, "Address Line 2").fill("Galle Road");
  await expect(page.getByText("cannot be changed later")).toBeVisible();
  await expectAccessible(page);
  if (reload) {
    // What is typed is kept in the browser until Next succeeds.
    await page.reload();
    await expect(consent).toBeChecked();
    await expect(field(page, "Address Line 1")).toHaveValue("No 12");
    await expect(field(page, "Address Line 2")).toHaveValue("Galle Road");
    await expect(page.getByText(texts.available)).toBeVisible();
  }
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Customer Details")).toBeVisible();
}

/** Step 4 with JavaScript: the mobile by a one-time code, the NIC, the billing address. */
async function fillDetails(page: Page, sim: SimulatorClient) {
  const next = page.getByRole("button", { name: "Next", exact: true });
  await expect(next).toBeDisabled();
  // The alternate contact is optional (its hint says so): no required mark beside it, as beside the Title.
  await expect(page.locator("label", { hasText: /^Title \*$/ })).toBeVisible();
  await expect(page.locator("label", { hasText: /^Alternate contact$/ })).toBeVisible();
  await field(page, "Title").selectOption("Mr");
  await field(page, "First Name").fill("Nimal");
  await field(page, "Last Name").fill("Perera");

  const mobile = uniqueMobile();
  await field(page, "Mobile").fill("12345");
  await page.getByRole("button", { name: "Verify mobile" }).click();
  await expect(page.getByText("Enter valid mobile number")).toBeVisible();
  await field(page, "Mobile").fill(mobile);
  await page.getByRole("button", { name: "Verify mobile" }).click();
  const dialog = page.getByRole("dialog", { name: "Enter the OTP" });
  await expect(dialog.getByText(`OTP sent to ${mobile}`)).toBeVisible();
  await expectAccessible(page);
  // The LTE panel submits itself at the sixth digit.
  await typeOtp(page, await sim.latestOtp(mobile));
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(2);

  // An email user's email is their login id: filled in, verified and locked.
  await expect(field(page, "Email")).toHaveAttribute("readonly", "");

  await expect(field(page, "Nationality")).toHaveValue("Sri Lankan");
  await field(page, "NIC Number").fill("853400937v");
  await expect(field(page, "NIC Number")).toHaveValue("853400937V");
  await expect(field(page, "Date of Birth")).toHaveValue("1985-12-05");
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(3);
  await expect(field(page, "Date of Birth")).toHaveAttribute("readonly", "");
  await expect(next).toBeEnabled();

  // Next tells the first failure only: the billing city.
  await next.click();
  await expect(page.getByText(texts.empty)).toHaveCount(1);
  await expect(field(page, "City")).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("checkbox", { name: "Same as service address" }).check();
  await expect(field(page, "Billing Address Line 1")).toHaveValue("No 12");
  await expect(field(page, "City")).toHaveValue("Colombo");
  await expect(field(page, "Postal Code")).toHaveValue("00100");
  await expect(field(page, "Billing Address Line 2")).toHaveAttribute("readonly", "");
  await expectAccessible(page);
  await next.click();
  await expect(stepHeading(page, "Customer Details - Document Upload")).toBeVisible();
}

/** Step 5: nothing chosen is refused, then the NIC front and back. */
async function uploadNic(page: Page) {
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("dialog", { name: "Error" }).getByText("Please upload all the relevant files")).toBeVisible();
  await page.getByRole("dialog", { name: "Error" }).getByRole("button", { name: "Ok" }).click();
  await page.getByLabel("NIC Front").setInputFiles(image("front.png"));
  await page.getByLabel("NIC Back").setInputFiles(image("back.png"));
  await expectAccessible(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Summary")).toBeVisible();
}

/**
 * Step 6's ticks, not yet sent, through a reload, the step's Back (to the documents) and the browser's
 * Back and Forward; after `signInAgain` (a logout and a sign-in) the step is found again without them.
 */
async function summaryKeepsTicks(page: Page, signInAgain: () => Promise<void>) {
  const read = page.getByRole("checkbox", { name: "I have read and downloaded the" });
  const truth = page.getByRole("checkbox", { name: "I confirm that the information I have given is true and accurate." });
  await read.check();
  await truth.check();
  const expectKept = async () => {
    await expect(read).toBeChecked();
    await expect(truth).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "I agree to the general" })).not.toBeChecked();
  };
  await page.reload();
  await expectKept();
  await backAndForward(page, () => expect(stepHeading(page, "Customer Details - Document Upload")).toBeVisible(), expectKept);
  await signInAgain();
  await page.goto("/lterequest?step=6");
  await expect(stepHeading(page, "Summary")).toBeVisible();
  await expect(read).not.toBeChecked();
  await expect(truth).not.toBeChecked();
}

/** Step 6: fee, packages, each declaration holds Add to Cart back; then the cart is saved and /cart opens. */
async function addToCart(page: Page, sim: SimulatorClient, userName: string) {
  await expect(page.getByText("LTE Connection Fee (One Time)")).toBeVisible();
  await expect(page.getByText("Rs. 3,900.00")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Home", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "4G Anytime 80" })).toBeVisible();
  await expect(page.getByText("+ 10 GB Free")).toBeVisible();

  const pdf = await page.request.get(
    await page
      .getByRole("link", { name: "application (PDF)" })
      .getAttribute("href")
      .then((h) => h!),
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  const add = page.getByRole("button", { name: "Add to Cart" });
  const boxes = [
    page.getByRole("checkbox", { name: "I have read and downloaded the" }),
    page.getByRole("checkbox", { name: "I confirm that the information I have given is true and accurate." }),
    page.getByRole("checkbox", { name: "I agree to the general" }),
  ];
  // Any two of the three leave it disabled.
  for (const left of boxes) {
    for (const box of boxes) await (box === left ? box.uncheck() : box.check());
    await expect(add).toBeDisabled();
  }
  await boxes[2]!.uncheck();
  await page.getByRole("link", { name: "Terms and Conditions" }).click();
  const terms = page.getByRole("dialog", { name: "Terms and Conditions" });
  await expect(terms).toBeVisible();
  await terms.getByRole("link", { name: "Accept" }).click();
  await expect(boxes[2]!).toBeChecked();
  await expect(add).toBeEnabled();
  await expectAccessible(page);
  await add.click();
  await expect(page).toHaveURL(/\/cart$/);

  const saved = await sim.journal({ user: userName, contract: "sales.saveInvoice" });
  expect(succeeded(saved)).toHaveLength(3);
  // The cart now waits for payment: the wizard sends the customer there.
  await page.goto("/lterequest");
  await expect(page).toHaveURL(/\/cart$/);
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a customer without accounts orders from the /noAccount LTE card to the cart", async ({ page, persona, signIn, sim }) => {
    const customer = await persona("no-accounts");
    await signIn(customer);
    await page.goto("/noAccount");
    await page.getByRole("link", { name: /4G LTE/ }).click();
    await expect(page).toHaveURL(/\/lterequest/);
    await fitsNarrowScreen(page);
    await choosePackages(page);
    await fitsNarrowScreen(page);
    // A reload before Next keeps the consent and the address lines.
    await chooseColombo(page, { reload: true });
    await fitsNarrowScreen(page);
    // A reload keeps the step and what was saved.
    await page.reload();
    await expect(field(page, "Email")).toHaveValue(customer.userName);
    await fillDetails(page, sim);
    await fitsNarrowScreen(page);
    await uploadNic(page);
    await fitsNarrowScreen(page);
    await addToCart(page, sim, customer.userName);
  });
});

test("a postpaid fibre customer orders an LTE line through a declined and then an approved payment, and follows it until it completes; a step asked for too early opens the furthest open one", async ({
  page,
  persona,
  signIn,
  sim,
}) => {
  test.setTimeout(test.info().timeout + 60_000);
  const customer = await persona("postpaid-fibre");
  await signIn(customer);
  // A step asked for too early opens the furthest open one.
  await page.goto("/lterequest?step=6");
  await expect(page).toHaveURL(/\/lterequest\?step=1$/);
  await choosePackages(page);
  await chooseColombo(page);
  await fillDetails(page, sim);
  await uploadNic(page);
  await summaryKeepsTicks(page, async () => {
    await logout(page, customer.userName);
    await signIn(customer);
  });
  await addToCart(page, sim, customer.userName);

  // The cart: the LTE lines; a declined payment fails and leaves the cart as it was, still payable.
  const cart = lteCart(page);
  await expect(cart.getByRole("listitem")).toHaveCount(2);
  await expect(cart.getByRole("listitem").nth(0)).toContainText("4G Anytime 80");
  await expect(cart.getByRole("listitem").nth(1)).toContainText("Home");
  await payOnHostedPage(page, cart, "Rs. 3,900.00", "Decline");
  const ref = await resultRef(page, "LTE");
  await expect(page).toHaveURL(new RegExp(`/LTE/${ref}/0\\?pay=`));
  await expect(page.getByRole("alert")).toHaveText("Your Order is Unsuccessful .");
  await expect(page.getByRole("link", { name: "Close" })).toHaveAttribute("href", "/noAccount");
  await page.getByRole("link", { name: "Back to cart" }).click();
  await expect(cart.getByRole("listitem")).toHaveCount(2);
  await page.goto("/lterequest");
  await expect(page).toHaveURL(/\/cart$/);

  // Approved: the LTE result, whose Continue opens the status screen of /lterequest.
  await payOnHostedPage(page, cart, "Rs. 3,900.00");
  await expectPaid(page, "LTE", ref);
  await expect(page.getByRole("timer")).toHaveCount(0);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/lterequest$/);
  await expect(page.getByRole("heading", { level: 1, name: "NEW SERVICE REQUEST - LTE HOME LINE" })).toBeVisible();
  await expect(page.getByText("Your order is successfully submitted.")).toBeVisible();
  const facts = page.locator(".lte-status-facts");
  await expect(facts.getByText(ref)).toBeVisible();
  await expect(facts.getByText("Pending", { exact: true })).toBeVisible();

  // Only this customer's simulator clock moves: six hours on it is in processing, two and a half days on complete.
  await sim.clock({ user: customer.userName, advanceMs: 6 * HOUR });
  await page.reload();
  await expect(facts.getByText("In processing", { exact: true })).toBeVisible();
  await sim.clock({ user: customer.userName, advanceMs: 60 * HOUR });
  await page.reload();
  await expect(facts.getByText("Completed", { exact: true })).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
});

/** Step 1 with the Home voice package alone, then step 2 at Colombo 07 with its pin, where there is coverage. */
async function homeAtColombo07(page: Page) {
  await page.goto("/lterequest");
  await page.getByRole("link", { name: "Select a Voice package" }).click();
  await page.getByRole("button", { name: "Choose Home" }).click();
  await expect(page.getByRole("link", { name: "Edit the Voice package" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("combobox", { name: "City" }).fill("Colombo 07");
  await page.getByRole("option", { name: /^Colombo 07/ }).click();
  await page.getByRole("button", { name: "Pin the centre of the map" }).click();
  await expect(page.getByText(texts.available)).toBeVisible();
}

test("the NIC check: a title that does not match and an ineligible NIC whose alert leads to the broadband summary", async ({ page, persona, signIn }) => {
  const [customer, ineligible] = await Promise.all([persona("postpaid-fibre"), persona("ineligible-nic")]);
  await signIn(customer);
  await homeAtColombo07(page);
  await page.getByRole("checkbox", { name: texts.consent }).check();
  await field(page, "Address Line 1").fill("No 3");
  await field(page, "Address Line 2").fill("Flower Road");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Customer Details")).toBeVisible();

  // A man's NIC under the title Mrs is refused and cleared.
  await field(page, "Title").selectOption("Mrs");
  await field(page, "NIC Number").fill("853400937V");
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error.getByText("NIC and your name title not match")).toBeVisible();
  await error.getByRole("button", { name: "Ok" }).click();
  await expect(page.getByText("Not match with Nic")).toBeVisible();
  await expect(page.getByText("Not match with title")).toBeVisible();
  await expect(field(page, "NIC Number")).toHaveValue("");

  // Another nationality asks for a passport instead.
  await field(page, "Nationality").fill("Ind");
  await page.getByRole("option", { name: "Indian" }).click();
  await expect(field(page, "Passport Number")).toBeVisible();
  await field(page, "Passport Number").fill("AB12345678");
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  await expect(page.getByText("Enter Valid Passport Number")).toBeVisible();
  await field(page, "Nationality").fill("Sri Lankan");

  await field(page, "Title").selectOption("Mr");
  await field(page, "NIC Number").fill(ineligible.nic);
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  const refused = page.getByRole("dialog", { name: /an Existing customer!$/ });
  await expect(refused.getByText("Please visit the regional office.")).toBeVisible();
  await expect(field(page, "NIC Number")).toHaveValue("");
  await refused.getByRole("link", { name: "Ok" }).click();
  await expect(page).toHaveURL(/\/boardBand\/summary/);
});

test("the consent and the address lines stay in the browser until Next: a reload, Back and Forward keep them, nothing is posted before; a logout forgets them", async ({
  page,
  persona,
  signIn,
}) => {
  const customer = await persona("postpaid-fibre");
  await signIn(customer);
  await homeAtColombo07(page);
  const posted: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posted.push(r.postData() ?? "");
  });
  const consent = page.getByRole("checkbox", { name: texts.consent });
  await consent.check();
  await field(page, "Address Line 1").fill("No 3");
  await field(page, "Address Line 2").fill("Flower Road");
  const expectKept = async () => {
    await expect(consent).toBeChecked();
    await expect(field(page, "Address Line 1")).toHaveValue("No 3");
    await expect(field(page, "Address Line 2")).toHaveValue("Flower Road");
  };
  await page.reload();
  await expectKept();
  await backAndForward(page, () => expect(page.getByRole("link", { name: "Edit the Voice package" })).toBeVisible(), expectKept);
  expect(posted.filter((body) => /address1=No|grant=on/.test(body))).toEqual([]);

  // After a logout and a sign-in the step is found with its saved place, not with the unsent entries.
  await logout(page, customer.userName);
  await signIn(customer);
  await page.goto("/lterequest?step=2");
  await expect(page.getByRole("combobox", { name: "City" })).toHaveValue("Colombo 07");
  await expect(page.getByText(texts.available)).toBeVisible();
  await expect(consent).not.toBeChecked();
  await expect(field(page, "Address Line 1")).toHaveValue("");
  await consent.check();
  await field(page, "Address Line 1").fill("No 3");
  await field(page, "Address Line 2").fill("Flower Road");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Customer Details")).toBeVisible();
  expect(posted.filter((body) => /intent=location-next/.test(body) && /address2=Flower(\+|%20)Road/.test(body))).toHaveLength(1);
});

test("Next waits while the pin's coverage is being saved, then opens Customer Details", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await homeAtColombo07(page);
  await page.getByRole("checkbox", { name: texts.consent }).check();
  await field(page, "Address Line 1").fill("No 3");
  await field(page, "Address Line 2").fill("Flower Road");

  // The pin moves to another town; its save is held until the test lets it answer.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/lterequest\?step=2&_data=/, async (route) => {
    if (!/intent=location-save/.test(route.request().postData() ?? "")) return route.continue();
    const response = await route.fetch();
    await released;
    await route.fulfill({ response }).catch(() => {});
  });
  const saving = page.waitForRequest((r) => r.method() === "POST" && /intent=location-save/.test(r.postData() ?? ""));
  await page.getByRole("combobox", { name: "City" }).fill("Colombo 03");
  await page.getByRole("option", { name: /^Colombo 03/ }).click();
  await page.getByRole("button", { name: "Pin the centre of the map" }).click();
  await saving;
  const next = page.getByRole("button", { name: "Next" });
  await expect(next).toBeDisabled();
  release();
  await expect(page.getByText(texts.available)).toBeVisible();
  // Choosing another city cleared the consent and the address lines: given again, Next goes on.
  await page.getByRole("checkbox", { name: texts.consent }).check();
  await field(page, "Address Line 1").fill("No 5");
  await field(page, "Address Line 2").fill("Duplication Road");
  await expect(next).toBeEnabled();
  await next.click();
  await expect(stepHeading(page, "Customer Details")).toBeVisible();
});

test("where there is no coverage the customer requests it: a sales lead", async ({ page, persona, signIn, sim }) => {
  const customer = await persona("lte-no-coverage");
  expect(customer.home).toEqual({ city: "Kilinochchi", lat: 9.3803, lng: 80.377 });
  await signIn(customer);
  // Broadband only chosen while the page's code is on its way, as on a slow phone: once it runs, the choice is saved and the cards follow.
  const release = await holdRequests(page, /\/assets\/entry\.client-[^/]*\.js$/);
  await page.goto("/lterequest", { waitUntil: "domcontentloaded" });
  await page.getByRole("radio", { name: "Broadband only" }).check();
  await expect(page.getByRole("link", { name: "Select a Voice package" })).toBeVisible();
  release();
  await expect(page.getByRole("link", { name: "Select a Voice package" })).toHaveCount(0);
  await page.getByRole("link", { name: "Select an Internet package" }).click();
  await page.getByRole("button", { name: "Choose 4G Anytime 40" }).click();
  await expect(page.getByRole("link", { name: "Edit the Internet package" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByRole("combobox", { name: "City" }).fill("Kilin");
  await page.getByRole("option", { name: /^Kilinochchi/ }).click();
  await page.getByRole("button", { name: "Pin the centre of the map" }).click();
  await expect(page.getByTestId("location-picked")).toHaveText("Selected location: 9.380300, 80.377000");
  await expect(page.getByText(texts.unavailable)).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Request coverage" }).click();
  await expect(stepHeading(page, "LTE Connection Request - Feasibility Check - Request Coverage")).toBeVisible();
  await expect(page.getByText("Requested location: Kilinochchi (9.3803, 80.377)")).toBeVisible();
  await fitsNarrowScreenAt(page);
  // The same form as the order's (spec 002 §2.6): Request coverage waits for the NIC or passport check.
  const request = page.getByRole("button", { name: "Request coverage" });
  await expect(request).toBeDisabled();
  await expect(page.getByText("Verify your NIC or passport to continue.")).toBeVisible();
  const mobile = uniqueMobile();
  await field(page, "Title").selectOption("Mr");
  await field(page, "First Name").fill("Ravi");
  await field(page, "Last Name").fill("Kumar");
  await field(page, "Mobile").fill(mobile);
  await field(page, "Address Line 1").fill("No 8");
  // What was typed, not yet sent, is kept through a reload, the step's Back and the browser's Back and Forward.
  const expectTyped = async () => {
    await expect(field(page, "Title")).toHaveValue("Mr");
    await expect(field(page, "First Name")).toHaveValue("Ravi");
    await expect(field(page, "Last Name")).toHaveValue("Kumar");
    await expect(field(page, "Mobile")).toHaveValue(mobile);
    await expect(field(page, "Address Line 1")).toHaveValue("No 8");
  };
  await page.reload();
  await expectTyped();
  await backAndForward(page, () => expect(stepHeading(page, "Feasibility Check")).toBeVisible(), expectTyped);
  // After a logout and a sign-in the request is found again (the location was saved), without the entries.
  await logout(page, customer.userName);
  await signIn(customer);
  await page.goto("/lterequest?step=3");
  await expect(stepHeading(page, "LTE Connection Request - Feasibility Check - Request Coverage")).toBeVisible();
  await expect(field(page, "First Name")).toHaveValue("");
  await expect(field(page, "Address Line 1")).toHaveValue("");
  await field(page, "Title").selectOption("Mr");
  await field(page, "First Name").fill("Ravi");
  await field(page, "Last Name").fill("Kumar");
  await field(page, "Mobile").fill(mobile);
  await field(page, "Address Line 1").fill("No 8");
  await page.getByRole("button", { name: "Verify mobile" }).click();
  const code = page.getByRole("dialog", { name: "Enter the OTP" });
  await expect(code.getByText(`OTP sent to ${mobile}`)).toBeVisible();
  await typeOtp(page, await sim.latestOtp(mobile));
  await expect(code).toHaveCount(0);
  await field(page, "NIC Number").fill("853400937V");
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  await expect(field(page, "Date of Birth")).toHaveAttribute("readonly", "");
  expect(await sim.journal({ user: customer.userName, contract: "sales.createSalesLead" })).toEqual([]);
  await expectAccessible(page);
  await request.click();
  const success = page.getByRole("dialog", { name: "Success" });
  await expect(success.getByText("Your request for coverage has been received. Our team will contact you soon.")).toBeVisible();
  const leads = await sim.journal({ user: customer.userName, contract: "sales.createSalesLead" });
  expect(succeeded(leads)).toHaveLength(1);
});

test("an LTE cart waiting for payment sends the customer to /cart", async ({ page, persona, signIn }) => {
  await signIn(await persona("lte-cart-unpaid"));
  await page.goto("/lterequest");
  await expect(page).toHaveURL(/\/cart$/);
});

test("a paid LTE order shows its status screen, following the CRM until it fails; New request opens a fresh wizard", async ({ page, persona, signIn, sim }) => {
  const customer = await persona("lte-order-fails");
  await signIn(customer);
  await page.goto("/lterequest");
  await expect(page.getByRole("heading", { level: 1, name: "NEW SERVICE REQUEST - LTE HOME LINE" })).toBeVisible();
  await expect(page.getByText("Your order is successfully submitted.")).toBeVisible();
  const facts = page.locator(".lte-status-facts");
  await expect(facts.getByText(customer.order!.refNo)).toBeVisible();
  await expect(facts.getByText("Order Status")).toBeVisible();
  await expect(facts.getByText("Pending", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "New request" })).toHaveCount(0);
  await expectAccessible(page);
  await fitsNarrowScreenAt(page);

  // Only this customer's simulator clock moves (the other tests keep the world's time). Six hours
  // on the order is in processing; a day on its provisioning has failed and the order is over.
  await sim.clock({ user: customer.userName, advanceMs: 6 * HOUR });
  await page.reload();
  await expect(facts.getByText("In processing", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "New request" })).toHaveCount(0);
  await sim.clock({ user: customer.userName, advanceMs: 18 * HOUR });
  await page.reload();
  await expect(facts.getByText("Failed", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "New request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
  await expect(stepHeading(page, "Package Selection")).toBeVisible();
});

async function fitsNarrowScreenAt(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await fitsNarrowScreen(page);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("the whole wizard by plain posts, the town list standing in for the map", async ({ page, persona, signIn, sim }) => {
    const customer = await persona("no-accounts");
    await signIn(customer);
    await page.goto("/lterequest");
    await fitsNarrowScreen(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Please select a package", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Select a Voice package" }).click();
    await page.getByRole("button", { name: "Choose Home" }).click();
    await page.getByRole("link", { name: "Select an Internet package" }).click();
    await page.getByRole("button", { name: "Choose 4G Anytime 80" }).click();
    await page.getByRole("radio", { name: "SMS" }).check();
    await page.getByRole("button", { name: "Next" }).click();

    // Location: the city list and the town list; "Check coverage" posts and the answer shows.
    await expect(stepHeading(page, "Feasibility Check")).toBeVisible();
    await fitsNarrowScreen(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(texts.empty)).toBeVisible();
    await page.getByRole("checkbox", { name: texts.consent }).check();
    await page.getByRole("button", { name: "Check coverage" }).click();
    await expect(page.getByText("Please select a city")).toBeVisible();
    await field(page, "City").selectOption("Colombo");
    await page.getByRole("button", { name: "Check coverage" }).click();
    await expect(page.getByText(texts.available)).toBeVisible();
    await expect(field(page, "Postal Code")).toHaveValue("00100");
    await expect(field(page, "Latitude")).toHaveValue("6.9271");
    await page.getByRole("checkbox", { name: texts.consent }).check();
    await field(page, "Address Line 1").fill("No 12");
    await field(page, "Address Line 2").fill("Galle Road");
    await page.getByRole("button", { name: "Next" }).click();

    // Details: the code panel opens from the post; the NIC check; the service address for billing.
    await expect(stepHeading(page, "Customer Details")).toBeVisible();
    await fitsNarrowScreen(page);
    await expect(page.getByRole("button", { name: "Next", exact: true })).toBeDisabled();
    const mobile = uniqueMobile();
    await field(page, "Title").selectOption("Mr");
    await field(page, "First Name").fill("Sunil");
    await field(page, "Last Name").fill("Fernando");
    await field(page, "Mobile").fill(mobile);
    await page.getByRole("button", { name: "Verify mobile" }).click();
    await expect(page.getByText(`OTP sent to ${mobile}`)).toBeVisible();
    await typeOtp(page, await sim.latestOtp(mobile));
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(`OTP sent to ${mobile}`)).toHaveCount(0);
    await expect(page.getByText("Verified", { exact: true })).toHaveCount(2);
    await field(page, "NIC or Passport Number").fill("199012301234");
    await page.getByRole("button", { name: "Verify NIC or passport" }).click();
    await expect(page.getByText("Verified", { exact: true })).toHaveCount(3);
    await expect(field(page, "Date of Birth")).toHaveValue("1990-05-02");
    await expect(field(page, "Date of Birth")).toHaveAttribute("readonly", "");
    // A billing address other than the service address.
    await field(page, "Billing Address Line 1").fill("5 Temple Road");
    await field(page, "Billing Address Line 2").fill("Peradeniya");
    await field(page, "City").fill("Kandy");
    await field(page, "Postal Code").fill("20000");
    await page.getByRole("button", { name: "Next", exact: true }).click();

    // Documents by a plain multipart post: the NIC, and a proof of the billing address, which differs from the service address.
    await expect(stepHeading(page, "Customer Details - Document Upload")).toBeVisible();
    await fitsNarrowScreen(page);
    await page.getByLabel("NIC Front").setInputFiles(image("front.png"));
    await page.getByLabel("NIC Back").setInputFiles(image("back.png"));
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Please upload all the relevant files")).toBeVisible();
    await page.getByLabel("NIC Front").setInputFiles(image("front.png"));
    await page.getByLabel("NIC Back").setInputFiles(image("back.png"));
    await page.getByLabel("Billing address proof").setInputFiles(image("bill.png"));
    await page.getByRole("button", { name: "Next" }).click();

    // Summary: the action checks the declarations itself.
    await expect(stepHeading(page, "Summary")).toBeVisible();
    await fitsNarrowScreen(page);
    await page.getByRole("checkbox", { name: "I have read and downloaded the" }).check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Please tick all three declarations to continue.")).toBeVisible();
    await page.getByRole("link", { name: "Terms and Conditions" }).click();
    await page.getByRole("link", { name: "Accept" }).click();
    await expect(page.getByRole("checkbox", { name: "I agree to the general" })).toBeChecked();
    await page.getByRole("checkbox", { name: "I have read and downloaded the" }).check();
    await page.getByRole("checkbox", { name: "I confirm that the information I have given is true and accurate." }).check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const saved = await sim.journal({ user: customer.userName, contract: "sales.saveInvoice" });
    expect(succeeded(saved)).toHaveLength(3);
  });
});
