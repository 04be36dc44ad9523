import { Link } from "@remix-run/react";
import { ResendOtp } from "~/components/ResendOtp";
import { t } from "~/i18n/auth";

export function BackToSignIn() {
  return (
    <p className="auth-footer">
      <Link to="/">{t("register.back")}</Link>
    </p>
  );
}

/** What follows the OTP form on both OTP pages: Resend (`asked`: after 'Have you received your OTP yet?') and the way back to sign in. */
export function OtpFooter({ asked = true }: { asked?: boolean }) {
  return (
    <>
      <ResendOtp className="auth-links" asked={asked} />
      <BackToSignIn />
    </>
  );
}
