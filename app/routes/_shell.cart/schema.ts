/**
 * The cart's promo code form. It also runs in the browser (zod/mini). The code's form is checked
 * here; whether a code applies is the server's answer (none applies to online connections).
 */
import * as z from "zod/mini";
import { t } from "~/i18n/sales-cart";

export const PROMO_MAX = 20;
const PROMO_PATTERN = /^[A-Za-z0-9-]+$/;

export const promoSchema = z.pipe(
  z.object({ promoCode: z._default(z.optional(z.string()), "") }).check(
    z.superRefine((v, ctx) => {
      const code = v.promoCode.trim();
      if (!code) ctx.addIssue({ code: "custom", path: ["promoCode"], message: t("cart.promo.empty") });
      else if (code.length > PROMO_MAX || !PROMO_PATTERN.test(code)) ctx.addIssue({ code: "custom", path: ["promoCode"], message: t("cart.promo.invalid") });
    }),
  ),
  z.transform((v) => ({ promoCode: v.promoCode.trim().toUpperCase() })),
);
