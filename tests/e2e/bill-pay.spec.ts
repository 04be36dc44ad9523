import type { Page } from "@playwright/test";
import { PORTAL_URL } from "../../playwright.config";
import { expect, expectAccessible, loadsAwaitHydration, signInDirectly, test } from "./fixtures";

const amount = (page: Page) => page.getByLabel("Amount (LKR)");
const panelAmount = (page: Page) => page.getByTestId("payments-amount");
const payButton = (page: Page) => page.getByRole("button", { name: "Pay Now", exact: true });

/** Pay Now pressed with the form as filled: the hosted page is left unpaid; answers the payment's nonce from its return URL. */
async function startUnpaid(page: Page): Promise<string> {
  const hosted = page.waitForRequest((request) => request.method() === "POST" && request.url() !== page.url() && !request.url().includes("/bill/0"));
  await payButton(page).click();
  const nonce = new URL(new URLSearchParams((await hosted).postData() ?? "").get("returnUrl") ?? "").searchParams.get("pay");
  expect(nonce).toBeTruthy();
  // The hosted page has loaded (and not been paid) before the test goes on.
  await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
  return nonce!;
}

test("the Pay Now link of the payments panel shows the outstanding balance; a small amount is refused beside the field", async ({ page, persona, signIn }) => {
  await signIn(await persona("outstanding"));
  await page.goto("/boardBand/summary");
  await page.getByRole("link", { name: "Pay Now", exact: true }).click();
  await expect(page).toHaveURL(/\/bill\/0$/);
  await expect(page.getByRole("heading", { name: "Pay Now", level: 1 })).toBeVisible();
  await expect(page.getByTestId("bill-outstanding")).toHaveText("Rs. 18,999.50");
  await expect(page.getByTestId("bill-last-payment")).toHaveText(/^Rs\. [\d,]+\.\d\d on \d{4}\/\d\d\/\d\d$/);
  await expect(amount(page)).toHaveValue("18999.50");
  await expect(page.getByLabel("Telephone number")).not.toHaveValue("");

  await amount(page).fill("99");
  await payButton(page).click();
  await expect(page.locator("#pay-bill-amount-error")).toHaveText("Payment amount must be greater than or equal to Rs. 100.");
  await expect(amount(page)).toHaveValue("99");
  await page.getByLabel("Telephone number").fill("");
  await expect(page.locator("#pay-bill-telephone-error")).toHaveText("This field is required");
  await expectAccessible(page);
});

test("an approved payment of 1,000 is confirmed and lowers the bill payable", async ({ page, persona, signIn }) => {
  await signIn(await persona("outstanding"));
  await page.goto("/bill/0");
  await expect(panelAmount(page)).toHaveText("Rs 18,999.50");
  await amount(page).fill("1000");
  await payButton(page).click();
  await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/bill\/0\?.*status=approved/);
  await expect(page.getByRole("status").filter({ hasText: "Payment of Rs. 1,000.00 received. Thank you." })).toBeVisible();
  await expect(panelAmount(page)).toHaveText("Rs 17,999.50");
  await expect(page.getByTestId("bill-outstanding")).toHaveText("Rs. 17,999.50");
  await expectAccessible(page);
});

test("a declined payment says so and changes nothing", async ({ page, persona, signIn }) => {
  await signIn(await persona("outstanding"));
  await page.goto("/bill/0");
  const lastPayment = await page.getByTestId("bill-last-payment").textContent();
  await amount(page).fill("1000");
  await payButton(page).click();
  await page.getByRole("button", { name: "Decline payment" }).click();
  await expect(page).toHaveURL(/\/bill\/0\?.*status=declined/);
  await expect(page.getByRole("alert").filter({ hasText: "Your payment was declined" })).toBeVisible();
  await expect(panelAmount(page)).toHaveText("Rs 18,999.50");
  await expect(page.getByTestId("bill-last-payment")).toHaveText(lastPayment ?? "");
  await expect(page.getByTestId("bill-outstanding")).toHaveText("Rs. 18,999.50");
});

test("a forged approval is not believed", async ({ page, persona, signIn }) => {
  await signIn(await persona("outstanding"));
  await page.goto(`/bill/0?status=approved&paymentId=PAY1&amount=1000.00&since=${Date.now()}`);
  await expect(page.getByRole("alert").filter({ hasText: "We could not confirm your payment yet" })).toBeVisible();
});

test("a later payment's return replayed as approved is not believed on the strength of the earlier one", async ({ page, persona, signIn }) => {
  await signIn(await persona("outstanding"));
  await page.goto("/bill/0");
  await amount(page).fill("1000");
  await payButton(page).click();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Payment of Rs. 1,000.00 received. Thank you." })).toBeVisible();

  // A second payment of the same amount is started; its return is forged as approved before paying.
  await page.goto("/bill/0");
  await amount(page).fill("1000");
  const nonce = await startUnpaid(page);
  // The query also claims the amount and a start time, as the earlier return URLs did: neither is believed.
  await page.goto(`/bill/0?pay=${nonce}&status=approved&paymentId=PAY2&amount=1000.00&since=${Date.now() - 60_000}`);
  await expect(page.getByRole("alert").filter({ hasText: "We could not confirm your payment yet" })).toBeVisible();
  await expect(page.getByTestId("bill-outstanding")).toHaveText("Rs. 17,999.50");
});

test("a payment for the customer's other line is checked on that line: confirmed there, and a forged return is not believed from it", async ({
  page,
  scenario,
  signIn,
}) => {
  const {
    users: [user],
  } = await scenario("voice-suspended-second-account");
  const [first, second] = user!.lines as Array<{ telephoneNo: string }>;
  await signIn(user!);
  await page.goto("/bill/0");
  const telephone = page.getByLabel("Telephone number");
  await expect(telephone).toHaveValue(first!.telephoneNo);
  // With the first line selected, the second line's bill is paid: the operator's figures of that line confirm it.
  await telephone.fill(second!.telephoneNo);
  await amount(page).fill("1000");
  await payButton(page).click();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Payment of Rs. 1,000.00 received. Thank you." })).toBeVisible();

  // Another payment of the same amount for the second line, forged as approved before paying, once that line is selected.
  await page.goto("/bill/0");
  await telephone.fill(second!.telephoneNo);
  await amount(page).fill("1000");
  const nonce = await startUnpaid(page);
  await page.goto("/bill/0");
  await page.getByLabel("Account number").selectOption(second!.telephoneNo);
  await expect(telephone).toHaveValue(second!.telephoneNo);
  await page.goto(`/bill/0?pay=${nonce}&status=approved&paymentId=PAY3`);
  await expect(page.getByRole("alert").filter({ hasText: "We could not confirm your payment yet" })).toBeVisible();
  await expect(page.getByText("PAY3")).toHaveCount(0);
});

test("a payment whose line's figures could not be read when it started is not confirmed from later figures", async ({ page, persona, signIn, sim }) => {
  const user = await persona("outstanding");
  await signIn(user);
  await page.goto("/bill/0");
  await amount(page).fill("1000");
  // The read made as the payment starts fails: nothing tells an earlier payment of the same amount from this one.
  await sim.addFault({ kind: "http500", user: user.userName, contract: "bills.billingInquiry", remaining: 1 });
  await payButton(page).click();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "We could not confirm your payment yet" })).toBeVisible();
  await expect(page.getByText("received. Thank you.")).toHaveCount(0);
});

test("one payment confirms one return: another browser's payment of the same amount does not confirm this one", async ({ browser, page, persona, signIn }) => {
  const user = await persona("outstanding");
  await signIn(user);
  // Browser A starts a payment of Rs 150 and leaves the hosted page unpaid.
  await page.goto("/bill/0");
  await amount(page).fill("150");
  const nonce = await startUnpaid(page);

  // Browser B, the same customer, pays Rs 150 and comes back: confirmed.
  const other = await browser.newContext({ baseURL: PORTAL_URL });
  const b = await other.newPage();
  loadsAwaitHydration(b);
  await signInDirectly(b, user);
  await b.goto("/bill/0");
  await amount(b).fill("150");
  await payButton(b).click();
  await b.getByRole("button", { name: "Approve payment" }).click();
  await expect(b.getByRole("status").filter({ hasText: "Payment of Rs. 150.00 received. Thank you." })).toBeVisible();
  await other.close();

  // A's return forged as approved: B's payment is B's.
  await page.goto(`/bill/0?pay=${nonce}&status=approved`);
  await expect(page.getByRole("alert").filter({ hasText: "We could not confirm your payment yet" })).toBeVisible();
});

test("prepaid lines go to the prepaid broadband page; other bill types are not found", async ({ page, persona, signIn }) => {
  await signIn(await persona("prepaid-lte"));
  await page.goto("/bill/0");
  await expect(page).toHaveURL(/\/prepaid\/boardBand$/);
  const response = await page.goto("/bill/2");
  expect(response?.status()).toBe(404);
});

test("a user without accounts is sent to the no-account page", async ({ page, persona, signIn }) => {
  await signIn(await persona("no-accounts"));
  await page.goto("/bill/0");
  await expect(page).toHaveURL(/\/noAccount$/);
});

test("works at 375 px without horizontal scroll", async ({ page, persona, signIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(await persona("outstanding"));
  await page.goto("/bill/0");
  await expect(payButton(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("validates the amount on the server and reaches the hosted page", async ({ page, persona, signIn }) => {
    await signIn(await persona("outstanding"));
    await page.goto("/bill/0");
    await amount(page).fill("50");
    await payButton(page).click();
    await expect(page.getByText("Payment amount must be greater than or equal to Rs. 100.")).toBeVisible();
    await expect(amount(page)).toHaveValue("50");
    await amount(page).fill("1000");
    await payButton(page).click();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page.getByText("Payment of Rs. 1,000.00 received. Thank you.")).toBeVisible();
  });

  test("a payment whose vpc_Amount was edited in the browser is not taken for the amount chosen", async ({ page, persona, signIn }) => {
    await signIn(await persona("outstanding"));
    // The hidden field changed on its way to the hosted page: the customer chose 1,000 and pays 150.
    await page.route("**/confirm.php", async (route) => {
      const form = new URLSearchParams(route.request().postData() ?? "");
      form.set("vpc_Amount", "150.00");
      await route.continue({ postData: form.toString() });
    });
    await page.goto("/bill/0");
    await amount(page).fill("1000");
    await payButton(page).click();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByText("Rs. 150.00")).toBeVisible();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page.getByText("We could not confirm your payment yet")).toBeVisible();
    await expect(page.getByText("Payment of Rs. 1,000.00 received. Thank you.")).toHaveCount(0);
  });
});
