import { ServiceFormCard } from "~/broadband/ServiceFormCard";
import type { MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import * as broadband from "#contracts/broadband";
import { requireSubscriber } from "~/broadband/context.server";
import { PasswordField } from "~/components/fields";
import { parseWithSchema } from "~/forms/parse";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/broadband";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { passwordSchema } from "./schema";
import { pageTitle } from "~/components/head";

export const loader = withOperator(async ({ op }) => {
  await requireSubscriber(op);
  return {};
});

/**
 * No password is sent back into the page: a form that fails validation or that the operator refuses
 * asks for both again (with its message); a changed password empties the form after the redirect.
 */
export const action = withOperator(async ({ request, op }) => {
  const ctx = await requireSubscriber(op);
  const submission = parseWithSchema(await request.formData(), { schema: passwordSchema });
  if (submission.status !== "success") return formFailure(submission);
  const { currentPassword, newPassword } = submission.value;
  const outcome = await op.data(broadband.changeBbPassword, { subscriberID: ctx.subscriberId, currentpass: currentPassword, newpass: newPassword });
  if (!outcome.ok) return formFailure(submission, outcome.message);
  return redirectWithOutcome("/boardBand/changeBroadbandPassword", t("bb.password.success"));
});

export default function ChangeBroadbandPassword() {
  const { form, fields, outcome } = useSchemaForm(passwordSchema, { id: "bb-password", lastResult: useActionData<typeof action>() });
  return (
    <ServiceFormCard title={t("bb.password.title")} form={form} outcome={outcome} submitLabel={t("bb.password.submit")}>
      <PasswordField field={fields.currentPassword} label={t("bb.password.current")} autoComplete="current-password" />
      <PasswordField field={fields.newPassword} label={t("bb.password.new")} autoComplete="new-password" />
    </ServiceFormCard>
  );
}

export const meta: MetaFunction = () => pageTitle(t("bb.password.title"));

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
