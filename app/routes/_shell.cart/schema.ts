/** The cart's promo code form on the server: the code's form is checked by promoProblem (promo.ts). */
import * as z from "zod/mini";
import { promoProblem } from "./promo";

export const promoSchema = z.pipe(
  z.object({ promoCode: z._default(z.optional(z.string()), "") }).check(
    z.superRefine((v, ctx) => {
      const message = promoProblem(v.promoCode);
      if (message) ctx.addIssue({ code: "custom", path: ["promoCode"], message });
    }),
  ),
  z.transform((v) => ({ promoCode: v.promoCode.trim().toUpperCase() })),
);
