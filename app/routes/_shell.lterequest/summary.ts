/** The summary's declarations, checked in the browser and again by Add to Cart. */
// zod/mini: this schema also runs in the browser.
import * as z from "zod/mini";
import { t } from "~/i18n/sales-lte";

const tick = z._default(z.optional(z.string()), "");

/** The three declarations: the application read and downloaded, the information true, the terms agreed. */
export const DECLARATIONS = ["readApplication", "trueInformation", "acceptTerms"] as const;

export const summarySchema = z.object({ readApplication: tick, trueInformation: tick, acceptTerms: tick }).check(
  z.superRefine((v, ctx) => {
    if (DECLARATIONS.some((name) => v[name] !== "on")) ctx.addIssue({ code: "custom", path: [], message: t("lte.sum.declarationsRequired") });
  }),
);
