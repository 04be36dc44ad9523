import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithSchema } from "~/forms/parse";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useRef, useState } from "react";
import * as auth from "#contracts/auth";
import { registerSchema } from "~/auth/validation";
import { AuthLayout } from "~/components/AuthLayout";
import { BackToSignIn } from "~/components/auth/OtpParts";
import { ErrorDialog } from "~/components/ErrorDialog";
import { FieldError, PasswordField, SubmitButton, TextField } from "~/components/fields";
import { TermsDialog } from "~/components/TermsDialog";
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
  const formData = await request.formData();
  const intent = formData.get("intent");
  // Opening, accepting or closing the terms without JavaScript: keep what was typed.
  if (intent === "terms" || intent === "accept-terms" || intent === "close-terms") {
    const values = Object.fromEntries([...formData].filter(([k]) => k !== "intent").map(([k, v]) => [k, String(v)]));
    if (intent === "accept-terms") values.terms = "on";
    return json({ result: null, values, showTerms: intent === "terms", error: null });
  }
  const submission = parseWithSchema(formData, { schema: registerSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply(), values: null, showTerms: false, error: null }, { status: 400 });
  }
  const { userId, name, password, userType } = submission.value;
  const result = await exchange(auth.registerV2, { userName: userId, password, confirmPassword: password, Name: name, userType }, transportConfig);
  if (result.kind === "answer" && result.answer.isSuccess) {
    const id = result.answer.dataBundle;
    session.set("pendingRegistration", { id, userName: userId, userType });
    return redirect(`/registerOtp/${encodeURIComponent(id)}`, { headers: { "Set-Cookie": await commitSession(session) } });
  }
  return json({ result: submission.reply(), values: null, showTerms: false, error: describeFailure(result) }, { status: 400 });
}

export default function Register() {
  const { banners } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [termsOpen, setTermsOpen] = useState(Boolean(actionData?.showTerms));
  const termsBox = useRef<HTMLInputElement>(null);
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: actionData?.values ?? undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: registerSchema }),
  });
  const termsInvalid = Boolean(fields.terms.errors?.length);

  return (
    <AuthLayout banners={banners}>
      <h1>{t("register.title")}</h1>
      <Form method="post" {...getFormProps(form)}>
        <TextField field={fields.userId} label={t("field.userId")} placeholder={t("field.userId.placeholder")} autoComplete="username" />
        <TextField field={fields.name} label={t("field.name")} placeholder={t("field.name.placeholder")} autoComplete="name" />
        <PasswordField field={fields.password} label={t("field.password")} autoComplete="new-password" />
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
        <SubmitButton pending={t("signIn.wait")}>{t("register.submit")}</SubmitButton>
      </Form>
      <BackToSignIn />
      <ErrorDialog message={actionData?.error} />
    </AuthLayout>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("register.title")} | ${t("app.name")}` }];
