import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import * as broadband from "#contracts/broadband";
import { loadProfile } from "~/broadband/context.server";
import { happyDaySchema } from "~/broadband/service-forms";
import { happyDayRange, happyDayStatus, lkToday } from "~/broadband/services";
import { reply, requireSubscriber } from "~/broadband/services.server";
import { MessageDialog } from "~/components/dialogs";
import { ErrorDialog } from "~/components/ErrorDialog";
import { SubmitButton } from "~/components/fields";
import { TextInput } from "~/components/inputs";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/broadband";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireSubscriber(request);
  const profile = await loadProfile(ctx);
  // The operator decides when the day has come: its clock, not this server's.
  const today = lkToday(ctx.op.now());
  const date = profile?.happy_day ?? null;
  return json(
    { eligible: profile?.priviledges.happy_day ?? false, date, status: happyDayStatus(date, today), range: happyDayRange(today) },
    { headers: await ctx.op.headers() },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireSubscriber(request);
  const submission = parseWithSchema(await request.formData(), { schema: happyDaySchema(happyDayRange(lkToday(ctx.op.now()))) });
  if (submission.status !== "success") return reply(ctx, { result: submission.reply() }, 400);
  const { happydate } = submission.value;
  const outcome = await ctx.op.data(broadband.happyDay, { subscriberID: ctx.subscriberId, happydate, channel: "SCP", commituser: ctx.user.userName });
  if (!outcome.ok) return reply(ctx, { result: submission.reply(), error: outcome.message }, 400);
  return reply(ctx, { result: submission.reply(), success: t("bb.happy.success", { date: happydate }) });
}

export default function HappyDay() {
  const { eligible, date, status, range } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "happy-day",
    lastResult: data?.result,
    defaultValue: { happydate: status === "DATE_NOT_SET" ? "" : (date ?? "") },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: happyDaySchema(range) }),
  });
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
      <MessageDialog key={`s${data?.at}`} title={t("dialog.success")} message={data?.success} okLabel={t("bb.ok")} />
      <ErrorDialog key={`e${data?.at}`} message={data?.error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("bb.happy.title")} | ${t("app.name")}` }];
