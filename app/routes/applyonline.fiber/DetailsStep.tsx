/**
 * Step 2 of the public fibre wizard: the customer's details, verified contacts and identity, and the
 * service location (city and map pin). One form carries every field, so each of its buttons (Verify
 * mobile, Verify email, Verify NIC/passport, Next) also keeps what was typed; the one-time code has
 * its own small form in a dialog. Without JavaScript everything posts and comes back; with it the
 * form checks as you type, the city list filters and the map takes the pin.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useMemo, useRef } from "react";
import { OutcomeDialog } from "~/components/outcome";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-details";
import { ContactOtpDialog } from "~/sales/ContactOtpDialog";
import { CustomerAlert, type CustomerAlertText } from "~/sales/CustomerAlert";
import { CONTACT_INTENTS, OTP_INTENTS, VERIFY_INTENTS } from "~/sales/details-schema";
import { AddressLines } from "~/sales/AddressFields";
import { CustomerDetailsForm } from "~/sales/DetailsFields";
import { PersonalDetails, usePerson } from "~/sales/PersonFields";
import { ServiceLocationFields, useServiceLocation } from "~/sales/ServiceLocationFields";
import { StepActions } from "~/sales/StepActions";
import { DETAILS_ACTION, detailsSchema, valuesOf } from "./forms";
import type { DetailsView } from "./details.server";
import type { FibreOrder } from "./state";

/** A short fingerprint of the saved state: the form starts over from it whenever the server changed something. */
function revisionOf(order: FibreOrder): string {
  const text = JSON.stringify([order.details, order.location, order.orderRef]);
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

export function DetailsStep({
  view,
  order,
  lastResult,
  alert,
}: {
  view: DetailsView;
  order: FibreOrder;
  lastResult: SubmissionResult<string[]> | null | undefined;
  alert?: CustomerAlertText | null;
}) {
  const revision = useMemo(() => revisionOf(order), [order]);
  // Each answer of the server starts the form over too (a refused NIC is cleared even when nothing else changed).
  const answers = useRef<{ result: unknown; count: number }>({ result: null, count: 0 });
  if (lastResult && answers.current.result !== lastResult) answers.current = { result: lastResult, count: answers.current.count + 1 };
  return (
    <section className="details-step" aria-labelledby="details-heading">
      <h2 id="details-heading">{t("details.heading")}</h2>
      <DetailsForm key={`${revision}:${answers.current.count}`} view={view} order={order} lastResult={lastResult} />
      {view.otp ? (
        <ContactOtpDialog
          key={`${view.otp.channel}:${view.otp.contact}`}
          action={DETAILS_ACTION}
          intents={OTP_INTENTS}
          contact={view.otp.contact}
          lastResult={lastResult}
        />
      ) : null}
      {alert ? <CustomerAlert key={`${JSON.stringify(alert)}:${answers.current.count}`} alert={alert} /> : null}
      <OutcomeDialog outcome={view.citiesError ? { kind: "error", message: view.citiesError, id: "details-cities" } : null} />
    </section>
  );
}

function DetailsForm({ view, order, lastResult }: { view: DetailsView; order: FibreOrder; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const saved = useMemo(() => valuesOf(order), [order]);
  const { form, fields, outcome } = useSchemaForm(detailsSchema, { id: "details", keep: "fibre-details", lastResult, defaultValue: saved });
  const d = order.details;
  const unlocked = d.mobileVerified;

  // What the browser changes before posting: the title clears the NIC and the date of birth; a
  // valid NIC gives the date of birth (IdentityFields).
  const person = usePerson(fields, { ...saved, mobileVerified: d.mobileVerified, emailVerified: d.emailVerified, idVerified: d.idVerified });
  const location = useServiceLocation(view.cities, order.location);

  return (
    <>
      <CustomerDetailsForm
        action={DETAILS_ACTION}
        form={form}
        intent={CONTACT_INTENTS.next}
        verified={{ mobileVerified: d.mobileVerified, idVerified: person.verified.idVerified }}
      >
        <PersonalDetails
          fields={fields}
          formId={form.id}
          person={person}
          verify={VERIFY_INTENTS}
          readOnly={{ mobile: d.mobileVerified }}
          mobileFirst={!unlocked}
        />

        <fieldset className="details-section">
          <legend>{t("details.location")}</legend>
          <ServiceLocationFields id="details" entry={location} view={view} cityField={fields.city} errors={form.allErrors.location} disabled={!unlocked} />
          <p className="details-attempts">{t("details.attempts")}</p>
          <AddressLines fields={{ line1: fields.address1, line2: fields.address2 }} disabled={!unlocked} />
        </fieldset>

        <StepActions back="/applyonline/fiber?step=packages" intent={CONTACT_INTENTS.next} />
      </CustomerDetailsForm>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
