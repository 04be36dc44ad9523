import { redirect, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { resendOtpAndStay } from "~/auth/otp.server";
import { resetPassword } from "~/auth/steps.server";
import { resetPasswordSchema } from "~/auth/validation";
import { bannerImages, LOGIN_BANNERS } from "~/banners/banners.server";
import { AuthFormPage } from "~/auth/AuthFormPage";
import { OtpFooter } from "~/auth/OtpParts";
import { PasswordField } from "~/components/fields";
import { OtpBoxes } from "~/components/OtpBoxes";
import { parseWithSchema } from "~/forms/parse";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/auth";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator, type Operator } from "~/operator/route.server";
import { requireAnonymous } from "~/operator/session.server";
import authStyles from "~/styles/auth.css?url";
import { pageTitle, stylesheets } from "~/components/head";

/** Whom the reset code went to (set by the forgot-password page); without it the reset starts over. */
function resetTarget(op: Operator) {
  const session = requireAnonymous(op);
  const userName = session.get("resetUserName");
  const userType = session.get("resetUserType");
  if (!userName || !userType) throw redirect("/forgotPassword");
  return { session, userName, userType };
}

export const loader = withOperator(async ({ op }) => {
  const { userName } = resetTarget(op);
  return { banners: await bannerImages(op, LOGIN_BANNERS.category, LOGIN_BANNERS.ratio), sentTo: userName };
});

export const action = withOperator(async ({ request, op }) => {
  const { userName, userType } = resetTarget(op);
  const formData = await request.formData();
  if (formData.get("intent") === "resend") return resendOtpAndStay(op, request, userName, userType);
  const submission = parseWithSchema(formData, { schema: resetPasswordSchema });
  if (submission.status !== "success") return formFailure(submission);
  const refused = await resetPassword(op, userName, submission.value.otp, submission.value.newPassword);
  return refused ? formFailure(submission, refused.message) : redirectWithOutcome("/", t("forgot.done"));
});

export default function OtpValidation() {
  const { banners, sentTo } = useLoaderData<typeof loader>();
  const { form, fields, outcome } = useSchemaForm(resetPasswordSchema, { lastResult: useActionData<typeof action>() });
  return (
    <AuthFormPage
      banners={banners}
      title={t("forgot.title")}
      intro={<p>{t("otp.sentTo", { to: sentTo })}</p>}
      form={form}
      submitLabel={t("otp.submit")}
      footer={<OtpFooter />}
      outcome={outcome}
    >
      <OtpBoxes id={fields.otp.id} label={t("otp.resetPrompt")} errors={fields.otp.errors} />
      <PasswordField field={fields.newPassword} label={t("field.newPassword")} autoComplete="new-password" minimumHint />
    </AuthFormPage>
  );
}

export const meta: MetaFunction = () => pageTitle(t("forgot.title"));

export const links: LinksFunction = () => stylesheets(authStyles);
