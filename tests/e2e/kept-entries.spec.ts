/**
 * Nothing a customer types is lost: the long forms keep their entries through a reload, Back and
 * Forward, and a session that timed out (the customer signs in again and comes back to the form);
 * a logout forgets them, and a post that succeeded starts the form over.
 */
import type { Page } from "@playwright/test";
import { expect, logout, signInOnPage, test } from "./fixtures";

async function fillComplaint(page: Page) {
  await page.getByLabel("Service Type").selectOption({ index: 1 });
  await page.getByLabel("Contact Number").fill("0712345678");
  await page.getByLabel("Description").fill("The line drops every evening after 7 pm.");
}

async function expectComplaint(page: Page) {
  await expect(page.getByLabel("Contact Number")).toHaveValue("0712345678");
  await expect(page.getByLabel("Description")).toHaveValue("The line drops every evening after 7 pm.");
}

test("the complaint form keeps what was typed through a reload, Back and Forward; a logout forgets it", async ({ page, persona, signIn }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/add_complaint");
  const service = page.getByLabel("Service Type");
  await fillComplaint(page);
  const chosen = await service.inputValue();
  await page.reload();
  await expectComplaint(page);
  await expect(service).toHaveValue(chosen);

  // Away within the portal (a client-side navigation), then Back and Forward.
  await page.getByRole("link", { name: "Voice", exact: true }).click();
  await expect(page).toHaveURL(/\/voice$/);
  await page.goBack();
  await expectComplaint(page);
  await page.goForward();
  await expect(page).toHaveURL(/\/voice$/);
  await page.goBack();
  await expectComplaint(page);

  await logout(page, user.userName);
  await signIn(user);
  await page.goto("/add_complaint");
  await expect(page.getByLabel("Contact Number")).toHaveValue("");
  await expect(page.getByLabel("Description")).toHaveValue("");
});

test("My Profile keeps a half-typed change through a reload, Back and Forward; a logout forgets it", async ({ page, persona, signIn }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/myProfile");
  const name = page.getByLabel("Name");
  const saved = await name.inputValue();
  await name.fill("Nimal Half Typed");
  await page.getByLabel("Alternate mobile number").fill("0719998887");
  await page.reload();
  await expect(name).toHaveValue("Nimal Half Typed");
  await expect(page.getByLabel("Alternate mobile number")).toHaveValue("0719998887");
  const expectTyped = async () => {
    await expect(name).toHaveValue("Nimal Half Typed");
    await expect(page.getByLabel("Alternate mobile number")).toHaveValue("0719998887");
  };
  await page.getByRole("link", { name: "Voice", exact: true }).click();
  await expect(page).toHaveURL(/\/voice$/);
  await page.goBack();
  await expectTyped();
  await page.goForward();
  await expect(page).toHaveURL(/\/voice$/);
  await page.goBack();
  await expectTyped();

  await logout(page, user.userName);
  await signIn(user);
  await page.goto("/myProfile");
  await expect(name).toHaveValue(saved);
});

test("a session that timed out comes back to the form with its entries after signing in", async ({ page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/add_complaint");
  await fillComplaint(page);
  await sim.expireAccessTokens(user.userName);
  await sim.revokeRefreshTokens(user.userName);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  // Nothing of the customer's is shown signed out.
  await expect(page.getByText("The line drops every evening after 7 pm.")).toHaveCount(0);
  await signInOnPage(page, user);
  await expect(page).toHaveURL(/\/add_complaint$/);
  await expectComplaint(page);
});

test("a complaint sent starts the form over", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/add_complaint");
  await fillComplaint(page);
  await page.getByLabel("Search a place").fill("Kandy");
  await page.getByRole("button", { name: /^Kandy, Kandy District/ }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Submitted your request successfully.")).toBeVisible();
  await page.goto("/add_complaint");
  await expect(page.getByLabel("Description")).toHaveValue("");
  await expect(page.getByLabel("Contact Number")).toHaveValue("");
});

test("the connection request, eBill and Bill Methods forms keep what was typed through a reload, Back and Forward; a logout forgets it", async ({
  page,
  persona,
  signIn,
}) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);

  const named = (label: string) => page.getByLabel(label, { exact: true });
  const request = {
    path: /\/newService\/new\/Megaline$/,
    async expectKept() {
      await expect(named("First name")).toHaveValue("Dilani");
      await expect(named("Last name")).toHaveValue("Perera");
      await expect(named("Mobile")).toHaveValue("0771234567");
      await expect(page.getByRole("checkbox", { name: "PEO TV" })).toBeChecked();
    },
  };
  const eBill = {
    path: /\/eBill\/register$/,
    expectKept: () => expect(page.getByLabel("Email address")).toHaveValue("half.typed@example.com"),
  };
  const methods = {
    path: /\/eBill\/methods$/,
    async expectKept() {
      await expect(page.getByLabel("E-Mail")).toHaveValue("methods.typed@example.com");
      await expect(page.getByLabel("I agree to the terms and conditions")).toBeChecked();
    },
  };

  await page.goto("/newService/new/Megaline");
  await named("First name").fill("Dilani");
  await named("Last name").fill("Perera");
  await named("Mobile").fill("0771234567");
  await page.getByRole("checkbox", { name: "PEO TV" }).check();
  await page.reload();
  await request.expectKept();

  await page.goto("/eBill/register");
  await page.getByLabel("Email address").fill("half.typed@example.com");
  await page.reload();
  await eBill.expectKept();

  await page.goto("/eBill/methods");
  await page.getByLabel("E-Mail").fill("methods.typed@example.com");
  await page.getByLabel("I agree to the terms and conditions").check();
  await page.reload();
  await methods.expectKept();

  // Back through the three forms and Forward again: each still holds what was typed.
  for (const form of [eBill, request]) {
    await page.goBack();
    await expect(page).toHaveURL(form.path);
    await form.expectKept();
  }
  for (const form of [eBill, methods]) {
    await page.goForward();
    await expect(page).toHaveURL(form.path);
    await form.expectKept();
  }

  await logout(page, user.userName);
  await signIn(user);
  await page.goto("/newService/new/Megaline");
  await expect(named("First name")).toHaveValue("");
  await expect(named("Mobile")).toHaveValue("");
  await page.goto("/eBill/register");
  await expect(page.getByLabel("Email address")).not.toHaveValue("half.typed@example.com");
  await page.goto("/eBill/methods");
  await expect(page.getByLabel("E-Mail")).not.toHaveValue("methods.typed@example.com");
});
