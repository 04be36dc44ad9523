/** The contact form, in the browser and in the action: all three required and trimmed, the mobile number digits only. */
import * as z from "zod/mini";
import { t } from "~/i18n/broadband";

const text = z._default(z.optional(z.string()), "");

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
