import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { SubmitButton, TextField } from "~/components/fields";
import { OutcomeDialog } from "~/components/outcome";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/profile";
import { profileSchemaFor, type ContactKind } from "./schema";

/** The alternate contact and Name inputs and UPDATE. */
export function ProfileForm({
  kind,
  defaults,
  lastResult,
}: {
  kind: ContactKind;
  defaults: { name: string; altrContact: string };
  lastResult: SubmissionResult<string[]> | null;
}) {
  const schema = useMemo(() => profileSchemaFor(kind), [kind]);
  const { form, fields, outcome } = useSchemaForm(schema, { id: "profile-form", keep: "profile", lastResult, defaultValue: defaults });
  return (
    <>
      <Form method="post" action="/myProfile" {...getFormProps(form)} className="profile-form">
        <TextField
          field={fields.altrContact}
          label={kind === "EMAIL" ? t("profile.altEmail") : t("profile.altMobile")}
          type={kind === "EMAIL" ? "email" : "tel"}
          inputMode={kind === "EMAIL" ? "email" : "tel"}
          autoComplete={kind === "EMAIL" ? "email" : "tel"}
        />
        <TextField field={fields.name} label={t("profile.name")} autoComplete="name" />
        <input type="hidden" name="intent" value="update" />
        <SubmitButton pending={t("app.wait")}>{t("profile.update")}</SubmitButton>
      </Form>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
