import type { Page } from "@playwright/test";
import { expect, expectAccessible, holdRequests, slowPhone, tapAsHydrationCommits, test } from "./fixtures";

const selector = (page: Page) => page.getByLabel("Account number");

async function fillTelephoneForm(page: Page, line: { telephoneNo: string; accountNo: string }, nic: string) {
  await page.getByLabel("Telephone number", { exact: true }).fill(line.telephoneNo);
  await page.getByRole("textbox", { name: "Account number" }).fill(line.accountNo);
  await page.getByLabel("NIC number").fill(nic);
}

test("a user with no accounts links a postpaid line and sees it selected", async ({ page, persona, signIn }) => {
  const user = await persona("no-accounts");
  const line = user.lines[0]!;
  await signIn(user);
  await page.goto("/boardBand/summary");
  await expect(page).toHaveURL(/\/noAccount$/);
  await expect(page.getByRole("heading", { name: "Are you an existing customer?" })).toBeVisible();
  for (const name of ["Broadband", "PEOTV", "Voice", "Mobile"]) {
    await expect(page.getByRole("navigation", { name: "Products" }).getByText(name, { exact: true })).toHaveAttribute("aria-disabled", "true");
  }
  await expect(page.getByRole("link", { name: "Register for Fibre" })).toBeVisible();

  await page.getByRole("link", { name: "Join now" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Account" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Telephone number", { exact: true }).fill(line.telephoneNo);
  await dialog.getByLabel("Account number", { exact: true }).fill(line.accountNo);
  // The dialog posts with its own fetcher. A press its own check stops sends nothing and shows nothing busy.
  const add = dialog.getByRole("button", { name: "Add Account" });
  await add.click();
  await expect(dialog.getByText("Cannot be empty")).toBeVisible();
  await expect(add).not.toHaveAttribute("aria-busy");
  // While a post is on its way the button pressed shows itself busy, until the answer (here a refusal) is in.
  await dialog.getByLabel("NIC number").fill("199912345678");
  const release = await holdRequests(page, (url) => url.pathname === "/addAccount", { when: (request) => request.method() === "POST", times: 1 });
  const posts: string[] = [];
  page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
  await add.click();
  await expect(add).toHaveAttribute("aria-busy", "true");
  // A second press meanwhile sends nothing.
  await add.click();
  release();
  const refusal = page.getByRole("dialog", { name: "Error" });
  await refusal.getByRole("button", { name: "Ok" }).click();
  await expect(add).not.toHaveAttribute("aria-busy");
  expect(posts, "one post for two presses").toHaveLength(1);

  await dialog.getByLabel("NIC number").fill(user.nic);
  await add.click();

  await expect(page).toHaveURL(/\/boardBand\/summary$/);
  await expect(page.getByRole("dialog", { name: "Success" })).toContainText("Account added successfully");
  await expect(selector(page)).toHaveValue(line.telephoneNo);
});

test("each invalid telephone, account number and NIC has its message", async ({ page, persona, signIn }) => {
  await signIn(await persona("no-accounts"));
  await page.goto("/addAccount");
  await page.getByRole("button", { name: "Add Account" }).click();
  await expect(page.locator("#add-account-telephone-telephone-error")).toHaveText("Cannot be empty");
  await expect(page.locator("#add-account-telephone-accountNo-error")).toHaveText("Invalid account number");
  await expect(page.locator("#add-account-telephone-nic-error")).toHaveText("Cannot be empty");

  for (const bad of ["12345", "011234567", "9112345678", "01123456789", "0a12345678"]) {
    await page.getByLabel("Telephone number", { exact: true }).fill(bad);
    await expect(page.locator("#add-account-telephone-telephone-error"), bad).toHaveText("Invalid telephone number");
  }
  await page.getByLabel("Telephone number", { exact: true }).fill("94112345678");
  await expect(page.locator("#add-account-telephone-telephone-error")).toHaveText("");
  for (const bad of ["12345678", "123456789", "12345678901", "123456789VV"]) {
    await page.getByLabel("NIC number").fill(bad);
    await expect(page.locator("#add-account-telephone-nic-error"), bad).toHaveText("Invalid NIC number");
  }
  await page.getByLabel("NIC number").fill("851234567V");
  await expect(page.locator("#add-account-telephone-nic-error")).toHaveText("");

  await page.getByLabel("Prepaid").check();
  await expect(page.getByRole("textbox", { name: "Account number" })).toBeHidden();

  await page.getByRole("link", { name: "Broadband ID" }).click();
  await page.getByRole("button", { name: "Add Account" }).click();
  await expect(page.getByText("User ID cannot be empty")).toBeVisible();
  await expect(page.getByText("Password cannot be empty")).toBeVisible();
  await page.getByLabel("Broadband ID").fill("x".repeat(30));
  await expect(page.getByText("Only 30 max characters")).toBeVisible();
});

test("a wrong NIC gets the operator's refusal in the error dialog", async ({ page, persona, signIn, sim }) => {
  const user = await persona("no-accounts");
  await signIn(user);
  await page.goto("/addAccount");
  // A new NIC, and an old one whose letter is neither V nor X (spec 000 §5: "9 digits plus 1 letter"): both go to the operator.
  for (const [i, nic] of ["199912345678", "123456789A"].entries()) {
    await fillTelephoneForm(page, user.lines[0]!, nic);
    await page.getByRole("button", { name: "Add Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Error" });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toHaveText(/Oops/);
    await dialog.getByRole("button", { name: "Ok" }).click();
    await expect(page.getByLabel("Telephone number", { exact: true })).toHaveValue(user.lines[0]!.telephoneNo);
    expect(await sim.journal({ user: user.userName, contract: "accounts.addAccount" })).toHaveLength(i + 1);
  }
});

test("four linked accounts hide Add Account and a fifth is refused", async ({ page, persona, signIn, sim }) => {
  const user = await persona("four-accounts");
  const other = await persona("no-accounts");
  await signIn(user);
  await page.goto("/boardBand/summary");
  const options = selector(page).locator("option");
  await expect(options).toHaveCount(4);
  await expect(selector(page).locator("option", { hasText: "Add Account" })).toHaveCount(0);

  // The add-account page says so instead of offering the form; a post made anyway is refused, never sent.
  await page.goto("/addAccount");
  await expect(page.getByText("You can link up to 4 accounts.")).toBeVisible();
  await expect(page.getByLabel("Telephone number", { exact: true })).toHaveCount(0);
  const line = other.lines[0]!;
  const response = await page.request.post("/addAccount", {
    form: { method: "telephone", type: "postpaid", telephone: line.telephoneNo, accountNo: line.accountNo, nic: other.nic },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  await page.goto(response.headers()["location"]!);
  await expect(page.getByRole("dialog", { name: "Error" })).toContainText("You can link up to 4 accounts.");
  expect(await sim.journal({ contract: "accounts.addAccount", user: user.userName })).toEqual([]);
});

test("a prepaid account disables PEOTV, Voice, Mobile, Complaints and the Bill item, which reads Reload", async ({ page, persona, signIn }) => {
  await signIn(await persona("prepaid-lte"));
  await page.goto("/boardBand/summary");
  const products = page.getByRole("navigation", { name: "Products" });
  for (const name of ["PEOTV", "Voice", "Mobile"]) await expect(products.getByText(name, { exact: true })).toHaveAttribute("aria-disabled", "true");
  await expect(products.getByRole("link", { name: "Promotion" })).toBeVisible();
  const services = page.getByRole("navigation", { name: "Services" });
  await expect(services.getByText("Complaints", { exact: true })).toHaveAttribute("aria-disabled", "true");
  await expect(services.getByText("Reload", { exact: true })).toHaveAttribute("aria-disabled", "true");
  await expect(services.getByText("Bill", { exact: true })).toHaveCount(0);
  // The line reloads from the payments panel.
  await expect(page.getByRole("region", { name: "Payments" }).getByRole("link", { name: "Reload" })).toHaveAttribute("href", "/prepaid/reload");
  await expect(page.getByText("Wallet balance")).toBeVisible();
  await expect(page.getByTestId("payments-amount")).toHaveText("Rs 1,250.00");
});

test("switching the account reloads its services and payments", async ({ page, persona, signIn }) => {
  const user = await persona("four-accounts");
  await signIn(user);
  await page.goto("/boardBand/summary");
  await expect(page.getByText("Bill payable")).toBeVisible();
  const prepaidLine = user.lines.find((l) => l.promotionType === "Prepaid")!;
  await selector(page).selectOption(prepaidLine.telephoneNo);
  await expect(page.getByText("Wallet balance")).toBeVisible();
  await expect(selector(page)).toHaveValue(prepaidLine.telephoneNo);
  await page.reload();
  await expect(selector(page)).toHaveValue(prepaidLine.telephoneNo);

  // An account chosen before the page's code has arrived (a slow phone) is switched to once it has.
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  // Not waiting for the load: that waits for the scripts held.
  await page.goto("/boardBand/summary", { waitUntil: "commit" });
  await selector(page).selectOption(user.lines[0]!.telephoneNo);
  release();
  await expect(page.getByText("Bill payable")).toBeVisible();
  await expect(selector(page)).toHaveValue(user.lines[0]!.telephoneNo);
});

test("an account chosen while a slow phone is still starting the page is the one switched to", async ({ page, scenario, signIn }) => {
  const { users } = await scenario("voice-suspended-second-account");
  const [first, second] = users[0]!.lines;
  const payable = new Map([
    [first!.telephoneNo, "Rs 2,450.75"],
    [second!.telephoneNo, "Rs 8,650.40"],
  ]);
  await signIn(users[0]!);
  await slowPhone(page);
  // The choice lands before, while or after the page's code takes over the page: each time it is the one switched to.
  // (A choice made while the code took over was once lost: the old account was sent.)
  let shown = first!.telephoneNo;
  for (const moment of [0, 150, 300]) {
    const chosen = shown === first!.telephoneNo ? second!.telephoneNo : first!.telephoneNo;
    await page.goto("/boardBand/summary", { waitUntil: "commit" });
    await expect(selector(page)).toHaveValue(shown);
    await page.waitForTimeout(moment);
    await selector(page).selectOption(chosen);
    await expect(page.getByRole("region", { name: "Payments" })).toContainText(payable.get(chosen)!);
    await expect(selector(page)).toHaveValue(chosen);
    shown = chosen;
  }
});

test("the bill notification shows once per session, and closing it keeps what was typed on the page", async ({ page, persona, signIn }) => {
  const user = await persona("bill-popup");
  await signIn(user);
  await page.goto("/bill/0");
  const popup = page.getByRole("dialog", { name: "Notification" });
  await expect(popup).toBeVisible();
  // Closed once the popup's own code runs, which makes it modal (its code streams in after the page's; before, the
  // browser posts the form itself and comes back to the page).
  await expect.poll(() => popup.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
  // What the browser asks the portal for once the popup is closed.
  const asked: string[] = [];
  page.on("request", (r) => {
    if (["document", "fetch", "xhr"].includes(r.resourceType()) && !r.url().includes("/__manifest"))
      asked.push(new URL(r.url()).pathname + " " + r.resourceType() + " " + r.method());
  });
  const marked = page.waitForResponse((r) => r.url().endsWith("/popupSeen"));
  await popup.getByRole("button", { name: "Close" }).click();
  await expect(popup).toBeHidden();
  await page.getByLabel("Amount (LKR)").fill("150");
  await marked;
  // Closing marks it seen and nothing more: no navigation and no page data read again, so the amount stays.
  await expect(page.getByLabel("Amount (LKR)")).toHaveValue("150");
  expect(asked).toEqual(["/popupSeen fetch POST"]);
  await page.reload();
  await expect(selector(page)).toBeVisible();
  await expect(popup).toHaveCount(0);

  const healthy = await persona("postpaid-fibre");
  await signIn(healthy);
  await page.goto("/boardBand/summary");
  await expect(selector(page)).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Notification" })).toHaveCount(0);
});

test("the bill notification never shows on /eBill, though it is due", async ({ page, persona, signIn }) => {
  await signIn(await persona("bill-popup"));
  await page.goto("/eBill");
  await expect(page.getByRole("heading", { name: "Total Payable", level: 2 })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Notification" })).toHaveCount(0);
  await page.goto("/eBill/history");
  await expect(page.getByRole("dialog", { name: "Notification" })).toHaveCount(0);
  // The same session, on another page: it was due all along.
  await page.goto("/boardBand/summary");
  await expect(page.getByRole("dialog", { name: "Notification" })).toBeVisible();
});

test("the rows and tabs navigate in place, and a modified click is left to the browser", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/boardBand/summary");
  await expect(selector(page)).toBeVisible();
  await page.evaluate(() => Object.assign(window, { kept: "same document" }));
  await page.getByRole("navigation", { name: "Products" }).getByRole("link", { name: "PEOTV" }).click();
  await expect(page).toHaveURL(/\/peoTV/);
  await expect(page.getByRole("navigation", { name: "Products" }).getByRole("link", { name: "PEOTV" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("navigation", { name: "Products" }).getByRole("link", { name: "Broadband" }).click();
  await page.getByRole("navigation", { name: "Broadband pages" }).getByRole("link", { name: "Daily Usage" }).click();
  await expect(page).toHaveURL(/\/boardBand\/dailyUsage$/);
  expect(await page.evaluate(() => (window as unknown as { kept?: string }).kept)).toBe("same document");

  // Pointing at a tab loads its page's code and data ahead of the click.
  await page.getByRole("navigation", { name: "Products" }).getByRole("link", { name: "Voice" }).hover();
  await expect(page.locator('link[rel="prefetch"][href*="/voice"]').first()).toBeAttached();

  const opened = page.context().waitForEvent("page");
  await page
    .getByRole("navigation", { name: "Products" })
    .getByRole("link", { name: "Voice" })
    .click({ modifiers: ["Control"] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/voice$/);
  await expect(page).toHaveURL(/\/boardBand\/dailyUsage$/);
});

test("removing a connection", async ({ page, persona, signIn }) => {
  const user = await persona("four-accounts");
  await signIn(user);
  const number = user.lines[1]!.telephoneNo;
  await page.goto("/manageConnections");
  await page.getByRole("link", { name: `Remove ${number}` }).click();
  const confirm = page.getByRole("dialog", { name: "Remove connection" });
  await expect(confirm).toContainText(number);
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await page.getByRole("link", { name: `Remove ${number}` }).click();
  await page.getByRole("dialog", { name: "Remove connection" }).getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/boardBand\/summary$/);
  await expect(selector(page).locator("option", { hasText: number })).toHaveCount(0);
  await expect(selector(page).locator("option", { hasText: "Add Account" })).toHaveCount(1);

  // Add Account in the selector opens its dialog; the selector stays on the selected account.
  const accountSelector = page.getByRole("combobox", { name: "Account number" });
  const selected = await accountSelector.inputValue();
  await accountSelector.selectOption({ label: "Add Account" });
  const dialog = page.getByRole("dialog", { name: "Add Account" });
  await expect(dialog).toBeVisible();
  await expect(accountSelector).toHaveValue(selected);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(accountSelector).toHaveValue(selected);
});

test("a Remove tapped as a slow phone's page comes alive opens its confirmation", async ({ page, persona, signIn }) => {
  const user = await persona("four-accounts");
  await signIn(user);
  await slowPhone(page);
  const number = user.lines[1]!.telephoneNo;
  await tapAsHydrationCommits(page, `a[aria-label="Remove ${number}"]`);
  await page.goto("/manageConnections", { waitUntil: "commit" });
  await expect(page.getByRole("dialog", { name: "Remove connection" })).toContainText(number);
  await expect(page).toHaveURL(/\/manageConnections$/);
});

for (const width of [375, 1280]) {
  test(`the layout works and is accessible at ${width} px`, async ({ page, persona, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    const user = await persona("postpaid-fibre");
    await signIn(user);
    for (const path of ["/boardBand/summary", "/addAccount", "/manageConnections"]) {
      await page.goto(path);
      await expect(page.getByLabel("Account number").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }
    await page.getByLabel(/Account menu for/).click();
    await expect(page.getByRole("link", { name: "My Profile" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Manage Connections" }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });
}

test("the no-account page is accessible", async ({ page, persona, signIn }) => {
  await signIn(await persona("no-accounts"));
  await page.goto("/noAccount");
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("links an account on the add-account page and switches accounts with Change", async ({ page, persona, signIn }) => {
    const user = await persona("no-accounts");
    await signIn(user);
    await page.goto("/noAccount");
    await page.getByRole("link", { name: "Join now" }).click();
    await expect(page).toHaveURL(/\/addAccount$/);
    await page.getByLabel("Telephone number", { exact: true }).fill("123");
    await page.getByRole("button", { name: "Add Account" }).click();
    await expect(page.getByText("Invalid telephone number")).toBeVisible();
    await expect(page.getByLabel("Telephone number", { exact: true })).toHaveValue("123");
    await fillTelephoneForm(page, user.lines[0]!, user.nic);
    await page.getByRole("button", { name: "Add Account" }).click();
    await expect(page).toHaveURL(/\/boardBand\/summary$/);
    await expect(page.getByText("Account added successfully")).toBeVisible();
    await expect(selector(page)).toHaveValue(user.lines[0]!.telephoneNo);
  });

  test("closes the bill notification with its button", async ({ page, persona, signIn }) => {
    await signIn(await persona("bill-popup"));
    await page.goto("/boardBand/summary");
    await page.getByRole("dialog", { name: "Notification" }).getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog", { name: "Notification" })).toHaveCount(0);
  });
});
