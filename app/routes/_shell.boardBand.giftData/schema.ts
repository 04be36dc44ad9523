/** The data gift's two posted forms, in the browser and in the action: the receiver to validate, and the confirmed gift. */
import * as z from "zod/mini";
import { isPayType } from "~/broadband/pay-types";
import { t } from "~/i18n/broadband";

const text = z._default(z.optional(z.string()), "");

export const giftReceiverSchema = z.pipe(
  z.object({ receiver: text }).check(
    z.superRefine((v, ctx) => {
      if (!v.receiver.trim()) ctx.addIssue({ code: "custom", path: ["receiver"], message: t("bb.gift.receiverRequired") });
    }),
  ),
  z.transform((v) => ({ receiver: v.receiver.trim() })),
);

export const giftConfirmSchema = z.object({ receiver: text, packageId: text, payType: text, agree: text }).check(
  z.superRefine((v, ctx) => {
    if (!v.receiver.trim()) ctx.addIssue({ code: "custom", path: ["receiver"], message: t("bb.gift.receiverRequired") });
    if (!v.packageId) ctx.addIssue({ code: "custom", path: ["packageId"], message: t("bb.gift.packageRequired") });
    if (!isPayType(v.payType)) ctx.addIssue({ code: "custom", path: ["payType"], message: t("bb.payType.required") });
    if (v.agree !== "on") ctx.addIssue({ code: "custom", path: ["agree"], message: t("bb.pleaseAgree") });
  }),
);
