import { Form, Link } from "@remix-run/react";
import { t } from "~/i18n/auth";

/**
 * 'Have you received your OTP yet?' with Resend: posts intent=resend to the page's action, which
 * keeps the user on the page and tells the result in the outcome dialog.
 */
export function ResendOtp() {
  return (
    <Form method="post" className="auth-links">
      <span>{t("otp.notReceived")}</span>
      <button type="submit" name="intent" value="resend" className="btn-link">
        {t("otp.resend")}
      </button>
    </Form>
  );
}

export function BackToSignIn() {
  return (
    <p className="auth-footer">
      <Link to="/">{t("register.back")}</Link>
    </p>
  );
}

/** What follows the OTP form on both OTP pages: Resend and the way back to sign in. */
export function OtpFooter() {
  return (
    <>
      <ResendOtp />
      <BackToSignIn />
    </>
  );
}
