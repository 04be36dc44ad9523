import { expect, expectAccessible, test } from "./fixtures";

test("Help & FAQ shows the five groups with the operator's facts", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/boardBand/summary");
  await page.getByRole("navigation", { name: "Services" }).getByText("More", { exact: true }).click();
  await page.getByRole("link", { name: "Help & FAQ" }).click();
  await expect(page).toHaveURL(/\/faq\/sltVoice$/);
  await expect(page.getByText("within 7 days of your request")).toBeVisible();
  const topics = page.getByRole("navigation", { name: "FAQ topics" });
  await topics.getByRole("link", { name: "Bill & Payment" }).click();
  await expect(page.getByText("No. The e-bill is free.")).toBeVisible();
  await expect(page.getByText("takes effect from the next billing month")).toBeVisible();
  await topics.getByRole("link", { name: "Peo TV" }).click();
  await expect(page.getByText("rewind up to 48 hours")).toBeVisible();
  await expectAccessible(page);
  await page.goto("/faq/nothing");
  await expect(page.getByText("We could not find that page.")).toBeVisible();
});

test("Mobile offers the mobile operator's site; prepaid and no accounts are sent away", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/boardBand/summary");
  await page.getByRole("navigation", { name: "Products" }).getByRole("link", { name: "Mobile" }).click();
  await expect(page.getByRole("heading", { name: "Mobile", level: 1 })).toBeVisible();
  const go = page.getByRole("link", { name: /Go to the mobile self-care site/ });
  await expect(go).toHaveAttribute("target", "_blank");
  await expectAccessible(page);

  await signIn(await persona("prepaid-lte"));
  await page.goto("/mobile");
  await expect(page).toHaveURL(/\/prepaid\/boardBand/);
  await signIn(await persona("no-accounts"));
  await page.goto("/mobile");
  await expect(page).toHaveURL(/\/noAccount$/);
});
