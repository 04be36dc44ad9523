import { passwordSignIn } from "~/auth/steps.server";
import { json, redirect, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef, useState } from "react";
import { signInError } from "~/auth/rules";
import { bannerImages, LOGIN_BANNERS } from "~/banners/banners.server";
import { AuthLayout } from "~/auth/AuthLayout";
import { PasswordInput, SubmitButton, TextInput } from "~/components/inputs";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { t } from "~/i18n/auth";
import { withOperator } from "~/operator/route.server";
import { requireAnonymous } from "~/operator/session.server";
import { safeReturnTo } from "~/accounts/return-to";
import { signInSchema } from "./schema.server";
import authStyles from "~/styles/auth.css?url";
import { pageTitle, stylesheets } from "~/components/head";
import { useResetState } from "~/components/use-reset-state";

export const loader = withOperator(async ({ request, op }) => {
  requireAnonymous(op);
  return {
    banners: await bannerImages(op, LOGIN_BANNERS.category, LOGIN_BANNERS.ratio),
    // The simulator's control page opens the portal with the new persona's user id filled in.
    prefill: new URL(request.url).searchParams.get("userId")?.slice(0, 100) ?? "",
    // A customer whose session ended on a page comes back to it once signed in.
    returnTo: safeReturnTo(new URL(request.url).searchParams.get("returnTo"), ""),
  };
});

type FieldErrorState = { field: "userId" | "password"; message: string } | null;

export const action = withOperator(async ({ request, op }) => {
  requireAnonymous(op);
  const formData = await request.formData();
  const values = { userId: String(formData.get("userId") ?? ""), password: String(formData.get("password") ?? "") };
  const parsed = signInSchema.safeParse(values);
  if (!parsed.success) {
    const fieldError = signInError(values);
    return json({ values, fieldError, error: null }, { status: 400 });
  }
  const refused = await passwordSignIn(op, parsed.data);
  if (!refused) return redirect(safeReturnTo(formData.get("returnTo")));
  return json({ values: { userId: values.userId, password: "" }, fieldError: null, error: refused.message }, { status: refused.status });
});

function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  return { userId: String(data.get("userId") ?? ""), password: String(data.get("password") ?? "") };
}

/**
 * The sign-in form checks in the browser with the same rule functions the server's schema uses,
 * without conform or a schema library: this page carries the tightest JavaScript budget.
 */
export default function SignIn() {
  const { banners, prefill, returnTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [fieldError, setFieldError] = useResetState<FieldErrorState>(actionData?.fieldError ?? null, actionData);
  const [checked, setChecked] = useState(false);
  const errorsOf = (field: "userId" | "password") => (fieldError?.field === field ? [fieldError.message] : null);
  // Every answer of the action is a new attempt: the same refusal twice opens the dialog again.
  const attempts = useRef<{ answer: unknown; count: number }>({ answer: undefined, count: 0 });
  if (actionData && attempts.current.answer !== actionData) attempts.current = { answer: actionData, count: attempts.current.count + 1 };
  const outcome = errorOutcome(actionData?.error, `signIn:${attempts.current.count}`);

  return (
    <AuthLayout banners={banners}>
      <h1>{t("signIn.title")}</h1>
      <Form
        method="post"
        noValidate
        onSubmit={(event) => {
          const error = signInError(readForm(event.currentTarget));
          setChecked(true);
          setFieldError(error);
          if (error) {
            event.preventDefault();
            event.currentTarget.querySelector<HTMLInputElement>(`[name="${error.field}"]`)?.focus();
          }
        }}
        onInput={(event) => {
          if (checked) setFieldError(signInError(readForm(event.currentTarget)));
        }}
      >
        <TextInput
          id="userId"
          name="userId"
          label={t("field.userId")}
          placeholder={t("field.userId.placeholder")}
          autoComplete="username"
          defaultValue={actionData?.values.userId ?? prefill}
          errors={errorsOf("userId")}
        />
        <PasswordInput
          id="password"
          name="password"
          label={t("field.password")}
          autoComplete="current-password"
          minimumHint
          defaultValue={actionData?.values.password}
          errors={errorsOf("password")}
        />
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <div className="auth-links">
          <Link to="/forgotPassword">{t("signIn.forgot")}</Link>
        </div>
        <SubmitButton pending={t("signIn.wait")}>{t("signIn.submit")}</SubmitButton>
      </Form>
      <p className="divider">{t("signIn.orWith")}</p>
      <div className="social">
        <Link className="btn btn-outline" to="/auth/google" reloadDocument>
          {t("signIn.google")}
        </Link>
        <Link className="btn btn-outline" to="/auth/facebook" reloadDocument>
          {t("signIn.facebook")}
        </Link>
      </div>
      <p className="auth-footer">
        {t("signIn.noAccount")} <Link to="/register">{t("signIn.register")}</Link>
      </p>
      <OutcomeDialog outcome={outcome} />
    </AuthLayout>
  );
}

export const meta: MetaFunction = () => pageTitle(t("signIn.title"));

export const links: LinksFunction = () => stylesheets(authStyles);
