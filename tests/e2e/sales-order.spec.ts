/**
 * The signed-in fibre order wizard (/applyonline/order): how signed-in customers get there, the entry
 * redirects of an order already in the cart or paid, and the wizard itself: packages, the feasibility
 * check (not available at Jaffna, available in Colombo), customer details (each first failure of Next
 * in order, the sign-in's contact locked by user type, codes from the simulator's outbox), addresses,
 * and the summary's declarations up to Add to Cart and its saved cart lines, then on through the cart,
 * the hosted payment page, the result, /connectionOrder's documents and the provisioning as the
 * customer's own simulator clock moves; with and without JavaScript.
 */
import type { Page } from "@playwright/test";
import type { SimulatorClient } from "../../simulator/control/client";
import { backAndForward, closeOutcome, expect, expectAccessible, field, logout, pickPackage, test } from "./fixtures";
import { expectPaid, fibreCart, HOUR_MS, payOnHostedPage, resultRef, submitNicDocuments } from "./sales-journey";

const WIZARD = "/applyonline/order";
const TITLE = "NEW SERVICE REQUEST - SLT FIBRE";
const NOT_AVAILABLE = /Our service is currently under development in your area/;
const AVAILABLE = "SLT Fibre is available at the selected location. Click Next to proceed.";

// Each test walks several steps with operator round trips per post: room on a busy machine.
test.slow();

let serial = 0;
/** A mobile and a man's NIC of this test's own: feasibility counts checks per mobile per day. */
function identity() {
  serial += 1;
  const n = `${(Date.now() + process.pid * 7) % 100000}`.padStart(5, "0");
  return {
    mobile: `076${String(serial % 10)}${String(process.pid % 10)}${n}`,
    nic: `1988123${String((Number(n) + serial * 7919) % 100000).padStart(5, "0")}`,
  };
}

async function fitsPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (size) await page.setViewportSize(size);
}

async function typeOtp(page: Page, code: string) {
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code);
}

const currentStep = (page: Page) => page.getByRole("navigation", { name: "Steps" }).locator('[aria-current="step"]');

const KIND = { "Select a Voice package": "Voice", "Select an Internet package": "Internet", "Select a PEOTV package": "PEOTV" } as const;

/** Choose a package in a picker and wait for the step to show it chosen. */
async function pick(page: Page, select: keyof typeof KIND, choose: string) {
  await pickPackage(page, select, choose);
  await expect(page.getByRole("region", { name: KIND[select] })).toContainText(choose);
}

/** Step 1 with Home, Any Joy and PEO Silver, then Next. */
async function packages(page: Page) {
  await pick(page, "Select a Voice package", "Home");
  await pick(page, "Select an Internet package", "Any Joy");
  await pick(page, "Select a PEOTV package", "PEO Silver");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Feasibility Check", level: 2 })).toBeVisible();
}

/** Step 2 with JavaScript: a city from the list, the pin at the map's centre (the city), Check. */
async function checkAt(page: Page, typed: string, city: RegExp) {
  const box = page.getByRole("combobox", { name: "City" });
  await box.fill(typed);
  await page.getByRole("option", { name: city }).click();
  await page.getByRole("button", { name: "Pin the centre of the map" }).click();
  await expect(page.getByTestId("location-picked")).toHaveText(/^Selected location: /);
  await page.getByRole("button", { name: "Check", exact: true }).click();
}

test.describe("getting there", () => {
  test("a customer without accounts goes from /noAccount's fibre card to the wizard; 375 px and axe", async ({ page, persona, signIn }) => {
    await signIn(await persona("no-accounts"));
    await page.goto("/noAccount");
    await page.getByRole("link", { name: "Register for Fibre" }).click();
    await expect(page).toHaveURL(/\/applyonline\/order$/);
    await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
    await expect(currentStep(page)).toHaveText(/Package Selection/);
    await expect(page.getByRole("navigation", { name: "Steps" }).getByRole("listitem")).toHaveText([
      /Package Selection/,
      /Feasibility Check/,
      /Customer Details/,
      /Summary/,
    ]);
    // An order page: no account rows or side panels.
    await expect(page.getByRole("navigation", { name: "Products" })).toHaveCount(0);
    await expectAccessible(page);
    await fitsPhone(page);
  });

  test("a postpaid customer is sent from /applyonline and /applyonline/fiber to the wizard; a step asked too early opens the furthest one", async ({
    page,
    persona,
    signIn,
  }) => {
    await signIn(await persona("postpaid-fibre"));
    for (const from of ["/applyonline", "/applyonline/fiber?step=details"]) {
      const response = await page.request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(302);
      expect(response.headers().location, from).toBe(WIZARD);
    }
    // Every way to order fibre while signed in ends in the wizard.
    await page.goto("/applyonline");
    await expect(page).toHaveURL(/\/applyonline\/order$/);
    await page.goto("/promo/buyonline/ftth");
    await expect(page).toHaveURL(/\/applyonline\/order$/);
    await page.goto("/promo/buyonline");
    await page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "SLT Fibre" }) })
      .getByRole("link", { name: "Buy Now" })
      .click();
    await expect(page).toHaveURL(/\/applyonline\/order$/);
    await page.goto("/newService/new/fiber");
    await page.getByRole("link", { name: "Request", exact: true }).click();
    await expect(page).toHaveURL(/\/applyonline\/order$/);
    await page.goto(`${WIZARD}?step=5`);
    await expect(page).toHaveURL(/\/applyonline\/order\?step=1$/);
    await expect(page.getByRole("heading", { name: "Package Selection", level: 2 })).toBeVisible();
  });

  test("an order in the cart opens /cart, a paid one /connectionOrder", async ({ page, persona, signIn }) => {
    await signIn(await persona("cart-unpaid"));
    const cart = await page.request.get(WIZARD, { maxRedirects: 0 });
    expect(cart.status()).toBe(302);
    expect(cart.headers().location).toBe("/cart");
    await page.goto("/applyonline");
    await expect(page).toHaveURL(/\/cart$/);

    await signIn(await persona("fibre-order-paid"));
    const paid = await page.request.get(WIZARD, { maxRedirects: 0 });
    expect(paid.status()).toBe(302);
    expect(paid.headers().location).toBe("/connectionOrder");
    await page.goto(WIZARD);
    await expect(page).toHaveURL(/\/connectionOrder$/);
  });
});

test("an email customer: packages, no coverage at Jaffna, coverage in Colombo, details in Next's order, addresses, declarations, Add to Cart, then payment, documents and the order's progress", async ({
  page,
  persona,
  signIn,
  sim,
}) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  const { mobile, nic } = identity();
  await page.goto(WIZARD);

  // Step 1: a voice package, then internet or PEOTV.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please select a Voice package.");
  await pick(page, "Select a Voice package", "Home");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please select at least an Internet or a PEOTV package.");
  await pick(page, "Select an Internet package", "Any Joy");
  await pick(page, "Select a PEOTV package", "PEO Silver");
  await expect(page.getByRole("region", { name: "Internet" })).toContainText("Any Joy");
  await page.getByRole("link", { name: "Edit the PEOTV package" }).click();
  await expect(page.getByRole("dialog", { name: "PEOTV packages" })).toBeVisible();
  await page.getByRole("dialog").getByRole("link", { name: "Close" }).click();
  await page.getByRole("button", { name: "Next" }).click();

  // Step 2: unknown until checked; not available at Jaffna; available in Colombo.
  await expect(currentStep(page)).toHaveText(/Feasibility Check/);
  const next = page.getByRole("button", { name: "Next", exact: true });
  await expect(next).toBeDisabled();
  await expect(page.getByText("You have maximum 3 attempts per day.")).toBeVisible();
  await expect(page.getByText(/Not checked yet/)).toBeVisible();
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByText("Please select a city")).toBeVisible();
  // An email customer without a mobile on record gives one for the check.
  await field(page, "Mobile number for the check").fill(mobile);
  await checkAt(page, "jaff", /^Jaffna/);
  await expect(page.getByText(NOT_AVAILABLE)).toBeVisible();
  await expect(field(page, "Postal Code")).toHaveValue("40000");
  await expect(next).toBeDisabled();
  await expectAccessible(page);
  await fitsPhone(page);

  await checkAt(page, "colombo 0", /^Colombo 03/);
  await expect(page.getByText(AVAILABLE)).toBeVisible();
  await expect(page.getByText(NOT_AVAILABLE)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Check", exact: true })).toHaveCount(0);
  // Moving the pin makes it unknown again.
  await page.getByTestId("location-map").click({ position: { x: 120, y: 160 } });
  await expect(page.getByRole("button", { name: "Check", exact: true })).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByText(AVAILABLE)).toBeVisible();
  await next.click();

  // Step 3: the email is the sign-in's (locked, verified); the mobile typed for the check waits for its code.
  await expect(page.getByRole("heading", { name: "Customer Details", level: 2 })).toBeVisible();
  await expect(currentStep(page)).toHaveText(/Customer Details/);
  await expect(field(page, "Email")).toHaveValue(user.userName);
  await expect(field(page, "Email")).toHaveAttribute("readonly", "");
  await expect(field(page, "Mobile")).toHaveValue(mobile);
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(1);

  const nextDetails = page.getByRole("button", { name: "Next", exact: true });
  const firstFailure = async (label: string, message: string) => {
    await nextDetails.click();
    await expect(page.locator(".field-error").filter({ hasText: /\S/ })).toHaveCount(1);
    await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".field-error").filter({ hasText: /\S/ })).toHaveText(message);
  };
  await firstFailure("Title", "Cannot be Empty");
  await field(page, "Title").selectOption("Mr");
  await firstFailure("First Name", "Cannot be Empty");
  await field(page, "First Name").fill("Nimal");
  await firstFailure("Last Name", "Cannot be Empty");
  await field(page, "Last Name").fill("Perera");
  await firstFailure("Mobile", "Should be verified");

  await page.getByRole("button", { name: "Verify mobile" }).click();
  const otp = page.getByRole("dialog", { name: "Enter the OTP" });
  await expect(otp.getByText(`OTP sent to ${mobile}`)).toBeVisible();
  await expectAccessible(page);
  await typeOtp(page, await sim.latestOtp(mobile));
  await otp.getByRole("button", { name: "Submit" }).click();
  await expect(otp).toHaveCount(0);
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(2);

  await firstFailure("Date of Birth", "Cannot be Empty");
  // A man's NIC under Mrs: refused and cleared, both fields told.
  await field(page, "Title").selectOption("Mrs");
  await field(page, "NIC Number").fill(nic);
  await expect(field(page, "Date of Birth")).toHaveValue("1988-05-02");
  await firstFailure("NIC Number", "Should be verified");
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error).toContainText("NIC and your name title not match");
  await error.getByRole("button", { name: "Ok" }).click();
  await expect(page.getByText("Not match with Nic")).toBeVisible();
  await expect(page.getByText("Not match with title")).toBeVisible();
  await expect(field(page, "NIC Number")).toHaveValue("");

  await field(page, "Title").selectOption("Mr");
  await field(page, "NIC Number").fill(nic);
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(3);
  await expect(field(page, "Date of Birth")).toHaveAttribute("readonly", "");
  await expectAccessible(page);
  await fitsPhone(page);
  await nextDetails.click();

  // Step 4: the service address, then the billing address in Next's order; 'Same as service address' copies and locks.
  await expect(page.getByRole("heading", { name: "Customer Details - Addresses", level: 2 })).toBeVisible();
  await expect(currentStep(page)).toHaveText(/Customer Details/);
  await expect(field(page, "City")).toHaveValue("Colombo 03");
  await expect(field(page, "Postal Code")).toHaveValue("00300");
  await expect(field(page, "Billing Postal Code")).toHaveAttribute("inputmode", "numeric");
  const nextAddress = page.getByRole("button", { name: "Next", exact: true });
  const addressFailure = async (label: string) => {
    await nextAddress.click();
    await expect(page.locator(".field-error").filter({ hasText: /\S/ })).toHaveCount(1);
    await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".field-error").filter({ hasText: /\S/ })).toHaveText("Cannot be Empty");
  };
  await addressFailure("Address Line 1");
  await field(page, "Address Line 1").fill("12 Galle Road");
  await addressFailure("Address Line 2");
  await field(page, "Address Line 2").fill("Kollupitiya");
  await addressFailure("Billing City");
  await field(page, "Billing City").fill("Kandy");
  await addressFailure("Billing Postal Code");
  await field(page, "Billing Postal Code").pressSequentially("20a000");
  await expect(field(page, "Billing Postal Code")).toHaveValue("20000");
  await addressFailure("Billing Address Line 1");
  await field(page, "Billing Address Line 1").fill("5 Temple Road");
  await addressFailure("Billing Address Line 2");

  await page.getByRole("checkbox", { name: "Same as service address" }).check();
  await expect(field(page, "Billing Address Line 1")).toHaveValue("12 Galle Road");
  await expect(field(page, "Billing City")).toHaveValue("Colombo 03");
  await expect(field(page, "Billing City")).toHaveAttribute("readonly", "");
  await page.getByRole("checkbox", { name: "Same as service address" }).uncheck();
  await expect(field(page, "Billing Address Line 1")).toHaveValue("");
  await page.getByRole("checkbox", { name: "Same as service address" }).check();
  // What was typed, not yet sent, is kept through a reload, the step's Back and the browser's Back and Forward.
  const expectAddress = async () => {
    await expect(field(page, "Address Line 1")).toHaveValue("12 Galle Road");
    await expect(field(page, "Address Line 2")).toHaveValue("Kollupitiya");
    await expect(page.getByRole("checkbox", { name: "Same as service address" })).toBeChecked();
    await expect(field(page, "Billing Address Line 1")).toHaveValue("12 Galle Road");
  };
  await page.reload();
  await expectAddress();
  await backAndForward(page, () => expect(page.getByRole("heading", { name: "Customer Details", level: 2, exact: true })).toBeVisible(), expectAddress);
  // After a logout and a sign-in the step is found, without the entries (Next refused them in the page: none was sent).
  await logout(page, user.userName);
  await signIn(user);
  await page.goto(`${WIZARD}?step=4`);
  await expect(page.getByRole("heading", { name: "Customer Details - Addresses", level: 2 })).toBeVisible();
  await expect(field(page, "Address Line 1")).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: "Same as service address" })).not.toBeChecked();
  await field(page, "Address Line 1").fill("12 Galle Road");
  await field(page, "Address Line 2").fill("Kollupitiya");
  await page.getByRole("checkbox", { name: "Same as service address" }).check();
  await expectAddress();
  await expectAccessible(page);
  await fitsPhone(page);
  await nextAddress.click();

  // Step 5: the fee, the packages, and Add to Cart only once all three declarations are ticked.
  await expect(page.getByRole("heading", { name: "Summary", level: 2 })).toBeVisible();
  await expect(currentStep(page)).toHaveText(/Summary/);
  await expect(page.getByRole("region", { name: "Connection Fee (One Time)" })).toContainText("SLT Fiber");
  await expect(page.getByRole("region", { name: "Connection Fee (One Time)" })).toContainText("Rs. 10,000.00");
  await expect(page.getByRole("region", { name: "Your packages" })).toContainText("Any Joy");
  await expect(page.getByRole("region", { name: "Your packages" })).toContainText("PEO Silver");
  const pdf = await page.request.get(`${WIZARD}/application`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(page.getByRole("link", { name: "application PDF" })).toHaveAttribute("href", `${WIZARD}/application`);

  const addToCart = page.getByRole("button", { name: "Add to Cart" });
  const boxes = {
    pdf: page.getByRole("checkbox", { name: "I have read and downloaded the application PDF" }),
    info: page.getByRole("checkbox", { name: "The information I have given is true and accurate" }),
    terms: page.getByRole("checkbox", { name: "I agree to the Terms and Conditions" }),
  };
  await expect(addToCart).toBeDisabled();
  await boxes.pdf.check();
  await boxes.info.check();
  await expect(addToCart).toBeDisabled();
  await boxes.terms.check();
  await expect(addToCart).toBeEnabled();
  await boxes.info.uncheck();
  await expect(addToCart).toBeDisabled();
  await boxes.info.check();
  await boxes.pdf.uncheck();
  await expect(addToCart).toBeDisabled();
  await boxes.pdf.check();
  await boxes.terms.uncheck();
  await expect(addToCart).toBeDisabled();
  // The terms dialog's Accept ticks the third.
  await page.getByRole("button", { name: "Terms and Conditions" }).click();
  const terms = page.getByRole("dialog", { name: "Terms and Conditions" });
  await expect(terms).toBeVisible();
  await expectAccessible(page);
  await terms.getByRole("link", { name: "Accept" }).click();
  await expect(terms).toHaveCount(0);
  await expect(boxes.terms).toBeChecked();
  await expect(addToCart).toBeEnabled();
  await fitsPhone(page);

  // The ticks, not yet sent, are kept through a reload, Back (to the addresses, which keep what was entered) and Forward.
  const expectTicked = async () => {
    for (const box of Object.values(boxes)) await expect(box).toBeChecked();
  };
  await page.reload();
  await expectTicked();
  await backAndForward(
    page,
    async () => {
      await expect(page.getByRole("heading", { name: "Customer Details - Addresses", level: 2 })).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Same as service address" })).toBeChecked();
    },
    expectTicked,
  );
  // After a logout and a sign-in the summary is found again (the steps saved it), but not the unsent ticks.
  await logout(page, user.userName);
  await signIn(user);
  await page.goto(`${WIZARD}?step=5`);
  await expect(page.getByRole("heading", { name: "Summary", level: 2 })).toBeVisible();
  for (const box of Object.values(boxes)) await expect(box).not.toBeChecked();
  for (const box of Object.values(boxes)) await box.check();
  await addToCart.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expectCartLines(page, sim, user.userName);

  // The cart: Pay Now on the hosted page, approved; the fibre result counts down to /connectionOrder.
  const cart = fibreCart(page);
  await expect(cart.getByRole("listitem")).toHaveCount(2);
  await expect(cart.locator(".cart-total")).toContainText("Rs. 10,000.00");
  await payOnHostedPage(page, cart, "Rs. 10,000.00");
  const ref = await resultRef(page, "FTTH");
  await expectPaid(page, "FTTH", ref);
  await expect(page.getByRole("timer")).toHaveText(/You will be taken to your order in [1-5] seconds?\./);
  await expect(page).toHaveURL(/\/connectionOrder$/);

  // The paid order waits for its documents; they go, and the CRM takes it from there.
  await expect(page.getByText(ref, { exact: true })).toBeVisible();
  await expect(page.getByText("Pending Document Upload")).toBeVisible();
  await submitNicDocuments(page);
  await closeOutcome(page, "Success", "Submitted your request successfully.");
  await expect(page.getByText("Pending Document Upload")).toHaveCount(0);
  const progress = page.getByRole("navigation", { name: "Provisioning progress" });
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Pending/);
  // While the order is on its way, the wizard sends the customer to it.
  await page.goto(WIZARD);
  await expect(page).toHaveURL(/\/connectionOrder$/);

  // Only this customer's simulator clock moves: six hours on the order is in processing, two and a half days on it is complete.
  await sim.clock({ user: user.userName, advanceMs: 6 * HOUR_MS });
  await page.reload();
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/In processing/);
  await sim.clock({ user: user.userName, advanceMs: 60 * HOUR_MS });
  await page.reload();
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Completed/);
  await expect(page.getByText("Your fibre connection is ready.")).toBeVisible();
  // Paid: the cart is empty; the order completed, the wizard opens for a new one.
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  await page.goto(WIZARD);
  await expect(page.getByRole("heading", { name: "Package Selection", level: 2 })).toBeVisible();
});

test("a mobile customer: the mobile is the sign-in's and locked, the email is verified by code; a passport holder", async ({ page, persona, signIn, sim }) => {
  const user = await persona("prepaid-lte");
  expect(user.userType).toBe("MOBILE");
  await signIn(user);
  await page.goto(WIZARD);
  await packages(page);
  // The sign-in's mobile is the one the check is counted against: none is asked.
  await expect(field(page, "Mobile number for the check")).toHaveCount(0);
  await checkAt(page, "colombo 0", /^Colombo 03/);
  await expect(page.getByText(AVAILABLE)).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();

  await expect(page.getByRole("heading", { name: "Customer Details", level: 2 })).toBeVisible();
  await expect(field(page, "Mobile")).toHaveValue(user.userName);
  await expect(field(page, "Mobile")).toHaveAttribute("readonly", "");
  await expect(page.getByRole("button", { name: "Verify mobile" })).toHaveCount(0);
  await expect(field(page, "Email")).not.toHaveAttribute("readonly", "");
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(1);

  await field(page, "Title").selectOption("Ms");
  await field(page, "First Name").fill("Kamala");
  await field(page, "Last Name").fill("Silva");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.locator(".field-error").filter({ hasText: /\S/ })).toHaveText(["Should be verified"]);
  await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");
  await field(page, "Email").fill("kamala@");
  await page.getByRole("button", { name: "Verify email" }).click();
  await expect(page.getByText("Enter valid email")).toBeVisible();
  const email = `kamala.${Date.now().toString(36)}@example.lk`;
  await field(page, "Email").fill(email);
  await page.getByRole("button", { name: "Verify email" }).click();
  const otp = page.getByRole("dialog", { name: "Enter the OTP" });
  await expect(otp.getByText(`OTP sent to ${email}`)).toBeVisible();
  await typeOtp(page, await sim.latestOtp(email));
  await otp.getByRole("button", { name: "Submit" }).click();
  await expect(otp).toHaveCount(0);
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(2);
  // Editing a verified contact makes it unverified again.
  await field(page, "Email").fill(`x${email}`);
  await expect(page.getByRole("button", { name: "Verify email" })).toBeVisible();
  await field(page, "Email").fill(email);
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(2);

  // A passport holder types the date of birth; the passport is checked too.
  await page.getByRole("radio", { name: "Passport" }).check();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.locator(".field-error").filter({ hasText: /\S/ })).toHaveText(["Cannot be Empty"]);
  await expect(field(page, "Date of Birth")).toHaveAttribute("aria-invalid", "true");
  await field(page, "Date of Birth").fill("1990-04-12");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(field(page, "Passport Number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(".field-error").filter({ hasText: /\S/ })).toHaveText(["Cannot be Empty"]);
  await field(page, "Passport Number").fill("N12345678901");
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  await expect(page.getByText("Enter Valid Passport Number")).toBeVisible();
  await field(page, "Passport Number").fill("n1234567");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.locator(".field-error").filter({ hasText: /\S/ })).toHaveText(["Should be verified"]);
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(3);
  await expect(field(page, "Passport Number")).toHaveValue("N1234567");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Customer Details - Addresses", level: 2 })).toBeVisible();
});

test.describe("without JavaScript", () => {
  // Page scripts are off, so neither the width nor axe can be measured here (the tests above scan every
  // step): the whole flow runs on a 375 px screen.
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("the whole wizard by plain posts, a failed Add to Cart keeps everything, then the cart is saved", async ({ page, persona, signIn, sim }) => {
    const user = await persona("postpaid-fibre");
    await signIn(user);
    const { mobile, nic } = identity();
    await page.goto("/applyonline");
    await expect(page).toHaveURL(/\/applyonline\/order$/);
    await packages(page);

    // Step 2: the city list and the town list; Jaffna has no coverage, Colombo 03 has.
    const next = page.getByRole("button", { name: "Next", exact: true });
    await expect(next).toBeDisabled();
    await field(page, "Mobile number for the check").fill(mobile);
    await field(page, "City").selectOption("Jaffna");
    await field(page, "Nearest town").selectOption({ label: "Jaffna (Jaffna)" });
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(page.getByText(NOT_AVAILABLE)).toBeVisible();
    await expect(field(page, "Postal Code")).toHaveValue("40000");
    await expect(next).toBeDisabled();
    await field(page, "City").selectOption("Colombo 03");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(page.getByText(AVAILABLE)).toBeVisible();
    await next.click();

    // Step 3: first failures in order, the mobile's code in the page, the NIC.
    await expect(page.getByRole("heading", { name: "Customer Details", level: 2 })).toBeVisible();
    await expect(field(page, "Email")).toHaveAttribute("readonly", "");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.locator(".field-error").filter({ hasText: /\S/ })).toHaveText(["Cannot be Empty"]);
    await expect(field(page, "Title")).toHaveAttribute("aria-invalid", "true");
    await field(page, "Title").selectOption("Mr");
    await field(page, "First Name").fill("Nimal");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(field(page, "Last Name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "First Name")).toHaveValue("Nimal");
    await field(page, "Last Name").fill("Perera");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(field(page, "Mobile")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".field-error").filter({ hasText: /\S/ })).toHaveText(["Should be verified"]);
    await page.getByRole("button", { name: "Verify mobile" }).click();
    await expect(page.getByText(`OTP sent to ${mobile}`)).toBeVisible();
    const code = await sim.latestOtp(mobile);
    for (let i = 0; i < 6; i++) await page.getByLabel(`Digit ${i + 1} of 6`).fill(code[i]!);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(`OTP sent to ${mobile}`)).toHaveCount(0);
    await field(page, "NIC or Passport Number").fill(nic);
    await page.getByRole("button", { name: "Verify NIC or passport" }).click();
    await expect(field(page, "Date of Birth")).toHaveValue("1988-05-02");
    await expect(page.getByText("Verified", { exact: true })).toHaveCount(3);
    await page.getByRole("button", { name: "Next", exact: true }).click();

    // Step 4.
    await expect(page.getByRole("heading", { name: "Customer Details - Addresses", level: 2 })).toBeVisible();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(field(page, "Address Line 1")).toHaveAttribute("aria-invalid", "true");
    await field(page, "Address Line 1").fill("12 Galle Road");
    await field(page, "Address Line 2").fill("Kollupitiya");
    await page.getByRole("checkbox", { name: "Same as service address" }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();

    // Step 5: the action refuses missing declarations; the terms open from the URL and Accept ticks them.
    await expect(page.getByRole("heading", { name: "Summary", level: 2 })).toBeVisible();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Please confirm that you have read and downloaded the application PDF.")).toBeVisible();
    await expect(page.getByText("Please confirm that the information is true and accurate.")).toBeVisible();
    await expect(page.getByText("Please accept the Terms and Conditions to continue.")).toBeVisible();
    await page.getByRole("checkbox", { name: "I have read and downloaded the application PDF" }).check();
    await page.getByRole("checkbox", { name: "The information I have given is true and accurate" }).check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Please accept the Terms and Conditions to continue.")).toBeVisible();
    await expect(page.getByText("Please confirm that the information is true and accurate.")).toHaveCount(0);
    await page.getByRole("button", { name: "Terms and Conditions" }).click();
    await expect(page).toHaveURL(/step=5&terms=1$/);
    const terms = page.getByRole("dialog", { name: "Terms and Conditions" });
    await terms.getByRole("link", { name: "Accept" }).click();
    await expect(page).toHaveURL(/step=5&agree=1$/);
    await expect(page.getByRole("checkbox", { name: "I agree to the Terms and Conditions" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "I have read and downloaded the application PDF" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "The information I have given is true and accurate" })).toBeChecked();

    // The operator refuses the bearer line: its message, and nothing ticked is lost.
    await sim.addFault({ kind: "http500", contract: "sales.saveInvoice", user: user.userName, remaining: 1 });
    await page.getByRole("button", { name: "Add to Cart" }).click();
    const error = page.getByRole("dialog", { name: "Error" });
    await expect(error).toContainText("Save Bearer Invoce failed");
    await expect(page).toHaveURL(/step=5$/);
    await expect(page.getByRole("checkbox", { name: "I agree to the Terms and Conditions" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "The information I have given is true and accurate" })).toBeChecked();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expectCartLines(page, sim, user.userName);
  });
});

/** The cart the operator holds for the customer's newest fibre order (read back by the wizard's entry check, which now sends them to /cart). */
async function expectCartLines(page: Page, sim: SimulatorClient, userName: string) {
  await page.goto(WIZARD);
  await expect(page).toHaveURL(/\/cart$/);
  const [read] = await sim.journal({ user: userName, contract: "sales.invoices", limit: 1 });
  const lines = ((read?.answer as { dataBundle?: Array<Record<string, unknown>> } | undefined)?.dataBundle ?? []).map((l) => [
    l.servicE_TYPE,
    l.packagE_NAME,
    Number(l.inI_CHARGE),
    Number(l.rental),
  ]);
  expect(lines).toEqual([
    ["BEARER", "SLT Fiber", 10000, 0],
    ["BROADBAND", "Any Joy", 0, expect.any(Number)],
    ["PEOTV", "PEO Silver", 0, expect.any(Number)],
  ]);
}
