import { getFormProps, useForm } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import * as broadband from "#contracts/broadband";
import { loadProfile } from "~/broadband/context.server";
import { payNowForm } from "~/broadband/paynow.server";
import { reportSchema } from "~/broadband/service-forms";
import { requireSubscriber, type ServiceActionData } from "~/broadband/services.server";
import { PayNowRedirect } from "~/components/broadband/PayNowRedirect";
import { AgreeField, payTypeOptions, RadioChoice } from "~/components/broadband/ServiceFields";
import { ConfirmDialog, MessageDialog } from "~/components/dialogs";
import { ErrorDialog } from "~/components/ErrorDialog";
import { SubmitButton } from "~/components/fields";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/broadband";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireSubscriber(request);
  const profile = await loadProfile(ctx);
  return json(
    { subscribed: profile?.priviledges.protocol_report ?? false, canUnsubscribe: profile?.priviledges.purchase_protocol_report ?? false },
    { headers: await ctx.op.headers() },
  );
}

type ActionData = ServiceActionData & { paynow: { action: string; fields: Record<string, string> } | null };

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireSubscriber(request);
  const formData = await request.formData();
  const answer = async (data: Partial<ActionData>, status = 200) =>
    json<ActionData>({ result: null, error: null, success: null, paynow: null, ...data, at: Date.now() }, { status, headers: await ctx.op.headers() });
  const activatedBy = ctx.user.userName;

  if (formData.get("intent") === "unsubscribe") {
    const outcome = await ctx.op.data(broadband.unsubscribeAdvancedReports, { subscriberID: ctx.subscriberId, activatedBy });
    return outcome.ok ? answer({ success: t("bb.report.unsubscribeSuccess") }) : answer({ error: outcome.message }, 400);
  }
  const submission = parseWithSchema(formData, { schema: reportSchema });
  if (submission.status !== "success") return answer({ result: submission.reply() }, 400);
  const reporterPackage = submission.value.plan === "2" ? "2" : "1";
  if (submission.value.payType === "payNow") {
    return answer({ result: submission.reply(), paynow: payNowForm(ctx, { product: "PAR", reporterPackage, request }) });
  }
  const outcome = await ctx.op.data(broadband.purchaseAdvancedReports, { subscriberID: ctx.subscriberId, reporterPackage, activatedBy });
  if (!outcome.ok) return answer({ result: submission.reply(), error: outcome.message }, 400);
  return answer({ result: submission.reply({ resetForm: true }), success: t("bb.report.subscribeSuccess") });
}

function Unsubscribe({ canUnsubscribe }: { canUnsubscribe: boolean }) {
  const [params] = useSearchParams();
  const [asking, setAsking] = useState(params.get("confirm") === "unsubscribe");
  useEffect(() => setAsking(params.get("confirm") === "unsubscribe"), [params]);
  return (
    <>
      <p className="bb-panel-message">{t("bb.report.subscribed")}</p>
      <Link
        className="btn btn-outline"
        to="?confirm=unsubscribe"
        preventScrollReset
        onClick={(e) => {
          e.preventDefault();
          setAsking(true);
        }}
      >
        {t("bb.report.unsubscribe")}
      </Link>
      {asking && canUnsubscribe ? (
        <ConfirmDialog
          title={t("bb.report.confirmTitle")}
          message={<p>{t("bb.report.confirmUnsubscribe")}</p>}
          fields={{ intent: "unsubscribe" }}
          confirmLabel={t("bb.continue")}
          cancelLabel={t("bb.cancel")}
          cancelTo="/boardBand/enableProtocol"
          onCancel={() => setAsking(false)}
          action="/boardBand/enableProtocol"
        />
      ) : null}
      {asking && !canUnsubscribe ? (
        <MessageDialog title={t("bb.report.confirmTitle")} message={t("bb.report.cannotUnsubscribe")} okLabel={t("bb.ok")} onClose={() => setAsking(false)} />
      ) : null}
    </>
  );
}

function SubscribeForm({ data }: { data: ActionData | undefined }) {
  const [form, fields] = useForm({
    id: "report-subscribe",
    lastResult: data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: reportSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <RadioChoice
        field={fields.plan}
        legend={t("bb.report.plan")}
        options={[
          {
            value: "1",
            label: (
              <>
                <strong>{t("bb.report.monthly")}</strong> {t("bb.report.monthlyPrice")}
              </>
            ),
          },
          {
            value: "2",
            label: (
              <>
                <strong>{t("bb.report.yearly")}</strong> {t("bb.report.yearlyPrice")}
              </>
            ),
          },
        ]}
      />
      <RadioChoice field={fields.payType} legend={t("bb.payType")} options={payTypeOptions} />
      <AgreeField field={fields.agree} />
      <SubmitButton pending={t("app.wait")}>{t("bb.report.subscribe")}</SubmitButton>
    </Form>
  );
}

export default function EnableProtocol() {
  const { subscribed, canUnsubscribe } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  if (data?.paynow) return <PayNowRedirect {...data.paynow} />;
  return (
    <section className="card bb-service">
      <h2>{t("bb.report.title")}</h2>
      <p>{t("bb.report.intro")}</p>
      {subscribed ? <Unsubscribe canUnsubscribe={canUnsubscribe} /> : <SubscribeForm data={data} />}
      <MessageDialog key={`s${data?.at}`} title={t("dialog.success")} message={data?.success} okLabel={t("bb.ok")} />
      <ErrorDialog key={`e${data?.at}`} message={data?.error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("bb.report.title")} | ${t("app.name")}` }];
