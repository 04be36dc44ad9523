/**
 * What the sales specs share after Add to Cart: the carts, Pay Now on the simulator's hosted page,
 * the paid result, the document submit of /connectionOrder and the outcome dialogs.
 */
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const HOUR_MS = 3600 * 1000;
export const FIBRE_CART = "SLT Fiber - New Connection";
export const LTE_CART = "SLT LTE - New Connection";

/** A 1×1 PNG and a 1×1 JPEG: real images, a few hundred bytes. */
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
export const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  "base64",
);

export const fibreCart = (page: Page) => page.getByRole("region", { name: FIBRE_CART });
export const lteCart = (page: Page) => page.getByRole("region", { name: LTE_CART });

/** /connectionOrder's document submit for a NIC holder: front and back, then Submit. */
export async function submitNicDocuments(page: Page) {
  await page.getByLabel("NIC Front").setInputFiles({ name: "front.png", mimeType: "image/png", buffer: PNG });
  await page.getByLabel("NIC Back").setInputFiles({ name: "back.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await page.getByRole("button", { name: "Submit", exact: true }).click();
}

/** Pay Now on a cart, then the simulator's hosted page: the amount it asks, and Approve (or Decline). */
export async function payOnHostedPage(page: Page, cart: Locator, amount: string, choice: "Approve" | "Decline" = "Approve") {
  await cart.getByRole("button", { name: "Pay Now" }).click();
  await expect(page.getByRole("heading", { name: "Pay your connection fee" })).toBeVisible();
  await expect(page.getByText(amount)).toBeVisible();
  await page.getByRole("button", { name: `${choice} payment` }).click();
}

/** The result page of a paid order: its URL, the success and the order's reference. */
export async function expectPaid(page: Page, kind: "FTTH" | "LTE", ref: string) {
  await expect(page).toHaveURL(new RegExp(`/${kind}/${ref}/1\\?pay=`));
  await expect(page.getByRole("status").filter({ hasText: "Your payment was successful." })).toBeVisible();
  await expect(page.getByText(`Order reference: ${ref}`)).toBeVisible();
}

/** The order reference of the result page the browser is on (/FTTH/{ref}/… or /LTE/{ref}/…). */
export async function resultRef(page: Page, kind: "FTTH" | "LTE"): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/${kind}/[^/]+/[01]\\?pay=`));
  return decodeURIComponent(new URL(page.url()).pathname.split("/")[2]!);
}
