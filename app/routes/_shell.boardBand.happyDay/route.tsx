import { getFormProps, getInputProps } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import * as broadband from "#contracts/broadband";
import { lkDate } from "#contracts/lk";
import { forgetProfile, loadProfile, requireSubscriber } from "~/broadband/context.server";
import { ProfileUnavailable } from "~/broadband/ProfileUnavailable";
import { SubmitButton } from "~/components/fields";
import { TextInput } from "~/components/inputs";
import { OutcomeDialog } from "~/components/outcome";
import { parseWithSchema } from "~/forms/parse";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/broadband";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { happyDayRange, happyDayStatus } from "./happy-day";
import { happyDaySchema } from "./schema";
import { pageTitle } from "~/components/head";

export const loader = withOperator(async ({ op }) => {
  const ctx = await requireSubscriber(op);
  const { profile, error } = await loadProfile(op, ctx.subscriberId, { fresh: true });
  // The operator decides when the day has come: its clock, not this server's.
  const today = lkDate(op.now());
  const date = profile?.happy_day ?? null;
  return { eligible: profile?.privileges.happy_day ?? false, profileError: error, date, status: happyDayStatus(date, today), range: happyDayRange(today) };
});

/** A refused date stays in the picker with the operator's message; a saved one is told after the redirect. */
export const action = withOperator(async ({ request, op }) => {
  const ctx = await requireSubscriber(op);
  // What it changes is in the broadband profile the session keeps: the next page reads it again.
  forgetProfile(op);
  const submission = parseWithSchema(await request.formData(), { schema: happyDaySchema(happyDayRange(lkDate(op.now()))) });
  if (submission.status !== "success") return formFailure(submission);
  const { happydate } = submission.value;
  const outcome = await op.data(broadband.happyDay, { subscriberID: ctx.subscriberId, happydate, channel: "SCP", commituser: ctx.user.userName });
  if (!outcome.ok) return formFailure(submission, outcome.message);
  return redirectWithOutcome("/boardBand/happyDay", t("bb.happy.success", { date: happydate }));
});

export default function HappyDay() {
  const { eligible, profileError, date, status, range } = useLoaderData<typeof loader>();
  const schema = useMemo(() => happyDaySchema(range), [range]);
  const { form, fields, outcome } = useSchemaForm(schema, {
    id: "happy-day",
    lastResult: useActionData<typeof action>(),
    defaultValue: { happydate: status === "DATE_NOT_SET" ? "" : (date ?? "") },
  });
  if (profileError) return <ProfileUnavailable title={t("bb.happy.title")} message={profileError} />;
  if (!eligible) {
    return (
      <section className="card bb-service">
        <h2>{t("bb.happy.title")}</h2>
        <p className="bb-panel-message">{t("bb.happy.notEligible")}</p>
      </section>
    );
  }
  const noDaysLeft = range.min > range.max;
  const locked = status === "REDEEMED" || noDaysLeft;
  const { id: _id, key, ...input } = getInputProps(fields.happydate, { type: "date", ariaAttributes: false });
  return (
    <section className="card bb-service">
      <h2>{t("bb.happy.title")}</h2>
      <p>{t("bb.happy.intro")}</p>
      <p className="notice" data-status={status}>
        {t(`bb.happy.status.${status}`, { date: date ?? "" })}
      </p>
      {noDaysLeft && status !== "REDEEMED" ? <p>{t("bb.happy.noDatesLeft")}</p> : null}
      <Form method="post" {...getFormProps(form)}>
        <fieldset disabled={locked} className="bb-fieldset">
          <TextInput
            key={key}
            {...input}
            id={fields.happydate.id}
            label={t("bb.happy.date")}
            min={range.min}
            max={range.max}
            errors={fields.happydate.errors}
          />
          {locked ? null : <SubmitButton pending={t("app.wait")}>{t(status === "DATE_CAN_UPDATE" ? "bb.happy.update" : "bb.happy.submit")}</SubmitButton>}
        </fieldset>
      </Form>
      <OutcomeDialog outcome={outcome} />
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("bb.happy.title"));

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
