import { confirmRegistration } from "~/auth/steps.server";
import { redirect, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { resendOtpAndStay } from "~/auth/otp.server";
import { registerOtpSchema } from "~/auth/validation";
import { bannerImages, LOGIN_BANNERS } from "~/banners/banners.server";
import { AuthFormPage } from "~/auth/AuthFormPage";
import { OtpFooter } from "~/auth/OtpParts";
import { OtpBoxes } from "~/components/OtpBoxes";
import { parseWithSchema } from "~/forms/parse";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/auth";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { requireAnonymous } from "~/operator/session.server";
import authStyles from "~/styles/auth.css?url";
import { pageTitle, stylesheets } from "~/components/head";

export const loader = withOperator(async ({ params, op }) => {
  const session = requireAnonymous(op);
  const pending = session.get("pendingRegistration");
  return {
    banners: await bannerImages(op, LOGIN_BANNERS.category, LOGIN_BANNERS.ratio),
    sentTo: pending && pending.id === params.id ? pending.userName : null,
  };
});

export const action = withOperator(async ({ request, params, op }) => {
  const session = requireAnonymous(op);
  const id = params.id ?? "";
  const pending = session.get("pendingRegistration");
  const formData = await request.formData();

  if (formData.get("intent") === "resend") {
    // Only the registration this browser started can have its code sent again.
    if (!pending || pending.id !== id) return redirectWithOutcome(new URL(request.url).pathname, t("error.generic"), "error");
    return resendOtpAndStay(op, request, pending.userName, pending.userType);
  }

  const submission = parseWithSchema(formData, { schema: registerOtpSchema });
  if (submission.status !== "success" || !id) return formFailure(submission);
  // Only the registration this browser started can be confirmed here, whatever id the URL names.
  if (!pending || pending.id !== id) return formFailure(submission, t("error.generic"));
  const refused = await confirmRegistration(op, id, submission.value.otp);
  return refused ? formFailure(submission, refused.message) : redirect("/boardBand/summary");
});

export default function RegisterOtp() {
  const { banners, sentTo } = useLoaderData<typeof loader>();
  const { form, fields, outcome, answer } = useSchemaForm(registerOtpSchema, { lastResult: useActionData<typeof action>() });

  return (
    <AuthFormPage
      banners={banners}
      title={t("registerOtp.title")}
      intro={sentTo ? <p>{t("otp.sentTo", { to: sentTo })}</p> : null}
      form={form}
      submitLabel={t("otp.submit")}
      footer={<OtpFooter asked={false} />}
      outcome={outcome}
    >
      {/* A refused code empties the boxes for the next try (keyed by the refusal). */}
      <OtpBoxes key={answer} id={fields.otp.id} label={t("registerOtp.prompt")} errors={fields.otp.errors} />
    </AuthFormPage>
  );
}

export const meta: MetaFunction = () => pageTitle(t("registerOtp.title"));

export const links: LinksFunction = () => stylesheets(authStyles);
