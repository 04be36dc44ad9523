import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/profile";
import type { ProfileActionData } from "~/profile/profile.server";
import { profileSchemaFor, type ContactKind } from "~/profile/forms";
import { SubmitButton, TextField } from "../fields";

/** The alternate contact and Name inputs and UPDATE. */
export function ProfileForm({
  kind,
  defaults,
  data,
}: {
  kind: ContactKind;
  defaults: { name: string; altrContact: string };
  data: Extract<ProfileActionData, { step: "edit" }> | null;
}) {
  const [form, fields] = useForm({
    id: "profile-form",
    lastResult: data?.result ?? null,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: profileSchemaFor(kind) }),
  });
  return (
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
  );
}
