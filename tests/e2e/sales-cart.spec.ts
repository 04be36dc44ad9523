/**
 * The signed-in customer's cart (/cart), the payment results (/FTTH and /LTE) and /connectionOrder,
 * with the order personas: the cart's lines and figures, the promo code, Pay Now through the
 * simulator's hosted page, the results (believed only from the payment log), the document submit
 * and the CRM progress as the customer's own simulator clock moves (only theirs: the other tests'
 * time stays as it is).
 */
import type { Page } from "@playwright/test";
import { PORTAL_URL } from "../../playwright.config";
import type { SimulatorClient } from "../../simulator/control/client";
import { closeOutcome, expect, expectAccessible, test as base } from "./fixtures";
import { expectPaid, FIBRE_CART, fibreCart, HOUR_MS, LTE_CART, lteCart, payOnHostedPage, submitNicDocuments } from "./sales-journey";

type Persona = Awaited<ReturnType<SimulatorClient["createPersona"]>>;

/** `customer(key, path)`: a fresh persona of that template, signed in, on `path`; answers it and its order's reference. */
const test = base.extend<{ customer: (key: string, path: string) => Promise<{ person: Persona; ref: string }> }>({
  customer: async ({ page, persona, signIn }, use) => {
    await use(async (key, path) => {
      const person = await persona(key);
      await signIn(person);
      await page.goto(path);
      return { person, ref: person.order!.refNo };
    });
  },
});

const PROMO_NONE = "No promo code applies to online connections. Nothing was discounted: the total stays as shown.";

/** The page at 375 px: nothing wider than the screen. */
async function fitsPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (size) await page.setViewportSize(size);
}

test("cart-unpaid: the fibre cart's lines and figures, the promo code, Pay Now, the paid result counting down to /connectionOrder, documents, then the CRM progress", async ({
  page,
  customer,
  sim,
}) => {
  test.setTimeout(120_000);
  const { person, ref } = await customer("cart-unpaid", "/cart");
  await expect(page.getByRole("heading", { name: "Your Cart", level: 1 })).toBeVisible();
  const cart = fibreCart(page);
  await expect(cart.getByRole("heading", { name: FIBRE_CART, level: 2 })).toBeVisible();
  await expect(cart).toContainText(`Order reference: ${ref}`);
  await expect(lteCart(page)).toHaveCount(0);
  const lines = cart.getByRole("listitem");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText("Broadband");
  await expect(lines.nth(0)).toContainText("Any Joy");
  await expect(lines.nth(0)).toContainText(/[\d,]+ LKR \+ Tax \(Per Month\)/);
  await expect(lines.nth(1)).toContainText("PEO Silver");
  await expect(lines.nth(1)).toContainText(/[\d,]+ LKR \+ Tax \(Per Month\)/);
  const figure = (name: string) => cart.locator(".cart-totals > div").filter({ has: page.getByText(name, { exact: true }) });
  await expect(cart.locator(".cart-item-foot dl")).toHaveText(/^Quantity\s*1$/);
  await expect(figure("Discount")).toContainText("Rs.0.00");
  await expect(figure("Delivery")).toContainText("Free");
  await expect(figure("Subtotal")).toContainText("Rs. 10,000.00");
  await expect(figure("Total")).toContainText("Rs. 10,000.00");
  await expect(cart).toContainText("they are billed monthly");

  // The promo code: checked, then told plainly beside the field that none applies.
  const promo = cart.getByLabel("Promo code");
  await cart.getByRole("button", { name: "Apply Discount" }).click();
  await expect(promo).toHaveAccessibleDescription("Enter a promo code.");
  await promo.fill("SAVE10");
  await cart.getByRole("button", { name: "Apply Discount" }).click();
  await expect(promo).toHaveAccessibleDescription(PROMO_NONE);
  await expect(figure("Total")).toContainText("Rs. 10,000.00");
  await expectAccessible(page);
  await fitsPhone(page);

  // From here, what the portal's pages log as errors (a failed hydration would be one).
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.location().url.startsWith(PORTAL_URL)) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await payOnHostedPage(page, cart, "Rs. 10,000.00");
  await expectPaid(page, "FTTH", ref);
  const steps = page.getByRole("navigation", { name: "Order progress" });
  for (const step of ["Customer Details", "Feasibility Check", "Package Selection", "Payment"]) await expect(steps).toContainText(step);
  await expect(page.getByRole("timer")).toHaveText(/You will be taken to your order in [1-5] seconds?\./);
  expect(problems, "the result page hydrates without errors").toEqual([]);
  await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/connectionOrder");
  await expectAccessible(page);
  await fitsPhone(page);

  // The countdown goes on by itself.
  await expect(page).toHaveURL(/\/connectionOrder$/);
  await expect(page.getByRole("heading", { name: "NEW SERVICE REQUEST - SLT FIBRE HOME LINE", level: 1 })).toBeVisible();
  await expect(page.getByText(ref, { exact: true })).toBeVisible();
  await expect(page.getByText("Pending Document Upload")).toBeVisible();
  await expect(page.getByText("Any Joy")).toBeVisible();
  await expect(page.getByText("PEO Silver")).toBeVisible();
  await expectAccessible(page);
  await fitsPhone(page);

  // Nothing chosen: the Error dialog; then the two images go, with the application PDF.
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await closeOutcome(page, "Error", "Please upload all the relevant files");
  await submitNicDocuments(page);
  await closeOutcome(page, "Success", "Submitted your request successfully.");
  await expect(page.getByText("Pending Document Upload")).toHaveCount(0);
  const progress = page.getByRole("navigation", { name: "Provisioning progress" });
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Pending/);
  await expect(page.getByText("Step 0 of 10")).toBeVisible();
  const marked = await sim.journal({ user: person.userName, contract: "sales.updateOrderStatus" });
  expect(marked.map((e) => e.status)).toEqual([200]);
  await expectAccessible(page);

  // Six hours on, the CRM has moved a step: each visit reads it afresh.
  await sim.clock({ user: person.userName, advanceMs: 6 * HOUR_MS });
  await page.reload();
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/In processing/);
  await expect(page.getByText("Step 1 of 10")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Provisioning progress" })).toHaveAttribute("value", "1");

  // Paid: the cart is empty now.
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
});

test("a declined payment fails and keeps the cart; a forged /FTTH/{ref}/1 shows failure too", async ({ page, customer }) => {
  test.setTimeout(90_000);
  const { ref } = await customer("cart-unpaid", "/cart");

  // Status 1 in the URL, no payment of this browser: failure.
  await page.goto(`/FTTH/${ref}/1`);
  await expect(page.getByRole("alert")).toHaveText("Your Order is Unsuccessful .");
  await expect(page.getByText("This is not a payment started from this browser")).toBeVisible();
  await expect(page.getByText("Your payment was successful.")).toHaveCount(0);
  await expect(page.getByRole("timer")).toHaveCount(0);

  await page.goto("/cart");
  await fibreCart(page).getByRole("button", { name: "Pay Now" }).click();
  await page.getByRole("button", { name: "Decline payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/FTTH/${ref}/0\\?pay=`));
  await expect(page.getByRole("alert")).toHaveText("Your Order is Unsuccessful .");
  await expect(page.getByText("Your payment did not go through, so no money was taken.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Close" })).toHaveAttribute("href", "/noAccount");
  await expectAccessible(page);
  await fitsPhone(page);

  // The same return claiming success: the payment log says unpaid.
  const pay = new URL(page.url()).searchParams.get("pay")!;
  await page.goto(`/FTTH/${ref}/1?pay=${pay}`);
  await expect(page.getByRole("alert")).toHaveText("Your Order is Unsuccessful .");
  // Through /cart/return as the hosted page would send it: the same.
  await page.goto(`/cart/return?pay=${pay}&orderId=${ref}&status=1`);
  await expect(page).toHaveURL(new RegExp(`/FTTH/${ref}/1\\?pay=`));
  await expect(page.getByRole("alert")).toHaveText("Your Order is Unsuccessful .");

  await page.getByRole("link", { name: "Back to cart" }).click();
  await expect(fibreCart(page).getByRole("listitem")).toHaveCount(2);
  await expect(fibreCart(page)).toContainText("Any Joy");
});

test("lte-cart-unpaid: the LTE cart pays through to the LTE result, whose Continue goes to /lterequest without a countdown", async ({ page, customer }) => {
  test.setTimeout(90_000);
  const { ref } = await customer("lte-cart-unpaid", "/cart");
  const cart = lteCart(page);
  await expect(cart.getByRole("heading", { name: LTE_CART, level: 2 })).toBeVisible();
  await expect(fibreCart(page)).toHaveCount(0);
  await expect(cart.getByRole("listitem")).toHaveCount(2);
  await expect(cart.getByRole("listitem").nth(0)).toContainText("4G Anytime 80");
  await expect(cart.getByRole("listitem").nth(1)).toContainText("Voice");
  await expect(cart.getByRole("listitem").nth(1)).toContainText("Home");
  await expect(cart.locator(".cart-total")).toContainText("Rs. 3,900.00");
  await expectAccessible(page);

  await payOnHostedPage(page, cart, "Rs. 3,900.00");
  await expectPaid(page, "LTE", ref);
  await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/lterequest");
  await expect(page.getByRole("timer")).toHaveCount(0);
  await expectAccessible(page);
  await fitsPhone(page);

  // The LTE payment's nonce opened on the fibre result goes to the LTE result.
  await page.goto(page.url().replace(`/LTE/${ref}/`, `/FTTH/${ref}/`));
  await expect(page).toHaveURL(new RegExp(`/LTE/${ref}/1\\?pay=`));
});

test("Remove asks first, then empties the cart: 'Your Cart is Empty' with the ways to order", async ({ page, customer }) => {
  await customer("cart-unpaid", "/cart");
  await fibreCart(page)
    .getByRole("link", { name: `Remove ${FIBRE_CART} from the cart` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Remove from cart" });
  await expect(dialog).toContainText(FIBRE_CART);
  await expectAccessible(page);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(fibreCart(page)).toBeVisible();

  await fibreCart(page)
    .getByRole("link", { name: `Remove ${FIBRE_CART} from the cart` })
    .click();
  await page.getByRole("dialog", { name: "Remove from cart" }).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Order SLT Fibre" })).toHaveAttribute("href", "/applyonline");
  await expect(page.getByRole("link", { name: "Order SLTMOBITEL 4G LTE" })).toHaveAttribute("href", "/lterequest");
  await expectAccessible(page);
  await fitsPhone(page);
  // No paid fibre order: /connectionOrder sends the customer to order one.
  await page.goto("/connectionOrder");
  await expect(page).toHaveURL(/\/applyonline\/order$/);
});

test("fibre-order-in-progress: its CRM progress, and Completed two days on", async ({ page, customer, sim }) => {
  const { person } = await customer("fibre-order-in-progress", "/connectionOrder");
  await expect(page.getByText(person.order!.refNo, { exact: true })).toBeVisible();
  const progress = page.getByRole("navigation", { name: "Provisioning progress" });
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/In processing/);
  await expect(page.getByText("Step 2 of 10")).toBeVisible();
  await expect(page.getByLabel("NIC Front")).toHaveCount(0);
  await expectAccessible(page);
  await fitsPhone(page);

  await sim.clock({ user: person.userName, advanceMs: 48 * HOUR_MS });
  await page.reload();
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Completed/);
  await expect(page.getByText("Step 10 of 10")).toBeVisible();
  await expect(page.getByText("Your fibre connection is ready.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the promo code, Pay Now by 'Continue to payment', the result's refresh to /connectionOrder and the document upload are plain posts", async ({
    page,
    customer,
  }) => {
    test.setTimeout(120_000);
    const { ref } = await customer("cart-unpaid", "/cart");
    const cart = fibreCart(page);
    await cart.getByLabel("Promo code").fill("WELCOME");
    await cart.getByRole("button", { name: "Apply Discount" }).click();
    await expect(fibreCart(page).getByLabel("Promo code")).toHaveAccessibleDescription(PROMO_NONE);

    // Remove asks on a page of its own (?remove=); Cancel comes back.
    await fibreCart(page)
      .getByRole("link", { name: `Remove ${FIBRE_CART} from the cart` })
      .click();
    await expect(page).toHaveURL(/\?remove=FTTH$/);
    await page.getByRole("dialog", { name: "Remove from cart" }).getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog", { name: "Remove from cart" })).toHaveCount(0);

    await fibreCart(page).getByRole("button", { name: "Pay Now" }).click();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { name: "Pay your connection fee" })).toBeVisible();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page).toHaveURL(new RegExp(`/FTTH/${ref}/1\\?pay=`));
    await expect(page.getByText("Your payment was successful.")).toBeVisible();
    await expect(page.getByText("You will be taken to your order in 5 seconds.")).toBeVisible();

    // The refresh in <noscript> goes on by itself.
    await expect(page).toHaveURL(/\/connectionOrder$/);
    await expect(page.getByText("Pending Document Upload")).toBeVisible();
    await submitNicDocuments(page);
    await closeOutcome(page, "Success", "Submitted your request successfully.");
    await expect(page.getByRole("navigation", { name: "Provisioning progress" })).toBeVisible();
    await expect(page.getByText("Pending Document Upload")).toHaveCount(0);
  });

  test("an AmountPay edited to 1.00 before the hosted page is not a payment: the result says so and the cart keeps the order", async ({ page, customer }) => {
    test.setTimeout(90_000);
    const { ref } = await customer("cart-unpaid", "/cart");
    // What a visitor does with the page's hidden field: the browser posts AmountPay=1.00 to the hosted page.
    await page.route("**/OnlinePayment/Checkout", async (route) => {
      const form = new URLSearchParams(route.request().postData() ?? "");
      form.set("AmountPay", "1.00");
      await route.continue({ postData: form.toString() });
    });
    await fibreCart(page).getByRole("button", { name: "Pay Now" }).click();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { name: "Pay your connection fee" })).toBeVisible();
    await expect(page.getByText("Rs. 1.00")).toBeVisible();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page).toHaveURL(new RegExp(`/FTTH/${ref}/[01]\\?pay=`));
    await expect(page.getByRole("alert")).toHaveText("Your Order is Unsuccessful .");
    await expect(page.getByText("Your payment was successful.")).toHaveCount(0);
    await page.goto("/cart");
    await expect(fibreCart(page)).toContainText(`Order reference: ${ref}`);
  });

  test("Remove from the confirm page empties the cart", async ({ page, customer }) => {
    await customer("lte-cart-unpaid", "/cart?remove=LTE");
    await page.getByRole("dialog", { name: "Remove from cart" }).getByRole("button", { name: "Remove" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  });
});

test("a post from elsewhere cannot pay or remove: the portal refuses it", async ({ page, customer }) => {
  await customer("cart-unpaid", "/cart");
  const response = await page.request.post("/cart", { form: { intent: "remove", kind: "FTTH" }, headers: { Origin: "http://evil.test" }, maxRedirects: 0 });
  expect(response.status()).toBe(403);
  await page.reload();
  await expect(fibreCart(page)).toBeVisible();
  // The same post from the portal's own page does it.
  const own = await page.request.post("/cart", { form: { intent: "remove", kind: "FTTH" }, headers: { Origin: PORTAL_URL }, maxRedirects: 0 });
  expect(own.status()).toBe(302);
});
