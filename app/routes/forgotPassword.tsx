import { getFormProps, useForm } from "@conform-to/react";
import { parseWithSchema } from "~/forms/parse";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import * as auth from "#contracts/auth";
import { forgotSchema } from "~/auth/validation";
import { AuthLayout } from "~/components/AuthLayout";
import { BackToSignIn } from "~/components/auth/OtpParts";
import { ErrorDialog } from "~/components/ErrorDialog";
import { SubmitButton, TextField } from "~/components/fields";
import { bannerImages, LOGIN_BANNERS } from "~/banners/banners.server";
import { t } from "~/i18n/auth";
import { transportConfig } from "~/operator/client.server";
import { describeFailure } from "~/operator/errors.server";
import { commitSession, requireAnonymous } from "~/operator/session.server";
import { exchange } from "~/operator/transport.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return json({ banners: await bannerImages(LOGIN_BANNERS.category, LOGIN_BANNERS.ratio) });
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await requireAnonymous(request);
  const submission = parseWithSchema(await request.formData(), { schema: forgotSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), error: null }, { status: 400 });
  const { userId, userType } = submission.value;
  const result = await exchange(auth.resendOtp, { userName: userId, userType }, transportConfig);
  if (result.kind === "answer" && result.answer.isSuccess) {
    session.set("resetUserName", userId);
    session.set("resetUserType", userType);
    return redirect("/otpValidation", { headers: { "Set-Cookie": await commitSession(session) } });
  }
  return json({ result: submission.reply(), error: describeFailure(result) }, { status: 400 });
}

export default function ForgotPassword() {
  const { banners } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: forgotSchema }),
  });
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
      <ErrorDialog message={actionData?.error} />
    </AuthLayout>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("forgot.title")} | ${t("app.name")}` }];
