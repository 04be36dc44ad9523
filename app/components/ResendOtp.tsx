import { Form } from "@remix-run/react";
import { t } from "~/i18n/auth";

/**
 * 'Have you received your OTP yet?' with Resend: posts intent=resend to the page's own action, which
 * keeps the customer on the page and tells the result in its outcome dialog; it works without JavaScript.
 * The page's layout class places it (the OTP sign-in pages and the order lookup lay it out differently); the order
 * lookup's link reads 'Resend OTP' (spec 002), the sign-in pages' 'Resend'.
 */
export function ResendOtp({ className, label = t("otp.resend") }: { className: string; label?: string }) {
  return (
    <Form method="post" className={className}>
      <span>{t("otp.notReceived")}</span>
      <button type="submit" name="intent" value="resend" className="btn-link">
        {label}
      </button>
    </Form>
  );
}
