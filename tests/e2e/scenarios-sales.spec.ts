/**
 * The online-sales scenario files of scenarios/: each test loads its file by name, as a tester does
 * (fresh users each time, so the tests stay apart), and checks in the portal what the file's
 * description promises: the NIC check's alerts, the LTE wizard where there is no coverage, a failed
 * LTE provisioning on the customer's own clock, a declined and an abandoned payment of a fibre cart,
 * and a visitor's paid order that asks for its billing address and documents.
 */
import type { Locator, Page } from "@playwright/test";
import type { SimulatorClient } from "../../simulator/control/client";
import { FIBRE_CART, fibreCart } from "./sales-journey";
import { closeOutcome, expect, test } from "./fixtures";

// Each test walks a few steps with operator round trips: room on a busy machine.
test.slow();

let counter = 0;
/** A mobile of its own per test (the one-time code limits count per contact). */
const uniqueMobile = () => `075${String((Date.now() + process.pid * 41 + counter++ * 7919) % 10_000_000).padStart(7, "0")}`;

/** A field by its label, with or without the required mark (" *", not read out). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));

/** The value of a labelled fact (a term and its definition) within `scope`. */
const fact = (scope: Page | Locator, label: string) =>
  scope
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

async function typeOtp(page: Page, code: string) {
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code);
}

/** The public fibre wizard up to Submit Your Details, with the mobile verified by its one-time code. */
async function fibreDetailsWithMobile(page: Page, sim: SimulatorClient, mobile: string) {
  await page.goto("/applyonline/fiber");
  await page.getByRole("link", { name: "Select a Voice package" }).click();
  await page.getByRole("button", { name: "Choose Home" }).click();
  await expect(page.getByRole("link", { name: "Edit the Voice package" })).toBeVisible();
  await page.getByRole("link", { name: "Select an Internet package" }).click();
  await page.getByRole("button", { name: "Choose Any Beat" }).click();
  await expect(page.getByRole("link", { name: "Edit the Internet package" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Submit Your Details" })).toBeVisible();

  await field(page, "Title").selectOption("Mr");
  await field(page, "First Name").fill("Nimal");
  await field(page, "Last Name").fill("Perera");
  await field(page, "Mobile").fill(mobile);
  await page.getByRole("button", { name: "Verify mobile" }).click();
  const dialog = page.getByRole("dialog", { name: "Enter the OTP" });
  await expect(dialog.getByText(`OTP sent to ${mobile}`)).toBeVisible();
  await typeOtp(page, await sim.latestOtp(mobile));
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(1);
}

async function verifyNic(page: Page, nic: string) {
  await field(page, "NIC Number").fill(nic);
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
}

test("ineligible-nic: the NIC check sends the visitor to the regional office and clears the NIC", async ({ page, sim, scenario }) => {
  const {
    users: [visitor],
  } = await scenario("ineligible-nic");
  // The visitor verifies their own mobile (their user id).
  await fibreDetailsWithMobile(page, sim, visitor!.userName);
  await verifyNic(page, visitor!.nic);
  const refused = page.getByRole("dialog", { name: "You are not an Existing customer!" });
  await expect(refused.getByText("Please visit the regional office.")).toBeVisible();
  await refused.getByRole("button", { name: "Ok" }).click();
  await expect(refused).toHaveCount(0);
  await expect(field(page, "NIC Number")).toHaveValue("");
  // Only the mobile is verified: the NIC is not.
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(1);
});

test("existing-customer-outstanding: the NIC check asks the customer to check what they owe, which their bill shows", async ({
  page,
  sim,
  scenario,
  signIn,
}) => {
  const {
    users: [owing],
  } = await scenario("existing-customer-outstanding");
  await fibreDetailsWithMobile(page, sim, uniqueMobile());
  await verifyNic(page, owing!.nic);
  const alert = page.getByRole("dialog", { name: "You are an Existing customer!" });
  await expect(alert.getByText("Check your outstanding amount.")).toBeVisible();
  await expect(alert.getByRole("link", { name: "Check from here" })).toHaveAttribute("href", "/bill/0");
  await alert.getByRole("button", { name: "Ok" }).click();
  await expect(alert).toHaveCount(0);
  // An existing customer's NIC stays verified: the alert only warns.
  await expect(field(page, "NIC Number")).toHaveValue(owing!.nic);
  await expect(page.getByText("Verified", { exact: true })).toHaveCount(2);

  // The amount the alert refers to, on the customer's bill.
  await signIn(owing!);
  await page.goto("/bill/0");
  await expect(fact(page, "Total Payable")).toHaveText("Rs. 12,480.25");
});

test("no-lte-coverage: at the customer's home the LTE wizard finds no coverage and takes a request for it instead", async ({ page, scenario, signIn, sim }) => {
  const {
    users: [customer],
  } = await scenario("no-lte-coverage");
  expect(customer!.home).toEqual({ city: "Mullaitivu", lat: 9.2671, lng: 80.8142 });
  await signIn(customer!);
  await page.goto("/lterequest");
  await page.getByRole("radio", { name: "Broadband only" }).check();
  await page.getByRole("link", { name: "Select an Internet package" }).click();
  await page.getByRole("button", { name: "Choose 4G Anytime 40" }).click();
  await expect(page.getByRole("link", { name: "Edit the Internet package" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByRole("combobox", { name: "City" }).fill("Mullai");
  await page.getByRole("option", { name: /^Mullaitivu/ }).click();
  await page.getByRole("button", { name: "Pin the centre of the map" }).click();
  await expect(page.getByTestId("location-picked")).toHaveText("Selected location: 9.267100, 80.814200");
  await expect(page.getByText("not available at the selected location, You can request SLT Megaline service.")).toBeVisible();
  await expect(page.getByText("SLTMOBITEL LTE is available for your area. Click next to proceed")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();

  await page.getByRole("link", { name: "Request coverage" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "LTE Connection Request - Feasibility Check - Request Coverage", exact: true })).toBeVisible();
  await expect(page.getByText("Requested location: Mullaitivu (9.2671, 80.8142)")).toBeVisible();
  await field(page, "Title").selectOption("Mr");
  await field(page, "First Name").fill("Ravi");
  await field(page, "Last Name").fill("Kumar");
  const mobile = uniqueMobile();
  await field(page, "Mobile").fill(mobile);
  await field(page, "Address Line 1").fill("No 4");
  // Verified as for an order: the mobile by its code (the panel submits itself at the sixth digit), then the NIC.
  await page.getByRole("button", { name: "Verify mobile" }).click();
  await expect(page.getByRole("dialog", { name: "Enter the OTP" }).getByText(`OTP sent to ${mobile}`)).toBeVisible();
  await typeOtp(page, await sim.latestOtp(mobile));
  await expect(page.getByRole("dialog", { name: "Enter the OTP" })).toHaveCount(0);
  await field(page, "NIC Number").fill("853400937V");
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  await page.getByRole("button", { name: "Request coverage" }).click();
  await expect(
    page.getByRole("dialog", { name: "Success" }).getByText("Your request for coverage has been received. Our team will contact you soon."),
  ).toBeVisible();
  const leads = await sim.journal({ user: customer!.userName, contract: "sales.createSalesLead" });
  expect(leads.map((entry) => entry.status)).toEqual([200]);
});

test("lte-provisioning-fails: a day on the customer's own clock, the paid LTE order has failed and a new request may start", async ({
  page,
  scenario,
  signIn,
}) => {
  const {
    users: [customer],
  } = await scenario("lte-provisioning-fails");
  await signIn(customer!);
  await page.goto("/lterequest");
  await expect(page.getByRole("heading", { level: 1, name: "NEW SERVICE REQUEST - LTE HOME LINE" })).toBeVisible();
  await expect(page.getByText("Your order is successfully submitted.")).toBeVisible();
  await expect(fact(page, "Order reference")).toHaveText(customer!.order!.refNo);
  await expect(fact(page, "Order Status")).toHaveText("Failed");
  await expect(page.getByText("This order is closed. You can start a new request for another SLTMOBITEL LTE line.")).toBeVisible();
  await page.getByRole("button", { name: "New request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "NEW SERVICE REQUEST - SLTMOBITEL LTE" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Package Selection", exact: true })).toBeVisible();
});

test("payment-declined: the declined payment says so, the URL cannot claim otherwise, and the cart is still payable", async ({ page, scenario, signIn }) => {
  const {
    users: [customer],
  } = await scenario("payment-declined");
  const ref = customer!.order!.refNo;
  await signIn(customer!);
  await page.goto("/cart");
  await expect(fibreCart(page)).toContainText(`Order reference: ${ref}`);
  await fibreCart(page).getByRole("button", { name: "Pay Now" }).click();
  await expect(page.getByRole("heading", { name: "Pay your connection fee" })).toBeVisible();
  await expect(page.getByText("Rs. 10,000.00")).toBeVisible();
  await page.getByRole("button", { name: "Decline payment" }).click();

  await expect(page).toHaveURL(new RegExp(`/FTTH/${ref}/0\\?pay=`));
  await expect(page.getByRole("alert")).toHaveText("Your Order is Unsuccessful .");
  await expect(page.getByText("Your payment did not go through, so no money was taken.")).toBeVisible();
  await expect(page.getByText("Your payment was successful.")).toHaveCount(0);
  // Status 1 in the URL: the operator's payment log has only the declined attempt.
  const pay = new URL(page.url()).searchParams.get("pay")!;
  await page.goto(`/FTTH/${ref}/1?pay=${pay}`);
  await expect(page.getByRole("alert")).toHaveText("Your Order is Unsuccessful .");

  await page.getByRole("link", { name: "Back to cart" }).click();
  const cart = fibreCart(page);
  await expect(cart.getByRole("listitem")).toHaveCount(2);
  await expect(cart).toContainText("Any Joy");
  await expect(cart).toContainText("PEO Silver");
  await cart.getByRole("button", { name: "Pay Now" }).click();
  await expect(page.getByRole("heading", { name: "Pay your connection fee" })).toBeVisible();
  await expect(page.getByText("Rs. 10,000.00")).toBeVisible();
  await expect(page.getByText(`Order ${ref} has already been paid.`)).toHaveCount(0);
});

test("payment-abandoned: leaving the payment page without a decision pays nothing and keeps the cart payable", async ({ page, scenario, signIn }) => {
  const {
    users: [customer],
  } = await scenario("payment-abandoned");
  const ref = customer!.order!.refNo;
  await signIn(customer!);
  await page.goto("/cart");
  await fibreCart(page).getByRole("button", { name: "Pay Now" }).click();
  await expect(page.getByRole("heading", { name: "Pay your connection fee" })).toBeVisible();
  await expect(page.getByText("Rs. 10,000.00")).toBeVisible();

  // Back to the portal without approving or declining.
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  const cart = fibreCart(page);
  await expect(cart.getByRole("heading", { name: FIBRE_CART, level: 2 })).toBeVisible();
  await expect(cart).toContainText(`Order reference: ${ref}`);
  await expect(fact(cart, "Total")).toHaveText("Rs. 10,000.00");
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Nothing was paid: no paid-order badge, and ordering fibre still leads to the cart.
  await page.goto("/promo/buyonline");
  await expect(page.getByRole("heading", { name: "Buy Online", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /paid order/ })).toHaveCount(0);
  await page.goto("/applyonline");
  await expect(page).toHaveURL(/\/cart$/);

  await fibreCart(page).getByRole("button", { name: "Pay Now" }).click();
  await expect(page.getByRole("heading", { name: "Pay your connection fee" })).toBeVisible();
  await expect(page.getByText("Rs. 10,000.00")).toBeVisible();
  await expect(page.getByText(`Order ${ref} has already been paid.`)).toHaveCount(0);
});

test("order-awaiting-documents: the visitor looks the order up by its code; it asks for the billing address, then the NIC images", async ({
  page,
  scenario,
  sim,
}) => {
  const {
    users: [visitor],
  } = await scenario("order-awaiting-documents");
  const { refNo, mobile } = visitor!.order!;
  await page.goto("/applyonline");
  await page.getByLabel("Order Id").fill(refNo);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(`OTP sent to the mobile number of order ${refNo}`)).toBeVisible();
  await typeOtp(page, await sim.latestOtp(mobile));
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page).toHaveURL(new RegExp(`/applyonline/fibre/statustracking/${refNo}$`));
  await expect(page.getByRole("heading", { name: "Stay Connected with Your Order", level: 1 })).toBeVisible();
  for (const text of [refNo, "Rs. 10000.00", "Pending Document Upload", "Any Joy", "PEO Silver"]) {
    await expect(page.getByText(text, { exact: true }).first(), text).toBeVisible();
  }
  // With JavaScript running the agent code's Submit hides until 5 characters: the page is live.
  await expect(page.getByRole("region", { name: "Official Use Only" }).getByRole("button", { name: "Submit" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Billing address" })).toBeVisible();
  await expect(page.getByLabel("NIC Front")).toHaveCount(0);

  await page.getByRole("checkbox", { name: "Same as service address" }).check();
  await expect(page.getByLabel("Billing Address Line 1")).not.toHaveValue("");
  await page.getByRole("button", { name: "Save billing address" }).click();
  await closeOutcome(page, "Success", "Submitted your request successfully.");
  await expect(page.getByLabel("NIC Front")).toBeVisible();
  await expect(page.getByLabel("NIC Back")).toBeVisible();
  await expect(page.getByLabel("Billing address proof")).toHaveCount(0);
  await expect(page.getByText("Pending Document Upload", { exact: true }).first()).toBeVisible();
});
