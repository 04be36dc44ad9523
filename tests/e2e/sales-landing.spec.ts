import type { Page } from "@playwright/test";
import * as auth from "#contracts/auth";
import * as sales from "#contracts/sales";
import { servicesUnder } from "#contracts/lk";
import { exchange, type TransportConfig } from "../../app/operator/transport.server";
import { PORTAL_URL, SIM_URL } from "../../playwright.config";
import { closeOutcome, expect, expectAccessible, test } from "./fixtures";

const operator: TransportConfig = { bases: servicesUnder(SIM_URL), clientId: "e2e-sales-landing", tvApiKey: "", timeoutMs: 10_000 };

/** A fibre order of its own (a fresh customer's draft with a fresh mobile), so parallel tests never share an outbox. */
async function orderWithMobile(persona: (key: string) => Promise<{ userName: string; password: string }>) {
  const owner = await persona("no-accounts");
  const login = await exchange(auth.login, { username: owner.userName, password: owner.password, channelID: "WEB" }, operator);
  if (login.kind !== "answer" || !login.answer.accessToken) throw new Error(`sign in failed: ${JSON.stringify(login)}`);
  const mobile = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const draft = await exchange(
    sales.createDraft,
    {
      SERVICE_TYPE: "FTTH",
      FIRSTNAME: "Nimal",
      LASTNAME: "Perera",
      TITLE: "Mr",
      PP: `N${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
      mobileno: mobile,
    },
    operator,
    login.answer.accessToken,
  );
  if (draft.kind !== "answer" || !draft.answer.isSuccess) throw new Error(`draft failed: ${JSON.stringify(draft)}`);
  return { orderId: draft.answer.dataBundle.orderRef, mobile };
}

const statusUrl = (orderId: string) => new RegExp(`/applyonline/fibre/statustracking/${orderId}$`);

async function typeOtp(page: Page, otp: string) {
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(otp);
}

/** Nothing wider than a 375 px phone screen. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test("the fibre landing shows the fees, and Register Now opens the fibre wizard", async ({ page }) => {
  await page.goto("/applyonline");
  await expect(page.getByRole("heading", { name: "Get a Life with Fibre", level: 1 })).toBeVisible();
  await expect(page.locator("s", { hasText: "Rs. 12500" })).toBeVisible();
  await expect(page.getByText("Rs. 10000", { exact: true })).toBeVisible();
  await expect(page.getByText("Inclusive of 20% discount from standard new connection fee only for online payments")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Or Check Your Order Status" })).toBeVisible();
  // The card logos and the way back to the provider's site.
  for (const card of ["Visa", "Mastercard", "American Express"]) await expect(page.getByRole("img", { name: card })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to slt.lk" })).toHaveAttribute("href", "https://www.slt.lk");
  await expectAccessible(page);
  await expectFitsPhone(page);
  await page.getByRole("button", { name: "Register Now" }).click();
  await expect(page).toHaveURL(/\/applyonline\/fiber(\?|$)/);
});

/** The operator's refusals (spec 002 §8: "A response with isSuccess false shows the server's errorShow text"). */
const NO_ORDER = "No order found for the given reference. Please check the order ID and try again.";
const CODE_REFUSED = "Invalid OTP. Please check the code and try again.";

test("order lookup: an empty id, an unknown order refused in the operator's words, a wrong code, then the right code opens the status page", async ({
  page,
  persona,
  sim,
}) => {
  const { orderId, mobile } = await orderWithMobile(persona);
  await page.goto("/applyonline");
  const orderBox = page.getByLabel("Order Id");

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Order ID cannot be empty")).toBeVisible();

  // An order the operator does not know: its message in the error dialog, no code entry, the id kept as typed.
  await orderBox.fill("FTTH00000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await closeOutcome(page, "Error", NO_ORDER);
  await expect(page.getByText("OTP sent to the mobile number of order FTTH00000000")).toHaveCount(0);
  await expect(orderBox).toHaveValue("FTTH00000000");

  // The id is trimmed before the code is sent.
  await orderBox.fill(`  ${orderId} `);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Verify your order" })).toBeVisible();
  await expect(page.getByText(`OTP sent to the mobile number of order ${orderId}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend OTP" })).toBeVisible();
  await expectAccessible(page);

  const otp = await sim.latestOtp(mobile);
  await typeOtp(page, otp === "123456" ? "654321" : "123456");
  await page.getByRole("button", { name: "Submit" }).click();
  await closeOutcome(page, "Error", CODE_REFUSED);

  await typeOtp(page, otp);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(statusUrl(orderId));
});

test("a GET of an order's status page sends nothing, not even from an image on another site", async ({ page, persona, sim }) => {
  const { orderId, mobile } = await orderWithMobile(persona);
  await page.setContent(`<img src="${PORTAL_URL}/applyonline/status/${orderId}" alt="">`);
  await page.waitForLoadState("networkidle");
  const response = await page.request.get(`/applyonline/status/${orderId}`);
  expect(response.status()).toBe(200);
  expect(await sim.outbox(mobile), "no message to the order's mobile").toEqual([]);
});

test("the status link asks first; Continue sends the order's code once and it verifies", async ({ page, persona, sim }) => {
  const { orderId, mobile } = await orderWithMobile(persona);
  await page.goto(`/applyonline/status/${orderId}`);
  await expect(page.getByRole("heading", { name: "Stay Connected with Your Order", level: 1 })).toBeVisible();
  await expect(page.getByText(`Send a one-time code to the mobile number of order ${orderId} to verify it?`)).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  expect(await sim.outbox(mobile), "nothing is sent before the visitor asks").toEqual([]);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(`OTP sent to the mobile number of order ${orderId}`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Verify your order" })).toBeVisible();
  const codes = (await sim.outbox(mobile)).filter((m) => m.otp);
  expect(codes, "a reload does not send another code").toHaveLength(1);
  await expectAccessible(page);
  await typeOtp(page, await sim.latestOtp(mobile));
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(statusUrl(orderId));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the status link's question, Continue and the code are plain forms", async ({ page, persona, sim }) => {
    const { orderId, mobile } = await orderWithMobile(persona);
    await page.goto(`/applyonline/status/${orderId}`);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText(`OTP sent to the mobile number of order ${orderId}`)).toBeVisible();
    const otp = await sim.latestOtp(mobile);
    for (let i = 0; i < 6; i++) await page.getByLabel(`Digit ${i + 1} of 6`).fill(otp[i]!);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(statusUrl(orderId));
  });
});

test("buy online: three connections with their fees and Buy Now", async ({ page }) => {
  await page.goto("/promo/buyonline");
  await expect(page.getByRole("heading", { name: "Buy Online", level: 1 })).toBeVisible();
  const cards = [
    { name: "SLT Fibre", fee: "Rs. 10000", href: "/applyonline" },
    { name: "Megaline", fee: "Rs. 3500", href: "/promo/buyonline/megaline" },
    { name: "4G LTE", fee: "Rs. 3900", href: "/promo/buyonline/4G%20LTE" },
  ];
  for (const card of cards) {
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: card.name }) });
    await expect(item).toContainText("Connection Fee");
    await expect(item).toContainText(card.fee);
    await expect(item.getByRole("link", { name: "Buy Now" })).toHaveAttribute("href", card.href);
  }
  await expectAccessible(page);
  await expectFitsPhone(page);
  await page.getByRole("listitem").filter({ hasText: "Megaline" }).getByRole("link", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/promo\/buyonline\/megaline$/);
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
});

test("a visitor with a path signs in on the landing: on to the order, signed in from the fibre flow", async ({ page, persona }) => {
  const user = await persona("postpaid-fibre");
  await page.goto("/promo/buyonline/ftth");
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  await page.getByRole("link", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/promo\/buyonline\/ftth\?panel=reg$/);
  await expect(page.getByRole("heading", { name: "Register", level: 2 })).toBeVisible();
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page).toHaveURL(/\?panel=signin$/);
  await expectAccessible(page);

  await page.getByLabel("User ID").fill(user.userName);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error).toContainText("Invalid user name and password");
  await error.getByRole("button", { name: "Ok" }).click();

  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  // On to /applyonline, which sends a signed-in customer to the signed-in fibre wizard.
  await expect(page).toHaveURL(/\/applyonline\/order$/);

  // Signed in from the fibre flow: the portal's logo leads back to the buy-online landing.
  await page.goto("/boardBand/summary");
  await expect(page.getByRole("link", { name: "Operator self-care home" })).toHaveAttribute("href", "/promo/buyonline");

  await page.goto("/promo/buyonline");
  await page.getByLabel(`Account menu for ${user.userName}`).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/promo\/buyonline$/);
  await expect(page.getByLabel(`Account menu for ${user.userName}`)).toHaveCount(0);
});

test("a visitor registers in the landing's panels with the code from the outbox and goes on to the order", async ({ page, sim }) => {
  const email = `buy${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.lk`;
  await page.goto("/promo/buyonline/megaline?panel=reg");
  await page.getByLabel("User ID").fill(email);
  await page.getByLabel("Name").fill("Amali Jayasinghe");
  await page.getByLabel("Password", { exact: true }).fill("secret12");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Please agree to the terms & conditions")).toBeVisible();
  await expect(page.getByLabel("User ID")).toHaveValue(email);
  await page.getByLabel("I agree to").check();
  await page.getByRole("button", { name: "Register" }).click();

  await expect(page).toHaveURL(/\/promo\/buyonline\/megaline\?panel=regotp$/);
  await expect(page.getByRole("heading", { name: "Confirm OTP" })).toBeVisible();
  await expect(page.getByText(`OTP sent to ${email}`)).toBeVisible();
  await typeOtp(page, "000000");
  await page.getByRole("button", { name: "Submit" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error).toBeVisible();
  await error.getByRole("button", { name: "Ok" }).click();
  await typeOtp(page, await sim.latestOtp(email));
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/newService\/new\/Megaline$/);
  await expect(page.getByLabel(`Account menu for ${email}`)).toBeVisible();
});

test("a forgotten password is reset in the landing's panels, then the new one signs in", async ({ page, persona, sim }) => {
  const user = await persona("postpaid-fibre");
  await page.goto("/promo/buyonline/megaline");
  await page.getByRole("link", { name: "Forgot Password ?" }).click();
  await expect(page).toHaveURL(/\?panel=fg$/);
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await page.getByLabel("User ID").fill(user.userName);
  await page.getByRole("button", { name: "Send OTP" }).click();

  await expect(page).toHaveURL(/\?panel=otp$/);
  await expect(page.getByText(`OTP sent to ${user.userName}`)).toBeVisible();
  await typeOtp(page, await sim.latestOtp(user.userName));
  await page.getByLabel("New Password").fill("Fresh@5678");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\?panel=signin$/);
  const done = page.getByRole("dialog");
  await expect(done).toContainText("Your password has been reset. Please sign in with your new password.");
  await done.getByRole("button", { name: "Ok" }).click();

  await page.getByLabel("User ID").fill(user.userName);
  await page.getByLabel("Password", { exact: true }).fill("Fresh@5678");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/newService\/new\/Megaline$/);
});

test("a signed-in customer with a path goes straight to that connection's order", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  const targets: Array<[string, string]> = [
    ["/promo/buyonline/ftth", "/applyonline"],
    ["/promo/buyonline/megaline", "/newService/new/Megaline"],
    ["/promo/buyonline/4G%20LTE", "/newService/new/4G%20LTE"],
  ];
  for (const [from, to] of targets) {
    const response = await page.request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(302);
    expect(response.headers().location, from).toBe(to);
  }
  await page.goto("/promo/buyonline/megaline");
  await expect(page).toHaveURL(/\/newService\/new\/Megaline/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the order lookup works with plain form posts", async ({ page, persona, sim }) => {
    const { orderId, mobile } = await orderWithMobile(persona);
    await page.goto("/applyonline");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Order ID cannot be empty")).toBeVisible();
    await page.getByLabel("Order Id").fill(orderId);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Verify your order" })).toBeVisible();

    const otp = await sim.latestOtp(mobile);
    for (const [i, digit] of [...otp].entries()) await page.getByLabel(`Digit ${i + 1} of 6`).fill(digit);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(statusUrl(orderId));
  });

  test("the path's sign-in panel works with plain form posts", async ({ page, persona }) => {
    const user = await persona("postpaid-fibre");
    await page.goto("/promo/buyonline/megaline?panel=signin");
    await page.getByLabel("User ID").fill(user.userName);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/newService\/new\/Megaline/);
  });
});
