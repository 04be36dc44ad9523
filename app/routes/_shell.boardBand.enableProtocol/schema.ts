/** The detail report's subscribe form (plan, payment method, terms), in the browser and in the action. */
import * as z from "zod/mini";
import { isPayType } from "~/broadband/pay-types";
import { t } from "~/i18n/broadband";

const text = z._default(z.optional(z.string()), "");

export const reportSchema = z.object({ plan: text, payType: text, agree: text }).check(
  z.superRefine((v, ctx) => {
    if (v.plan !== "1" && v.plan !== "2") ctx.addIssue({ code: "custom", path: ["plan"], message: t("bb.report.planRequired") });
    if (!isPayType(v.payType)) ctx.addIssue({ code: "custom", path: ["payType"], message: t("bb.payType.required") });
    if (v.agree !== "on") ctx.addIssue({ code: "custom", path: ["agree"], message: t("bb.pleaseAgree") });
  }),
);
