import { SubmissionToken } from "~/forms/submission";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import * as broadband from "#contracts/broadband";
import { forgetProfile, loadProfile, requireSubscriber } from "~/broadband/context.server";
import { payNowForm } from "~/broadband/paynow.server";
import { ProfileUnavailable } from "~/broadband/ProfileUnavailable";
import { payNowTexts } from "~/broadband/paynow";
import { PayNowRedirect } from "~/components/PayNowRedirect";
import { ConfirmDialog, DialogLink, MessageDialog } from "~/components/dialogs";
import { SubmitButton } from "~/components/fields";
import { OutcomeDialog } from "~/components/outcome";
import { parseWithSchema } from "~/forms/parse";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/broadband";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { reportSchema } from "./schema";
import { AgreeField, payTypeOptions, RadioChoice } from "./ServiceFields";
import { pageTitle } from "~/components/head";
import { useResetState } from "~/components/use-reset-state";

const PAGE = "/boardBand/enableProtocol";

export const loader = withOperator(async ({ op }) => {
  const ctx = await requireSubscriber(op);
  const { profile, error } = await loadProfile(op, ctx.subscriberId, { fresh: true });
  return {
    subscribed: profile?.privileges.protocol_report ?? false,
    canUnsubscribe: profile?.privileges.purchase_protocol_report ?? false,
    profileError: error,
  };
});

/**
 * Unsubscribing (a confirm button) redirects with its outcome either way. Subscribing keeps the
 * plan and payment method chosen when the operator refuses; Pay Now answers the hosted page's form.
 */
export const action = withOperator(async ({ request, op }) => {
  const ctx = await requireSubscriber(op);
  // What it changes is in the broadband profile the session keeps: the next page reads it again.
  forgetProfile(op);
  const formData = await request.formData();
  const activatedBy = ctx.user.userName;

  if (formData.get("intent") === "unsubscribe") {
    const outcome = await op.data(broadband.unsubscribeAdvancedReports, { subscriberID: ctx.subscriberId, activatedBy });
    return outcome.ok ? redirectWithOutcome(PAGE, t("bb.report.unsubscribeSuccess")) : redirectWithOutcome(PAGE, outcome.message, "error");
  }
  const submission = parseWithSchema(formData, { schema: reportSchema });
  if (submission.status !== "success") return formFailure(submission);
  const reporterPackage = submission.value.plan === "2" ? "2" : "1";
  if (submission.value.payType === "payNow") {
    const { profile } = await loadProfile(op, ctx.subscriberId, { fresh: true });
    const reportWasOff = profile ? !profile.privileges.protocol_report : false;
    return { paynow: payNowForm(ctx, { product: "PAR", reporterPackage, reportWasOff }) };
  }
  const outcome = await op.data(broadband.purchaseAdvancedReports, { subscriberID: ctx.subscriberId, reporterPackage, activatedBy });
  if (!outcome.ok) return formFailure(submission, outcome.message);
  return redirectWithOutcome(PAGE, t("bb.report.subscribeSuccess"));
});

function Unsubscribe({ canUnsubscribe }: { canUnsubscribe: boolean }) {
  const [params] = useSearchParams();
  const [asking, setAsking] = useResetState(params.get("confirm") === "unsubscribe", params);
  return (
    <>
      <p className="bb-panel-message">{t("bb.report.subscribed")}</p>
      <DialogLink className="btn btn-outline" to="?confirm=unsubscribe" onOpen={() => setAsking(true)}>
        {t("bb.report.unsubscribe")}
      </DialogLink>
      {asking && canUnsubscribe ? (
        <ConfirmDialog
          title={t("bb.report.confirmTitle")}
          message={<p>{t("bb.report.confirmUnsubscribe")}</p>}
          fields={{ intent: "unsubscribe" }}
          confirmLabel={t("bb.continue")}
          cancelLabel={t("bb.cancel")}
          cancelTo={PAGE}
          onCancel={() => setAsking(false)}
          action={PAGE}
        />
      ) : null}
      {asking && !canUnsubscribe ? (
        <MessageDialog title={t("bb.report.confirmTitle")} message={t("bb.report.cannotUnsubscribe")} okLabel={t("bb.ok")} onClose={() => setAsking(false)} />
      ) : null}
    </>
  );
}

function SubscribeForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { form, fields, outcome } = useSchemaForm(reportSchema, { id: "report-subscribe", lastResult });
  return (
    <>
      <Form method="post" {...getFormProps(form)}>
        <SubmissionToken />
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
      <OutcomeDialog outcome={outcome} />
    </>
  );
}

export default function EnableProtocol() {
  const { subscribed, canUnsubscribe, profileError } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (answer && "paynow" in answer) return <PayNowRedirect {...answer.paynow} texts={payNowTexts()} />;
  if (profileError) return <ProfileUnavailable title={t("bb.report.title")} message={profileError} />;
  return (
    <section className="card bb-service">
      <h2>{t("bb.report.title")}</h2>
      <p>{t("bb.report.intro")}</p>
      {subscribed ? <Unsubscribe canUnsubscribe={canUnsubscribe} /> : <SubscribeForm lastResult={answer} />}
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("bb.report.title"));

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
