/**
 * The fault matrix: a signed-in page under each operator fault keeps its layout and says what
 * failed in plain words (never a blank page or a stack trace), and the session survives every fault
 * but a refused refresh. How long each page takes under each fault is measured by `npm run bench`.
 */
import { expect, test } from "./fixtures";

const FAULTS = [
  { kind: "http500" },
  { kind: "gateway" },
  { kind: "malformed" },
  { kind: "drop" },
  // Past the portal's per-call timeout and page deadline.
  { kind: "latency", latencyMs: 12_000 },
] as const;

for (const fault of FAULTS) {
  test(`under a ${fault.kind} fault the broadband summary keeps its layout, says what failed, and the session survives`, async ({
    page,
    persona,
    signIn,
    sim,
  }) => {
    const user = await persona("postpaid-fibre");
    await signIn(user);
    await page.goto("/boardBand/summary");
    await expect(page.getByLabel(`Account menu for ${user.userName}`)).toBeVisible();

    const rule = await sim.addFault({ ...fault, user: user.userName, contract: "broadband.usageSummary" });
    await page.goto("/boardBand/summary");
    await expect(page.getByLabel(`Account menu for ${user.userName}`)).toBeVisible();
    await expect(page.getByText("Oops! something went wrong. Please try again shortly.").first()).toBeVisible();
    await expect(page.getByText(/at .*\.(ts|js):\d+/)).toHaveCount(0);

    await sim.removeFault(rule.id);
    await page.goto("/boardBand/summary");
    await expect(page).toHaveURL(/\/boardBand\/summary$/);
    await expect(page.getByText("Oops! something went wrong. Please try again shortly.")).toHaveCount(0);
  });
}

test("lines or services that cannot be read are told on the broadband summary, never taken for no broadband", async ({ page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  const GENERIC = "Oops! something went wrong. Please try again shortly.";
  for (const contract of ["accounts.getServiceDetail", "accounts.getAccountDetail"]) {
    const rule = await sim.addFault({ kind: "http500", user: user.userName, contract });
    await signIn(user);
    await page.goto("/boardBand/summary");
    const dialog = page.getByRole("dialog", { name: "Error" });
    await expect(dialog, contract).toContainText(GENERIC);
    await dialog.getByRole("button", { name: "Ok" }).click();
    await expect(page.getByRole("main").getByRole("alert").filter({ hasText: GENERIC }), contract).toBeVisible();
    await expect(page.getByRole("heading", { name: "No broadband connection" }), contract).toHaveCount(0);
    await expect(page, contract).toHaveURL(/\/boardBand\/summary$/);
    await sim.removeFault(rule.id);
  }
  // Read again once the operator answers: the summary of the customer's broadband.
  await signIn(user);
  await page.goto("/boardBand/summary");
  await expect(page.getByText(/^Usage as of /)).toBeVisible();
  await expect(page.getByText(GENERIC)).toHaveCount(0);
});

test("a refused refresh ends the session: the customer is sent to sign in", async ({ page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await sim.expireAccessTokens(user.userName);
  await sim.revokeRefreshTokens(user.userName);
  await page.goto("/boardBand/summary");
  await expect(page).toHaveURL(/\/\?returnTo=%2FboardBand%2Fsummary$/);
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
});
