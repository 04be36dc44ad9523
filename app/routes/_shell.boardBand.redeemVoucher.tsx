import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import * as broadband from "#contracts/broadband";
import { voucherSchema } from "~/broadband/service-forms";
import { reply, requireSubscriber } from "~/broadband/services.server";
import { formatVoucher } from "~/broadband/services";
import { MessageDialog } from "~/components/dialogs";
import { ErrorDialog } from "~/components/ErrorDialog";
import { SubmitButton } from "~/components/fields";
import { TextInput } from "~/components/inputs";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/broadband";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireSubscriber(request);
  return json({}, { headers: await ctx.op.headers() });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireSubscriber(request);
  const submission = parseWithSchema(await request.formData(), { schema: voucherSchema });
  if (submission.status !== "success") return reply(ctx, { result: submission.reply() }, 400);
  const outcome = await ctx.op.data(broadband.redeemVoucher, { subscriberID: ctx.subscriberId, voucherid: submission.value.voucher, channel: "SCP" });
  if (!outcome.ok) return reply(ctx, { result: submission.reply(), error: outcome.message }, 400);
  return reply(ctx, { result: submission.reply({ resetForm: true }), success: t("bb.voucher.success") });
}

export default function RedeemVoucher() {
  const data = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "redeem-voucher",
    lastResult: data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: voucherSchema }),
  });
  const { id: _id, key, ...input } = getInputProps(fields.voucher, { type: "text", ariaAttributes: false });
  return (
    <section className="card bb-service">
      <h2>{t("bb.voucher.title")}</h2>
      <p>{t("bb.voucher.intro")}</p>
      <Form method="post" {...getFormProps(form)}>
        <TextInput
          key={key}
          {...input}
          id={fields.voucher.id}
          label={t("bb.voucher.label")}
          placeholder={t("bb.voucher.hint")}
          errors={fields.voucher.errors}
          autoComplete="off"
          inputMode="numeric"
          maxLength={24}
          onInput={(e) => {
            const el = e.currentTarget;
            const atEnd = el.selectionStart === el.value.length;
            el.value = formatVoucher(el.value);
            if (atEnd) el.setSelectionRange(el.value.length, el.value.length);
          }}
        />
        <SubmitButton pending={t("app.wait")}>{t("bb.voucher.submit")}</SubmitButton>
      </Form>
      <MessageDialog key={`s${data?.at}`} title={t("dialog.success")} message={data?.success} okLabel={t("bb.ok")} />
      <ErrorDialog key={`e${data?.at}`} message={data?.error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("bb.voucher.title")} | ${t("app.name")}` }];
