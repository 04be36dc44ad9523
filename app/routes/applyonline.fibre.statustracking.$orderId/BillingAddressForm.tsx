import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { SubmitButton } from "~/components/fields";
import { TextInput } from "~/components/inputs";
import { OutcomeDialog } from "~/components/outcome";
import { useAdoptChecked } from "~/forms/early-input";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-status";
import { billingSchema } from "./schema";

export interface BillingState {
  exists: boolean;
  line1: string;
  line2: string;
  serviceLine1: string;
  serviceLine2: string;
}

/**
 * The billing address of a paid order: two lines, or the service address by the checkbox (which
 * fills and locks the lines; unticking clears them). Once a billing address exists the checkbox is
 * locked and the lines stay editable. Without JavaScript the server copies the service address.
 */
export function BillingAddressForm({ page, billing, lastResult }: { page: string; billing: BillingState; lastResult: SubmissionResult<string[]> | undefined }) {
  const { form, fields, outcome } = useSchemaForm(billingSchema, {
    id: "order-billing",
    lastResult,
    defaultValue: { line1: billing.line1, line2: billing.line2 },
  });
  const [same, setSame] = useState(false);
  /** Ticking fills the lines with the service address, unticking clears them; conform hears it as typing. */
  const copyService = (checked: boolean) => {
    setSame(checked);
    const lines: Array<[string, string]> = [
      [fields.line1.id, checked ? billing.serviceLine1 : ""],
      [fields.line2.id, checked ? billing.serviceLine2 : ""],
    ];
    for (const [id, value] of lines) {
      const input = document.getElementById(id);
      if (!(input instanceof HTMLInputElement)) continue;
      input.value = value;
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
  };
  // Ticked before the page came to life: the lines are copied once it does.
  const sameRef = useAdoptChecked(same, copyService);
  // Once a billing address exists the box is locked, and the lines are the customer's to edit.
  const copying = same && !billing.exists;
  const line = (field: typeof fields.line1, label: string) => {
    const { id: _id, key, ...input } = getInputProps(field, { type: "text", ariaAttributes: false });
    return <TextInput key={key} {...input} readOnly={copying} id={field.id} label={label} errors={field.errors} autoComplete="off" />;
  };
  return (
    <section className="card order-section" aria-labelledby="order-billing-title">
      <h2 id="order-billing-title">{t("status.billing.title")}</h2>
      <Form method="post" action={page} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="billing" />
        <div className="field">
          <label className="check">
            <input ref={sameRef} type="checkbox" name={fields.same.name} disabled={billing.exists} onChange={(e) => copyService(e.currentTarget.checked)} />
            {t("status.billing.same")}
          </label>
        </div>
        {line(fields.line1, t("status.billing.line1"))}
        {line(fields.line2, t("status.billing.line2"))}
        <SubmitButton pending={t("app.wait")}>{t("status.billing.save")}</SubmitButton>
      </Form>
      <OutcomeDialog outcome={outcome} />
    </section>
  );
}
