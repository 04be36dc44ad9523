/**
 * The self-care scenario files of scenarios/: each is loaded as a tester loads it (by file name) and
 * the portal is checked for what its description promises, with the figures and texts the file sets.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const panes = (page: Page) => page.getByRole("navigation", { name: "Usage by bundle" });
const payments = (page: Page) => page.getByRole("region", { name: "Payments" });
const accountSelector = (page: Page) => page.getByRole("combobox", { name: "Account number" });
/** A figure of a list of facts (the bill page's Total Payable): the value beside its label. */
const fact = (page: Page, label: string) =>
  page
    .getByRole("main")
    .locator("dl > div")
    .filter({ has: page.getByRole("term").getByText(label, { exact: true }) })
    .getByRole("definition");

/** The one user of a loaded scenario. */
function onlyUser<User>(loaded: { users: User[] }): User {
  expect(loaded.users).toHaveLength(1);
  return loaded.users[0]!;
}

/** Extra GB: a size up to 9 GB, Add to Bill, the terms, Submit. */
async function buyExtraGbAddedToBill(page: Page, size: string) {
  await page.getByRole("button", { name: new RegExp(`^${size} GB`) }).click();
  await page.getByLabel("Add to Bill").check();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.getByRole("button", { name: "Submit" }).click();
}

test("fibre-95-percent: the gauge shows 5% (5 GB of 100 GB) remaining and the package's end date", async ({ page, scenario, signIn }) => {
  await signIn(onlyUser(await scenario("fibre-95-percent")));
  await page.goto("/boardBand/summary");
  await expect(panes(page).getByRole("link", { name: /^My Package/ })).toContainText("95/100 GB");
  const gauge = page.getByRole("button", { name: /^5% remaining: 5 GB of 100 GB\./ });
  await expect(gauge).toContainText("5%");
  await gauge.click();
  await expect(gauge).toContainText("5GB");
  await expect(page.getByText("95 GB used of 100 GB", { exact: true })).toBeVisible();
  // The clock starts on 29 November: the package runs to the end of the month.
  await expect(page.getByText("Valid Till 30-Nov", { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Purchases" }).getByRole("link", { name: "Get Extra GB" })).toBeVisible();
});

test("throttled-extra-gb: the throttle banner shows; Extra GB bought through the dialog ends the throttle", async ({ page, scenario, signIn }) => {
  await signIn(onlyUser(await scenario("throttled-extra-gb")));
  await page.goto("/boardBand/summary");
  await expect(page.getByTestId("speed-status")).toHaveText("THROTTLED");
  await expect(page.getByRole("heading", { name: "Your broadband speed is reduced" })).toBeVisible();
  await page.getByRole("link", { name: "Get Extra GB now" }).click();
  await buyExtraGbAddedToBill(page, "1");
  const success = dialog(page, "Success");
  await expect(success).toContainText("Successfully Add 1GB Extra GB");
  await success.getByRole("button", { name: "Ok" }).click();
  await page.getByRole("link", { name: "Back to usage" }).click();
  await expect(page.getByTestId("speed-status")).toHaveText("NORMAL");
  await expect(page.getByRole("heading", { name: "Your broadband speed is reduced" })).toHaveCount(0);
  await expect(panes(page).getByRole("link", { name: /^Extra GB/ })).toContainText("0/1 GB");
});

test("extra-gb-refused: the error dialog shows the operator's own refusal", async ({ page, scenario, signIn }) => {
  await signIn(onlyUser(await scenario("extra-gb-refused")));
  await page.goto("/boardBand/summary?panel=extraGb");
  await buyExtraGbAddedToBill(page, "1");
  const error = dialog(page, "Error");
  await expect(error).toContainText("Extra GB cannot be added to this connection until your last bill is settled. Please call 1212.");
  await error.getByRole("button", { name: "Ok" }).click();
  await expect(page.getByRole("button", { name: "Submit" })).toBeVisible();
  await page.goto("/boardBand/summary");
  await expect(panes(page).getByRole("link", { name: /^Extra GB/ })).toContainText("N/A");
});

test("prepaid-dormant: the line shows Pool and reloading and buying are blocked with the dormant message", async ({ page, scenario, signIn }) => {
  await signIn(onlyUser(await scenario("prepaid-dormant")));
  const dormant = "Your Prepaid Connection has been dormant for too long, please contact 1212 to reconnect.";
  await page.goto("/prepaid/boardBand");
  await expect(page.getByText("Pool", { exact: true })).toBeVisible();
  await expect(payments(page)).toContainText("Rs 500.00");
  await page.getByRole("region", { name: "Payments" }).getByRole("link", { name: "Reload" }).click();
  await expect(page).toHaveURL(/\/prepaid\/reload$/);
  await expect(dialog(page, "Error")).toContainText(dormant);
  await expect(page.getByLabel("Amount (LKR)")).toHaveCount(0);
  await dialog(page, "Error").getByRole("button", { name: "Ok" }).click();

  await page.goto("/prepaid/boardBand?tab=main");
  await page.getByRole("link", { name: "Activate Weekly 5GB" }).click();
  await dialog(page, "Activate package").getByRole("button", { name: "Yes" }).click();
  await expect(dialog(page, "Error")).toContainText(dormant);
  await expect(payments(page)).toContainText("Rs 500.00");
});

test("prepaid-empty-wallet: activating a package is refused for the balance", async ({ page, scenario, signIn }) => {
  await signIn(onlyUser(await scenario("prepaid-empty-wallet")));
  await page.goto("/prepaid/boardBand?tab=addons");
  await expect(payments(page)).toContainText("Wallet balance");
  await expect(payments(page)).toContainText("Rs 0.00");
  await page.getByRole("link", { name: "Activate Data Top-up 2GB" }).click();
  await dialog(page, "Activate package").getByRole("button", { name: "Yes" }).click();
  await expect(dialog(page, "Error")).toContainText("Balance insufficient in your Prepaid wallet. Please recharge & try again");
  await expect(payments(page)).toContainText("Rs 0.00");
});

test("wallet-99-50: the wallet balance shows Rs 99.50", async ({ page, scenario, signIn }) => {
  await signIn(onlyUser(await scenario("wallet-99-50")));
  await page.goto("/prepaid/boardBand");
  await expect(payments(page)).toContainText("Wallet balance");
  await expect(page.getByTestId("payments-amount")).toHaveText("Rs 99.50");
  await expect(payments(page).getByRole("link", { name: "Reload" })).toBeVisible();
});

test("refresh-refused: a 401 mid-session cannot be refreshed and sends the customer to sign in", async ({ page, scenario, signIn }) => {
  const user = onlyUser(await scenario("refresh-refused"));
  await signIn(user);
  await page.goto("/boardBand/summary");
  await expect(page.getByLabel(`Account menu for ${user.userName}`)).toBeVisible();
  await page.goto("/eBill/history");
  // To sign in, then back to the page the session ended on.
  await expect(page).toHaveURL(/\/\?returnTo=%2FeBill%2Fhistory$/);
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  await page.goto("/boardBand/summary");
  await expect(page).toHaveURL(/\/\?returnTo=%2FboardBand%2Fsummary$/);
});

test("bill-overdue-popup: the notification shows once; the bill is dated 21 days before its due date 40 days ago", async ({ page, scenario, signIn }) => {
  await signIn(onlyUser(await scenario("bill-overdue-popup")));
  await page.goto("/boardBand/summary");
  const popup = dialog(page, "Notification");
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "Close" }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(accountSelector(page)).toBeVisible();
  await expect(popup).toHaveCount(0);

  await page.goto("/eBill");
  await expect(fact(page, "Outstanding balance")).toHaveText("Rs. 3,100.00");
  // The clock starts on 2026-11-20: due 40 days before, on 2026-10-11, so dated 2026-09-20.
  await expect(fact(page, "Last bill date")).toHaveText("2026/09/20");
  await expect(popup).toHaveCount(0);
});

test("bill-history-three-months: the bill history lists three months", async ({ page, scenario, signIn }) => {
  await signIn(onlyUser(await scenario("bill-history-three-months")));
  await page.goto("/eBill/history");
  const table = page.getByRole("table", { name: "Bills by month" });
  const months = table.getByRole("rowheader");
  await expect(months).toHaveCount(3);
  for (const month of await months.allTextContents()) expect(month).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
  await expect(table.getByRole("link", { name: /^Download the bill of / })).toHaveCount(3);
});

test("four-linked-accounts: four accounts, the third selected first, no Add Account", async ({ page, scenario, signIn }) => {
  const { lines, ...user } = onlyUser(await scenario("four-linked-accounts"));
  expect(lines).toHaveLength(4);
  const third = lines[2]!.telephoneNo;
  await signIn(user);
  await page.goto("/boardBand/summary");
  // The third line is the prepaid one: the portal takes it to the prepaid page.
  await expect(page).toHaveURL(/\/prepaid\/boardBand$/);
  await expect(accountSelector(page)).toHaveValue(third);
  // The selected one first, then the others in their order.
  const order = [lines[2]!, lines[0]!, lines[1]!, lines[3]!].map((l) => new RegExp(l.telephoneNo));
  await expect(accountSelector(page).getByRole("option")).toHaveText(order);
  await expect(accountSelector(page).getByRole("option", { name: /Add Account/ })).toHaveCount(0);
  await expect(payments(page)).toContainText("Wallet balance");
  await expect(payments(page)).toContainText("Rs 200.00");
});

test("voice-suspended-second-account: on the second account a voice complaint is refused until the bill is settled", async ({ page, scenario, signIn }) => {
  const user = onlyUser(await scenario("voice-suspended-second-account"));
  const { lines } = user;
  const second = lines[1]!.telephoneNo;
  const settle = "Dear valued customer, your voice service is not active at the moment. Kindly settle your bills to experience an uninterrupted service .";
  await signIn(user);
  await page.goto("/boardBand/summary");
  await expect(accountSelector(page)).toHaveValue(lines[0]!.telephoneNo);
  await accountSelector(page).selectOption(second);
  await expect(payments(page)).toContainText("Rs 8,650.40");
  await expect(accountSelector(page)).toHaveValue(second);

  await page.goto("/add_complaint");
  await page.getByLabel("Service Type").selectOption({ label: "Voice" });
  await page.getByLabel("Contact Number").fill("0771234567");
  await page.getByLabel("Description").fill("No dial tone");
  await expect(page.getByRole("alert").filter({ hasText: settle })).toBeVisible();
  await page.getByLabel("Search a place").fill("Kandy");
  await page.getByRole("button", { name: /^Kandy, Kandy District/ }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/add_complaint$/);
  await expect(page.getByText(settle)).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue("No dial tone");
  await page.getByLabel("Service Type").selectOption({ label: "Broadband" });
  await expect(page.getByText(settle)).toHaveCount(0);
});

test("outstanding-balance: the payments panel and the bill page show the amount payable", async ({ page, scenario, signIn }) => {
  await signIn(onlyUser(await scenario("outstanding-balance")));
  await page.goto("/eBill");
  await expect(payments(page)).toContainText("Bill payable");
  await expect(page.getByTestId("payments-amount")).toHaveText("Rs 48,765.25");
  await expect(fact(page, "Outstanding balance")).toHaveText("Rs. 48,765.25");
  await page.getByRole("main").getByRole("link", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/bill\/0$/);
  await expect(page.getByLabel("Amount (LKR)")).toHaveValue("48765.25");
});
