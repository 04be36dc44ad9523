import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import type { BillMethods } from "~/bills/bills.server";
import { CheckboxField, FieldError, SubmitButton, TextField } from "~/components/fields";
import { OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/bill";
import { billMethodSchema, EMAIL_BILL_CODE } from "./schema";

/**
 * Smart bill: one of the possible bill modes, the email for code 02 (shown only for it once
 * JavaScript runs; without it, always shown with a hint), and the terms checkbox.
 */
export function BillMethodForm({ methods, lastResult }: { methods: BillMethods; lastResult?: SubmissionResult<string[]> | null }) {
  const hydrated = useHydrated();
  const { form, fields, outcome } = useSchemaForm(billMethodSchema, {
    id: "bill-method",
    keep: "bill-method",
    lastResult,
    defaultValue: { billCode: methods.modes.some((m) => m.code === methods.code) ? methods.code : "", email: methods.email ?? "" },
  });
  const [code, setCode] = useState(fields.billCode.initialValue ?? "");
  const typeError = `${fields.billCode.id}-error`;

  return (
    <>
      <p>
        {t("bill.methods.current")}: <strong data-testid="bill-method-current">{methods.description ?? methods.code}</strong>
      </p>
      {methods.modes.length === 0 ? (
        <p className="bill-message" role="status">
          {t("bill.methods.noPermission")}
        </p>
      ) : (
        <Form method="post" action="/eBill/methods" {...getFormProps(form)}>
          <fieldset className="field plain-fieldset bill-modes" aria-describedby={typeError}>
            <legend>{t("bill.methods.choose")}</legend>
            {methods.modes.map((mode) => (
              <label key={mode.code} className="check">
                <input
                  type="radio"
                  name={fields.billCode.name}
                  value={mode.code}
                  defaultChecked={fields.billCode.initialValue === mode.code}
                  aria-invalid={fields.billCode.errors?.length ? true : undefined}
                  onChange={() => setCode(mode.code)}
                />
                {mode.description}
              </label>
            ))}
            <FieldError id={typeError} errors={fields.billCode.errors} />
          </fieldset>
          {!hydrated || code === EMAIL_BILL_CODE ? (
            <>
              <TextField field={fields.email} label={t("bill.methods.email")} type="email" inputMode="email" autoComplete="email" />
              {hydrated ? null : <p className="muted bill-hint">{t("bill.methods.emailHint")}</p>}
            </>
          ) : null}
          <CheckboxField field={fields.agree} label={t("bill.methods.agree")} />
          <SubmitButton pending={t("app.wait")}>{t("bill.methods.submit")}</SubmitButton>
        </Form>
      )}
      <p className="muted">{t("bill.methods.freeNote")}</p>
      <p>
        <Link to="/eBill/register">{methods.email ? t("bill.ebill.link.update") : t("bill.ebill.link.activate")}</Link>
      </p>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
