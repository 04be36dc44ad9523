/**
 * Streaming: the layout and what is ready come first; a slow part of the page follows in the same
 * response behind its skeleton and says its own message when its call fails or passes the deadline;
 * a browser not known to run JavaScript gets the page whole, each part in its place. How long each part
 * takes is measured by `npm run bench`, not here.
 */
import type { Page } from "@playwright/test";
import { PORTAL_URL } from "../../playwright.config";
import { browserCookies, closeOutcome, cookieHeader, expect, expectPanelsStayAsPartArrives, holdCalls, readStreamUntil, test } from "./fixtures";

const GENERIC = "Oops! something went wrong. Please try again shortly.";
const panes = (page: Page) => page.getByRole("navigation", { name: "Usage by bundle" });

/** A failed part tells it in the error dialog (one for the page), closed with Ok. */
async function closeErrorDialog(page: Page, message: string) {
  await expect(page.getByRole("dialog", { name: "Error" })).toHaveCount(1);
  await closeOutcome(page, "Error", message);
}

test("a page whose usage call hangs sends its layout first, then the usage part's own message", async ({ page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/boardBand/summary");
  await expect(page.getByLabel(`Account menu for ${user.userName}`)).toBeVisible();

  // Past the per-call timeout and the page deadline. The document read as it streams, and the page in the browser,
  // wait for that deadline side by side.
  const rule = await sim.addFault({ kind: "latency", latencyMs: 12_000, user: user.userName, contract: "broadband.usageSummary" });
  const streamed = (async () => {
    const response = await fetch(`${PORTAL_URL}/boardBand/summary`, { headers: { cookie: await cookieHeader(page) } });
    expect(response.status).toBe(200);
    // The first part of the document is the layout, without the usage's outcome.
    const stream = await readStreamUntil(response.body!, [`Account menu for ${user.userName}`, "Payments"]);
    const first = stream.first;
    expect(first).toContain(`Account menu for ${user.userName}`);
    expect(first).toContain("Payments");
    expect(first).not.toContain(GENERIC);
    const rest = await stream.rest();
    // The usage part follows in the same response, with its own message.
    expect(rest).toContain(GENERIC);
  })();

  // In the browser: the layout and the page around the usage; the failure in the error dialog, then in the usage's place.
  await page.goto("/boardBand/summary");
  await expect(page.getByLabel(`Account menu for ${user.userName}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Refresh usage" })).toBeVisible();
  await closeErrorDialog(page, GENERIC);
  await expect(page.getByRole("alert").filter({ hasText: GENERIC })).toBeVisible();
  await expect(panes(page)).toBeVisible();
  await streamed;
  await sim.removeFault(rule.id);

  // The refresh control reads the usage again.
  await page.getByRole("link", { name: "Refresh usage" }).click();
  await expect(page.getByText(/^Usage as of \d{2}-\w{3}-\d{4} \d{2}:\d{2} [AP]M$/)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: GENERIC })).toHaveCount(0);
});

test("a failing part shows its own message while the rest of the page works", async ({ page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/boardBand/summary");

  // The layout's bill panel fails: the panel says so, the usage is there.
  const bill = await sim.addFault({ kind: "http500", user: user.userName, contract: "bills.billingInquiry" });
  await page.goto("/boardBand/summary");
  await expect(page.getByRole("region", { name: "Payments" }).getByText("Failed Loading")).toBeVisible();
  await expect(page.getByText(/^Usage as of /)).toBeVisible();
  await expect(panes(page).getByRole("link", { name: /^My Package/ })).toBeVisible();
  await sim.removeFault(bill.id);

  // The usage fails: the error dialog says so, then its place; the bill panel shows its amount, the other panels open.
  const usage = await sim.addFault({ kind: "http500", user: user.userName, contract: "broadband.usageSummary" });
  await page.goto("/boardBand/summary");
  await closeErrorDialog(page, GENERIC);
  await expect(page.getByRole("alert").filter({ hasText: GENERIC })).toBeVisible();
  await expect(page.getByRole("region", { name: "Payments" }).getByText(/^Rs /)).toBeVisible();
  await page.getByRole("link", { name: "Get Extra GB" }).click();
  await expect(page).toHaveURL(/panel=extraGb/);
  await expect(page.getByRole("button", { name: /^1 GB/ })).toBeVisible();
  await sim.removeFault(usage.id);
});

test("without JavaScript a page whose usage answers late arrives whole, the usage in its place", async ({ browser, page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/boardBand/summary");
  await expect(page.getByLabel(`Account menu for ${user.userName}`)).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  // The session, not the mark of a browser that runs the portal's JavaScript.
  await context.addCookies(await browserCookies(page.context(), { scripts: false }));
  const noScript = await context.newPage();
  // Slower than the page's first part, well within the deadline: a browser with JavaScript gets it streamed.
  const rule = await sim.addFault({ kind: "latency", latencyMs: 1_500, user: user.userName, contract: "broadband.usageSummary" });
  await noScript.goto(`${PORTAL_URL}/boardBand/summary`);
  await expect(noScript.getByLabel(`Account menu for ${user.userName}`)).toBeVisible();
  // In its place in the page, before the side panels and the banner.
  await expect(noScript.getByRole("main").getByText(/^Usage as of \d{2}-\w{3}-\d{4} \d{2}:\d{2} [AP]M$/)).toBeVisible();
  await expect(panes(noScript).getByRole("link", { name: /^My Package/ })).toBeVisible();
  await expect(noScript.getByRole("heading", { name: "My Package", level: 3 })).toBeVisible();
  await expect(noScript.getByRole("region", { name: "Payments" }).getByText(/^Rs /)).toBeVisible();
  // The account choice still posts without JavaScript.
  await expect(noScript.getByRole("button", { name: "Change" })).toBeVisible();
  await sim.removeFault(rule.id);
  await context.close();
});

test.describe("on a phone (375 × 800), where the panels follow the page", () => {
  test.use({ viewport: { width: 375, height: 800 } });
  const parts = [
    {
      kind: "prepaid-lte",
      path: "/prepaid/boardBand?tab=main",
      part: "prepaid.packageList",
      arrived: (page: Page) => page.getByRole("link", { name: "Activate Weekly 5GB" }),
    },
    { kind: "postpaid-fibre", path: "/eBill", part: "bills.billingInquiry", arrived: (page: Page) => page.getByText("Outstanding balance") },
  ] as const;
  for (const { kind, path, part, arrived } of parts) {
    test(`${path}: the panels stay where they are when the slow part arrives`, async ({ page, persona, signIn, sim }) => {
      const user = await persona(kind);
      await signIn(user);
      // The part's call is held: the part waits behind its skeleton.
      const held = await holdCalls(sim, user.userName, part);
      await page.goto(path, { waitUntil: "commit" });
      await expectPanelsStayAsPartArrives(page, held, arrived(page));
    });
  }
});
