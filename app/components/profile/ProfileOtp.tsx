import { Form } from "@remix-run/react";
import { t } from "~/i18n/profile";
import { OtpBoxes } from "../OtpBoxes";

/** The OTP screen: six boxes, Verify, Resend and Back; the typed name and contact ride along hidden. */
export function ProfileOtp({ name, altrContact, otpError, resent }: { name: string; altrContact: string; otpError: string | null; resent: boolean }) {
  return (
    <Form method="post" action="/myProfile" className="profile-otp" aria-labelledby="profile-otp-title">
      <h2 id="profile-otp-title">{t("profile.otp.title")}</h2>
      <p role="status">{t(resent ? "profile.otp.resent" : "profile.otp.sent", { contact: altrContact })}</p>
      <input type="hidden" name="name" value={name} />
      <input type="hidden" name="altrContact" value={altrContact} />
      <OtpBoxes id="profile-otp" label={t("profile.otp.label")} errors={otpError ? [otpError] : undefined} />
      <div className="profile-actions">
        <button type="submit" name="intent" value="verify" className="btn btn-primary">
          {t("profile.otp.verify")}
        </button>
        <button type="submit" name="intent" value="resend" className="btn btn-outline" formNoValidate>
          {t("profile.otp.resend")}
        </button>
        <button type="submit" name="intent" value="back" className="btn btn-link" formNoValidate>
          {t("profile.otp.back")}
        </button>
      </div>
    </Form>
  );
}
