/** The voucher form, in the browser and in the action: a code of digits and letters, dashes and spaces dropped. */
import * as z from "zod/mini";
import { t } from "~/i18n/broadband";
import { voucherId } from "./voucher";

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
