import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

test.describe.configure({ mode: "default" });

const tabs = (page: Page) => page.getByRole("navigation", { name: "Voice pages" });

async function noHorizontalScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
}

test("My Package shows the line's voice service", async ({ page, persona, signIn }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/boardBand/summary");
  await page.getByRole("navigation", { name: "Products" }).getByRole("link", { name: "Voice" }).click();
  await expect(page).toHaveURL(/\/voice$/);
  await expect(page.getByRole("heading", { name: "My Package" })).toBeVisible();
  const services = page.getByRole("list", { name: "Your voice services" });
  await expect(services).toContainText(user.lines[0]!.telephoneNo);
  await expect(services).toContainText("Fibre Voice");
  await expect(services).toContainText("ACTIVE");
  await expectAccessible(page);
});

test("call forwarding: terms, number check, subscribe, locked number, unsubscribe with confirm", async ({ page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/voice");
  await tabs(page).getByRole("link", { name: "Call Forwarding" }).click();
  await expect(page).toHaveURL(/\/voice\?tab=callForwarding$/);
  await expect(page.getByRole("heading", { name: "Call Forwarding" })).toBeVisible();

  const subscribe = page.getByRole("button", { name: "Subscribe" });
  await expect(subscribe).toBeDisabled();
  const number = page.getByLabel("Forwarding number");
  await number.fill("07712");
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await expect(subscribe).toBeEnabled();
  await subscribe.click();
  await expect(page.getByText("Enter valid number")).toBeVisible();
  await expect(number).toHaveValue("07712");
  await expectAccessible(page);

  await number.fill("0771234599");
  await expect(page.getByText("Enter valid number")).toHaveCount(0);
  await subscribe.click();
  const success = page.getByRole("dialog", { name: "Success" });
  await expect(success).toContainText("Call forwarding activated to 0771234599");
  await success.getByRole("button", { name: "Ok" }).click();
  await expect(success).toHaveCount(0);

  const locked = page.getByLabel("Forwarding number");
  await expect(locked).toHaveValue("0771234599");
  await expect(locked).not.toBeEditable();
  const outbox = await sim.outbox("0771234599");
  expect(JSON.stringify(outbox)).toContain("Call forwarding");

  await page.getByRole("link", { name: "Unsubscribe" }).click();
  const confirm = page.getByRole("dialog", { name: "Unsubscribe call forwarding" });
  await expect(confirm).toContainText("0771234599");
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByLabel("Forwarding number")).toHaveValue("0771234599");

  await page.getByRole("link", { name: "Unsubscribe" }).click();
  await page.getByRole("dialog", { name: "Unsubscribe call forwarding" }).getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("dialog", { name: "Success" })).toContainText("Call forwarding deactivated");
  await page.getByRole("dialog", { name: "Success" }).getByRole("button", { name: "Ok" }).click();
  await expect(page.getByRole("button", { name: "Subscribe" })).toBeDisabled();
  await expect(page.getByLabel("Forwarding number")).toBeEditable();
  // Y with the number typed, then N with the number that was forwarded to (the journal lists the newest first).
  const calls = await sim.journal({ contract: "voice.callForwardingRequest", user: user.userName });
  const query = (url: unknown) => new URL(String(url)).searchParams;
  expect(calls.map((c) => [query(c.url).get("requestType"), query(c.url).get("mobileNo")])).toEqual([
    ["N", "0771234599"],
    ["Y", "0771234599"],
  ]);
});

test("the operator's refusal (the line's own number) shows in the error dialog and keeps the number", async ({ page, persona, signIn }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  const own = user.lines[0]!.telephoneNo;
  await page.goto("/voice?tab=callForwarding");
  await page.getByLabel("Forwarding number").fill(own);
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.getByRole("button", { name: "Subscribe" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error).toContainText("You cannot forward calls to the same number.");
  await error.getByRole("button", { name: "Ok" }).click();
  await expect(page.getByLabel("Forwarding number")).toHaveValue(own);
});

test("a failed status load says so in its place", async ({ page, persona, signIn, sim }) => {
  await signIn(await persona("postpaid-fibre"));
  await sim.addFault({ kind: "http500", contract: "voice.callForwardingStatus", remaining: 1 });
  await page.goto("/voice?tab=callForwarding");
  // The status streams in behind the tabs: its failure is said where it would be.
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: "Oops! something went wrong. Please try again shortly." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Subscribe" })).toHaveCount(0);
});

test("voice: a prepaid line goes to its prepaid page, no accounts to /noAccount; TV-only has voice", async ({ page, persona, signIn }) => {
  await signIn(await persona("prepaid-lte"));
  await page.goto("/voice");
  await expect(page).toHaveURL(/\/prepaid\/boardBand$/);

  await page.context().clearCookies();
  await signIn(await persona("no-accounts"));
  await page.goto("/voice?tab=callForwarding");
  await expect(page).toHaveURL(/\/noAccount$/);

  await page.context().clearCookies();
  const tvOnly = await persona("tv-only");
  await signIn(tvOnly);
  await page.goto("/voice");
  await expect(page.getByRole("list", { name: "Your voice services" })).toContainText("Megaline Voice");
  await tabs(page).getByRole("link", { name: "Call Forwarding" }).click();
  await expect(page.getByLabel("Forwarding number")).toBeVisible();
});

test("voice works at 375 px", async ({ page, persona, signIn }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/voice");
  await noHorizontalScroll(page, "my package");
  await page.goto("/voice?tab=callForwarding");
  await expect(page.getByLabel("Forwarding number")).toBeVisible();
  await noHorizontalScroll(page, "call forwarding");
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("subscribes (the server asks for the terms), then unsubscribes through the confirm page", async ({ page, persona, signIn }) => {
    await signIn(await persona("postpaid-fibre"));
    await page.goto("/voice");
    await tabs(page).getByRole("link", { name: "Call Forwarding" }).click();
    const number = page.getByLabel("Forwarding number");
    await number.fill("0712345678");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("please agree the condition")).toBeVisible();
    await expect(page.getByLabel("Forwarding number")).toHaveValue("0712345678");

    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("dialog", { name: "Success" })).toContainText("Call forwarding activated to 0712345678");
    await expect(page.getByLabel("Forwarding number")).toHaveValue("0712345678");
    await expect(page.getByLabel("Forwarding number")).not.toBeEditable();

    await page.getByRole("link", { name: "Unsubscribe" }).click();
    await expect(page).toHaveURL(/confirm=unsubscribe/);
    await page.getByRole("dialog", { name: "Unsubscribe call forwarding" }).getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("dialog", { name: "Success" })).toContainText("Call forwarding deactivated");
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });
});
