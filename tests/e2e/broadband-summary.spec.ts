import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const panes = (page: Page) => page.getByRole("navigation", { name: "Usage by bundle" });

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Extra GB: Select (a button up to 9 GB), SelectType, Confirm. */
async function buyExtraGb(page: Page, size: string, pay: "Add to Bill" | "Pay Now") {
  await page.getByRole("button", { name: new RegExp(`^${size} GB`) }).click();
  await page.getByLabel(pay).check();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.getByRole("button", { name: "Submit" }).click();
}

test("the summary shows the five panes, the gauge of what remains and when usage was reported", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/boardBand/summary");
  for (const name of ["My Package", "Extra GB", "Bonus Data", "Add-ons", "Free Data"]) {
    await expect(panes(page).getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(panes(page).getByRole("link", { name: /^Extra GB/ })).toContainText("N/A");
  await expect(panes(page).getByRole("link", { name: /^Bonus Data/ })).toContainText(/\d+(\.\d)?\/6 GB/);
  await expect(page.getByText(/^Usage as of \d{2}-\w{3}-\d{4} \d{2}:\d{2} [AP]M$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "My Package", level: 3 })).toBeVisible();

  await panes(page)
    .getByRole("link", { name: /^Extra GB/ })
    .click();
  await expect(page.getByText("Wait for extra GB")).toBeVisible();

  await panes(page)
    .getByRole("link", { name: /^Add-ons/ })
    .click();
  await expect(page).toHaveURL(/pane=addOns/);
  const gauge = page.getByRole("button", { name: /% remaining: .* of 100 GB/ });
  await expect(gauge).toBeVisible();
  await expect(gauge).toContainText("%");
  await gauge.click();
  await expect(gauge).toHaveAttribute("aria-pressed", "true");
  await expect(gauge).toContainText("GB");
  await expect(page.getByText(/GB used of 100 GB/)).toBeVisible();
  await expect(page.getByText(/^Valid Till \d{2}-\w{3}$/)).toBeVisible();

  await panes(page)
    .getByRole("link", { name: /^Bonus Data/ })
    .click();
  await page.getByRole("button", { name: /Upgrade bonus data/ }).click();
  await expect(page.getByRole("dialog", { name: "Success" })).toContainText("upgraded");
  await expectAccessible(page);
});

test("without privileges every pane says so in the operator's words", async ({ page, persona, signIn }) => {
  await signIn(await persona("no-privileges"));
  await page.goto("/boardBand/summary");
  const messages: Record<string, string> = {
    "Extra GB": "Please change your package to a package of the operator that offers Extra GB.",
    "Bonus Data": "Please change your package to a package of the operator that offers Bonus Data.",
    "Add-ons": "Please change your package to a package of the operator to purchase Add-on Data.",
    "Free Data": "Please change your package to a package of the operator that offers Free Data.",
  };
  for (const [pane, message] of Object.entries(messages)) {
    const link = panes(page).getByRole("link", { name: new RegExp(`^${pane}`) });
    await expect(link).toContainText("N/A");
    await link.click();
    await expect(page.getByText("No privilege", { exact: true })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
  }
  await expectAccessible(page);

  // Nor are Extra GB and add-ons for sale: their panels say the same, with nothing to buy.
  for (const [button, message] of [
    ["Get Extra GB", messages["Extra GB"]!],
    ["Get data Add-ons", messages["Add-ons"]!],
  ] as const) {
    await page.getByRole("link", { name: button }).filter({ visible: true }).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByText("No privilege", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /^\d+ GB|^Buy / })).toHaveCount(0);
  }
});

test("a purchase posted without the privilege is refused by the portal, never sent to the operator", async ({ page, persona, signIn, sim }) => {
  const user = await persona("no-privileges");
  await signIn(user);
  // The page the customer was shown (its profile kept in the session), then posts made by hand: each is refused
  // with the package-change message, in the error dialog of the page it returns to.
  await page.goto("/boardBand/summary?panel=addons");
  await expect(page.getByText("No privilege", { exact: true })).toBeVisible();
  for (const [form, message] of [
    [{ intent: "addon", packageId: "MEETMAX50", category: "Meet" }, "Please change your package to a package of the operator to purchase Add-on Data."],
    [{ intent: "extraGb", pkg: "EGB_2", pay: "bill", agree: "on" }, "Please change your package to a package of the operator that offers Extra GB."],
  ] as const) {
    const response = await page.request.post("/boardBand/summary", { form, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    await page.goto(response.headers()["location"]!);
    await expect(page.getByRole("dialog", { name: "Error" })).toContainText(message);
  }
  for (const contract of ["broadband.addVasDataBundle", "broadband.addVasDataBundleV2", "broadband.purchaseExtraGb"]) {
    expect(await sim.journal({ contract, user: user.userName }), contract).toEqual([]);
  }
});

test("a throttled user buys Extra GB added to the bill and the banner goes", async ({ page, persona, signIn }) => {
  await signIn(await persona("adsl-throttled"));
  await page.goto("/boardBand/summary");
  await expect(page.getByTestId("speed-status")).toHaveText("THROTTLED");
  await expect(page.getByRole("heading", { name: "Your broadband speed is reduced" })).toBeVisible();
  await page.getByRole("link", { name: "Get Extra GB now" }).click();
  await expect(page.getByRole("heading", { name: "Get Extra GB" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^5 GB Rs\. 425\.00 \+ tax/ })).toBeVisible();
  await expect(page.getByRole("slider", { name: "Extra GB amount" })).toBeVisible();

  await page.getByRole("button", { name: /^1 GB/ }).click();
  await expect(page.getByRole("button", { name: "Next", exact: true })).toBeDisabled();
  await page.getByRole("link", { name: "Back", exact: true }).click();
  await expect(page.getByRole("button", { name: /^1 GB/ })).toBeVisible();
  await buyExtraGb(page, "1", "Add to Bill");
  const dialog = page.getByRole("dialog", { name: "Success" });
  await expect(dialog).toContainText("Successfully Add 1GB Extra GB");
  await dialog.getByRole("button", { name: "Ok" }).click();
  // After success the flow is back at SelectType.
  await expect(page.getByRole("group", { name: "How do you want to pay?" })).toBeVisible();

  await page.getByRole("link", { name: "Back to usage" }).click();
  await expect(page.getByTestId("speed-status")).toHaveText("NORMAL");
  await expect(page.getByRole("heading", { name: "Your broadband speed is reduced" })).toHaveCount(0);
  await expect(panes(page).getByRole("link", { name: /^Extra GB/ })).toContainText("0/1 GB");
});

test("Extra GB paid now by card: approved on the hosted page, confirmed by the operator", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/boardBand/summary?panel=extraGb");
  // Above 9 GB the amount is on the slider: 15 GB at Rs. 85 per GB.
  await page.getByRole("slider", { name: "Extra GB amount" }).fill("1");
  await expect(page.getByText("15 GB for Rs. 1,275.00 + tax")).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Rs. 85 per GB + tax")).toBeVisible();
  await page.getByLabel("Pay Now").check();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/boardBand\/payment\?/);
  await expect(page.getByRole("status").filter({ hasText: "Successfully Add 15GB Extra GB" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Summary" }).click();
  await panes(page)
    .getByRole("link", { name: /^Extra GB/ })
    .click();
  await expect(page.getByText("Extra GB - 15 GB")).toBeVisible();
});

test("Extra GB paid now by card: a declined payment buys nothing", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/boardBand/summary?panel=extraGb");
  await buyExtraGb(page, "3", "Pay Now");
  await page.getByRole("button", { name: "Decline payment" }).click();
  await expect(page).toHaveURL(/\/boardBand\/payment\?/);
  await expect(page.getByRole("alert")).toContainText("Your card payment was declined");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Back to Summary" }).click();
  await expect(panes(page).getByRole("link", { name: /^Extra GB/ })).toContainText("N/A");
});

test("a return that says neither approved nor declined settles nothing: the payment made after it is confirmed", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/boardBand/summary?panel=extraGb");
  await buyExtraGb(page, "3", "Pay Now");
  await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
  // The hosted page's decision, made as its Approve button makes it; its redirect is the return with the outcome.
  const decision = page.locator("form").filter({ has: page.getByRole("button", { name: "Approve payment" }) });
  const approved = await page.request.post(new URL((await decision.getAttribute("action")) ?? "", page.url()).toString(), {
    form: { paymentId: await decision.locator("input[name=paymentId]").inputValue(), decision: "approve" },
    maxRedirects: 0,
  });
  const returnUrl = new URL(approved.headers()["location"] ?? "");
  expect(returnUrl.searchParams.get("status")).toBe("approved");
  const bare = new URL(returnUrl);
  bare.searchParams.delete("status");
  bare.searchParams.delete("paymentId");
  await page.goto(bare.toString());
  await expect(page.getByRole("alert")).toContainText("We could not confirm your payment with the operator yet");
  await expect(page.getByText("Your card payment was declined")).toHaveCount(0);
  await page.goto(returnUrl.toString());
  await expect(page.getByRole("status").filter({ hasText: "Successfully Add 3GB Extra GB" })).toBeVisible();
});

test("a detailed report already on proves no Pay Now for it: an unpaid return is not believed", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/boardBand/enableProtocol");
  // The report is on (this persona's default): a Pay Now for it posted by hand, then its return forged as approved.
  await expect(page.getByRole("link", { name: "Unsubscribe" })).toBeVisible();
  const started = await page.request.post("/boardBand/enableProtocol", {
    form: { plan: "2", payType: "payNow", agree: "on" },
    headers: { Origin: new URL(page.url()).origin },
  });
  const callback = /name="callbackURLSLT" value="([^"]+)"/.exec(await started.text())?.[1]?.replaceAll("&amp;", "&");
  expect(callback).toBeTruthy();
  await page.goto(`${callback}&status=approved&paymentId=PAY99999998`);
  await expect(page.getByRole("alert")).toContainText("We could not confirm your payment with the operator yet");
});

test("a return that claims approval is not believed until the operator shows the purchase", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto(`/boardBand/payment?product=EGB&packageId=EGB_1&since=${Date.now()}&status=approved&paymentId=PAY99999999`);
  await expect(page.getByRole("alert")).toContainText("We could not confirm your payment with the operator yet");
  await expect(page.getByText("Successfully Add")).toHaveCount(0);
});

test("a data add-on is bought (auto renewing) and unsubscribed", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/boardBand/summary");
  await page.getByRole("link", { name: "Get data Add-ons" }).click();
  const tabs = page.getByRole("navigation", { name: "Add-on categories" }).getByRole("link");
  await expect(tabs.first()).toHaveText("Independence Day Free Offer");
  await tabs.filter({ hasText: "Data Hamper" }).click();
  await expect(page.getByRole("button", { name: /Buy Data Hamper 5GB/ })).toContainText("Free");
  await tabs.filter({ hasText: "Entertainment Unlimited" }).click();
  // 'Rs. {postprice}', with the thousands separator numbers have.
  await expect(page.getByRole("button", { name: /Buy Netflix Unlimited/ })).toContainText("Rs. 1,490");
  await tabs.filter({ hasText: "YouTube" }).click();
  const card = page.getByRole("article", { name: "YouTube 20GB" });
  await expect(card.getByRole("button", { name: /Buy YouTube 20GB/ })).toContainText("Rs. 490");
  await card.getByRole("switch", { name: "One Time" }).uncheck();
  await card.getByRole("button", { name: /Buy YouTube 20GB/ }).click();
  const confirm = page.getByRole("dialog", { name: "Data Add-on" });
  await expect(confirm).toContainText("Do you want to purchase and activate auto renewing YouTube 20GB Auto Renewal Add-on?");
  await confirm.getByRole("button", { name: "Yes" }).click();
  const done = page.getByRole("dialog", { name: "Success" });
  await expect(done).toContainText("You have purchased the data Add-on successfully");
  await done.getByRole("button", { name: "Ok" }).click();

  await page.getByRole("link", { name: "Back to usage" }).click();
  await panes(page)
    .getByRole("link", { name: /^Add-ons/ })
    .click();
  await page.getByRole("link", { name: "Unsubscribe from YouTube 20GB Auto Renewal" }).click();
  const unsub = page.getByRole("dialog", { name: "Unsubscribe" });
  await expect(unsub.getByRole("link", { name: "Cancel" })).toBeVisible();
  await unsub.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("dialog", { name: "Success" })).toContainText(
    "You've been successfully unsubscribed from YouTube 20GB Auto Renewal data add-on. Your data will be deducted from your base bundle",
  );
  await expect(page.getByRole("link", { name: "Unsubscribe from YouTube 20GB Auto Renewal" })).toHaveCount(0);
});

test("a package upgrade is requested", async ({ page, persona, signIn }) => {
  await signIn(await persona("adsl-throttled"));
  await page.goto("/boardBand/summary");
  await page.getByRole("link", { name: "Package Upgrade" }).click();
  const current = page.getByRole("article", { name: "ANY JOY" });
  await expect(current).toContainText("Rs. 3,490.00 + tax");
  await expect(current).toContainText("100 GB");
  await page.getByRole("link", { name: "UNLIMITED" }).click();
  await expect(page.getByRole("article", { name: "UNLIMITED FAMILY" })).toBeVisible();
  await page.getByRole("link", { name: "ANY TIME" }).click();
  await page.getByRole("link", { name: "Upgrade to ANY BEAT" }).click();
  const confirm = page.getByRole("dialog", { name: "Package Upgrade" });
  await expect(confirm).toContainText("You want to upgrade package to ANY BEAT?");
  await confirm.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByRole("dialog", { name: "Success" })).toContainText("Successfully requested");
});

test("an operator failure while buying Extra GB shows the error dialog", async ({ page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await sim.addFault({ kind: "http500", contract: "broadband.purchaseExtraGb", user: user.userName, remaining: 1 });
  await page.goto("/boardBand/summary?panel=extraGb");
  await buyExtraGb(page, "1", "Add to Bill");
  const dialog = page.getByRole("dialog", { name: "Error" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Ok" }).click();
  await expect(page.getByRole("button", { name: "Submit" })).toBeVisible();
});

test("the summary and its panels fit 375 px and pass axe", async ({ page, persona, signIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(await persona("adsl-throttled"));
  for (const url of [
    "/boardBand/summary",
    "/boardBand/summary?panel=extraGb",
    "/boardBand/summary?panel=addons",
    "/boardBand/summary?panel=upgrade",
    "/boardBand/summary?panel=extraGb&step=confirm&pkg=EGB_1&pay=bill",
  ]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await noHorizontalScroll(page);
    await expectAccessible(page);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a throttled user buys Extra GB added to the bill", async ({ page, persona, signIn }) => {
    await signIn(await persona("adsl-throttled"));
    await page.goto("/boardBand/summary");
    await page.getByRole("link", { name: "Get Extra GB now" }).click();
    await page.getByRole("radio", { name: /^10 GB/ }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText("Please select a payment type")).toBeVisible();
    await page.getByLabel("Add to Bill").check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please agree")).toBeVisible();
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("dialog", { name: "Success" })).toContainText("Successfully Add 10GB Extra GB");
    await page.goto("/boardBand/summary");
    await expect(page.getByTestId("speed-status")).toHaveText("NORMAL");
  });

  test("a data add-on is bought, another unsubscribed, and Extra GB is paid now by card", async ({ page, persona, signIn }) => {
    await signIn(await persona("postpaid-fibre"));
    await page.goto("/boardBand/summary?panel=addons");
    await page.getByRole("navigation", { name: "Add-on categories" }).getByRole("link", { name: "Learn" }).click();
    await page.getByRole("button", { name: /Buy Learn 25GB/ }).click();
    const confirm = page.getByRole("dialog", { name: "Data Add-on" });
    await expect(confirm).toContainText("Do you want to purchase and activate Learn 25GB?");
    await confirm.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByRole("dialog", { name: "Success" })).toContainText("You have purchased the data Add-on successfully");

    await page.goto("/boardBand/summary?pane=addOns");
    await page.getByRole("link", { name: "Unsubscribe from Meet Max 100GB Auto Renewal" }).click();
    await page.getByRole("dialog", { name: "Unsubscribe" }).getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("dialog", { name: "Success" })).toContainText(
      "You've been successfully unsubscribed from Meet Max 100GB Auto Renewal data add-on.",
    );
    await expect(page.getByText("Learn 25GB", { exact: true })).toBeVisible();

    await page.goto("/boardBand/summary?panel=extraGb");
    await page.getByRole("button", { name: /^4 GB/ }).click();
    await page.getByLabel("Pay Now").check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page.getByText("Successfully Add 4GB Extra GB")).toBeVisible();
  });
});
