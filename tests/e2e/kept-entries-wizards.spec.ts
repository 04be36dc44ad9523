/**
 * Nothing typed into a wizard's step is lost: the steps of the public fibre wizard, the signed-in fibre
 * wizard and the LTE wizard keep their entries through a reload and Back and Forward; a session that
 * timed out comes back to the same step with them after signing in; after a logout and a sign-in the
 * step is found again (the steps saved it) but not the unsent entries. A chosen file cannot be kept:
 * leaving with one warns in the specification's words.
 */
import type { Page } from "@playwright/test";
import { backAndForward, expect, field, logout, pickPackage, signInOnPage, test } from "./fixtures";

// Each test walks to its step with operator round trips on every post: room on a busy machine.
test.slow();

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
const picked = (page: Page) => page.getByTestId("location-picked");

/** A package from a step's picker, waiting until the step shows it chosen. */
async function pick(page: Page, select: string, choose: string, edit: string) {
  await pickPackage(page, select, choose);
  await expect(page.getByRole("link", { name: edit })).toBeVisible();
}

/** A city from the list and the pin at the map's centre (the city's). */
async function placeAt(page: Page, typed: string, city: RegExp) {
  await page.getByRole("combobox", { name: "City" }).fill(typed);
  await page.getByRole("option", { name: city }).click();
  await page.getByRole("button", { name: "Pin the centre of the map" }).click();
  await expect(picked(page)).toHaveText(/^Selected location: /);
}

test.describe("the public fibre wizard", () => {
  test("Customer Details keeps the title, names and mobile through a reload, Back and Forward", async ({ page }) => {
    await page.goto("/applyonline/fiber");
    await pick(page, "Select a Voice package", "Home", "Edit the Voice package");
    await pick(page, "Select an Internet package", "Any Beat", "Edit the Internet package");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Submit Your Details" })).toBeVisible();

    await field(page, "Title").selectOption("Ms");
    await field(page, "First Name").fill("Malini");
    await field(page, "Last Name").fill("Perera");
    await field(page, "Mobile").fill("0771234567");
    const expectTyped = async () => {
      await expect(field(page, "Title")).toHaveValue("Ms");
      await expect(field(page, "First Name")).toHaveValue("Malini");
      await expect(field(page, "Last Name")).toHaveValue("Perera");
      await expect(field(page, "Mobile")).toHaveValue("0771234567");
    };
    await page.reload();
    await expectTyped();

    await backAndForward(page, () => expect(page.getByRole("link", { name: "Edit the Voice package" })).toBeVisible(), expectTyped);
    // Nothing warns on leaving: nothing would be lost.
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByRole("dialog", { name: "Leave this page?" })).toHaveCount(0);
  });
});

test.describe("the signed-in fibre wizard", () => {
  test("the feasibility step keeps the city and the pin; after a logout the step is found without them", async ({ page, persona, signIn }) => {
    const customer = await persona("no-accounts");
    await signIn(customer);
    await page.goto("/applyonline/order");
    await pick(page, "Select a Voice package", "Home", "Edit the Voice package");
    await pick(page, "Select an Internet package", "Any Joy", "Edit the Internet package");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Feasibility Check", level: 2 })).toBeVisible();

    await placeAt(page, "kan", /^Kandy \(/);
    const pin = await picked(page).textContent();
    const expectPlace = async () => {
      await expect(page.getByRole("combobox", { name: "City" })).toHaveValue("Kandy");
      await expect(field(page, "Postal Code")).toHaveValue("20000");
      await expect(picked(page)).toHaveText(pin!);
    };
    await page.reload();
    await expectPlace();

    await backAndForward(page, () => expect(page.getByRole("link", { name: "Edit the Voice package" })).toBeVisible(), expectPlace);

    await logout(page, customer.userName);
    await signIn(customer);
    await page.goto("/applyonline/order?step=2");
    await expect(page.getByRole("heading", { name: "Feasibility Check", level: 2 })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "City" })).toHaveValue("");
    await expect(picked(page)).toHaveText("No location selected yet.");
  });

  test("the details step keeps what was typed through a reload, Back and Forward; a logout finds the step without it", async ({ page, persona, signIn }) => {
    const customer = await persona("no-accounts");
    await signIn(customer);
    await page.goto("/applyonline/order");
    await pick(page, "Select a Voice package", "Home", "Edit the Voice package");
    await pick(page, "Select an Internet package", "Any Joy", "Edit the Internet package");
    await page.getByRole("button", { name: "Next" }).click();
    await placeAt(page, "colombo 0", /^Colombo 03/);
    // Checks are counted per mobile a day: one of this test's own.
    await field(page, "Mobile number for the check").fill(`075${String(Date.now() % 10_000_000).padStart(7, "0")}`);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(page.getByText("SLT Fibre is available at the selected location. Click Next to proceed.")).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Customer Details", level: 2 })).toBeVisible();

    await field(page, "Title").selectOption("Mr");
    await field(page, "First Name").fill("Sunil");
    await field(page, "Last Name").fill("Fernando");
    await field(page, "NIC Number").fill("853400937V");
    await expect(field(page, "Date of Birth")).toHaveValue("1985-12-05");
    const expectTyped = async () => {
      await expect(field(page, "Title")).toHaveValue("Mr");
      await expect(field(page, "First Name")).toHaveValue("Sunil");
      await expect(field(page, "Last Name")).toHaveValue("Fernando");
      await expect(field(page, "NIC Number")).toHaveValue("853400937V");
      await expect(field(page, "Date of Birth")).toHaveValue("1985-12-05");
    };
    await page.reload();
    await expectTyped();
    await backAndForward(page, () => expect(page.getByRole("heading", { name: "Feasibility Check", level: 2 })).toBeVisible(), expectTyped);

    await logout(page, customer.userName);
    await signIn(customer);
    await page.goto("/applyonline/order?step=3");
    await expect(page.getByRole("heading", { name: "Customer Details", level: 2 })).toBeVisible();
    await expect(field(page, "First Name")).toHaveValue("");
    await expect(field(page, "NIC Number")).toHaveValue("");
  });
});

test.describe("the LTE wizard", () => {
  /** Step 1 with the Home voice package, step 2 at Colombo 07 with its pin, the consent and the address: step 4. */
  async function toDetails(page: Page) {
    await page.goto("/lterequest");
    await pick(page, "Select a Voice package", "Home", "Edit the Voice package");
    await page.getByRole("button", { name: "Next" }).click();
    await placeAt(page, "Colombo 07", /^Colombo 07/);
    await expect(page.getByText("SLTMOBITEL LTE is available for your area. Click next to proceed")).toBeVisible();
    await page.getByRole("checkbox", { name: "I confirm that the location on the map is where the connection is to be installed." }).check();
    await field(page, "Address Line 1").fill("No 3");
    await field(page, "Address Line 2").fill("Flower Road");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page, "Customer Details")).toBeVisible();
  }

  async function typeDetails(page: Page) {
    await field(page, "Title").selectOption("Mrs");
    await field(page, "First Name").fill("Kamala");
    await field(page, "Last Name").fill("Silva");
    await field(page, "Billing Address Line 1").fill("5 Temple Road");
  }

  async function expectDetails(page: Page) {
    await expect(field(page, "Title")).toHaveValue("Mrs");
    await expect(field(page, "First Name")).toHaveValue("Kamala");
    await expect(field(page, "Last Name")).toHaveValue("Silva");
    await expect(field(page, "Billing Address Line 1")).toHaveValue("5 Temple Road");
  }

  test("the details step keeps what was typed through a reload, Back and Forward; a logout finds the step without it", async ({ page, persona, signIn }) => {
    const customer = await persona("postpaid-fibre");
    await signIn(customer);
    await toDetails(page);
    await typeDetails(page);
    await page.reload();
    await expectDetails(page);

    await backAndForward(
      page,
      () => expect(stepHeading(page, "Feasibility Check")).toBeVisible(),
      () => expectDetails(page),
    );

    await logout(page, customer.userName);
    await signIn(customer);
    await page.goto("/lterequest?step=4");
    await expect(stepHeading(page, "Customer Details")).toBeVisible();
    await expect(field(page, "First Name")).toHaveValue("");
    await expect(field(page, "Billing Address Line 1")).toHaveValue("");
  });

  test("a session that timed out on the details step comes back to it with the entries after signing in", async ({ page, persona, signIn, sim }) => {
    const customer = await persona("postpaid-fibre");
    await signIn(customer);
    await toDetails(page);
    await typeDetails(page);
    await sim.expireAccessTokens(customer.userName);
    await sim.revokeRefreshTokens(customer.userName);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await expect(page.getByText("5 Temple Road")).toHaveCount(0);
    await signInOnPage(page, customer);
    await expect(page).toHaveURL(/\/lterequest\?step=4$/);
    await expect(stepHeading(page, "Customer Details")).toBeVisible();
    await expectDetails(page);
  });
});
