/** The summary step's form, in the browser and in the action: how to pay, and the terms accepted. */
import * as z from "zod/mini";
import { t } from "~/i18n/sales-wizard";

const text = z._default(z.optional(z.string()), "");

export const PAY_CHOICES = ["payNow", "later"] as const;
export type PayChoice = (typeof PAY_CHOICES)[number];

export const summarySchema = z.pipe(
  z.object({ choice: text, agree: text }).check(
    z.superRefine((v, ctx) => {
      if (!PAY_CHOICES.some((c) => c === v.choice)) ctx.addIssue({ code: "custom", path: ["choice"], message: t("sw.sum.choiceRequired") });
      if (v.agree !== "on") ctx.addIssue({ code: "custom", path: ["agree"], message: t("sw.sum.agreeRequired") });
    }),
  ),
  z.transform((v) => ({ choice: v.choice as PayChoice, agree: true })),
);
