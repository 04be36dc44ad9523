import { getFormProps, useForm } from "@conform-to/react";
import { parseWithSchema } from "~/forms/parse";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import * as auth from "#contracts/auth";
import { registerOtpSchema } from "~/auth/validation";
import { resendOtp } from "~/auth/otp.server";
import { AuthLayout } from "~/components/AuthLayout";
import { OtpFooter } from "~/components/auth/OtpParts";
import { OtpBoxes } from "~/components/OtpBoxes";
import { SubmitButton } from "~/components/fields";
import { bannerImages, LOGIN_BANNERS } from "~/banners/banners.server";
import { t } from "~/i18n/auth";
import { transportConfig } from "~/operator/client.server";
import { describeFailure } from "~/operator/errors.server";
import { commitSession, requireAnonymous, signIn } from "~/operator/session.server";
import { exchange } from "~/operator/transport.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireAnonymous(request);
  const pending = session.get("pendingRegistration");
  return json({
    banners: await bannerImages(LOGIN_BANNERS.category, LOGIN_BANNERS.ratio),
    sentTo: pending && pending.id === params.id ? pending.userName : null,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const session = await requireAnonymous(request);
  const id = params.id ?? "";
  const pending = session.get("pendingRegistration");
  const formData = await request.formData();

  if (formData.get("intent") === "resend") {
    if (!pending || pending.id !== id) return json({ result: null, resent: false, error: t("error.generic") }, { status: 400 });
    return resendOtp(pending.userName, pending.userType);
  }

  const submission = parseWithSchema(formData, { schema: registerOtpSchema });
  if (submission.status !== "success" || !id) {
    return json({ result: submission.reply(), resent: false, error: null }, { status: 400 });
  }
  const result = await exchange(auth.otpAuthRequest, { id, verifyOtp: submission.value.otp, channelID: "WEB" }, transportConfig);
  if (result.kind === "answer" && result.answer.isSuccess) {
    const { accessToken, refreshToken, user_id } = result.answer.dataBundle;
    const userName = (user_id ?? pending?.userName ?? "").toLowerCase();
    signIn(session, { accessToken, refreshToken }, { userName, userType: pending?.userType ?? "EMAIL" });
    return redirect("/boardBand/summary", { headers: { "Set-Cookie": await commitSession(session) } });
  }
  return json({ result: submission.reply({ resetForm: true }), resent: false, error: describeFailure(result) }, { status: 400 });
}

export default function RegisterOtp() {
  const { banners, sentTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: registerOtpSchema }),
  });

  return (
    <AuthLayout banners={banners}>
      <h1>{t("registerOtp.title")}</h1>
      {sentTo ? <p>{t("otp.sentTo", { to: sentTo })}</p> : null}
      <Form method="post" {...getFormProps(form)}>
        <OtpBoxes id={fields.otp.id} label={t("registerOtp.prompt")} errors={fields.otp.errors} />
        <SubmitButton pending={t("signIn.wait")}>{t("otp.submit")}</SubmitButton>
      </Form>
      <OtpFooter resent={Boolean(actionData?.resent)} error={actionData?.error} />
    </AuthLayout>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("registerOtp.title")} | ${t("app.name")}` }];
