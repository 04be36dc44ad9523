import { startRegistration } from "~/auth/steps.server";
import { getInputProps } from "@conform-to/react";
import { redirect, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useRef, useState } from "react";
import { registerSchema } from "~/auth/validation";
import { bannerImages, LOGIN_BANNERS } from "~/banners/banners.server";
import { AuthFormPage } from "~/auth/AuthFormPage";
import { BackToSignIn } from "~/auth/OtpParts";
import { FieldError, PasswordField, TextField } from "~/components/fields";
import { TermsDialog } from "~/auth/TermsDialog";
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
  const formData = await request.formData();
  const intent = formData.get("intent");
  // Opening, accepting or closing the terms without JavaScript: keep what was typed (but the
  // password: it never travels back to the browser, so it is typed again).
  if (intent === "terms" || intent === "accept-terms" || intent === "close-terms") {
    const values = Object.fromEntries([...formData].filter(([k]) => k !== "intent" && k !== "password").map(([k, v]) => [k, String(v)]));
    if (intent === "accept-terms") values.terms = "on";
    return { terms: { values, open: intent === "terms" } };
  }
  const submission = parseWithSchema(formData, { schema: registerSchema });
  if (submission.status !== "success") return formFailure(submission);
  const started = await startRegistration(op, submission.value);
  return "message" in started ? formFailure(submission, started.message) : redirect(`/registerOtp/${encodeURIComponent(started.id)}`);
});

export default function Register() {
  const { banners } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The terms' own round trips (without JavaScript) answer with what was typed, not a submission.
  const terms = actionData && "terms" in actionData ? actionData.terms : null;
  const { form, fields, outcome } = useSchemaForm(registerSchema, {
    lastResult: actionData && !("terms" in actionData) ? actionData : null,
    defaultValue: terms?.values,
  });
  const [termsOpen, setTermsOpen] = useState(Boolean(terms?.open));
  const termsBox = useRef<HTMLInputElement>(null);
  const termsInvalid = Boolean(fields.terms.errors?.length);

  return (
    <AuthFormPage banners={banners} title={t("register.title")} form={form} submitLabel={t("register.submit")} footer={<BackToSignIn />} outcome={outcome}>
      <TextField field={fields.userId} label={t("field.userId")} placeholder={t("field.userId.placeholder")} autoComplete="username" />
      <TextField field={fields.name} label={t("field.name")} placeholder={t("field.name.placeholder")} autoComplete="name" />
      <PasswordField field={fields.password} label={t("field.password")} autoComplete="new-password" minimumHint />
      <div className={`check${termsInvalid ? " invalid" : ""}`}>
        <input ref={termsBox} {...getInputProps(fields.terms, { type: "checkbox", ariaAttributes: true })} aria-describedby={fields.terms.errorId} />
        <label htmlFor={fields.terms.id}>{t("register.agree")}</label>{" "}
        <button
          type="submit"
          name="intent"
          value="terms"
          className="btn-link"
          formNoValidate
          onClick={(e) => {
            e.preventDefault();
            setTermsOpen(true);
          }}
        >
          {t("register.terms")}
        </button>
      </div>
      <FieldError id={fields.terms.errorId} errors={fields.terms.errors} />
      <TermsDialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAccept={() => {
          if (termsBox.current && !termsBox.current.checked) termsBox.current.click();
          setTermsOpen(false);
        }}
      />
    </AuthFormPage>
  );
}

export const meta: MetaFunction = () => pageTitle(t("register.title"));

export const links: LinksFunction = () => stylesheets(authStyles);
