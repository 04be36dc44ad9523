/** The broadband password form, in the browser and in the action: both passwords are required. */
import * as z from "zod/mini";
import { t } from "~/i18n/broadband";

const text = z._default(z.optional(z.string()), "");

export const passwordSchema = z.object({ currentPassword: text, newPassword: text }).check(
  z.superRefine((v, ctx) => {
    if (!v.currentPassword) ctx.addIssue({ code: "custom", path: ["currentPassword"], message: t("bb.password.currentRequired") });
    if (!v.newPassword) ctx.addIssue({ code: "custom", path: ["newPassword"], message: t("bb.password.newRequired") });
  }),
);
