/**
 * The public fibre wizard's frame, its packages step (1) and its summary step (3) with the payment
 * result. The summary is reached through the real pages: the packages and details steps are filled
 * in a browser without JavaScript (plain forms, coordinates instead of the map), and its session
 * cookie is handed to the page under test.
 */
import type { Browser } from "@playwright/test";
import type { SimulatorClient } from "../../simulator/control/client";
import { PORTAL_URL } from "../../playwright.config";
import { backAndForward, expect, expectAccessible, holdRequests, pickPackage, test } from "./fixtures";

const WIZARD = "/applyonline/fiber";

let serial = 0;
/** A mobile and a NIC of this test's own: feasibility counts checks per mobile per day. */
function visitor() {
  serial += 1;
  const n = `${Date.now() % 100000}`.padStart(5, "0");
  const mobile = `077${String(serial % 10)}${String(process.pid % 10)}${n}`;
  // A man's 12-digit NIC: day of year 123 (below 500).
  const nic = `1990123${String((Number(n) + serial * 7919) % 100000).padStart(5, "0")}`;
  return { mobile, nic };
}

/** Steps 1 and 2 in a browser without JavaScript; answers the session cookies of a wizard at its summary. */
async function orderToSummary(browser: Browser, sim: SimulatorClient, where: { lat: string; lng: string; city: string }) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: PORTAL_URL });
  const page = await context.newPage();
  const { mobile, nic } = visitor();
  await page.goto(`${WIZARD}?step=packages`);
  await pickPackage(page, "Select a Voice package", "Home");
  await pickPackage(page, "Select an Internet package", "Any Joy");
  await pickPackage(page, "Select a PEOTV package", "PEO Silver");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Submit Your Details", level: 1 })).toBeVisible();

  await page.getByLabel(/^Title/).selectOption("Mr");
  await page.getByLabel(/^First Name/).fill("Nimal");
  await page.getByLabel(/^Last Name/).fill("Perera");
  await page.getByLabel(/^Mobile/).fill(mobile);
  await page.getByRole("button", { name: "Verify mobile" }).click();
  const otp = await sim.latestOtp(mobile);
  const boxes = page.locator('input[name="otp"]');
  for (let i = 0; i < 6; i++) await boxes.nth(i).fill(otp[i]!);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByLabel(/^Email/)).toBeEnabled();

  await page.getByLabel(/^Email/).fill("nimal.perera@example.lk");
  await page.getByLabel(/^NIC or Passport Number/).fill(nic);
  await page.getByRole("button", { name: "Verify NIC or passport" }).click();
  const dob = page.getByLabel(/^Date of Birth/);
  if (!(await dob.inputValue())) await dob.fill("1990-05-03");
  await page.getByLabel(/^City/).selectOption(where.city);
  await page.getByLabel(/^Latitude/).fill(where.lat);
  await page.getByLabel(/^Longitude/).fill(where.lng);
  await page.getByLabel(/^Address Line 1/).fill("12 Galle Road");
  await page.getByLabel(/^Address Line 2/).fill("Kollupitiya");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "A Snapshot of Your Purchase Details.", level: 1 })).toBeVisible();
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

const COVERED = { city: "Colombo 03", lat: "6.906", lng: "79.853" };
const NOT_COVERED = { city: "Jaffna", lat: "9.6615", lng: "80.0255" };

test.describe("packages step", () => {
  test("pickers offer the fibre catalogue; Next asks for voice, then internet or PEOTV; 375 px", async ({ page }) => {
    await page.goto(`${WIZARD}?step=summary`);
    // A later step cannot open before the packages are complete.
    await expect(page).toHaveURL(/step=packages$/);
    await expect(page.getByRole("heading", { name: "It's Decision Time. Choose Your Package", level: 1 })).toBeVisible();
    await expect(page.getByText("Select your Voice, Internet and/or PEOTV package.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Steps" }).locator('[aria-current="step"]')).toHaveText(/Package Selection/);

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please select a Voice package.");

    // Voice: a line with voice and internet is offered 'Home ' only.
    await page.getByRole("link", { name: "Select a Voice package" }).click();
    const voice = page.getByRole("dialog", { name: "Voice packages" });
    await expect(voice.getByRole("listitem")).toHaveCount(1);
    await expect(voice).toContainText("100 Free Minutes");
    await expect(voice).toContainText("390 LKR + Tax (Per Month)");
    await expect(voice).toContainText("Call charges applicable");
    await expect(voice).not.toContainText("Voice Pal - Baisc");
    await expect(voice.locator(".sales-package").first()).toHaveAttribute("style", /--package-colour:\s*var\(--color-package-1\)/);
    await expectAccessible(page);
    await voice.getByRole("button", { name: "Choose Home" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Voice" })).toContainText("Home");

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please select at least an Internet or a PEOTV package.");

    // Internet: Any Time and Unlimited (Unlimited plus Flash) tabs.
    await page.getByRole("link", { name: "Select an Internet package" }).click();
    const internet = page.getByRole("dialog", { name: "Internet packages" });
    await expect(internet.getByRole("link", { name: "Any Time Packages" })).toHaveAttribute("aria-current", "true");
    await expect(internet).toContainText("Any Beat");
    await expect(internet).toContainText("60 GB");
    await expect(internet).toContainText("2,790 LKR + Tax (Per Month)");
    await internet.getByRole("link", { name: "Unlimited Packages" }).click();
    await expect(internet).toContainText("Unlimited Lite");
    await expect(internet).toContainText("Flash 100");
    await expect(internet).toContainText("Unlimited Data");
    await expect(internet).not.toContainText("Any Beat");
    await internet.getByRole("button", { name: "Choose Flash 100", exact: true }).click();
    const internetSlot = page.getByRole("region", { name: "Internet" });
    await expect(internetSlot).toContainText("Flash 100");

    // Edit replaces the choice; Remove drops it.
    await internetSlot.getByRole("link", { name: "Edit the Internet package" }).click();
    await page.getByRole("dialog", { name: "Internet packages" }).getByRole("button", { name: "Choose Any Joy" }).click();
    await expect(internetSlot).toContainText("Any Joy");
    await page.getByRole("link", { name: "Select a PEOTV package" }).click();
    const tv = page.getByRole("dialog", { name: "PEOTV packages" });
    await expect(tv).toContainText("59 Channels");
    await tv.getByRole("button", { name: "Choose PEO Silver" }).click();
    const tvSlot = page.getByRole("region", { name: "PEOTV" });
    await expect(tvSlot).toContainText("PEO Silver");
    await tvSlot.getByRole("button", { name: "Remove the PEOTV package" }).click();
    await expect(tvSlot).not.toContainText("PEO Silver");
    await expect(tvSlot.getByRole("link", { name: "Select a PEOTV package" })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "no horizontal scroll at 375 px").toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Submit Your Details", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Steps" }).locator('[aria-current="step"]')).toHaveText(/Customer Details/);
    // The summary still waits for the details.
    await page.goto(`${WIZARD}?step=summary`);
    await expect(page).toHaveURL(/step=details$/);
  });

  test("a package chosen while the one before is still on its way waits for it, then both are chosen", async ({ page }) => {
    await page.goto(`${WIZARD}?step=packages`);
    // The voice choice's post is held on its way until the internet picker has been looked at.
    const release = await holdRequests(page, (url) => url.pathname === WIZARD, { when: (request) => request.method() === "POST", times: 1 });
    await page.getByRole("link", { name: "Select a Voice package" }).click();
    await page.getByRole("dialog", { name: "Voice packages" }).getByRole("button", { name: "Choose Home" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Meanwhile nothing else would post: the next choice, Remove and Next show it rather than do nothing.
    await page.getByRole("link", { name: "Select an Internet package" }).click();
    const anyJoy = page.getByRole("dialog", { name: "Internet packages" }).getByRole("button", { name: "Choose Any Joy" });
    await expect(anyJoy).toBeDisabled();
    release();
    await expect(anyJoy).toBeEnabled();
    await anyJoy.click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Voice" })).toContainText("Home");
    await expect(page.getByRole("region", { name: "Internet" })).toContainText("Any Joy");
    await page.reload();
    await expect(page.getByRole("region", { name: "Voice" })).toContainText("Home");
    await expect(page.getByRole("region", { name: "Internet" })).toContainText("Any Joy");
  });
});

test.describe("packages step without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each picker is a view of the page (?pick=), tabs are links, Next is checked by the server", async ({ page }) => {
    await page.goto(WIZARD);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please select a Voice package.");
    await page.getByRole("link", { name: "Select an Internet package" }).click();
    await expect(page).toHaveURL(/pick=internet/);
    await page.getByRole("dialog", { name: "Internet packages" }).getByRole("link", { name: "Unlimited Packages" }).click();
    await expect(page).toHaveURL(/tab=unlimited/);
    await page.getByRole("dialog").getByRole("button", { name: "Choose Unlimited Lite" }).click();
    await expect(page).toHaveURL(/step=packages$/);
    await expect(page.getByRole("region", { name: "Internet" })).toContainText("Unlimited Lite");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please select a Voice package.");
    await page.getByRole("link", { name: "Select a Voice package" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await pickPackage(page, "Select a Voice package", "Home");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Submit Your Details", level: 1 })).toBeVisible();
  });
});

test.describe("summary step", () => {
  test("with coverage: Pay Now pre-selected at Rs. 10,000.00, terms first, kept on leaving, paid result from the payment log", async ({
    page,
    browser,
    sim,
  }) => {
    test.setTimeout(90_000);
    await page.context().addCookies(await orderToSummary(browser, sim, COVERED));
    await page.goto(`${WIZARD}?step=summary`);
    await expect(page.getByRole("heading", { name: "A Snapshot of Your Purchase Details.", level: 1 })).toBeVisible();
    await expect(page.getByText("Rs. 10,000.00")).toBeVisible();
    for (const name of ["Home", "Any Joy", "PEO Silver"]) await expect(page.locator(".sw-lines")).toContainText(name);
    await expect(page.getByRole("radio", { name: "Pay Now" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Register Now & Pay Later" })).not.toBeChecked();
    const payNow = page.getByRole("button", { name: "Pay Now" });
    await expect(payNow).toBeDisabled();

    await page.getByRole("link", { name: "Terms and Conditions" }).click();
    const terms = page.getByRole("dialog", { name: "Terms and Conditions" });
    await expect(terms).toContainText("non-refundable");
    await terms.getByRole("link", { name: "Accept" }).click();
    await expect(terms).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: /agree/ })).toBeChecked();
    await expect(payNow).toBeEnabled();
    await expectAccessible(page);

    // The choice and the tick, not yet sent, are kept through a reload, the step's Back and the browser's Back and Forward.
    const later = page.getByRole("radio", { name: "Register Now & Pay Later" });
    await later.check();
    await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
    const expectKept = async () => {
      await expect(later).toBeChecked();
      await expect(page.getByRole("checkbox", { name: /agree/ })).toBeChecked();
    };
    await page.reload();
    await expectKept();
    await backAndForward(page, () => expect(page.getByRole("heading", { name: "Submit Your Details" })).toBeVisible(), expectKept);
    await page.getByRole("radio", { name: "Pay Now" }).check();

    // Nothing would be lost by leaving (the choice and the tick are kept): no warning, and Back finds them.
    await page.getByRole("link", { name: "Operator self-care home" }).first().click();
    await expect(page).not.toHaveURL(/step=summary/);
    await expect(page.getByRole("dialog", { name: "Leave this page?" })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole("checkbox", { name: /agree/ })).toBeChecked();
    await expect(payNow).toBeEnabled();

    await payNow.click();
    await expect(page.getByRole("heading", { name: "Pay your connection fee" })).toBeVisible();
    await expect(page.getByText("Rs. 10,000.00")).toBeVisible();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page).toHaveURL(/\/applyonline\/fiber\/result\?/);
    await expect(page.getByRole("status")).toHaveText("Your payment was successful. Thank you for choosing SLT Fibre.");
    const ref = new URL(page.url()).searchParams.get("orderId")!;
    await expect(page.getByText(`Order reference: ${ref}`)).toBeVisible();
    await expect(page.getByRole("link", { name: "View your order status" })).toHaveAttribute("href", `/applyonline/fibre/statustracking/${ref}`);
    await expectAccessible(page);

    // The buy-online header now shows the paid order's badge, leading to its status.
    await page.goto("/promo/buyonline");
    const badge = page.getByRole("link", { name: "1 paid order: see its status" });
    await expect(badge).toHaveText("1");
    await expect(badge).toHaveAttribute("href", `/applyonline/fibre/statustracking/${ref}`);
  });

  test("a declined payment says so and offers to try again; the URL alone proves nothing", async ({ page, browser, sim }) => {
    test.setTimeout(90_000);
    // A return this browser did not start (no nonce of its own) is nobody's payment.
    await page.goto("/applyonline/fiber/result?orderId=FTTH24999999&status=1");
    await expect(page.getByRole("alert")).toHaveText("We could not find a payment started from this browser for this order.");

    await page.context().addCookies(await orderToSummary(browser, sim, COVERED));
    await page.goto(`${WIZARD}?step=summary`);
    await page.getByRole("checkbox", { name: /agree/ }).check();
    await page.getByRole("button", { name: "Pay Now" }).click();
    await page.getByRole("button", { name: "Decline payment" }).click();
    await expect(page).toHaveURL(/\/applyonline\/fiber\/result\?/);
    await expect(page.getByRole("alert")).toHaveText("Your Order is Unsuccessful .");
    await expect(page.getByText("Your payment was declined.")).toBeVisible();
    const returned = new URL(page.url()).searchParams;
    const ref = returned.get("orderId")!;
    // Claiming success in the URL changes nothing: the payment log says unpaid.
    await page.goto(`/applyonline/fiber/result?pay=${returned.get("pay")}&orderId=${ref}&status=1`);
    await expect(page.getByRole("alert")).toHaveText("Your Order is Unsuccessful .");
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "A Snapshot of Your Purchase Details.", level: 1 })).toBeVisible();
    // An unpaid order shows no paid-order badge.
    await page.goto("/promo/buyonline");
    await expect(
      page
        .getByRole("heading", { name: "Buy Online" })
        .or(page.getByRole("heading", { level: 1 }))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /paid order/ })).toHaveCount(0);
  });

  test("terms ticked and payment picked before the page's code arrives stay as the customer left them", async ({ page, browser, sim }) => {
    test.setTimeout(90_000);
    await page.context().addCookies(await orderToSummary(browser, sim, COVERED));
    // A slow phone: the page's scripts arrive only after the customer has ticked the terms.
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto(`${WIZARD}?step=summary`, { waitUntil: "commit" });
    const agree = page.getByRole("checkbox", { name: /agree/ });
    await agree.check();
    await page.getByRole("radio", { name: "Register Now & Pay Later" }).check();
    // Every frame from now on, as the customer sees it: the tick never vanishes, not even for one frame while the code takes over.
    await agree.evaluate((box: HTMLInputElement) => {
      const seen = window as unknown as { untickedFrames: number };
      seen.untickedFrames = 0;
      const watch = () => {
        if (!box.checked) seen.untickedFrames += 1;
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    release();
    // Hydrated: React has taken over the button.
    const submit = page.getByRole("button", { name: "Continue" });
    await expect.poll(() => submit.evaluate((button) => Object.keys(button).some((key) => key.startsWith("__react"))), { timeout: 30_000 }).toBe(true);
    await expect(agree).toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { untickedFrames: number }).untickedFrames)).toBe(0);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/applyonline\/fibre\/statustracking\/FTTH\d+$/);
  });
});

test.describe("summary step without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("without coverage: Register Now & Pay Later only, fee + 2500, terms checked by the server and accepted on the terms page", async ({
    page,
    browser,
    sim,
  }) => {
    test.setTimeout(90_000);
    await page.context().addCookies(await orderToSummary(browser, sim, NOT_COVERED));
    await page.goto(`${WIZARD}?step=summary`);
    await expect(
      page.getByText("Our service is currently under development in your area. Please REGISTER now. Our team will contact you once service is ready."),
    ).toBeVisible();
    await expect(page.getByText("Rs. 12,500.00")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Pay Now" })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Register Now & Pay Later" })).toBeChecked();

    // Not ticked: the server refuses.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Please accept the Terms and Conditions to continue.")).toBeVisible();

    await page.getByRole("link", { name: "Terms and Conditions" }).click();
    await expect(page).toHaveURL(/terms=1/);
    await page.getByRole("dialog", { name: "Terms and Conditions" }).getByRole("link", { name: "Accept" }).click();
    await expect(page.getByRole("checkbox", { name: /agree/ })).toBeChecked();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/applyonline\/fibre\/statustracking\/FTTH\d+$/);
  });
});
