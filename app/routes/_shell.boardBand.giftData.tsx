import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import * as broadband from "#contracts/broadband";
import { loadProfile } from "~/broadband/context.server";
import { giftState, giftStepUrl, type GiftState } from "~/broadband/gift";
import { payNowForm } from "~/broadband/paynow.server";
import { giftConfirmSchema, giftReceiverSchema } from "~/broadband/service-forms";
import { requireSubscriber, type ServiceActionData } from "~/broadband/services.server";
import { ConfirmStep, GiftProgress, SelectStep, TypeStep } from "~/components/broadband/GiftSteps";
import { PayNowRedirect } from "~/components/broadband/PayNowRedirect";
import { MessageDialog } from "~/components/dialogs";
import { ErrorDialog } from "~/components/ErrorDialog";
import { SubmitButton } from "~/components/fields";
import { TextInput } from "~/components/inputs";
import { parseWithSchema } from "~/forms/parse";
import { describeFailure } from "~/operator/errors.server";
import { t } from "~/i18n/broadband";

/** The steps live in the URL (GET forms), so the flow works without JavaScript and Back is a link. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireSubscriber(request);
  const params = new URL(request.url).searchParams;
  const profile = await loadProfile(ctx);
  const eligible = profile?.priviledges.data_gifting ?? false;
  const list = eligible && params.get("reciever") ? await ctx.op.data(broadband.dataGiftPackages, { subscriberID: ctx.subscriberId }) : null;
  const packages = list?.ok ? list.data : [];
  return json(
    {
      eligible,
      packages,
      state: giftState(
        params,
        packages.map((p) => p.packageId),
      ),
      validated: params.get("validated") === "1",
      error: list && !list.ok ? list.message : null,
    },
    { headers: await ctx.op.headers() },
  );
}

type ActionData = ServiceActionData & { paynow: { action: string; fields: Record<string, string> } | null; returnTo: "type" | null };

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireSubscriber(request);
  const formData = await request.formData();
  const answer = async (data: Partial<ActionData>, status = 200) =>
    json<ActionData>(
      { result: null, error: null, success: null, paynow: null, returnTo: null, ...data, at: Date.now() },
      { status, headers: await ctx.op.headers() },
    );

  if (formData.get("intent") === "validate") {
    const submission = parseWithSchema(formData, { schema: giftReceiverSchema });
    if (submission.status !== "success") return answer({ result: submission.reply() }, 400);
    const { reciever } = submission.value;
    const check = await ctx.op.call(broadband.validateDataGiftSub, { reciever, subscriberID: ctx.subscriberId });
    if (check.kind === "answer" && check.answer.isSuccess) {
      return redirect(`${giftStepUrl("select", { reciever, packageId: "", payType: "" })}&validated=1`, { headers: await ctx.op.headers() });
    }
    // The portal shows the operator's errorMessege for a refused receiver.
    const refused = check.kind === "answer" ? (check.answer as { errorMessege?: string | null; errorShow?: string | null }) : null;
    const message = refused?.errorMessege || refused?.errorShow || describeFailure(check);
    return answer({ result: submission.reply(), error: message }, 400);
  }

  const submission = parseWithSchema(formData, { schema: giftConfirmSchema });
  if (submission.status !== "success") return answer({ result: submission.reply() }, 400);
  const { reciever, packageId, payType } = submission.value;
  if (payType === "payNow") return answer({ paynow: payNowForm(ctx, { product: "DGF", packageId, reciever: reciever.trim(), request }) });
  const outcome = await ctx.op.data(broadband.dataGiftEnroll, { subscriberID: ctx.subscriberId, reciever: reciever.trim(), packageId, channel: "SCP" });
  if (!outcome.ok) return answer({ error: outcome.message }, 400);
  // After success the flow returns to SelectType (seed 000 section 4).
  return answer({ success: outcome.data.message || t("bb.gift.success"), returnTo: "type" });
}

function ReceiverStep({ state, data }: { state: GiftState; data: ActionData | undefined }) {
  const [form, fields] = useForm({
    id: "gift-receiver",
    lastResult: data?.result,
    defaultValue: { reciever: state.reciever },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: giftReceiverSchema }),
  });
  const { id: _id, key, ...input } = getInputProps(fields.reciever, { type: "text", ariaAttributes: false });
  return (
    <Form method="post" action="/boardBand/giftData" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="validate" />
      <TextInput
        key={key}
        {...input}
        id={fields.reciever.id}
        label={t("bb.gift.receiver")}
        placeholder={t("bb.gift.receiverHint")}
        errors={fields.reciever.errors}
        autoComplete="off"
        inputMode="numeric"
      />
      <p className="notice bb-warning">{t("bb.gift.warning")}</p>
      <SubmitButton pending={t("app.wait")}>{t("bb.gift.validate")}</SubmitButton>
    </Form>
  );
}

export default function GiftData() {
  const { eligible, packages, state: asked, validated, error } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  if (data?.paynow) return <PayNowRedirect {...data.paynow} />;
  const state: GiftState = data?.returnTo ? { ...asked, step: data.returnTo, missing: null } : asked;
  const agreeError = data?.result?.error?.agree ?? null;
  return (
    <section className="card bb-service">
      <h2>{t("bb.gift.title")}</h2>
      {!eligible ? (
        <p className="bb-panel-message">{t("bb.gift.noPrivilege")}</p>
      ) : (
        <>
          <GiftProgress state={state} />
          {state.step !== "receiver" ? <p className="bb-gift-to">{t("bb.gift.giftTo", { receiver: state.reciever })}</p> : null}
          {validated && state.step === "select" ? (
            <p className="notice" role="status">
              {t("bb.gift.validated")}
            </p>
          ) : null}
          {state.step === "receiver" ? <ReceiverStep state={state} data={data} /> : null}
          {state.step === "select" ? <SelectStep state={state} packages={packages} /> : null}
          {state.step === "type" ? <TypeStep state={state} /> : null}
          {state.step === "confirm" ? <ConfirmStep state={state} pkg={packages.find((p) => p.packageId === state.packageId)} agreeError={agreeError} /> : null}
        </>
      )}
      <MessageDialog key={`s${data?.at}`} title={t("dialog.success")} message={data?.success} okLabel={t("bb.ok")} />
      <ErrorDialog key={`e${data?.at}`} message={data?.error ?? error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("bb.gift.title")} | ${t("app.name")}` }];
