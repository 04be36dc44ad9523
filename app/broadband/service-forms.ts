/**
 * One zod/mini schema per form of the broadband account services: used by conform in the browser
 * and by parseWithSchema in the actions.
 */
import * as z from "zod/mini";
import { t } from "~/i18n/broadband";
import { voucherId } from "./services";

const text = z._default(z.optional(z.string()), "");

export const voucherSchema = z.pipe(
  z.object({ voucher: text }).check(
    z.superRefine((v, ctx) => {
      const id = voucherId(v.voucher);
      if (!id) ctx.addIssue({ code: "custom", path: ["voucher"], message: t("bb.voucher.required") });
      else if (!/^[0-9A-Za-z]+$/.test(id)) ctx.addIssue({ code: "custom", path: ["voucher"], message: t("bb.voucher.invalid") });
    }),
  ),
  z.transform((v) => ({ voucher: voucherId(v.voucher) })),
);

/** The Happy Day form; the range (tomorrow to 31 December) comes from the page. */
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

export const passwordSchema = z.object({ currentPassword: text, newPassword: text }).check(
  z.superRefine((v, ctx) => {
    if (!v.currentPassword) ctx.addIssue({ code: "custom", path: ["currentPassword"], message: t("bb.password.currentRequired") });
    if (!v.newPassword) ctx.addIssue({ code: "custom", path: ["newPassword"], message: t("bb.password.newRequired") });
  }),
);

export const contactSchema = z.pipe(
  z.object({ fullName: text, email: text, mobile: text }).check(
    z.superRefine((v, ctx) => {
      if (!v.fullName.trim()) ctx.addIssue({ code: "custom", path: ["fullName"], message: t("bb.contact.fullNameRequired") });
      if (!v.email.trim()) ctx.addIssue({ code: "custom", path: ["email"], message: t("bb.contact.emailRequired") });
      const mobile = v.mobile.trim();
      if (!mobile) ctx.addIssue({ code: "custom", path: ["mobile"], message: t("bb.contact.mobileRequired") });
      else if (!/^\d+$/.test(mobile)) ctx.addIssue({ code: "custom", path: ["mobile"], message: t("bb.contact.mobileNumeric") });
    }),
  ),
  z.transform((v) => ({ fullName: v.fullName.trim(), email: v.email.trim(), mobile: v.mobile.trim() })),
);

export const payTypes = ["addToBill", "payNow"] as const;
export type PayType = (typeof payTypes)[number];

export const reportSchema = z.object({ plan: text, payType: text, agree: text }).check(
  z.superRefine((v, ctx) => {
    if (v.plan !== "1" && v.plan !== "2") ctx.addIssue({ code: "custom", path: ["plan"], message: t("bb.report.planRequired") });
    if (!(payTypes as readonly string[]).includes(v.payType)) ctx.addIssue({ code: "custom", path: ["payType"], message: t("bb.payType.required") });
    if (v.agree !== "on") ctx.addIssue({ code: "custom", path: ["agree"], message: t("bb.pleaseAgree") });
  }),
);

export const giftReceiverSchema = z.pipe(
  z.object({ reciever: text }).check(
    z.superRefine((v, ctx) => {
      if (!v.reciever.trim()) ctx.addIssue({ code: "custom", path: ["reciever"], message: t("bb.gift.receiverRequired") });
    }),
  ),
  z.transform((v) => ({ reciever: v.reciever.trim() })),
);

export const giftConfirmSchema = z.object({ reciever: text, packageId: text, payType: text, agree: text }).check(
  z.superRefine((v, ctx) => {
    if (!v.reciever.trim()) ctx.addIssue({ code: "custom", path: ["reciever"], message: t("bb.gift.receiverRequired") });
    if (!v.packageId) ctx.addIssue({ code: "custom", path: ["packageId"], message: t("bb.gift.packageRequired") });
    if (!(payTypes as readonly string[]).includes(v.payType)) ctx.addIssue({ code: "custom", path: ["payType"], message: t("bb.payType.required") });
    if (v.agree !== "on") ctx.addIssue({ code: "custom", path: ["agree"], message: t("bb.pleaseAgree") });
  }),
);
