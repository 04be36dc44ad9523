/**
 * The promo code's rule, one function for the server's schema and the browser's check (the cart
 * page checks it without conform and zod, to keep its first load small, as the sign-in page does).
 * Whether a code applies is the server's answer (none applies to online connections).
 */
import { t } from "~/i18n/sales-cart";

export const PROMO_MAX = 20;
const PROMO_PATTERN = /^[A-Za-z0-9-]+$/;

/** What is wrong with a typed promo code, or null. */
export function promoProblem(value: string): string | null {
  const code = value.trim();
  if (!code) return t("cart.promo.empty");
  if (code.length > PROMO_MAX || !PROMO_PATTERN.test(code)) return t("cart.promo.invalid");
  return null;
}
