import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton } from "~/components/inputs";
import { OutcomeDialog, type Outcome } from "~/components/outcome";
import { t } from "~/i18n/auth";
import { AuthLayout } from "./AuthLayout";

/**
 * A public page with one form (register, forgot password, the OTP pages): its heading and what it
 * asks, the form (posting to the page's action) ending in Submit, the links below it, the outcome dialog.
 */
export function AuthFormPage<S extends Record<string, unknown>>({
  banners,
  title,
  intro,
  form,
  submitLabel,
  footer,
  outcome,
  children,
}: {
  banners: string[];
  title: string;
  intro?: ReactNode;
  form: FormMetadata<S, string[]>;
  submitLabel: string;
  footer: ReactNode;
  outcome: Outcome | null | undefined;
  children: ReactNode;
}) {
  return (
    <AuthLayout banners={banners}>
      <h1>{title}</h1>
      {intro}
      <Form method="post" {...getFormProps(form)}>
        {children}
        <SubmitButton pending={t("signIn.wait")}>{submitLabel}</SubmitButton>
      </Form>
      {footer}
      <OutcomeDialog outcome={outcome} />
    </AuthLayout>
  );
}
