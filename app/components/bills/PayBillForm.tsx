import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { payBillSchema } from "~/bills/pay-bill";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/bill";
import { SubmitButton, TextField } from "../fields";

/** Telephone number and amount of a bill payment; posts to /bill/0. */
export function PayBillForm({
  telephone,
  amount,
  lastResult,
}: {
  telephone: string;
  amount: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [form, fields] = useForm<{ telephone: string; amount: string }>({
    id: "pay-bill",
    lastResult: lastResult ?? null,
    defaultValue: { telephone, amount },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: payBillSchema }),
  });
  return (
    <Form method="post" action="/bill/0" {...getFormProps(form)}>
      <TextField field={fields.telephone} label={t("bill.pay.telephone")} type="tel" inputMode="numeric" autoComplete="off" />
      <TextField field={fields.amount} label={t("bill.pay.amount")} inputMode="numeric" autoComplete="off" />
      <div className="actions-row">
        <SubmitButton pending={t("app.wait")}>{t("bill.pay.submit")}</SubmitButton>
      </div>
    </Form>
  );
}
