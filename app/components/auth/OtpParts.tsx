import { Form, Link } from "@remix-run/react";
import { t } from "~/i18n/auth";
import { ErrorDialog } from "../ErrorDialog";

/** 'Have you received your OTP yet?' with Resend (posts intent=resend to the page's action). */
export function ResendOtp({ resent }: { resent: boolean }) {
  return (
    <>
      {resent ? (
        <p className="notice" role="status">
          {t("otp.resent")}
        </p>
      ) : null}
      <Form method="post" className="auth-links">
        <span>{t("otp.notReceived")}</span>
        <button type="submit" name="intent" value="resend" className="btn-link">
          {t("otp.resend")}
        </button>
      </Form>
    </>
  );
}

export function BackToSignIn() {
  return (
    <p className="auth-footer">
      <Link to="/">{t("register.back")}</Link>
    </p>
  );
}

/** What follows the OTP form on both OTP pages: Resend, the way back, and the operator's error. */
export function OtpFooter({ resent, error }: { resent: boolean; error: string | null | undefined }) {
  return (
    <>
      <ResendOtp resent={resent} />
      <BackToSignIn />
      <ErrorDialog message={error} />
    </>
  );
}
