/**
 * The call forwarding subscribe form: the number is exactly 10 characters ('Enter valid number')
 * and the terms must be agreed ('please agree the condition'). One schema, in the browser
 * (conform) and in the action.
 */
import * as z from "zod/mini";
import { t } from "~/i18n/voice";

const text = z._default(z.optional(z.string()), "");

export const subscribeSchema = z.pipe(
  z.object({ number: text, agree: text }).check(
    z.superRefine((v, ctx) => {
      if (v.number.trim().length !== 10) ctx.addIssue({ code: "custom", path: ["number"], message: t("voice.cf.invalidNumber") });
      if (v.agree !== "on") ctx.addIssue({ code: "custom", path: ["agree"], message: t("voice.cf.pleaseAgree") });
    }),
  ),
  z.transform((v) => ({ number: v.number.trim(), agree: v.agree })),
);

/**
 * Unsubscribe (a confirmed button): the forwarding number the page showed goes with it, as the call's mobileNo
 * (spec 001: "telephoneNo, mobileNo, requestType (Y subscribe, N unsubscribe)").
 */
export const unsubscribeSchema = z.object({
  intent: z.literal("unsubscribe"),
  mobileNo: z._default(z.optional(z.string().check(z.regex(/^\+?\d{0,15}$/))), ""),
});
