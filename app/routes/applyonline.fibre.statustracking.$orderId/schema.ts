/**
 * The status page's forms. They also run in the browser (instant messages), hence zod/mini. No rule
 * becomes a native attribute that would stop the form before the server (a `required` or a
 * `minlength`): without JavaScript the server gives the same messages.
 */
import * as z from "zod/mini";
import { formText } from "~/forms/text";
import { t } from "~/i18n/sales-status";

export const BILLING_LINE_MAX = 100;
export const AGENT_CODE_MIN = 5;
export const AGENT_CODE_MAX = 20;

/** Both lines required and trimmed; the checkbox takes the service address instead (the server copies it). */
export const billingSchema = z.pipe(
  z.object({ same: z.optional(z.string()), line1: formText(BILLING_LINE_MAX), line2: formText(BILLING_LINE_MAX) }).check(
    z.superRefine((v, ctx) => {
      if (v.same === "on") return;
      if (!v.line1.trim()) ctx.addIssue({ code: "custom", path: ["line1"], message: t("status.billing.empty") });
      if (!v.line2.trim()) ctx.addIssue({ code: "custom", path: ["line2"], message: t("status.billing.empty") });
    }),
  ),
  z.transform((v) => ({ same: v.same === "on", line1: v.line1.trim(), line2: v.line2.trim() })),
);

export const agentCodeSchema = z.pipe(
  z.object({ agentCode: formText(AGENT_CODE_MAX) }).check(
    z.superRefine((v, ctx) => {
      if (v.agentCode.trim().length < AGENT_CODE_MIN) ctx.addIssue({ code: "custom", path: ["agentCode"], message: t("status.agent.short") });
    }),
  ),
  z.transform((v) => ({ agentCode: v.agentCode.trim() })),
);
