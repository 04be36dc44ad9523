/**
 * The summary's forms (one schema per form, in the browser and in the action): Extra GB confirm,
 * add-on purchase, add-on unsubscribe, package upgrade and the bonus-data (loyalty) upgrade.
 */
import * as z from "zod/mini";
import { t } from "~/i18n/broadband";

const text = z._default(z.optional(z.string()), "");

export const extraGbSchema = z.object({
  intent: z.literal("extraGb"),
  pkg: z.string().check(z.minLength(1, { error: () => t("bb.extraGb.chooseAmount") })),
  pay: z.enum(["bill", "now"], { error: () => t("bb.extraGb.chooseType") }),
  agree: z.literal("on", { error: () => t("bb.extraGb.pleaseAgree") }),
});

export const addonSchema = z.object({ intent: z.literal("addon"), packageId: z.string().check(z.minLength(1)), category: text });

export const unsubscribeSchema = z.object({
  intent: z.literal("unsubscribe"),
  subscriptionid: z.string().check(z.minLength(1)),
  timestamp: z.string().check(z.regex(/^\d+(\.0+)?$/)),
  name: text,
});

export const upgradeSchema = z.object({ intent: z.literal("upgrade"), newPackage: z.string().check(z.minLength(1)) });

export const loyaltySchema = z.object({ intent: z.literal("upgradeLoyalty") });

export const summarySchemas = {
  extraGb: extraGbSchema,
  addon: addonSchema,
  unsubscribe: unsubscribeSchema,
  upgrade: upgradeSchema,
  upgradeLoyalty: loyaltySchema,
} as const;
export type SummaryIntent = keyof typeof summarySchemas;

export function schemaForIntent(intent: unknown) {
  return typeof intent === "string" && intent in summarySchemas ? summarySchemas[intent as SummaryIntent] : null;
}
