import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import * as auth from "#contracts/auth";
import { signInError } from "~/auth/rules";
import { signInSchema } from "~/auth/validation.server";
import { AuthLayout } from "~/components/AuthLayout";
import { ErrorDialog } from "~/components/ErrorDialog";
import { PasswordInput, SubmitButton, TextInput } from "~/components/inputs";
import { bannerImages, LOGIN_BANNERS } from "~/banners/banners.server";
import { t, type MessageKey } from "~/i18n/auth";
import { transportConfig } from "~/operator/client.server";
import { describeSignInFailure } from "~/operator/errors.server";
import { commitSession, requireAnonymous, signIn } from "~/operator/session.server";
import { exchange } from "~/operator/transport.server";

const notices: Record<string, MessageKey> = { passwordReset: "forgot.done" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const params = new URL(request.url).searchParams;
  const notice = params.get("notice");
  return json({
    banners: await bannerImages(LOGIN_BANNERS.category, LOGIN_BANNERS.ratio),
    notice: notice && notices[notice] ? notices[notice] : null,
    // The simulator's control page opens the portal with the new persona's user id filled in.
    prefill: params.get("userId")?.slice(0, 100) ?? "",
  });
}

type FieldErrorState = { field: "userId" | "password"; message: string } | null;

export async function action({ request }: ActionFunctionArgs) {
  const session = await requireAnonymous(request);
  const formData = await request.formData();
  const values = { userId: String(formData.get("userId") ?? ""), password: String(formData.get("password") ?? "") };
  const parsed = signInSchema.safeParse(values);
  if (!parsed.success) {
    const fieldError = signInError(values);
    return json({ values, fieldError, error: null }, { status: 400 });
  }
  const { userId, password, userType } = parsed.data;
  const result = await exchange(auth.login, { username: userId, password, channelID: "WEB" }, transportConfig);
  if (result.kind === "answer" && result.answer.accessToken && result.answer.refreshToken) {
    signIn(session, { accessToken: result.answer.accessToken, refreshToken: result.answer.refreshToken }, { userName: userId.toLowerCase(), userType });
    return redirect("/boardBand/summary", { headers: { "Set-Cookie": await commitSession(session) } });
  }
  return json(
    { values: { userId: values.userId, password: "" }, fieldError: null, error: describeSignInFailure(result) },
    { status: result.kind === "unauthorized" ? 401 : 400 },
  );
}

function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  return { userId: String(data.get("userId") ?? ""), password: String(data.get("password") ?? "") };
}

/**
 * The sign-in form checks in the browser with the same rule functions the server's schema uses,
 * without conform or a schema library: this page carries the tightest JavaScript budget.
 */
export default function SignIn() {
  const { banners, notice, prefill } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [fieldError, setFieldError] = useState<FieldErrorState>(actionData?.fieldError ?? null);
  const [checked, setChecked] = useState(false);
  useEffect(() => setFieldError(actionData?.fieldError ?? null), [actionData]);
  const errorsOf = (field: "userId" | "password") => (fieldError?.field === field ? [fieldError.message] : null);

  return (
    <AuthLayout banners={banners}>
      <h1>{t("signIn.title")}</h1>
      {notice ? (
        <p className="notice" role="status">
          {t(notice)}
        </p>
      ) : null}
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
          defaultValue={actionData?.values.password}
          errors={errorsOf("password")}
        />
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
      <ErrorDialog message={actionData?.error} />
    </AuthLayout>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("signIn.title")} | ${t("app.name")}` }];
