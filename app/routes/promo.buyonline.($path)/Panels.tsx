import { getFormProps, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { forgotSchema, registerOtpSchema, registerSchema, resetPasswordSchema, signInSchema } from "~/auth/validation";
import { CheckboxField, PasswordField, SubmitButton, TextField } from "~/components/fields";
import { OtpBoxes } from "~/components/OtpBoxes";
import { OutcomeDialog, type Outcome } from "~/components/outcome";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-landing";
import type { Panel } from "./paths";

type Result = SubmissionResult<string[]> | null | undefined;

/** The panel links stay on this path: only ?panel= changes. */
const to = (panel: Panel) => `?panel=${panel}`;

/** One panel: its title, what it says first, its form (with the intent the action dispatches on), then its links and outcome. */
function PanelForm(props: {
  title: string;
  intro?: ReactNode;
  intent: string;
  form: FormMetadata<Record<string, unknown>, string[]>;
  outcome: Outcome | null;
  /** The intent of the panel's Resend link (OTP panels). */
  resend?: string;
  /** Links under the form; by default the way back to sign in. */
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card buy-panel" aria-labelledby="buy-panel-title">
      <h2 id="buy-panel-title">{props.title}</h2>
      {props.intro}
      <Form method="post" {...getFormProps(props.form)}>
        <input type="hidden" name="intent" value={props.intent} />
        {props.children}
      </Form>
      {props.resend ? (
        <Form method="post" className="buy-panel-links">
          <span>{t("otp.notReceived")}</span>
          <button type="submit" name="intent" value={props.resend} className="btn-link">
            {t("otp.resend")}
          </button>
        </Form>
      ) : null}
      <p className="buy-panel-links">{props.links ?? <Link to={to("signin")}>{t("register.back")}</Link>}</p>
      <OutcomeDialog outcome={props.outcome} />
    </section>
  );
}

const sentToText = (sentTo: string | null) => (sentTo ? <p>{t("otp.sentTo", { to: sentTo })}</p> : null);
const userIdField = () => ({ label: t("field.userId"), placeholder: t("field.userId.placeholder"), autoComplete: "username" }) as const;

function SignInPanel({ lastResult }: { lastResult: Result }) {
  const { form, fields, outcome } = useSchemaForm(signInSchema, { id: "buy-signin", lastResult });
  const links = (
    <>
      {t("signIn.noAccount")} <Link to={to("reg")}>{t("signIn.register")}</Link>
    </>
  );
  return (
    <PanelForm title={t("signIn.title")} intent="signin" form={form} outcome={outcome} links={links}>
      <TextField field={fields.userId} {...userIdField()} />
      <PasswordField field={fields.password} label={t("field.password")} autoComplete="current-password" minimumHint />
      <p className="buy-panel-links">
        <Link to={to("fg")}>{t("signIn.forgot")}</Link>
      </p>
      <SubmitButton pending={t("signIn.wait")}>{t("signIn.submit")}</SubmitButton>
    </PanelForm>
  );
}

function RegisterPanel({ lastResult }: { lastResult: Result }) {
  const { form, fields, outcome } = useSchemaForm(registerSchema, { id: "buy-register", lastResult });
  return (
    <PanelForm title={t("register.title")} intent="register" form={form} outcome={outcome}>
      <TextField field={fields.userId} {...userIdField()} />
      <TextField field={fields.name} label={t("field.name")} placeholder={t("field.name.placeholder")} autoComplete="name" />
      <PasswordField field={fields.password} label={t("field.password")} autoComplete="new-password" minimumHint />
      <CheckboxField field={fields.terms} label={t("register.agree")} />
      <p className="buy-panel-links">
        <a href="/terms" target="_blank" rel="noreferrer">
          {t("register.terms")}
        </a>
      </p>
      <SubmitButton pending={t("signIn.wait")}>{t("register.submit")}</SubmitButton>
    </PanelForm>
  );
}

function RegisterOtpPanel({ lastResult, sentTo }: { lastResult: Result; sentTo: string | null }) {
  const { form, fields, outcome, answer } = useSchemaForm(registerOtpSchema, { id: "buy-regotp", lastResult });
  return (
    <PanelForm title={t("registerOtp.title")} intro={sentToText(sentTo)} intent="regotp" form={form} outcome={outcome} resend="regotp-resend">
      <OtpBoxes key={answer} id={fields.otp.id} label={t("registerOtp.prompt")} errors={fields.otp.errors} />
      <SubmitButton pending={t("signIn.wait")}>{t("otp.submit")}</SubmitButton>
    </PanelForm>
  );
}

function ForgotPanel({ lastResult }: { lastResult: Result }) {
  const { form, fields, outcome } = useSchemaForm(forgotSchema, { id: "buy-forgot", lastResult });
  return (
    <PanelForm title={t("forgot.title")} intro={<p>{t("forgot.prompt")}</p>} intent="forgot" form={form} outcome={outcome}>
      <TextField field={fields.userId} {...userIdField()} />
      <p className="notice">{t("forgot.note")}</p>
      <SubmitButton pending={t("signIn.wait")}>{t("forgot.submit")}</SubmitButton>
    </PanelForm>
  );
}

function ResetPanel({ lastResult, sentTo }: { lastResult: Result; sentTo: string | null }) {
  const { form, fields, outcome, answer } = useSchemaForm(resetPasswordSchema, { id: "buy-reset", lastResult });
  return (
    <PanelForm title={t("forgot.title")} intro={sentToText(sentTo)} intent="reset" form={form} outcome={outcome} resend="reset-resend">
      <OtpBoxes key={answer} id={fields.otp.id} label={t("otp.resetPrompt")} errors={fields.otp.errors} />
      <PasswordField field={fields.newPassword} label={t("field.newPassword")} autoComplete="new-password" minimumHint />
      <SubmitButton pending={t("signIn.wait")}>{t("otp.submit")}</SubmitButton>
    </PanelForm>
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
