/** The Happy Day form, in the browser and in the action; the range (tomorrow to 31 December) comes from the page. */
import * as z from "zod/mini";
import { t } from "~/i18n/broadband";

const text = z._default(z.optional(z.string()), "");

export function happyDaySchema(range: { min: string; max: string }) {
  return z.object({ happydate: text }).check(
    z.superRefine((v, ctx) => {
      if (!v.happydate) ctx.addIssue({ code: "custom", path: ["happydate"], message: t("bb.happy.required") });
      else if (!/^\d{4}-\d{2}-\d{2}$/.test(v.happydate) || v.happydate < range.min || v.happydate > range.max) {
        ctx.addIssue({ code: "custom", path: ["happydate"], message: t("bb.happy.outOfRange", range) });
      }
    }),
  );
}
