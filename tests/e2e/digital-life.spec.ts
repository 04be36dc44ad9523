import { expect, expectAccessible, test } from "./fixtures";

const partnerNames = ["Duthaya", "eSport", "Kaspersky", "SLT Storage", "CCTV", "Smart Home", "eSiphala", "SLT Lynked"];

test("Digital Life lists the partner services, each opening in a new tab", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/boardBand/summary");
  await page.getByRole("navigation", { name: "Services" }).getByRole("link", { name: "Digital Life" }).click();
  await expect(page.getByRole("heading", { name: "Digital Life", level: 1 })).toBeVisible();
  for (const name of partnerNames) await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  const storage = page.getByRole("link", { name: /Open SLT Storage/ });
  await expect(storage).toHaveAttribute("target", "_blank");
  await expect(storage).toHaveAttribute("rel", /noopener/);
  await expectAccessible(page);
});

test("Kaspersky opens the partner's site with a link the operator signed for the broadband id", async ({ page, persona, signIn }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/digitalLife");
  const [partner] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: /Open Kaspersky/ }).click()]);
  await expect(partner.getByRole("heading", { name: "Kaspersky security for your broadband" })).toBeVisible();
  await expect(partner.getByRole("status")).toContainText(`94${user.lines[0]!.telephoneNo.slice(1)}`);
});

test("Kaspersky without broadband on the selected account says so", async ({ page, persona, signIn }) => {
  await signIn(await persona("tv-only"));
  await page.goto("/digitalLife");
  const [tab] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: /Open Kaspersky/ }).click()]);
  await expect(tab.getByRole("dialog", { name: "Error" })).toContainText("Kaspersky needs a broadband service on the selected account.");
});

test("Digital Life works at 375 px", async ({ page, persona, signIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/digitalLife");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
