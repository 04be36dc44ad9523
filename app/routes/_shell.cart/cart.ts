/** What the cart page and its server share: its address and the kinds of cart. */
import type { OrderKind } from "~/sales/my-orders.server";

export const CART_PATH = "/cart";

export function cartKindOf(value: FormDataEntryValue | string | null): OrderKind | null {
  return value === "FTTH" || value === "LTE" ? value : null;
}
