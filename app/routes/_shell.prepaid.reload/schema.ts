/** The reload form: one zod/mini schema, in the browser and the action. */
import * as z from "zod/mini";
import { t } from "~/i18n/prepaid";

/** The card gateway takes reloads of Rs. 100 to Rs. 100,000, in rupees and cents. */
export const RELOAD_MIN_LKR = 100;
export const RELOAD_MAX_LKR = 100000;

const RUPEES = /^\d+(\.\d{1,2})?$/;

/** No amount yet, or one below Rs. 100: Pay Now stays disabled while JavaScript runs (the action checks again). */
export function belowReloadMin(value: string): boolean {
  const v = value.trim();
  return !v || (RUPEES.test(v) && Number(v) < RELOAD_MIN_LKR);
}

export function reloadAmountError(value: string): string | null {
  const v = value.trim();
  if (belowReloadMin(v)) return t("reload.min");
  if (!RUPEES.test(v)) return t("reload.invalid");
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
