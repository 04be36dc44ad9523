import { ServiceFormCard } from "~/broadband/ServiceFormCard";
import { getInputProps } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import * as broadband from "#contracts/broadband";
import { requireSubscriber } from "~/broadband/context.server";
import { TextInput } from "~/components/inputs";
import { parseWithSchema } from "~/forms/parse";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/broadband";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { overLimit } from "~/operator/limits.server";
import { withOperator } from "~/operator/route.server";
import { voucherSchema } from "./schema";
import { formatVoucher } from "./voucher";
import { pageTitle } from "~/components/head";

export const loader = withOperator(async ({ op }) => {
  await requireSubscriber(op);
  return {};
});

/** A refused code stays in the field with the operator's message; a redeemed one empties the form after the redirect. */
export const action = withOperator(async ({ request, op }) => {
  const ctx = await requireSubscriber(op);
  const submission = parseWithSchema(await request.formData(), { schema: voucherSchema });
  if (submission.status !== "success") return formFailure(submission);
  const limited = await overLimit(op, "voucher", op.session.get("userName"));
  if (limited) return formFailure(submission, limited);
  const outcome = await op.data(broadband.redeemVoucher, { subscriberID: ctx.subscriberId, voucherid: submission.value.voucher, channel: "SCP" });
  if (!outcome.ok) return formFailure(submission, outcome.message);
  return redirectWithOutcome("/boardBand/redeemVoucher", t("bb.voucher.success"));
});

export default function RedeemVoucher() {
  const { form, fields, outcome } = useSchemaForm(voucherSchema, { id: "redeem-voucher", lastResult: useActionData<typeof action>() });
  const { id: _id, key, ...input } = getInputProps(fields.voucher, { type: "text", ariaAttributes: false });
  return (
    <ServiceFormCard title={t("bb.voucher.title")} intro={<p>{t("bb.voucher.intro")}</p>} form={form} outcome={outcome} submitLabel={t("bb.voucher.submit")}>
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
    </ServiceFormCard>
  );
}

export const meta: MetaFunction = () => pageTitle(t("bb.voucher.title"));

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
