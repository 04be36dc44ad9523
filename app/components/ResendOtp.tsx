import { Form } from "@remix-run/react";
import { t } from "~/i18n/auth";

/**
 * 'Have you received your OTP yet?' with Resend: posts intent=resend to the page's own action, which
 * keeps the customer on the page and tells the result in its outcome dialog; it works without JavaScript.
 * The page's layout class places it (the OTP sign-in pages and the order lookup lay it out differently).
 */
export function ResendOtp({ className }: { className: string }) {
  return (
    <Form method="post" className={className}>
      <span>{t("otp.notReceived")}</span>
      <button type="submit" name="intent" value="resend" className="btn-link">
        {t("otp.resend")}
      </button>
    </Form>
  );
}
