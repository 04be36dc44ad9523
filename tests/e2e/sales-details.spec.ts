/**
 * Step 2 of the public fibre wizard (/applyonline/fiber?step=details): mobile verification by a
 * one-time code, the NIC/passport check and its alerts, Next's checks, the city and the map pin,
 * the draft and the coverage check; with and without JavaScript.
 */
import type { Page } from "@playwright/test";
import type { SimulatorClient } from "../../simulator/control/client";
import { expect, expectAccessible, test } from "./fixtures";

const messages = {
  mobile: "Enter a valid mobile phone number.",
  empty: "Cannot be Empty",
  email: "Invalid Email Format",
  shouldVerify: "Should be verified",
  location: "Please select your service installation location",
  titleNic: "NIC and your name title not match",
  noCoverage: "Our service is currently under development in your area. Please REGISTER now. Our team will contact you once service is ready.",
};

/** A field by its label, with or without the required mark (" *", not read out). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));

// Each test walks a whole step with several operator round trips per post: give it room on a busy machine.
test.slow();

let counter = 0;
/** A mobile of its own per test: the coverage check allows 3 attempts a day per mobile. */
const uniqueMobile = () => `077${String((Date.now() + process.pid * 31 + counter++ * 7919) % 10_000_000).padStart(7, "0")}`;

/** Step 1 through its own UI: the voice package Home and the internet package Any Beat, then Next. */
async function toDetails(page: Page) {
  await page.context().clearCookies();
  await page.goto("/applyonline/fiber");
  await page.getByRole("link", { name: "Select a Voice package" }).click();
  await page.getByRole("button", { name: "Choose Home" }).click();
  await expect(page.getByRole("link", { name: "Edit the Voice package" })).toBeVisible();
  await page.getByRole("link", { name: "Select an Internet package" }).click();
  await page.getByRole("button", { name: "Choose Any Beat" }).click();
  await expect(page.getByRole("link", { name: "Edit the Internet package" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Submit Your Details" })).toBeVisible();
}

async function typeOtp(page: Page, code: string) {
  for (let i = 0; i < 6; i++) await page.getByLabel(`Digit ${i + 1} of 6`).fill(code[i]!);
}

/** Title, names and mobile, then the code from the simulator's outbox. */
async function verifyMobile(page: Page, sim: SimulatorClient, mobile: string, title = "Mr") {
  await field(page, "Title").selectOption(title);
  await field(page, "First Name").fill("Nimal");
  await field(page, "Last Name").fill("Perera");
  await field(page, "Mobile").fill(mobile);
  await page.getByRole("button", { name: "Verify mobile" }).click();
  const dialog = page.getByRole("dialog", { name: "Enter the OTP" });
  await expect(dialog.getByText(`OTP sent to ${mobile}`)).toBeVisible();
  await typeOtp(page, await sim.latestOtp(mobile));
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(field(page, "Email")).toBeEnabled();
}

test("verifies mobile and NIC, checks Next, saves the draft and opens the summary with coverage", async ({ page, sim }) => {
  await toDetails(page);
  // Nothing but the mobile is open before it is verified.
  await expect(field(page, "Email")).toBeDisabled();
  await expect(field(page, "Address Line 1")).toBeDisabled();
  await field(page, "Mobile").fill("12345");
  await page.getByRole("button", { name: "Verify mobile" }).click();
  await expect(page.getByText(messages.mobile)).toBeVisible();

  const mobile = uniqueMobile();
  await verifyMobile(page, sim, mobile, "Mrs");
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(1);

  // A man's NIC under the title Mrs is refused and cleared.
  await field(page, "NIC Number").fill("853400937V");
  await expect(field(page, "Date of Birth")).toHaveValue("1985-12-05");
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error.getByText(messages.titleNic)).toBeVisible();
  await error.getByRole("button", { name: "Ok" }).click();
  await expect(page.getByText("Not match with Nic")).toBeVisible();
  await expect(page.getByText("Not match with title")).toBeVisible();
  await expect(field(page, "NIC Number")).toHaveValue("");

  await field(page, "Title").selectOption("Mr");
  await field(page, "NIC Number").fill("853400937v");
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(2);
  await expect(field(page, "Date of Birth")).toHaveValue("1985-12-05");
  await expect(field(page, "Date of Birth")).toHaveAttribute("readonly", "");

  // A reload in the middle of the step keeps what was entered and verified.
  await page.reload();
  await expect(field(page, "Mobile")).toHaveValue(mobile);
  await expect(field(page, "NIC Number")).toHaveValue("853400937V");
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(2);
  await expect(field(page, "Email")).toBeEnabled();

  // Next checks in the browser first.
  await field(page, "Email").fill("nimal@");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText(messages.email)).toBeVisible();
  await expect(page.getByText(messages.empty)).toHaveCount(2);
  await expect(page.getByText(messages.location)).toBeVisible();
  await expectAccessible(page);

  await field(page, "Email").fill("nimal@example.lk");
  await field(page, "Address Line 1").fill("No 5");
  await field(page, "Address Line 2").fill("Temple Road");
  const city = page.getByRole("combobox", { name: "City" });
  await city.fill("kan");
  await page.getByRole("option", { name: /^Kandy/ }).click();
  await expect(city).toHaveValue("Kandy");
  await expect(field(page, "Postal Code")).toHaveValue("20000");
  await expect(field(page, "District")).toHaveValue("Kandy");
  const map = page.getByTestId("location-map");
  await expect(map.locator('img[src*="/maps/tiles/14/"]').first()).toBeVisible();
  await map.click();
  await expect(page.getByTestId("location-picked")).toHaveText(/^Selected location: 7\.\d{6}, 80\.\d{6}$/);
  await expect(map.locator('img[src*="/maps/tiles/16/"]').first()).toBeVisible();
  await expect(page.getByText("You have maximum 3 attempts per day.")).toBeVisible();

  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "A Snapshot of Your Purchase Details." })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Pay Now" })).toBeVisible();
  await expect(page.getByText(messages.noCoverage)).toHaveCount(0);

  // Back on the step everything typed is still there.
  await page.goto("/applyonline/fiber?step=details");
  await expect(field(page, "Email")).toHaveValue("nimal@example.lk");
  await expect(page.getByRole("combobox", { name: "City" })).toHaveValue("Kandy");
  await expect(field(page, "NIC Number")).toHaveValue("853400937V");
});

test("the NIC and passport checks tell existing, ineligible and indebted visitors what to do", async ({ page, sim, persona }) => {
  const [owing, ineligible] = await Promise.all([persona("existing-outstanding"), persona("ineligible-nic")]);
  await toDetails(page);
  await verifyMobile(page, sim, uniqueMobile());

  await field(page, "NIC Number").fill(owing.nic);
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  const alert = page.getByRole("dialog", { name: "You are an Existing customer!" });
  await expect(alert.getByText("Check your outstanding amount.")).toBeVisible();
  await expect(alert.getByRole("link", { name: "Check from here" })).toHaveAttribute("href", "/bill/0");
  await expectAccessible(page);
  await alert.getByRole("button", { name: "Ok" }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(2);

  await field(page, "NIC Number").fill(ineligible.nic);
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  const refused = page.getByRole("dialog", { name: "You are not an Existing customer!" });
  await expect(refused.getByText("Please visit the regional office.")).toBeVisible();
  await refused.getByRole("button", { name: "Ok" }).click();
  await expect(field(page, "NIC Number")).toHaveValue("");

  await field(page, "Passport").check();
  await field(page, "Passport Number").fill("Q4820173");
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  await expect(page.getByText("Enter Valid Passport Number")).toBeVisible();
  await field(page, "Passport Number").fill("N4820173");
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  await expect(page.getByText("Please settle the current outstanding balance..!")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("the step works by posts: code panel, NIC, town list, failed Next keeps input, no coverage", async ({ page, sim }) => {
    await toDetails(page);
    const mobile = uniqueMobile();
    await field(page, "Title").selectOption("Ms");
    await field(page, "First Name").fill("Kamala");
    await field(page, "Last Name").fill("Silva");
    await field(page, "Mobile").fill(mobile);
    await page.getByRole("button", { name: "Verify mobile" }).click();
    await expect(page.getByText(`OTP sent to ${mobile}`)).toBeVisible();
    await typeOtp(page, await sim.latestOtp(mobile));
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(`OTP sent to ${mobile}`)).toHaveCount(0);
    await expect(field(page, "Email")).toBeEnabled();

    // A woman's 12-character NIC: day 755 - 500 = 255 → 11 September.
    await field(page, "NIC or Passport Number").fill("199575512345");
    await page.getByRole("button", { name: "Verify NIC or passport" }).click();
    await expect(field(page, "Date of Birth")).toHaveValue("1995-09-11");
    await expect(page.getByText("Verified", { exact: true })).toHaveCount(2);

    // A failed Next keeps what was typed, also after a reload.
    await field(page, "Email").fill("kamala@example.lk");
    await field(page, "Address Line 1").fill("No 9");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText(messages.empty)).toBeVisible();
    await expect(page.getByText(messages.location)).toBeVisible();
    await page.goto("/applyonline/fiber?step=details");
    await expect(field(page, "Address Line 1")).toHaveValue("No 9");
    await expect(field(page, "Email")).toHaveValue("kamala@example.lk");

    // Jaffna: the pin goes at the chosen town; no distribution point is in reach there.
    await field(page, "Address Line 2").fill("Hospital Road");
    await field(page, "City").selectOption("Jaffna");
    await field(page, "Nearest town").selectOption({ label: "Jaffna (Jaffna)" });
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { name: "A Snapshot of Your Purchase Details." })).toBeVisible();
    await expect(page.getByText(messages.noCoverage)).toBeVisible();
  });
});
