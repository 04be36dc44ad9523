import { getFormProps } from "@conform-to/react";
import { redirect, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import * as auth from "#contracts/auth";
import { forgotSchema } from "~/auth/validation";
import { bannerImages, LOGIN_BANNERS } from "~/banners/banners.server";
import { AuthLayout } from "~/auth/AuthLayout";
import { BackToSignIn } from "~/auth/OtpParts";
import { SubmitButton, TextField } from "~/components/fields";
import { OutcomeDialog } from "~/components/outcome";
import { parseWithSchema } from "~/forms/parse";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/auth";
import { describeFailure } from "~/operator/errors.server";
import { formFailure } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { requireAnonymous } from "~/operator/session.server";
import authStyles from "~/styles/auth.css?url";

export const loader = withOperator(async ({ op }) => {
  requireAnonymous(op);
  return { banners: await bannerImages(op, LOGIN_BANNERS.category, LOGIN_BANNERS.ratio) };
});

export const action = withOperator(async ({ request, op }) => {
  const session = requireAnonymous(op);
  const submission = parseWithSchema(await request.formData(), { schema: forgotSchema });
  if (submission.status !== "success") return formFailure(submission);
  const { userId, userType } = submission.value;
  const result = await op.call(auth.resendOtp, { userName: userId, userType });
  if (result.kind === "answer" && result.answer.isSuccess) {
    // The reset page needs to know whom the code went to.
    session.set("resetUserName", userId);
    session.set("resetUserType", userType);
    return redirect("/otpValidation");
  }
  return formFailure(submission, describeFailure(result));
});

export default function ForgotPassword() {
  const { banners } = useLoaderData<typeof loader>();
  const { form, fields, outcome } = useSchemaForm(forgotSchema, { lastResult: useActionData<typeof action>() });
  return (
    <AuthLayout banners={banners}>
      <h1>{t("forgot.title")}</h1>
      <p>{t("forgot.prompt")}</p>
      <Form method="post" {...getFormProps(form)}>
        <TextField field={fields.userId} label={t("field.userId")} placeholder={t("field.userId.placeholder")} autoComplete="username" />
        <p className="notice">{t("forgot.note")}</p>
        <SubmitButton pending={t("signIn.wait")}>{t("forgot.submit")}</SubmitButton>
      </Form>
      <BackToSignIn />
      <OutcomeDialog outcome={outcome} />
    </AuthLayout>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("forgot.title")} | ${t("app.name")}` }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];
