import type { Page } from "@playwright/test";
import { PORTAL_URL } from "../../playwright.config";
import { cookieHeader, expect, expectAccessible, holdCalls, holdRequests, readStreamUntil, test } from "./fixtures";

type Fixtures = Parameters<Parameters<typeof test>[2]>[0];

const messages = {
  contact: "Sorry, Please Enter Valide Contact number (0xxxxxxxxx).",
  location: "Sorry, Please Select Location .",
  description: "Sorry, Description cannot be empty.",
  throttled: "Sorry! Your Broadband is Throttled. Please purchase Extra GB.",
  voiceInactive: "Dear valued customer, your voice service is not active at the moment. Kindly settle your bills to experience an uninterrupted service .",
  submitted: "Submitted your request successfully.",
};

/**
 * A fresh user of the persona whose seeded complaint list is (or is not) empty: the simulator
 * seeds old complaints at random per line, so a few users may be needed.
 */
async function userWithFaults({ page, persona, signIn }: Pick<Fixtures, "page" | "persona" | "signIn">, key: string, wantFaults: boolean) {
  for (let i = 0; i < 25; i++) {
    const user = await persona(key);
    await signIn(user);
    // Asked as a browser sent whole pages (no streaming): the list's answer decides the status.
    const response = await fetch(`${PORTAL_URL}/complaints`, { headers: { cookie: await cookieHeader(page, { scripts: false }) }, redirect: "manual" });
    if ((response.status === 200) === wantFaults) return user;
  }
  throw new Error(`no ${key} user ${wantFaults ? "with" : "without"} complaints`);
}

async function fillComplaint(page: Page, { service, contact, description }: { service: string; contact: string; description: string }) {
  await page.getByLabel("Service Type").selectOption({ label: service });
  await page.getByLabel("Contact Number").fill(contact);
  await page.getByLabel("Description").fill(description);
}

/** Search a town and pick it from the results. */
async function pickPlace(page: Page, town: string) {
  await page.getByLabel("Search a place").fill(town);
  await page.getByRole("button", { name: new RegExp(`^${town}, ${town} District`) }).click();
}

test("the list shows each service with its complaints and links to a new one", async ({ page, persona, signIn }) => {
  await userWithFaults({ page, persona, signIn }, "postpaid-fibre", true);
  await page.goto("/complaints");
  await expect(page.getByRole("heading", { level: 1, name: "Complaints" })).toBeVisible();
  const table = page.getByRole("table").first();
  await expect(table.getByRole("columnheader", { name: "Reference" })).toBeVisible();
  await expect(table.getByRole("cell").first()).toHaveText(/^FLT\d{10}$/);
  await expect(table.getByText(/^(Resolved|Closed)$/).first()).toBeVisible();
  await expect(table.getByText(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} [AP]M$/).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Submit Your Complaint" }).click();
  await expect(page).toHaveURL(/\/add_complaint$/);
  await page.getByRole("link", { name: "Back to Complaints" }).click();
  await expect(page).toHaveURL(/\/complaints$/);
});

test("an empty list goes to the complaint form", async ({ page, persona, signIn }) => {
  await userWithFaults({ page, persona, signIn }, "tv-only", false);
  await page.goto("/complaints");
  await expect(page).toHaveURL(/\/add_complaint$/);
  await expect(page.getByRole("heading", { name: "Submit Complaints" })).toBeVisible();
  await expect(page.getByLabel("Service Type").locator("option")).toHaveText(["Voice", "PEO TV"]);
});

test("a slow list streams in after the page; a slow empty list still ends on the complaint form", async ({ page, persona, signIn, sim }) => {
  const withFaults = await userWithFaults({ page, persona, signIn }, "postpaid-fibre", true);
  const slow = await holdCalls(sim, withFaults.userName, "complaints.viewFaultList");
  // The layout and the page's header come before the list's answer.
  const response = await fetch(`${PORTAL_URL}/complaints`, { headers: { cookie: await cookieHeader(page) } });
  const stream = await readStreamUntil(response.body!, ["Submit Your Complaint"]);
  const first = stream.first;
  expect(first).toContain("Submit Your Complaint");
  expect(first).not.toMatch(/FLT\d{10}/);
  await stream.cancel();
  // In the browser: the page without the list, then the list once its call is answered.
  await page.goto("/complaints", { waitUntil: "commit" });
  await expect(page.getByRole("link", { name: "Submit Your Complaint" })).toBeVisible();
  const firstCell = page.getByRole("table").first().getByRole("cell").first();
  await expect(firstCell).toHaveCount(0);
  await slow.release();
  await expect(firstCell).toHaveText(/^FLT\d{10}$/);

  const without = await userWithFaults({ page, persona, signIn }, "tv-only", false);
  await sim.addFault({ kind: "latency", latencyMs: 1_500, user: without.userName, contract: "complaints.viewFaultList" });
  await page.goto("/complaints");
  await expect(page).toHaveURL(/\/add_complaint$/);
  await expect(page.getByRole("heading", { name: "Submit Complaints" })).toBeVisible();
});

test("each invalid field has its message and nothing typed is lost", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/add_complaint");
  await expect(page.getByTestId("location-map")).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(messages.contact)).toBeVisible();
  await expect(page.getByText(messages.location)).toBeVisible();
  await expect(page.getByText(messages.description)).toBeVisible();
  for (const bad of ["077123456", "07712345678", "7712345678", "07712a4567"]) {
    await page.getByLabel("Contact Number").fill(bad);
    await expect(page.getByText(messages.contact), bad).toBeVisible();
  }
  await page.getByLabel("Contact Number").fill("0771234567");
  await expect(page.getByText(messages.contact)).toHaveCount(0);
  await page.getByLabel("Description").fill("   ");
  await expect(page.getByText(messages.description)).toBeVisible();
  await page.getByLabel("Description").fill("Dial tone missing");
  await expect(page.getByText(messages.description)).toHaveCount(0);
  await expect(page.getByLabel("Contact Number")).toHaveValue("0771234567");
});

test("a map pick submits a complaint that then shows in the list", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/add_complaint");
  await fillComplaint(page, { service: "Broadband", contact: "0771234567", description: "No internet since this morning" });
  const map = page.getByTestId("location-map");
  await expect(map.locator("img.leaflet-tile-loaded").first()).toBeVisible();
  await expect(page.getByTestId("location-picked")).toHaveText("No location selected yet.");
  // Zoom 10 around 6.927079, 79.861244 by default, 16 after a pick.
  await expect(map.locator('img[src*="/maps/tiles/10/739/492.svg"]')).toHaveCount(1);
  await map.click({ position: { x: 120, y: 90 } });
  const picked = page.getByTestId("location-picked");
  await expect(picked).toHaveText(/^Selected location: \d+\.\d{6}, \d+\.\d{6}$/);
  await expect(map.locator('img[src*="/maps/tiles/16/"]').first()).toBeVisible();
  const pin = page.getByRole("button", { name: "Selected location pin" });
  await expect(pin).toBeVisible();
  const first = await picked.textContent();
  const box = (await pin.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + 40, { steps: 5 });
  await page.mouse.up();
  await expect(picked).not.toHaveText(first!);
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page).toHaveURL(/\/complaints$/);
  const dialog = page.getByRole("dialog", { name: "Success" });
  await expect(dialog).toContainText(messages.submitted);
  await dialog.getByRole("button", { name: "Ok" }).click();
  const broadband = page.getByRole("region", { name: "Broadband" });
  await expect(broadband.getByRole("row").nth(1)).toContainText(/FLT\d{10}\s*Open/);
});

test("the place search, limited to Sri Lanka, moves the pin", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  await page.goto("/add_complaint");
  await page.getByLabel("Search a place").fill("kan");
  const result = page.getByRole("button", { name: /^Kandy, Kandy District, Central Province/ });
  await expect(result).toBeVisible();
  await expect(page.getByText("5 places found", { exact: true })).toBeVisible();
  await result.click();
  await expect(page.getByTestId("location-picked")).toHaveText("Selected location: 7.290600, 80.633700");
  await expect(page.getByRole("list", { name: "Places found" })).toHaveCount(0);
  // Without a mouse: pan the map with the keyboard, then pin its centre.
  await page.getByRole("region", { name: /^Map:/ }).focus();
  await page.keyboard.press("ArrowRight");
  await page.getByRole("button", { name: "Pin the centre of the map" }).click();
  await expect(page.getByTestId("location-picked")).not.toHaveText("Selected location: 7.290600, 80.633700");
  await expect(page.getByTestId("location-picked")).toHaveText(/^Selected location: 7\.29\d+, 80\.6\d+$/);
  await page.getByLabel("Search a place").fill("Dehiwala");
  await expect(page.getByText("1 place found", { exact: true })).toBeVisible();
  await page.getByLabel("Search a place").fill("London");
  await expect(page.getByText("No places found")).toBeVisible();
});

test("'Pin the centre of the map' pressed while the map is still loading pins the centre the map opens on", async ({ page, persona, signIn }) => {
  await signIn(await persona("postpaid-fibre"));
  // The map's code is held back until the pin is set.
  const release = await holdRequests(page, /\/assets\/LeafletMap-[^/]*\.js$/);
  await page.goto("/add_complaint");
  await expect(page.getByText("Loading the map...")).toBeVisible();
  await page.getByRole("button", { name: "Pin the centre of the map" }).click();
  await expect(page.getByTestId("location-picked")).toHaveText("Selected location: 6.927079, 79.861244");
  release();
  // The map opens on the pin.
  await expect(page.getByRole("region", { name: /^Map:/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Selected location/ })).toBeVisible();
});

test("a throttled broadband line cannot complain about broadband, even when chosen before the page's code ran", async ({ page, persona, signIn }) => {
  await signIn(await persona("adsl-throttled"));
  // Broadband chosen while the page's code is still on its way, as on a slow phone: once it runs, the alert shows.
  const release = await holdRequests(page, /\/assets\/entry\.client-[^/]*\.js$/);
  await page.goto("/add_complaint", { waitUntil: "domcontentloaded" });
  await fillComplaint(page, { service: "Broadband", contact: "0771234567", description: "Very slow" });
  await expect(page.getByRole("alert").filter({ hasText: messages.throttled })).toHaveCount(0);
  release();
  await expect(page.getByRole("alert").filter({ hasText: messages.throttled })).toBeVisible();
  await pickPlace(page, "Galle");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/add_complaint$/);
  await expect(page.getByText(messages.throttled)).toBeVisible();
  // Voice on the same line is not blocked.
  await page.getByLabel("Service Type").selectOption({ label: "Voice" });
  await expect(page.getByText(messages.throttled)).toHaveCount(0);
});

test("a suspended voice service cannot be complained about until the bill is settled", async ({ page, persona, signIn }) => {
  await signIn(await persona("voice-suspended"));
  await page.goto("/add_complaint");
  await fillComplaint(page, { service: "Voice", contact: "0771234567", description: "No dial tone" });
  await expect(page.getByRole("alert").filter({ hasText: messages.voiceInactive })).toBeVisible();
  await pickPlace(page, "Kandy");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/add_complaint$/);
  await expect(page.getByText(messages.voiceInactive)).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue("No dial tone");
  // Broadband on the same line is active.
  await page.getByLabel("Service Type").selectOption({ label: "Broadband" });
  await expect(page.getByText(messages.voiceInactive)).toHaveCount(0);
});

test("the operator's refusals show in the error dialog", async ({ page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await page.goto("/add_complaint");
  await sim.addFault({ kind: "http500", contract: "complaints.createFault", user: user.userName, remaining: 1 });
  await fillComplaint(page, { service: "Voice", contact: "0771234567", description: "No dial tone" });
  await pickPlace(page, "Jaffna");
  await page.getByRole("button", { name: "Submit" }).click();
  const error = page.getByRole("dialog", { name: "Error" });
  await expect(error).toBeVisible();
  await expect(error).not.toContainText("Exception");
  await error.getByRole("button", { name: "Ok" }).click();
  await expect(page.getByLabel("Description")).toHaveValue("No dial tone");

  // A second open complaint about the same service: the operator's own errorShow.
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/complaints$/);
  await page.goto("/add_complaint");
  await fillComplaint(page, { service: "Voice", contact: "0771234567", description: "Still no dial tone" });
  await pickPlace(page, "Jaffna");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog", { name: "Error" })).toContainText(/already being attended to \(reference FLT\d{10}\)/);
});

test("a failed list load shows nothing but the Submit link", async ({ page, persona, signIn, sim }) => {
  const user = await persona("postpaid-fibre");
  await signIn(user);
  await sim.addFault({ kind: "http500", contract: "complaints.viewFaultList", user: user.userName, remaining: 1 });
  await page.goto("/complaints");
  await expect(page.getByRole("link", { name: "Submit Your Complaint" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("prepaid lines go to the prepaid page, no accounts to /noAccount", async ({ page, persona, signIn }) => {
  await signIn(await persona("prepaid-lte"));
  for (const path of ["/complaints", "/add_complaint"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/prepaid\/boardBand$/);
  }
  await signIn(await persona("no-accounts"));
  await page.goto("/add_complaint");
  await expect(page).toHaveURL(/\/noAccount$/);
});

for (const width of [375, 1280]) {
  test(`the complaint form works and is accessible at ${width} px`, async ({ page, persona, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await userWithFaults({ page, persona, signIn }, "postpaid-fibre", true);
    const noOverflow = async (path: string) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    };
    await page.goto("/complaints");
    await expect(page.getByRole("table").first()).toBeVisible();
    await noOverflow("/complaints");
    await expectAccessible(page);
    await page.goto("/add_complaint");
    await expect(page.getByTestId("location-map").locator("img.leaflet-tile-loaded").first()).toBeVisible();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(messages.location)).toBeVisible();
    await page.getByLabel("Search a place").fill("Col");
    await expect(page.getByRole("list", { name: "Places found" })).toBeVisible();
    await noOverflow("/add_complaint");
    await expectAccessible(page);
    await page.getByRole("button", { name: /^Colombo, Colombo District/ }).click();
    await expect(page.getByText(messages.location)).toHaveCount(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("validates on the server and submits with a town from the list", async ({ page, persona, signIn }) => {
    await signIn(await persona("postpaid-fibre"));
    await page.goto("/add_complaint");
    await expect(page.getByTestId("location-map")).toHaveCount(0);
    await page.getByLabel("Contact Number").fill("12345");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(messages.contact)).toBeVisible();
    await expect(page.getByText(messages.location)).toBeVisible();
    await expect(page.getByText(messages.description)).toBeVisible();
    await expect(page.getByLabel("Contact Number")).toHaveValue("12345");

    await fillComplaint(page, { service: "PEO TV", contact: "0771234567", description: "No channels" });
    await page.getByLabel("Nearest town").selectOption({ label: "Kandy (Kandy)" });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/complaints$/);
    await expect(page.getByRole("dialog", { name: "Success" })).toContainText(messages.submitted);
    await expect(page.getByRole("region", { name: "PEO TV" }).getByRole("row").nth(1)).toContainText("Open");
  });

  test("takes typed coordinates and refuses a blocked service", async ({ page, persona, signIn }) => {
    await signIn(await persona("adsl-throttled"));
    await page.goto("/add_complaint");
    await fillComplaint(page, { service: "Broadband", contact: "0771234567", description: "Slow" });
    await page.getByLabel("Latitude").fill("7.2906");
    await page.getByLabel("Longitude").fill("80.6337");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(messages.throttled)).toBeVisible();
    await page.getByLabel("Service Type").selectOption({ label: "Voice" });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/complaints$/);
    await expect(page.getByRole("region", { name: "Voice" }).getByRole("row").nth(1)).toContainText("Open");
  });
});
