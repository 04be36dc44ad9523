import type { Locator, Page } from "@playwright/test";
import { initialBroadbandPassword, voucherCode } from "../../fixtures/broadband";
import { expect, expectAccessible, test } from "./fixtures";

/** The share of a canvas's pixels the chart has painted (0 while nothing is drawn). */
const paintedShare = (canvas: Locator) =>
  canvas.evaluate((el: HTMLCanvasElement) => {
    const pixels = el.getContext("2d")!.getImageData(0, 0, el.width, el.height).data;
    let painted = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) painted += 1;
    return painted / (pixels.length / 4);
  });

/** Broadband subscriber id of a line: '94' + the telephone number without its leading 0. */
const subscriberOf = (telephoneNo: string) => `94${telephoneNo.slice(1)}`;
const group = (code: string) => code.match(/.{1,4}/g)!.join("-");
/** A valid voucher no other test (or repeat) has redeemed: each redeems once in the operator's world. */
const freshVoucher = () => voucherCode((Date.now() * 1000 + Math.floor(Math.random() * 1000)) % 1e14);

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, page.url()).toBeLessThanOrEqual(0);
}

const lkToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const addDays = (ymd: string, n: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test("redeems a voucher typed in groups of four, then is refused the same voucher", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  const code = freshVoucher();
  await page.goto("/boardBand/redeemVoucher");
  await expect(page.getByRole("heading", { name: "Redeem Data" })).toBeVisible();
  const input = page.getByLabel("Voucher code");
  await input.pressSequentially(code);
  await expect(input).toHaveValue(group(code));
  await page.getByRole("button", { name: "Redeem" }).click();
  const success = page.getByRole("dialog", { name: "Success" });
  await expect(success).toContainText("Congratulations. Your promo code has been redeemed successfully");
  await success.getByRole("button", { name: "Ok" }).click();
  await expect(input).toHaveValue("");

  await input.fill(code);
  await page.getByRole("button", { name: "Redeem" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error).toContainText("already been redeemed");
  await error.getByRole("button", { name: "Ok" }).click();
  await expect(input).toHaveValue(group(code));

  await input.fill("");
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByText("Voucher code cannot be empty")).toBeVisible();
});

test("Happy Day: not set, set for a day this year, then changeable", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/boardBand/happyDay");
  await expect(page.getByText("You have not chosen your Happy Day for this year.")).toBeVisible();
  const today = lkToday();
  const picker = page.getByLabel("Happy Day date");
  await expect(picker).toHaveAttribute("min", addDays(today, 1));
  await expect(picker).toHaveAttribute("max", `${today.slice(0, 4)}-12-31`);
  await expectAccessible(page);

  await picker.fill(today);
  await page.getByRole("button", { name: "Set Happy Day" }).click();
  await expect(page.getByText(`Select a date from ${addDays(today, 1)} to ${today.slice(0, 4)}-12-31`)).toBeVisible();

  const day = `${today.slice(0, 4)}-12-31` > addDays(today, 3) ? addDays(today, 3) : `${today.slice(0, 4)}-12-31`;
  await picker.fill(day);
  await page.getByRole("button", { name: "Set Happy Day" }).click();
  const success = page.getByRole("dialog", { name: "Success" });
  await expect(success).toContainText(`Your Happy Day is ${day}`);
  await success.getByRole("button", { name: "Ok" }).click();
  await expect(page.getByText(`Your Happy Day is ${day}. You can change it until the day before.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Change Happy Day" })).toBeEnabled();
});

test("changes the broadband password and the contact information", async ({ page, persona, signIn }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/boardBand/changeBroadbandPassword");
  // No length rule is shown here (the sign-in password's 'Minimum 6 characters' is not this password's).
  await expect(page.getByLabel("Current password")).not.toHaveAttribute("placeholder");
  await expect(page.getByLabel("New password")).not.toHaveAttribute("placeholder");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Current password cannot be empty")).toBeVisible();
  await expect(page.getByText("New password cannot be empty")).toBeVisible();

  await page.getByLabel("Current password").fill("Wrong@123");
  await page.getByLabel("New password").fill("Better@2024");
  await page.getByRole("button", { name: "Update password" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error).toContainText("Your current password is incorrect.");
  await error.getByRole("button", { name: "Ok" }).click();

  await page.getByLabel("Current password").fill(initialBroadbandPassword(user.lines[0]!.telephoneNo));
  await page.getByLabel("New password").fill("Better@2024");
  const show = page.getByRole("button", { name: "Show password" }).last();
  await show.click();
  await expect(page.getByLabel("New password")).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByRole("dialog", { name: "Success" })).toContainText("Successfully updated broadband password");
  await page.getByRole("dialog", { name: "Success" }).getByRole("button", { name: "Ok" }).click();

  await page.goto("/boardBand/changeContactInformation");
  await expect(page.getByLabel("Full name")).not.toHaveValue("");
  await page.getByLabel("Mobile number").fill("07a");
  await page.getByLabel("Email").fill("");
  await page.getByRole("button", { name: "Update contact information" }).click();
  await expect(page.getByText("Mobile number can contain only digits")).toBeVisible();
  await expect(page.getByText("Email cannot be empty")).toBeVisible();
  await page.getByLabel("Full name").fill("Nimal Perera");
  await page.getByLabel("Email").fill("  nimal.perera@example.lk ");
  await page.getByLabel("Mobile number").fill(" 0771234567 ");
  await page.getByRole("button", { name: "Update contact information" }).click();
  await expect(page.getByRole("dialog", { name: "Success" })).toContainText("Successfully updated contact Information");
  await page.reload();
  await expect(page.getByLabel("Email")).toHaveValue("nimal.perera@example.lk");
  await expect(page.getByLabel("Mobile number")).toHaveValue("0771234567");
});

test("purchase history: the date-range messages and a found purchase", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  const today = lkToday();
  await page.goto("/boardBand/redeemVoucher");
  await page.getByLabel("Voucher code").fill(freshVoucher());
  await page.getByRole("button", { name: "Redeem" }).click();
  await page.getByRole("dialog", { name: "Success" }).getByRole("button", { name: "Ok" }).click();
  await page.getByRole("navigation", { name: "Broadband pages" }).getByRole("link", { name: "History" }).click();
  await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("min", addDays(today, -90));
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Transaction Time" })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Promo Code", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Voucher", exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("To", { exact: true }).fill(addDays(today, 2));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("alert")).toHaveText("Sorry, Please select a Valid Date range for the Purchase History");

  await page.getByLabel("From", { exact: true }).fill(addDays(today, -120));
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("alert")).toHaveText("Sorry, Unable to access Purchase History older than 3 calender months");

  await page.goto(`/boardBand/history?from=${addDays(today, -90)}&to=${addDays(today, -85)}`);
  await expect(page.getByText("No Purchase records found")).toBeVisible();
});

test("detail report: subscribe monthly by Add to Bill, cannot unsubscribe this month; a subscriber unsubscribes", async ({ page, persona, signIn }) => {
  await signIn(await persona("no-privileges"));
  await page.goto("/boardBand/enableProtocol");
  await expect(page.getByText("Rs. 100 + tax")).toBeVisible();
  await expect(page.getByText("Rs. 1000 + tax")).toBeVisible();
  await page.getByLabel(/Monthly/).check();
  await page.getByLabel("Add to Bill").check();
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please agree")).toBeVisible();
  await page.getByLabel("I agree to the terms and conditions").check();
  await page.getByRole("button", { name: "Subscribe" }).click();
  const success = page.getByRole("dialog", { name: "Success" });
  await expect(success).toContainText("Successfully subscribe for daily usage report");
  await success.getByRole("button", { name: "Ok" }).click();
  await expect(page.getByText("You are subscribed to the detailed usage report.")).toBeVisible();
  await page.getByRole("link", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("dialog")).toContainText("You can't unsubscribe till end of month");

  // The privilege follows the subscription: Daily Usage now offers 'More'.
  await page.goto("/boardBand/dailyUsage");
  await expect(page.getByRole("link", { name: /^More/ }).first()).toBeVisible();
});

test("detail report: a subscriber since an earlier month unsubscribes", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/boardBand/enableProtocol");
  await expect(page.getByText("You are subscribed to the detailed usage report.")).toBeVisible();
  await page.getByRole("link", { name: "Unsubscribe" }).click();
  const confirm = page.getByRole("dialog", { name: "Unsubscribe" });
  await confirm.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("dialog", { name: "Success" })).toContainText("Successfully unsubscribe for daily usage report");
  await page.getByRole("dialog", { name: "Success" }).getByRole("button", { name: "Ok" }).click();
  await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Enable Detail Report", includeHidden: true })).toBeAttached();
});

test("gift data: validate the receiver, then Select, SelectType, Confirm by Add to Bill", async ({ page, persona, signIn }) => {
  const receiver = await persona("postpaid-fibre");
  const sender = await persona("postpaid-fibre");
  await signIn(sender);
  await page.goto("/boardBand/giftData");
  await expect(page.getByText("a data gift cannot be reversed")).toBeVisible();
  await page.getByLabel("Receiver's broadband username").fill("94000000001");
  await page.getByRole("button", { name: "Validate" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error).toContainText("not a valid broadband subscriber");
  await error.getByRole("button", { name: "Ok" }).click();

  const to = subscriberOf(receiver.lines[0]!.telephoneNo);
  await page.getByLabel("Receiver's broadband username").fill(to);
  await page.getByRole("button", { name: "Validate" }).click();
  const validated = page.getByRole("dialog", { name: "Success" });
  await expect(validated).toContainText("Receiver Validate Success");
  await validated.getByRole("button", { name: "Ok" }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: /^2 GB/ }).click();
  await page.getByLabel("Add to Bill").check();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Confirm your gift" })).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByLabel("Add to Bill")).toBeChecked();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  const submit = page.getByRole("button", { name: "Submit" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("I agree to the terms and conditions").check();
  await submit.click();
  const success = page.getByRole("dialog", { name: "Success" });
  await expect(success).toContainText(`Successfully gifted 2GB to ${to}`);
  await success.getByRole("button", { name: "Ok" }).click();
  // After success the flow returns to SelectType.
  await expect(page.getByLabel("Pay Now")).toBeVisible();

  await page.goto("/boardBand/history");
  await expect(page.getByRole("cell", { name: `2GB gifted to ${to}` })).toBeVisible();
});

test("daily usage: month tabs, the table, the chart, a day's details and the protocol report", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/boardBand/dailyUsage");
  const months = page.getByRole("navigation", { name: "Months" });
  await expect(months.getByRole("link", { name: "Current Month" })).toHaveAttribute("aria-current", "page");
  // The table is named after the month itself, not the tab's 'Current Month'.
  const month = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "Asia/Colombo" }).format(new Date(await page.evaluate(() => Date.now())));
  await expect(page.getByRole("table", { name: `Daily usage of ${month}` }).getByRole("columnheader", { name: "Total Usage" })).toBeVisible();
  await expect(page.getByTestId("daily-usage-chart")).toBeVisible();
  await expect.poll(() => paintedShare(page.getByTestId("daily-usage-chart"))).toBeGreaterThan(0.02);
  await expectAccessible(page);

  await months.getByRole("link").nth(1).click();
  await expect(page).toHaveURL(/month=1/);
  await expect(months.getByRole("link").nth(1)).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("row")).not.toHaveCount(0);
  await months.getByRole("link").nth(2).click();
  await expect(page).toHaveURL(/month=2/);

  await page
    .getByRole("link", { name: /^View Detailed Usage/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /^Detailed usage of/ })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "PD" })).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByRole("heading", { name: /^Detailed usage of/ })).toHaveCount(0);

  await page.getByRole("link", { name: /^More/ }).first().click();
  await expect(page).toHaveURL(/\/boardBand\/protocolReport\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole("heading", { name: /^Protocol report of/ })).toBeVisible();
  await expect(page.getByTestId("protocol-chart")).toBeVisible();
  await expect.poll(() => paintedShare(page.getByTestId("protocol-chart"))).toBeGreaterThan(0.05);
  await expect(page.getByRole("rowheader", { name: "Others" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Upload" }).click();
  await expect(page).toHaveURL(/dir=upload/);
  await expect(page.getByRole("link", { name: "Upload" })).toHaveAttribute("aria-current", "page");
});

test("no privileges: gift data, Happy Day, 'View' and the protocol report's messages", async ({ page, persona, signIn }) => {
  await signIn(await persona("no-privileges"));
  await page.goto("/boardBand/giftData");
  await expect(page.getByText("Please change the package to get Gift Data from the operator.")).toBeVisible();
  await page.goto("/boardBand/happyDay");
  await expect(page.getByText("You are not eligible for Happy Data")).toBeVisible();
  await page.goto("/boardBand/dailyUsage");
  await page
    .getByRole("link", { name: /^View\b(?! Detailed)/ })
    .first()
    .click();
  const prompt = page.getByRole("dialog", { name: "Detailed report" });
  await expect(prompt).toContainText("Enable the detailed report");
  await prompt.getByRole("link", { name: "Enable Detail Report" }).click();
  await expect(page).toHaveURL(/\/boardBand\/enableProtocol$/);
  await page.goto(`/boardBand/protocolReport/${lkToday()}`);
  await expect(page.getByRole("heading", { name: "Not eligible" })).toBeVisible();
  await page.goto("/boardBand/redeemVoucher");
  await page.getByLabel("Voucher code").fill(freshVoucher());
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByRole("dialog", { name: "Error" })).toContainText("Promo codes are not available");
});

/** Gifts 3 GB to `to` by Pay Now and approves the card on the hosted page, back on the portal's result. */
async function giftThreeGBPaidNow(page: Page, to: string) {
  await page.goto(`/boardBand/giftData?step=type&receiver=${to}&packageId=DGF_3`);
  await page.getByLabel("Pay Now").check();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByLabel("I agree to the terms and conditions").check();
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/boardBand\/payment\?/);
}

test("gift data paid now by card: approved on the hosted page, confirmed by the operator", async ({ page, persona, signIn }) => {
  const receiver = await persona("postpaid-fibre");
  await signIn(await persona("postpaid-fibre"));
  const to = subscriberOf(receiver.lines[0]!.telephoneNo);
  await giftThreeGBPaidNow(page, to);
  await expect(page.getByRole("status").filter({ hasText: "Successfully gifted 3GB data" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Gift Data" }).click();
  await expect(page).toHaveURL(/\/boardBand\/giftData$/);
});

test("detail report paid now by card: a declined payment subscribes nothing, an approved one does", async ({ page, persona, signIn }) => {
  await signIn(await persona("no-privileges"));
  const payNow = async () => {
    await page.goto("/boardBand/enableProtocol");
    await page.getByLabel(/Yearly/).check();
    await page.getByLabel("Pay Now").check();
    await page.getByLabel("I agree to the terms and conditions").check();
    await page.getByRole("button", { name: "Subscribe" }).click();
  };
  await payNow();
  await page.getByRole("button", { name: "Decline payment" }).click();
  await expect(page.getByRole("alert")).toContainText("Your card payment was declined");
  await page.getByRole("link", { name: "Back to Detail Report" }).click();
  await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();

  await payNow();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Successfully subscribe for daily usage report" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Detail Report" }).click();
  await expect(page.getByText("You are subscribed to the detailed usage report.")).toBeVisible();
});

/** The browser's post to the hosted Pay Now page with its hidden fields changed, as a visitor can. */
async function editPayNowFields(page: Page, edits: Record<string, string>) {
  await page.route("**/bbtopup/summaryallAPImyslt.php", async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? "");
    for (const [name, value] of Object.entries(edits)) form.set(name, value);
    await route.continue({ postData: form.toString() });
  });
}

test("a gift paid now for a cheaper package than the one chosen is not confirmed", async ({ page, persona, signIn }) => {
  const receiver = await persona("postpaid-fibre");
  await signIn(await persona("postpaid-fibre"));
  const to = subscriberOf(receiver.lines[0]!.telephoneNo);
  await editPayNowFields(page, { packageId: "DGF_1" });
  await giftThreeGBPaidNow(page, to);
  await expect(page.getByRole("alert")).toHaveText(/We could not confirm your payment with the operator/);
  await expect(page.getByText(/Successfully gifted/)).toHaveCount(0);
});

test("a gift paid now for a package the operator does not list is not confirmed by any gift bought", async ({ page, persona, signIn }) => {
  const receiver = await persona("postpaid-fibre");
  await signIn(await persona("postpaid-fibre"));
  const to = subscriberOf(receiver.lines[0]!.telephoneNo);
  // The portal is told of a made-up package, and the hosted page is sold the cheapest gift.
  await page.route("**/boardBand/giftData**", async (route) => {
    const posted = route.request().postData() ?? "";
    if (route.request().method() !== "POST" || !posted.includes("payType=payNow")) return route.continue();
    const form = new URLSearchParams(posted);
    form.set("packageId", "NOPE_999");
    await route.continue({ postData: form.toString() });
  });
  await editPayNowFields(page, { packageId: "DGF_1" });
  await giftThreeGBPaidNow(page, to);
  await expect(page.getByRole("alert")).toHaveText(/We could not confirm your payment with the operator/);
  await expect(page.getByText(/Successfully gifted/)).toHaveCount(0);
});

test("a yearly report paid now at the monthly plan's price is not confirmed", async ({ page, persona, signIn }) => {
  await signIn(await persona("no-privileges"));
  await editPayNowFields(page, { reporterPackage: "1" });
  await page.goto("/boardBand/enableProtocol");
  await page.getByLabel(/Yearly/).check();
  await page.getByLabel("Pay Now").check();
  await page.getByLabel("I agree to the terms and conditions").check();
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/boardBand\/payment\?/);
  await expect(page.getByRole("alert")).toHaveText(/We could not confirm your payment with the operator/);
  await expect(page.getByText("Successfully subscribe for daily usage report")).toHaveCount(0);
});

test("an operator failure shows its message in the error dialog and keeps what was typed", async ({ page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await sim.addFault({ kind: "http500", contract: "broadband.updateContact", user: user.userName, remaining: 1 });
  await page.goto("/boardBand/changeContactInformation");
  await page.getByLabel("Full name").fill("Kamal Perera");
  await page.getByRole("button", { name: "Update contact information" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error).toBeVisible();
  await expect(error).not.toContainText("Exception");
  await error.getByRole("button", { name: "Ok" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("Kamal Perera");
});

test("a profile the operator cannot give says so in the error dialog, never 'not eligible' or an offer to subscribe", async ({
  page,
  persona,
  signIn,
  sim,
}) => {
  // Every privilege, the detail report subscribed: what an unread profile must not be taken for its absence.
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await sim.addFault({ kind: "http500", contract: "broadband.profile", user: user.userName });
  const saysWhy = async (path: string, title: string) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    const error = page.getByRole("dialog", { name: "Error" });
    await expect(error).toContainText("Oops! something went wrong. Please try again shortly.");
    await error.getByRole("button", { name: "Ok" }).click();
    await expect(error).toBeHidden();
  };
  await saysWhy("/boardBand/happyDay", "Happy Day");
  await expect(page.getByText("You are not eligible for Happy Data")).toHaveCount(0);
  await saysWhy("/boardBand/giftData", "Gift Data");
  await expect(page.getByText("Please change the package to get Gift Data from the operator.")).toHaveCount(0);
  await saysWhy("/boardBand/enableProtocol", "Detail Report");
  await expect(page.getByRole("button", { name: "Subscribe" })).toHaveCount(0);
  await saysWhy(`/boardBand/protocolReport/${lkToday()}`, `Protocol report of ${lkToday()}`);
  await expect(page.getByRole("heading", { name: "Not eligible" })).toHaveCount(0);
});

const pages = [
  "/boardBand/redeemVoucher",
  "/boardBand/happyDay",
  "/boardBand/changeBroadbandPassword",
  "/boardBand/changeContactInformation",
  "/boardBand/history",
  "/boardBand/enableProtocol",
  "/boardBand/giftData",
  "/boardBand/dailyUsage",
];

test("every page is accessible and fits 375 px", async ({ page, persona, signIn }) => {
  test.setTimeout(90_000);
  await signIn(await persona("postpaid-fibre"));
  await page.setViewportSize({ width: 375, height: 800 });
  for (const url of [...pages, `/boardBand/protocolReport/${lkToday()}`]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 2 }).first(), url).toBeVisible();
    await noHorizontalScroll(page);
    await expectAccessible(page);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("redeems a voucher typed with dashes", async ({ page, persona, signIn }) => {
    await signIn(await persona("postpaid-fibre"));
    await page.goto("/boardBand/redeemVoucher");
    await page.getByLabel("Voucher code").fill(group(freshVoucher()));
    await page.getByRole("button", { name: "Redeem" }).click();
    await expect(page.getByText("Congratulations. Your promo code has been redeemed successfully")).toBeVisible();
  });

  test("subscribes to the detail report", async ({ page, persona, signIn }) => {
    await signIn(await persona("no-privileges"));
    await page.goto("/boardBand/enableProtocol");
    await page.getByLabel(/Yearly/).check();
    await page.getByLabel("Add to Bill").check();
    await page.getByLabel("I agree to the terms and conditions").check();
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Successfully subscribe for daily usage report")).toBeVisible();
    await expect(page.getByText("You are subscribed to the detailed usage report.")).toBeVisible();
  });

  test("gifts data by Add to Bill", async ({ page, persona, signIn }) => {
    const receiver = await persona("postpaid-fibre");
    await signIn(await persona("postpaid-fibre"));
    const to = subscriberOf(receiver.lines[0]!.telephoneNo);
    await page.goto("/boardBand/giftData");
    await page.getByLabel("Receiver's broadband username").fill(to);
    await page.getByRole("button", { name: "Validate" }).click();
    const validated = page.getByRole("dialog", { name: "Success" });
    await expect(validated).toContainText("Receiver Validate Success");
    await validated.getByRole("button", { name: "Ok" }).click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText("Please select a data amount")).toBeVisible();
    await page.getByRole("button", { name: /^1 GB/ }).click();
    await page.getByLabel("Add to Bill").check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please agree")).toBeVisible();
    await page.getByLabel("I agree to the terms and conditions").check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(`Successfully gifted 1GB to ${to}`)).toBeVisible();
  });

  test("unsubscribes from the detail report through the confirm dialog", async ({ page, persona, signIn }) => {
    await signIn(await persona("postpaid-fibre"));
    await page.goto("/boardBand/enableProtocol");
    await page.getByRole("link", { name: "Unsubscribe" }).click();
    await expect(page).toHaveURL(/confirm=unsubscribe/);
    await page.getByRole("dialog", { name: "Unsubscribe" }).getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Successfully unsubscribe for daily usage report")).toBeVisible();
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  test("'View' without the detail report prompts to enable it", async ({ page, persona, signIn }) => {
    await signIn(await persona("no-privileges"));
    await page.goto("/boardBand/dailyUsage");
    await page
      .getByRole("link", { name: /^View\b(?! Detailed)/ })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: "Detailed report" })).toBeVisible();
    await page.getByRole("dialog", { name: "Detailed report" }).getByRole("link", { name: "Enable Detail Report" }).click();
    await expect(page).toHaveURL(/\/boardBand\/enableProtocol$/);
  });

  test("daily usage shows the table without a chart", async ({ page, persona, signIn }) => {
    await signIn(await persona("postpaid-fibre"));
    await page.goto("/boardBand/dailyUsage");
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByTestId("daily-usage-chart")).toHaveCount(0);
  });
});
