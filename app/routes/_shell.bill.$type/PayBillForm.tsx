import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { PhoneField, SubmitButton, TextField } from "~/components/fields";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/bill";
import { payBillSchema } from "./schema";

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
  const { form, fields } = useSchemaForm(payBillSchema, { id: "pay-bill", lastResult, defaultValue: { telephone, amount } });
  return (
    <Form method="post" action="/bill/0" {...getFormProps(form)}>
      <PhoneField field={fields.telephone} label={t("bill.pay.telephone")} autoComplete="off" />
      <TextField field={fields.amount} label={t("bill.pay.amount")} inputMode="numeric" autoComplete="off" />
      <div className="actions-row">
        <SubmitButton pending={t("app.wait")}>{t("bill.pay.submit")}</SubmitButton>
      </div>
    </Form>
  );
}
