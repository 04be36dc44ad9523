/**
 * Steps 3 and 4: the customer-details form. Both verify the mobile and email with one-time codes and
 * the NIC or passport with the operator, whose check unlocks the step's Next (spec 002 §2.6). Step 4
 * ("order") takes the billing address (or the service address) and goes on to the documents; step 3
 * ("coverage", the request for coverage where the pin has no signal) takes the service address lines
 * and posts a sales lead. One form carries every field, so each button also keeps what was typed; the
 * code has its own dialog.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-lte";
import { AddressLines, BillingAddressFields } from "~/sales/AddressFields";
import { ContactOtpDialog } from "~/sales/ContactOtpDialog";
import { CustomerAlert, type CustomerAlertText } from "~/sales/CustomerAlert";
import { OTP_INTENTS, VERIFY_INTENTS } from "~/sales/details-schema";
import { CustomerDetailsForm, TextBox } from "~/sales/DetailsFields";
import { PersonalDetails, usePerson } from "~/sales/PersonFields";
import { StepActions } from "~/sales/StepActions";
import { BILLING_NAMES, billingOf, DETAILS_INTENTS, detailsSchema, type DetailsFlags, type DetailsValues } from "./forms";
import type { DetailsView } from "./details.server";
import { isSriLankan } from "./draft";
import { NationalityField } from "./NationalityField";
import type { LteLocation } from "./state";
import { BACK, stepPath } from "./steps";

type Variant = "order" | "coverage";

type Props = {
  variant: Variant;
  values: DetailsValues & { sameAsService: boolean };
  flags: DetailsFlags;
  location: LteLocation;
  view: DetailsView;
  lastResult: SubmissionResult<string[]> | null;
  alert: CustomerAlertText | null;
};

export function DetailsStep(props: Props) {
  const visit = useLocation().key;
  const url = stepPath(props.variant === "order" ? 4 : 3);
  return (
    <section className="details-step" aria-label={t(props.variant === "order" ? "lte.heading.4" : "lte.heading.3")}>
      {/* Each page view the server answered starts the form from what the session holds. */}
      <DetailsForm key={visit} url={url} {...props} />
      {props.view.otp ? (
        <ContactOtpDialog
          key={`${props.view.otp.channel}:${props.view.otp.contact}:${visit}`}
          action={url}
          intents={OTP_INTENTS}
          contact={props.view.otp.contact}
          lastResult={props.lastResult}
          autoSubmit
        />
      ) : null}
      {props.alert ? <CustomerAlert key={visit} alert={props.alert} /> : null}
    </section>
  );
}

const joined = (parts: string[]) =>
  parts
    .map((s) => s.trim())
    .filter(Boolean)
    .join(", ");

function DetailsForm({ variant, url, values, flags, location, view, lastResult }: Props & { url: string }) {
  const order = variant === "order";
  const defaults = { ...values, sameAsService: values.sameAsService ? "on" : "", address1: location.address1, address2: location.address2 };
  const { form, fields, outcome } = useSchemaForm(detailsSchema, {
    id: `lte-details-${variant}`,
    keep: `lte-details-${variant}`,
    lastResult,
    defaultValue: defaults,
  });
  const hydrated = useHydrated();

  // What still holds of the server's checks while the customer edits: the nationality decides the document.
  const [nationality, setNationality] = useState(values.nationality);
  const person = usePerson(fields, { ...values, ...flags }, { given: isSriLankan(nationality) ? "nic" : "pp", trusted: view.trusted });
  const service = { line1: location.address1, line2: location.address2, city: location.city, postalCode: location.postalCode };
  const defaultIntent = order ? DETAILS_INTENTS.next : DETAILS_INTENTS.lead;
  const nextLocked = !person.identity.verified;

  return (
    <>
      <CustomerDetailsForm action={url} form={form} intent={defaultIntent} disabled={nextLocked} verified={person.verified}>
        <input type="hidden" name="form" value="details" />
        {order ? null : <p>{t("lte.lead.intro")}</p>}

        <PersonalDetails
          fields={fields}
          formId={form.id}
          person={person}
          verify={VERIFY_INTENTS}
          readOnly={{ [view.locked]: true }}
          withDateOfBirth
          beforeIdentity={
            <NationalityField
              field={fields.nationality}
              value={nationality}
              onValue={(value) => {
                if (value !== nationality) person.identity.clear();
                setNationality(value);
              }}
            />
          }
        />

        {order ? (
          <BillingAddressFields fields={fields} names={BILLING_NAMES} service={service} saved={{ same: values.sameAsService, billing: billingOf(values) }}>
            <p className="details-hint">{t("lte.details.serviceAddress", { address: joined(Object.values(service)) })}</p>
          </BillingAddressFields>
        ) : (
          <fieldset className="details-section">
            <legend>{t("lte.loc.address")}</legend>
            <p className="details-hint">{t("lte.lead.location", { city: location.city, lat: location.lat ?? "", lng: location.lng ?? "" })}</p>
            <AddressLines fields={{ line1: fields.address1, line2: fields.address2 }} />
          </fieldset>
        )}

        {order ? (
          <TextBox field={fields.altContact} label={t("lte.details.altContact")} hint={t("lte.details.altContact.hint")} autoComplete="off" optional />
        ) : null}
        {hydrated ? null : (
          <button type="submit" name="intent" value={order ? DETAILS_INTENTS.save : DETAILS_INTENTS.leadSave} className="btn btn-outline">
            {t("lte.apply")}
          </button>
        )}

        {nextLocked ? <p className="details-hint">{t("lte.details.nextLocked")}</p> : null}
        <StepActions back={stepPath(BACK[order ? 4 : 3])} intent={defaultIntent} label={order ? undefined : t("lte.lead.submit")} disabled={nextLocked} />
      </CustomerDetailsForm>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
