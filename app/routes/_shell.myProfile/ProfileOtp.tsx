import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { OtpBoxes } from "~/components/OtpBoxes";
import { OutcomeDialog } from "~/components/outcome";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/profile";
import { otpSchema } from "./schema";

/**
 * The code step: six boxes, Verify, Resend and Back. It posts to the page as it is (its `?step`),
 * so a refused code leaves the customer on this step.
 */
export function ProfileOtp({ altrContact, resent, lastResult }: { altrContact: string; resent: boolean; lastResult: SubmissionResult<string[]> | null }) {
  const { form, fields, outcome } = useSchemaForm(otpSchema, { id: "profile-otp-form", lastResult });
  return (
    <>
      <Form method="post" {...getFormProps(form)} className="profile-otp" aria-labelledby="profile-otp-title">
        <h2 id="profile-otp-title">{t("profile.otp.title")}</h2>
        <p role="status">{t(resent ? "profile.otp.resent" : "profile.otp.sent", { contact: altrContact })}</p>
        <OtpBoxes id="profile-otp" label={t("profile.otp.label")} errors={fields.otp.errors} />
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
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
