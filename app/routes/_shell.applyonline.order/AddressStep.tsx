/**
 * Step 4: the service address's two lines (its city and postal code are the feasibility step's,
 * read-only) and the billing address. 'Same as service address' copies the service address into the
 * billing fields and locks them; unticking clears them. Next saves the draft and opens the summary.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { OutcomeDialog } from "~/components/outcome";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-order";
import { AddressLines, BillingAddressFields } from "~/sales/AddressFields";
import { DefaultSubmit, ReadOnlyBox } from "~/sales/DetailsFields";
import { StepActions } from "~/sales/StepActions";
import { addressSchema, addressValuesOf, BILLING_NAMES, INTENTS } from "./forms";
import type { SignedInFibreOrder } from "./state";
import { stepPath } from "./steps";

export function AddressStep({ order, lastResult }: { order: SignedInFibreOrder; lastResult: SubmissionResult<string[]> | null }) {
  const saved = addressValuesOf(order);
  const { form, fields, outcome } = useSchemaForm(addressSchema, {
    id: "so-address",
    keep: "order-address",
    lastResult,
    defaultValue: { ...saved, sameAsService: order.addresses.sameAsService ? "on" : "" },
  });
  const city = order.location?.city ?? "";
  const postalCode = order.location?.postalCode ?? "";
  const initial = (name: keyof typeof saved) => fields[name].initialValue ?? saved[name];
  const [service, setService] = useState({ line1: initial("line1"), line2: initial("line2") });

  return (
    <>
      <Form method="post" action={stepPath(4)} {...getFormProps(form)} className="details-form">
        <DefaultSubmit intent={INTENTS.addressNext} />
        <input type="hidden" name="serviceCity" value={city} />
        <input type="hidden" name="servicePostalCode" value={postalCode} />
        <p className="details-required">{t("details.required")}</p>

        <fieldset className="details-section">
          <legend>{t("order.addr.service")}</legend>
          <AddressLines fields={fields} value={service} onValue={setService} />
          <div className="details-grid">
            <ReadOnlyBox id="so-service-city" label={t("order.addr.city")} value={city} />
            <ReadOnlyBox id="so-service-postal" label={t("order.addr.postalCode")} value={postalCode} />
          </div>
          <p className="details-hint">{t("order.addr.serviceHint")}</p>
        </fieldset>

        <BillingAddressFields
          fields={fields}
          names={BILLING_NAMES}
          labels={{ city: t("order.addr.billingCity"), postalCode: t("order.addr.billingPostalCode") }}
          service={{ ...service, city, postalCode }}
          saved={{ same: order.addresses.sameAsService, billing: order.addresses.billing }}
        />

        <StepActions back={stepPath(3)} intent={INTENTS.addressNext} />
      </Form>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
