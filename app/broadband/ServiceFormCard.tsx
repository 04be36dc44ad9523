import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton } from "~/components/inputs";
import { OutcomeDialog, type Outcome } from "~/components/outcome";
import { t } from "~/i18n/broadband";

/** A broadband service page that is one form: its title, what it says first, the fields, submit and the outcome. */
export function ServiceFormCard(props: {
  title: string;
  intro?: ReactNode;
  form: FormMetadata<Record<string, unknown>, string[]>;
  outcome: Outcome | null;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="card bb-service">
      <h2>{props.title}</h2>
      {props.intro}
      <Form method="post" {...getFormProps(props.form)}>
        {props.children}
        <SubmitButton pending={t("app.wait")}>{props.submitLabel}</SubmitButton>
      </Form>
      <OutcomeDialog outcome={props.outcome} />
    </section>
  );
}
