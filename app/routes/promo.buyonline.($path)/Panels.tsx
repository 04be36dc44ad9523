import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { forgotSchema, registerOtpSchema, registerSchema, resetPasswordSchema, signInSchema } from "~/auth/validation";
import { CheckboxField, PasswordField, SubmitButton, TextField } from "~/components/fields";
import { OtpBoxes } from "~/components/OtpBoxes";
import { OutcomeDialog } from "~/components/outcome";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-landing";
import type { Panel } from "./paths";

type Result = SubmissionResult<string[]> | null | undefined;

/** The panel links stay on this path: only ?panel= changes. */
const to = (panel: Panel) => `?panel=${panel}`;

function PanelFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card buy-panel" aria-labelledby="buy-panel-title">
      <h2 id="buy-panel-title">{title}</h2>
      {children}
    </section>
  );
}

function Intent({ value }: { value: string }) {
  return <input type="hidden" name="intent" value={value} />;
}

function Resend({ intent }: { intent: string }) {
  return (
    <Form method="post" className="buy-panel-links">
      <span>{t("otp.notReceived")}</span>
      <button type="submit" name="intent" value={intent} className="btn-link">
        {t("otp.resend")}
      </button>
    </Form>
  );
}

function SignInPanel({ lastResult }: { lastResult: Result }) {
  const { form, fields, outcome } = useSchemaForm(signInSchema, { id: "buy-signin", lastResult });
  return (
    <PanelFrame title={t("signIn.title")}>
      <Form method="post" {...getFormProps(form)}>
        <Intent value="signin" />
        <TextField field={fields.userId} label={t("field.userId")} placeholder={t("field.userId.placeholder")} autoComplete="username" />
        <PasswordField field={fields.password} label={t("field.password")} autoComplete="current-password" />
        <p className="buy-panel-links">
          <Link to={to("fg")}>{t("signIn.forgot")}</Link>
        </p>
        <SubmitButton pending={t("signIn.wait")}>{t("signIn.submit")}</SubmitButton>
      </Form>
      <p className="buy-panel-links">
        {t("signIn.noAccount")} <Link to={to("reg")}>{t("signIn.register")}</Link>
      </p>
      <OutcomeDialog outcome={outcome} />
    </PanelFrame>
  );
}

function RegisterPanel({ lastResult }: { lastResult: Result }) {
  const { form, fields, outcome } = useSchemaForm(registerSchema, { id: "buy-register", lastResult });
  return (
    <PanelFrame title={t("register.title")}>
      <Form method="post" {...getFormProps(form)}>
        <Intent value="register" />
        <TextField field={fields.userId} label={t("field.userId")} placeholder={t("field.userId.placeholder")} autoComplete="username" />
        <TextField field={fields.name} label={t("field.name")} placeholder={t("field.name.placeholder")} autoComplete="name" />
        <PasswordField field={fields.password} label={t("field.password")} autoComplete="new-password" />
        <CheckboxField field={fields.terms} label={t("register.agree")} />
        <p className="buy-panel-links">
          <a href="/terms" target="_blank" rel="noreferrer">
            {t("register.terms")}
          </a>
        </p>
        <SubmitButton pending={t("signIn.wait")}>{t("register.submit")}</SubmitButton>
      </Form>
      <p className="buy-panel-links">
        <Link to={to("signin")}>{t("register.back")}</Link>
      </p>
      <OutcomeDialog outcome={outcome} />
    </PanelFrame>
  );
}

function RegisterOtpPanel({ lastResult, sentTo }: { lastResult: Result; sentTo: string | null }) {
  const { form, fields, outcome, answer } = useSchemaForm(registerOtpSchema, { id: "buy-regotp", lastResult });
  return (
    <PanelFrame title={t("registerOtp.title")}>
      {sentTo ? <p>{t("otp.sentTo", { to: sentTo })}</p> : null}
      <Form method="post" {...getFormProps(form)}>
        <Intent value="regotp" />
        <OtpBoxes key={answer} id={fields.otp.id} label={t("registerOtp.prompt")} errors={fields.otp.errors} />
        <SubmitButton pending={t("signIn.wait")}>{t("otp.submit")}</SubmitButton>
      </Form>
      <Resend intent="regotp-resend" />
      <p className="buy-panel-links">
        <Link to={to("signin")}>{t("register.back")}</Link>
      </p>
      <OutcomeDialog outcome={outcome} />
    </PanelFrame>
  );
}

function ForgotPanel({ lastResult }: { lastResult: Result }) {
  const { form, fields, outcome } = useSchemaForm(forgotSchema, { id: "buy-forgot", lastResult });
  return (
    <PanelFrame title={t("forgot.title")}>
      <p>{t("forgot.prompt")}</p>
      <Form method="post" {...getFormProps(form)}>
        <Intent value="forgot" />
        <TextField field={fields.userId} label={t("field.userId")} placeholder={t("field.userId.placeholder")} autoComplete="username" />
        <p className="notice">{t("forgot.note")}</p>
        <SubmitButton pending={t("signIn.wait")}>{t("forgot.submit")}</SubmitButton>
      </Form>
      <p className="buy-panel-links">
        <Link to={to("signin")}>{t("register.back")}</Link>
      </p>
      <OutcomeDialog outcome={outcome} />
    </PanelFrame>
  );
}

function ResetPanel({ lastResult, sentTo }: { lastResult: Result; sentTo: string | null }) {
  const { form, fields, outcome, answer } = useSchemaForm(resetPasswordSchema, { id: "buy-reset", lastResult });
  return (
    <PanelFrame title={t("forgot.title")}>
      {sentTo ? <p>{t("otp.sentTo", { to: sentTo })}</p> : null}
      <Form method="post" {...getFormProps(form)}>
        <Intent value="reset" />
        <OtpBoxes key={answer} id={fields.otp.id} label={t("otp.resetPrompt")} errors={fields.otp.errors} />
        <PasswordField field={fields.newPassword} label={t("field.newPassword")} autoComplete="new-password" />
        <SubmitButton pending={t("signIn.wait")}>{t("otp.submit")}</SubmitButton>
      </Form>
      <Resend intent="reset-resend" />
      <p className="buy-panel-links">
        <Link to={to("signin")}>{t("register.back")}</Link>
      </p>
      <OutcomeDialog outcome={outcome} />
    </PanelFrame>
  );
}

/** The visitor's auth panel of the buy-online landing (the URL's ?panel=). */
export function AuthPanel({ panel, lastResult, sentTo }: { panel: Panel; lastResult: Result; sentTo: string | null }) {
  switch (panel) {
    case "reg":
      return <RegisterPanel lastResult={lastResult} />;
    case "regotp":
      return <RegisterOtpPanel lastResult={lastResult} sentTo={sentTo} />;
    case "fg":
      return <ForgotPanel lastResult={lastResult} />;
    case "otp":
      return <ResetPanel lastResult={lastResult} sentTo={sentTo} />;
    default:
      return <SignInPanel lastResult={lastResult} />;
  }
}
