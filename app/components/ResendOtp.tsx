import { Form } from "@remix-run/react";
import { t } from "~/i18n/auth";

/**
 * 'Have you received your OTP yet?' (unless `asked` is false) with Resend: posts intent=resend to the page's own
 * action, which keeps the customer on the page and tells the result in its outcome dialog; it works without JavaScript.
 * The page's layout class places it (the OTP sign-in pages and the order lookup lay it out differently); the order
 * lookup's link reads 'Resend OTP' (spec 002), the sign-in pages' 'Resend'. Spec 000 asks the question on the
 * password reset's code step only: the registration's code step has Resend alone.
 */
export function ResendOtp({ className, label = t("otp.resend"), asked = true }: { className: string; label?: string; asked?: boolean }) {
  return (
    <Form method="post" className={className}>
      {asked ? <span>{t("otp.notReceived")}</span> : null}
      <button type="submit" name="intent" value="resend" className="btn-link">
        {label}
      </button>
    </Form>
  );
}
