import { redirect, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { startPasswordReset } from "~/auth/steps.server";
import { forgotSchema } from "~/auth/validation";
import { bannerImages, LOGIN_BANNERS } from "~/banners/banners.server";
import { AuthFormPage } from "~/auth/AuthFormPage";
import { BackToSignIn } from "~/auth/OtpParts";
import { TextField } from "~/components/fields";
import { parseWithSchema } from "~/forms/parse";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/auth";
import { formFailure } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { requireAnonymous } from "~/operator/session.server";
import authStyles from "~/styles/auth.css?url";
import { pageTitle, stylesheets } from "~/components/head";

export const loader = withOperator(async ({ op }) => {
  requireAnonymous(op);
  return { banners: await bannerImages(op, LOGIN_BANNERS.category, LOGIN_BANNERS.ratio) };
});

export const action = withOperator(async ({ request, op }) => {
  requireAnonymous(op);
  const submission = parseWithSchema(await request.formData(), { schema: forgotSchema });
  if (submission.status !== "success") return formFailure(submission);
  const refused = await startPasswordReset(op, submission.value);
  return refused ? formFailure(submission, refused.message) : redirect("/otpValidation");
});

export default function ForgotPassword() {
  const { banners } = useLoaderData<typeof loader>();
  const { form, fields, outcome } = useSchemaForm(forgotSchema, { lastResult: useActionData<typeof action>() });
  return (
    <AuthFormPage
      banners={banners}
      title={t("forgot.title")}
      intro={<p>{t("forgot.prompt")}</p>}
      form={form}
      submitLabel={t("forgot.submit")}
      footer={<BackToSignIn />}
      outcome={outcome}
    >
      <TextField field={fields.userId} label={t("field.userId")} placeholder={t("field.userId.placeholder")} autoComplete="username" />
      <p className="notice">{t("forgot.note")}</p>
    </AuthFormPage>
  );
}

export const meta: MetaFunction = () => pageTitle(t("forgot.title"));

export const links: LinksFunction = () => stylesheets(authStyles);
