import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import * as broadband from "#contracts/broadband";
import { loadProfile, requireSubscriber } from "~/broadband/context.server";
import { ProfileUnavailable } from "~/broadband/ProfileUnavailable";
import { payNowForm } from "~/broadband/paynow.server";
import { payNowTexts } from "~/broadband/paynow";
import { PayNowRedirect } from "~/components/PayNowRedirect";
import { SubmitButton, TextField } from "~/components/fields";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { parseWithSchema } from "~/forms/parse";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/broadband";
import { describeFailure } from "~/operator/errors.server";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { giftState, giftStepUrl, type GiftState } from "./gift";
import { ConfirmStep, GiftProgress, SelectStep, TypeStep } from "./GiftSteps";
import { giftConfirmSchema, giftReceiverSchema } from "./schema";
import { pageTitle } from "~/components/head";

/** The steps live in the URL (GET forms), so the flow works without JavaScript and Back is a link. */
export const loader = withOperator(async ({ request, op }) => {
  const ctx = await requireSubscriber(op);
  const params = new URL(request.url).searchParams;
  const { profile, error: profileError } = await loadProfile(op, ctx.subscriberId, { fresh: true });
  const eligible = profile?.privileges.data_gifting ?? false;
  const list = eligible && params.get("receiver") ? await op.data(broadband.dataGiftPackages, { subscriberID: ctx.subscriberId }) : null;
  const packages = list?.ok ? list.data : [];
  return {
    eligible,
    profileError,
    packages,
    state: giftState(
      params,
      packages.map((p) => p.packageId),
    ),
    error: list && !list.ok ? list.message : null,
  };
});

/**
 * Validating the receiver keeps the number typed when the operator refuses it, and goes on to
 * Select once it accepts. The confirmed gift redirects with its outcome: back to Confirm when it
 * is refused, to SelectType after success (to send another). Pay Now answers the hosted page's form.
 */
export const action = withOperator(async ({ request, op }) => {
  const ctx = await requireSubscriber(op);
  const formData = await request.formData();

  if (formData.get("intent") === "validate") {
    const submission = parseWithSchema(formData, { schema: giftReceiverSchema });
    if (submission.status !== "success") return formFailure(submission);
    const { receiver } = submission.value;
    const check = await op.call(broadband.validateDataGiftSub, { receiver, subscriberID: ctx.subscriberId });
    if (check.kind === "answer" && check.answer.isSuccess) {
      return redirectWithOutcome(giftStepUrl("select", { receiver, packageId: "", payType: "" }), t("bb.gift.validated"));
    }
    // A refused receiver: the operator's errorMessege says why.
    const refused = check.kind === "answer" ? (check.answer as { errorMessege?: string | null; errorShow?: string | null }) : null;
    return formFailure(submission, refused?.errorMessege || refused?.errorShow || describeFailure(check));
  }

  const submission = parseWithSchema(formData, { schema: giftConfirmSchema });
  if (submission.status !== "success") return formFailure(submission);
  const receiver = submission.value.receiver.trim();
  const { packageId, payType } = submission.value;
  if (payType === "payNow") return { paynow: payNowForm(ctx, { product: "DGF", packageId, receiver }) };
  const chosen = { receiver, packageId, payType: "addToBill" } as const;
  const outcome = await op.data(broadband.dataGiftEnroll, { subscriberID: ctx.subscriberId, receiver, packageId, channel: "SCP" });
  if (!outcome.ok) return redirectWithOutcome(giftStepUrl("confirm", chosen), outcome.message, "error");
  return redirectWithOutcome(giftStepUrl("type", chosen), outcome.data.message || t("bb.gift.success"));
});

function ReceiverStep({ state, lastResult }: { state: GiftState; lastResult: SubmissionResult<string[]> | undefined }) {
  const { form, fields, outcome } = useSchemaForm(giftReceiverSchema, { id: "gift-receiver", lastResult, defaultValue: { receiver: state.receiver } });
  return (
    <>
      <Form method="post" action="/boardBand/giftData" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="validate" />
        <TextField field={fields.receiver} label={t("bb.gift.receiver")} placeholder={t("bb.gift.receiverHint")} autoComplete="off" inputMode="numeric" />
        <p className="notice bb-warning">{t("bb.gift.warning")}</p>
        <SubmitButton pending={t("app.wait")}>{t("bb.gift.validate")}</SubmitButton>
      </Form>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}

export default function GiftData() {
  const { eligible, profileError, packages, state, error } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (answer && "paynow" in answer) return <PayNowRedirect {...answer.paynow} texts={payNowTexts()} />;
  if (profileError) return <ProfileUnavailable title={t("bb.gift.title")} message={profileError} />;
  return (
    <section className="card bb-service">
      <h2>{t("bb.gift.title")}</h2>
      {!eligible ? (
        <p className="bb-panel-message">{t("bb.gift.noPrivilege")}</p>
      ) : (
        <>
          <GiftProgress state={state} />
          {state.step !== "receiver" ? <p className="bb-gift-to">{t("bb.gift.giftTo", { receiver: state.receiver })}</p> : null}
          {state.step === "receiver" ? <ReceiverStep state={state} lastResult={answer} /> : null}
          {state.step === "select" ? <SelectStep state={state} packages={packages} /> : null}
          {state.step === "type" ? <TypeStep state={state} /> : null}
          {state.step === "confirm" ? (
            <ConfirmStep state={state} pkg={packages.find((p) => p.packageId === state.packageId)} agreeError={answer?.error?.agree ?? null} />
          ) : null}
        </>
      )}
      <OutcomeDialog outcome={errorOutcome(error)} />
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("bb.gift.title"));

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
