/**
 * The order lookup's two forms, in the browser and in the action: the order id (trimmed, not
 * empty) and the six-digit one-time code sent to the order's mobile.
 */
// zod/mini: these schemas also run in the browser.
import * as z from "zod/mini";
import { otpField } from "~/auth/validation";
import { formText } from "~/forms/text";
import { t } from "~/i18n/sales-landing";

/** Order references are short (FTTH24020871); the box takes no more than this. */
export const ORDER_ID_MAX = 30;

export const orderLookupSchema = z.pipe(
  z.object({ orderId: formText(ORDER_ID_MAX) }).check(
    z.superRefine((v, ctx) => {
      if (!v.orderId.trim()) ctx.addIssue({ code: "custom", path: ["orderId"], message: t("landing.orderIdEmpty") });
    }),
  ),
  z.transform((v) => ({ orderId: v.orderId.trim() })),
);

export const orderOtpSchema = z.object({ otp: otpField });

/** The status page of an order, once its one-time code is verified. */
export function orderStatusUrl(orderId: string): string {
  return `/applyonline/fibre/statustracking/${encodeURIComponent(orderId)}`;
}
