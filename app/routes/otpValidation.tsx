import { getFormProps, useForm } from "@conform-to/react";
import { parseWithSchema } from "~/forms/parse";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import * as auth from "#contracts/auth";
import { resetPasswordSchema } from "~/auth/validation";
import { resendOtp } from "~/auth/otp.server";
import { AuthLayout } from "~/components/AuthLayout";
import { OtpFooter } from "~/components/auth/OtpParts";
import { OtpBoxes } from "~/components/OtpBoxes";
import { PasswordField, SubmitButton } from "~/components/fields";
import { bannerImages, LOGIN_BANNERS } from "~/banners/banners.server";
import { t } from "~/i18n/auth";
import { transportConfig } from "~/operator/client.server";
import { describeFailure } from "~/operator/errors.server";
import { commitSession, requireAnonymous } from "~/operator/session.server";
import { exchange } from "~/operator/transport.server";

async function resetTarget(request: Request) {
  const session = await requireAnonymous(request);
  const userName = session.get("resetUserName");
  const userType = session.get("resetUserType");
  if (!userName || !userType) throw redirect("/forgotPassword");
  return { session, userName, userType };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { userName } = await resetTarget(request);
  return json({ banners: await bannerImages(LOGIN_BANNERS.category, LOGIN_BANNERS.ratio), sentTo: userName });
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, userName, userType } = await resetTarget(request);
  const formData = await request.formData();
  if (formData.get("intent") === "resend") return resendOtp(userName, userType);
  const submission = parseWithSchema(formData, { schema: resetPasswordSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), resent: false, error: null }, { status: 400 });
  const result = await exchange(
    auth.forgotPassword,
    { UserName: userName, verifyOtp: submission.value.otp, newPassword: submission.value.newPassword },
    transportConfig,
  );
  if (result.kind === "answer" && result.answer.isSuccess) {
    session.unset("resetUserName");
    session.unset("resetUserType");
    return redirect("/?notice=passwordReset", { headers: { "Set-Cookie": await commitSession(session) } });
  }
  return json({ result: submission.reply(), resent: false, error: describeFailure(result) }, { status: 400 });
}

export default function OtpValidation() {
  const { banners, sentTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: resetPasswordSchema }),
  });
  return (
    <AuthLayout banners={banners}>
      <h1>{t("forgot.title")}</h1>
      <p>{t("otp.sentTo", { to: sentTo })}</p>
      <Form method="post" {...getFormProps(form)}>
        <OtpBoxes id={fields.otp.id} label={t("otp.resetPrompt")} errors={fields.otp.errors} />
        <PasswordField field={fields.newPassword} label={t("field.newPassword")} autoComplete="new-password" />
        <SubmitButton pending={t("signIn.wait")}>{t("otp.submit")}</SubmitButton>
      </Form>
      <OtpFooter resent={Boolean(actionData?.resent)} error={actionData?.error} />
    </AuthLayout>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("forgot.title")} | ${t("app.name")}` }];
