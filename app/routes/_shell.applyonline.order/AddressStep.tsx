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
import { ReadOnlyBox, TextBox } from "~/sales/DetailsFields";
import { addressSchema, INTENTS } from "./forms";
import { addressValuesOf, postalDigits } from "./rules";
import { stepPath, type SignedInFibreOrder } from "./state";
import { StepActions } from "./StepActions";

const EMPTY = { line1: "", line2: "", city: "", postalCode: "" };

export function AddressStep({ order, lastResult }: { order: SignedInFibreOrder; lastResult: SubmissionResult<string[]> | null }) {
  const saved = addressValuesOf(order);
  const { form, fields, outcome } = useSchemaForm(addressSchema, {
    id: "so-address",
    lastResult,
    defaultValue: { ...saved, sameAsService: order.addresses.sameAsService ? "on" : "" },
  });
  const city = order.location?.city ?? "";
  const postalCode = order.location?.postalCode ?? "";

  const initial = (name: keyof typeof saved) => fields[name].initialValue ?? saved[name];
  const [service, setService] = useState({ line1: initial("line1"), line2: initial("line2") });
  const [same, setSame] = useState(order.addresses.sameAsService);
  const [billing, setBilling] = useState({
    line1: initial("billingLine1"),
    line2: initial("billingLine2"),
    city: initial("billingCity"),
    postalCode: initial("billingPostalCode"),
  });
  // Ticked: the billing fields show the service address as it is typed.
  const shown = same ? { line1: service.line1, line2: service.line2, city, postalCode } : billing;
  const billingBox = (name: "line1" | "line2" | "city" | "postalCode", label: Parameters<typeof t>[0], autoComplete: string) => {
    const field = { line1: fields.billingLine1, line2: fields.billingLine2, city: fields.billingCity, postalCode: fields.billingPostalCode }[name];
    return (
      <TextBox
        field={field}
        label={t(label)}
        readOnly={same}
        value={shown[name]}
        onValue={(value) => setBilling((b) => ({ ...b, [name]: name === "postalCode" ? postalDigits(value) : value }))}
        autoComplete={autoComplete}
        inputMode={name === "postalCode" ? "numeric" : undefined}
      />
    );
  };

  return (
    <>
      <Form method="post" action={stepPath(4)} {...getFormProps(form)} className="details-form">
        <button type="submit" name="intent" value={INTENTS.addressNext} className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {t("order.next")}
        </button>
        <input type="hidden" name="serviceCity" value={city} />
        <input type="hidden" name="servicePostalCode" value={postalCode} />
        <p className="details-required">{t("details.required")}</p>

        <fieldset className="details-section">
          <legend>{t("order.addr.service")}</legend>
          <TextBox
            field={fields.line1}
            label={t("order.addr.line1")}
            value={service.line1}
            onValue={(line1) => setService((s) => ({ ...s, line1 }))}
            autoComplete="address-line1"
          />
          <TextBox
            field={fields.line2}
            label={t("order.addr.line2")}
            value={service.line2}
            onValue={(line2) => setService((s) => ({ ...s, line2 }))}
            autoComplete="address-line2"
          />
          <div className="details-grid">
            <ReadOnlyBox id="so-service-city" label={t("order.addr.city")} value={city} />
            <ReadOnlyBox id="so-service-postal" label={t("order.addr.postalCode")} value={postalCode} />
          </div>
          <p className="details-hint">{t("order.addr.serviceHint")}</p>
        </fieldset>

        <fieldset className="details-section">
          <legend>{t("order.addr.billing")}</legend>
          <label className="check">
            <input
              type="checkbox"
              name={fields.sameAsService.name}
              value="on"
              checked={same}
              onChange={(e) => {
                const ticked = e.currentTarget.checked;
                setSame(ticked);
                // Unticking clears the billing address.
                if (!ticked) setBilling(EMPTY);
              }}
            />
            {t("order.addr.same")}
          </label>
          {billingBox("line1", "order.addr.billingLine1", "billing address-line1")}
          {billingBox("line2", "order.addr.billingLine2", "billing address-line2")}
          <div className="details-grid">
            {billingBox("city", "order.addr.billingCity", "billing address-level2")}
            {billingBox("postalCode", "order.addr.billingPostalCode", "billing postal-code")}
          </div>
        </fieldset>

        <StepActions back={stepPath(3)} intent={INTENTS.addressNext} />
      </Form>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
