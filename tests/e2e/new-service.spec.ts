import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

async function noHorizontalScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
}

/** The connection requests the operator received from this user (their query parameters). */
async function requestsOf(sim: { journal: (f: { user: string; contract: string }) => Promise<Array<Record<string, unknown>>> }, user: string) {
  const journal = await sim.journal({ user, contract: "services.connectionRequest" });
  return journal.map((e) => Object.fromEntries(new URL(String(e.url)).searchParams));
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillRequest(page: Page, values: { first?: string; last?: string; nic?: string; mobile?: string }) {
  if (values.first !== undefined) await field(page, "First name").fill(values.first);
  if (values.last !== undefined) await field(page, "Last name").fill(values.last);
  if (values.nic !== undefined) await field(page, "NIC number").fill(values.nic);
  if (values.mobile !== undefined) await field(page, "Mobile").fill(values.mobile);
}

test("a new connection: the radio choice, fibre's Request link to /applyonline, and the form of Megaline and 4G LTE", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/boardBand/summary");
  await page.getByRole("navigation", { name: "Services" }).getByRole("link", { name: "New Services" }).click();
  await expect(page).toHaveURL(/\/newService\/new\/fiber$/);
  await expect(page.getByRole("heading", { name: "Connection Request", level: 1 })).toBeVisible();
  const choice = page.getByRole("group", { name: "Connection type" });
  await expect(choice.getByRole("radio", { name: "Fiber" })).toBeChecked();
  await expect(page.getByRole("link", { name: "Request", exact: true })).toHaveAttribute("href", "/applyonline");
  await expect(field(page, "First name")).toHaveCount(0);

  await choice.getByRole("radio", { name: "Megaline" }).check();
  await expect(page).toHaveURL(/\/newService\/new\/Megaline$/);
  await expect(page.getByRole("radio", { name: "Megaline" })).toBeChecked();
  await expect(page.getByRole("link", { name: "Request", exact: true })).toHaveCount(0);
  for (const label of ["First name", "Last name", "NIC number", "Mobile"]) await expect(field(page, label)).toBeVisible();
  for (const name of ["Voice", "PEO TV", "Broadband"]) {
    await expect(page.getByRole("checkbox", { name })).toBeEnabled();
    await expect(page.getByRole("checkbox", { name })).not.toBeChecked();
  }

  await page.getByRole("radio", { name: "4G LTE" }).check();
  await expect(page).toHaveURL(/\/newService\/new\/4G%20LTE$/);
  await expect(field(page, "NIC number")).toBeVisible();

  expect((await page.goto("/newService/old/fiber"))?.status()).toBe(404);
  expect((await page.goto("/newService/new/ADSL"))?.status()).toBe(404);
});

test("each field has its message, and nothing typed is lost", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/newService/new/Megaline");
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.locator("#connection-request-firstName-error")).toHaveText("First name can not be empty");
  await expect(page.locator("#connection-request-lastName-error")).toHaveText("Last name can not be empty");
  await expect(page.locator("#connection-request-nic-error")).toHaveText("Enter valid NIC number");
  await expect(page.locator("#connection-request-mobile-error")).toHaveText("Enter valid mobile");
  await expect(page.locator("#connection-request-services-error")).toHaveText("Select at least one service");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await fillRequest(page, { first: "Dilani", last: "Perera" });
  await expect(page.locator("#connection-request-firstName-error")).toHaveText("");
  await expect(page.locator("#connection-request-lastName-error")).toHaveText("");
  for (const bad of ["077123456", "07712345678", "07712a4567"]) {
    await field(page, "Mobile").fill(bad);
    await expect(page.locator("#connection-request-mobile-error"), bad).toHaveText("Enter valid mobile");
  }
  await field(page, "Mobile").fill("0771234567");
  await expect(page.locator("#connection-request-mobile-error")).toHaveText("");
  for (const bad of ["92345678V", "9234567890", "12345678901", "923456789VV"]) {
    await field(page, "NIC number").fill(bad);
    await expect(page.locator("#connection-request-nic-error"), bad).toHaveText("Enter valid NIC number");
  }
  await field(page, "NIC number").fill("199234567890");
  await expect(page.locator("#connection-request-nic-error")).toHaveText("");
  await page.getByRole("checkbox", { name: "Voice" }).check();
  await expect(page.locator("#connection-request-services-error")).toHaveText("");
  await expect(field(page, "First name")).toHaveValue("Dilani");
  await expectAccessible(page);
});

test("an upgrade shows the services held checked and disabled, asks no NIC, confirms and submits", async ({ page, persona, signIn, sim }) => {
  const user = await persona("no-privileges");
  await signIn(user);
  await page.goto("/peoTV");
  await page.getByRole("link", { name: "Request for Peo TV" }).click();
  await expect(page).toHaveURL(/\/newService\/upgrade\/PEO%20TV$/);
  await expect(page.getByRole("heading", { name: "Upgrade your connection: PEO TV" })).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(field(page, "NIC number")).toHaveCount(0);
  for (const name of [/^Voice/, /^Broadband/]) {
    await expect(page.getByRole("checkbox", { name })).toBeChecked();
    await expect(page.getByRole("checkbox", { name })).toBeDisabled();
  }
  await expect(page.getByRole("checkbox", { name: /^Voice/ })).toHaveAccessibleDescription("(already on this account)");
  const peoTv = page.getByRole("checkbox", { name: "PEO TV" });
  await expect(peoTv).toBeChecked();
  await expect(peoTv).toBeEnabled();

  await fillRequest(page, { first: "Kamal", last: "Silva", mobile: "0712345678" });
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "You want to request new connection?" });
  await expect(confirm).toContainText("Add PEO TV to your connection.");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "No" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(field(page, "First name")).toHaveValue("Kamal");

  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await page.getByRole("dialog", { name: "You want to request new connection?" }).getByRole("button", { name: "Yes" }).click();
  const success = page.getByRole("dialog", { name: "Success" });
  await expect(success).toContainText("Submitted your request successfully.");
  await success.getByRole("button", { name: "Ok" }).click();
  await expect(success).toHaveCount(0);
  await expect(field(page, "First name")).toHaveValue("");

  expect(await requestsOf(sim, user.userName)).toEqual([
    {
      telephoneNo: user.lines[0]!.telephoneNo,
      title: "",
      firstName: "Kamal",
      lastName: "Silva",
      nic: "",
      ConatctTelNo: "0712345678",
      description: "upgrade PEO TV: PEO TV",
    },
  ]);

  // The same request again within a day: the operator's refusal in the error dialog.
  await fillRequest(page, { first: "Kamal", last: "Silva", mobile: "0712345678" });
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await page.getByRole("dialog", { name: "You want to request new connection?" }).getByRole("button", { name: "Yes" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error).toContainText("You have already submitted this request. Our sales team will contact you shortly.");
  await error.getByRole("button", { name: "Ok" }).click();
  await expect(field(page, "Mobile")).toHaveValue("0712345678");
});

test("an operator failure shows its errorShow, never a stack trace", async ({ page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await sim.addFault({ kind: "http500", contract: "services.connectionRequest", user: user.userName, remaining: 1 });
  await page.goto("/newService/new/Megaline");
  await fillRequest(page, { first: "Dilani", last: "Perera", nic: "923456789V", mobile: "0771234567" });
  await page.getByRole("checkbox", { name: "Broadband" }).check();
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await page.getByRole("dialog", { name: "You want to request new connection?" }).getByRole("button", { name: "Yes" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error).toContainText("Oops! something went wrong. Please try again shortly.");
  await expect(error).not.toContainText("System.Exception");
  await error.getByRole("button", { name: "Ok" }).click();
  await expect(field(page, "NIC number")).toHaveValue("923456789V");
  await expect(page.getByRole("checkbox", { name: "Broadband" })).toBeChecked();
});

test("prepaid goes to /prepaid/boardBand; without accounts an upgrade goes to /noAccount and a new connection stays", async ({ page, persona, signIn }) => {
  await signIn(await persona("prepaid-lte"));
  await page.goto("/newService/new/Megaline");
  await expect(page).toHaveURL(/\/prepaid\/boardBand$/);

  await signIn(await persona("no-accounts"));
  await page.goto("/newService/upgrade/Broadband");
  await expect(page).toHaveURL(/\/noAccount$/);
  await page.getByRole("link", { name: "Register for ADSL (Megaline)" }).click();
  await expect(page).toHaveURL(/\/newService\/new\/Megaline$/);
  await expect(page.getByRole("radio", { name: "Megaline" })).toBeChecked();
  await expect(field(page, "NIC number")).toBeVisible();
});

test("the no-broadband page's Request button lands on the broadband upgrade", async ({ page, scenario, signIn }) => {
  const {
    users: [user],
  } = await scenario("voice-only-line");
  await signIn(user!);
  await page.goto("/boardBand/summary");
  await expect(page.getByRole("heading", { name: "No broadband connection" })).toBeVisible();
  await page.getByRole("link", { name: "Request", exact: true }).click();
  await expect(page).toHaveURL(/\/newService\/upgrade\/Broadband$/);
  await expect(page.getByRole("heading", { name: "Upgrade your connection: Broadband" })).toBeVisible();
  // The line holds voice already: broadband is offered, voice is shown held.
  await expect(page.getByRole("checkbox", { name: "Broadband" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Voice" })).toBeDisabled();
});

for (const width of [375, 1280]) {
  test(`the connection request pages work and are accessible at ${width} px`, async ({ page, persona, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(await persona("tv-only"));
    for (const path of ["/newService/new/fiber", "/newService/new/4G%20LTE", "/newService/upgrade/Broadband"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Connection Request" })).toBeVisible();
      await noHorizontalScroll(page, path);
      await expectAccessible(page);
    }
    await page.getByRole("checkbox", { name: "Broadband" }).uncheck();
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(page.getByText("Select at least one service")).toBeVisible();
    await noHorizontalScroll(page, "errors");
    await expectAccessible(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("chooses the type, keeps what was typed, and submits through the confirmation step", async ({ page, persona, signIn, sim }) => {
    const user = await persona("postpaid-fibre");
    await signIn(user);
    await page.goto("/newService/new/fiber");
    await expect(page.getByRole("link", { name: "Request", exact: true })).toHaveAttribute("href", "/applyonline");
    await page.getByRole("radio", { name: "4G LTE" }).check();
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page).toHaveURL(/\/newService\/new\/4G%20LTE$/);
    await expect(page.getByRole("radio", { name: "4G LTE" })).toBeChecked();

    await fillRequest(page, { first: "Ruwan", last: "", nic: "923456789", mobile: "0771234567" });
    await page.getByRole("checkbox", { name: "Voice" }).check();
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(page.getByText("Last name can not be empty")).toBeVisible();
    await expect(page.getByText("Enter valid NIC number")).toBeVisible();
    await expect(field(page, "First name")).toHaveValue("Ruwan");
    await expect(page.getByRole("checkbox", { name: "Voice" })).toBeChecked();

    await fillRequest(page, { last: "Fernando", nic: "923456789V" });
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "You want to request new connection?" });
    await expect(confirm).toContainText("A new 4G LTE connection with Voice.");
    await confirm.getByRole("button", { name: "No" }).click();
    await expect(confirm).toBeHidden();
    await expect(field(page, "Last name")).toHaveValue("Fernando");

    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByRole("dialog", { name: "You want to request new connection?" }).getByRole("button", { name: "Yes" }).click();
    await expect(page.getByRole("dialog", { name: "Success" })).toContainText("Submitted your request successfully.");
    await expect(field(page, "First name")).toHaveValue("");
    // The request names the customer's selected line, as an upgrade's does.
    expect(await requestsOf(sim, user.userName)).toEqual([
      expect.objectContaining({ telephoneNo: user.lines[0]!.telephoneNo, description: "new 4G LTE: Voice" }),
    ]);
  });
});
