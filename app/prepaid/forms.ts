/** The forms of the prepaid area and offers: one zod/mini schema each, in the browser and the action. */
import * as z from "zod/mini";
import { t } from "~/i18n/prepaid";

export const RELOAD_MIN_LKR = 100;
export const RELOAD_MAX_LKR = 100000;

export function reloadAmountError(value: string): string | null {
  const v = value.trim();
  if (!v || (/^\d+(\.\d{1,2})?$/.test(v) && Number(v) < RELOAD_MIN_LKR)) return t("reload.min");
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return t("reload.invalid");
  if (Number(v) > RELOAD_MAX_LKR) return t("reload.max");
  return null;
}

export const reloadSchema = z.pipe(
  z.object({ amount: z._default(z.optional(z.string()), "") }).check(
    z.superRefine((v, ctx) => {
      const error = reloadAmountError(v.amount);
      if (error) ctx.addIssue({ code: "custom", path: ["amount"], message: error });
    }),
  ),
  z.transform((v) => ({ amount: v.amount.trim() })),
);

export const activationSchema = z.object({
  productId: z.string().check(z.minLength(1), z.maxLength(40)),
  packageType: z.enum(["Main Packages", "Add-ons"]),
});

export const redeemSchema = z.object({
  packageid: z.string().check(z.minLength(1), z.maxLength(40)),
  refno: z.string().check(z.minLength(1), z.maxLength(40)),
});
