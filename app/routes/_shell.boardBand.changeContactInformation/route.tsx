import { ServiceFormCard } from "~/broadband/ServiceFormCard";
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as broadband from "#contracts/broadband";
import { forgetProfile, loadProfile, requireSubscriber } from "~/broadband/context.server";
import { PhoneField, TextField } from "~/components/fields";
import { errorOutcome } from "~/components/outcome";
import { parseWithSchema } from "~/forms/parse";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/broadband";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { contactSchema } from "./schema";
import { pageTitle } from "~/components/head";

export const loader = withOperator(async ({ op }) => {
  const ctx = await requireSubscriber(op);
  const { profile, error } = await loadProfile(op, ctx.subscriberId, { fresh: true });
  // Unread, the form starts empty and the error dialog says why: what the customer types is still sent.
  return { contact: { fullName: profile?.fullname ?? "", email: profile?.email ?? "", mobile: profile?.phone ?? "" }, error };
});

/** A refused change keeps what was typed with the operator's message; a saved one is told after the redirect. */
export const action = withOperator(async ({ request, op }) => {
  const ctx = await requireSubscriber(op);
  // What it changes is in the broadband profile the session keeps: the next page reads it again.
  forgetProfile(op);
  const submission = parseWithSchema(await request.formData(), { schema: contactSchema });
  if (submission.status !== "success") return formFailure(submission);
  const v = submission.value;
  const outcome = await op.data(broadband.updateContact, { subscriberID: ctx.subscriberId, fullName: v.fullName, email: v.email, phone: v.mobile });
  if (!outcome.ok) return formFailure(submission, outcome.message);
  return redirectWithOutcome("/boardBand/changeContactInformation", t("bb.contact.success"));
});

export default function ChangeContactInformation() {
  const { contact, error } = useLoaderData<typeof loader>();
  const { form, fields, outcome } = useSchemaForm(contactSchema, { id: "bb-contact", lastResult: useActionData<typeof action>(), defaultValue: contact });
  return (
    <ServiceFormCard title={t("bb.contact.title")} form={form} outcome={outcome ?? errorOutcome(error)} submitLabel={t("bb.contact.submit")}>
      <TextField field={fields.fullName} label={t("bb.contact.fullName")} autoComplete="name" />
      <TextField field={fields.email} label={t("bb.contact.email")} type="email" autoComplete="email" />
      <PhoneField field={fields.mobile} label={t("bb.contact.mobile")} autoComplete="tel" />
    </ServiceFormCard>
  );
}

export const meta: MetaFunction = () => pageTitle(t("bb.contact.title"));

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
