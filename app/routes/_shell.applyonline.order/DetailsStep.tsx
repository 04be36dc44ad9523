/**
 * Step 3: title, names, the two contacts, NIC or passport and the date of birth. The sign-in's contact
 * (a MOBILE user's mobile, anyone else's email) is read-only and verified; the other is verified with a
 * one-time code (its own small form in a dialog). One form carries every field, so each button (Verify
 * mobile, Verify email, Verify NIC or passport, Next) also keeps what was typed. With JavaScript the
 * form checks first, in the order Next checks; without it every button posts and comes back.
 */
import type { SubmissionResult } from "@conform-to/react";
import { OutcomeDialog } from "~/components/outcome";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-order";
import { ContactOtpDialog } from "~/sales/ContactOtpDialog";
import type { PendingOtp } from "~/sales/contacts.server";
import { CustomerAlert, type CustomerAlertText } from "~/sales/CustomerAlert";
import { OTP_INTENTS, VERIFY_INTENTS } from "~/sales/details-schema";
import { CustomerDetailsForm } from "~/sales/DetailsFields";
import { PersonalDetails, usePerson } from "~/sales/PersonFields";
import { StepActions } from "~/sales/StepActions";
import { detailsSchema, detailsValuesOf, INTENTS } from "./forms";
import type { SignedInFibreOrder } from "./state";
import { stepPath } from "./steps";

export function DetailsStep({
  order,
  otp,
  lastResult,
  alert,
}: {
  order: SignedInFibreOrder;
  otp: PendingOtp | null;
  lastResult: SubmissionResult<string[]> | null;
  alert: CustomerAlertText | null;
}) {
  return (
    <>
      <DetailsForm order={order} lastResult={lastResult} />
      {otp ? (
        <ContactOtpDialog key={`${otp.channel}:${otp.contact}`} action={stepPath(3)} intents={OTP_INTENTS} contact={otp.contact} lastResult={lastResult} />
      ) : null}
      {alert ? <CustomerAlert key={JSON.stringify([alert, lastResult])} alert={alert} /> : null}
    </>
  );
}

const LOCKED_HINT = { mobile: "order.details.lockedMobile", email: "order.details.lockedEmail" } as const;

function DetailsForm({ order, lastResult }: { order: SignedInFibreOrder; lastResult: SubmissionResult<string[]> | null }) {
  const c = order.customer;
  const saved = detailsValuesOf(order);
  const { form, fields, outcome } = useSchemaForm(detailsSchema, { id: "so-details", keep: "order-details", lastResult, defaultValue: saved });
  const locked = order.contacts.userType === "MOBILE" ? "mobile" : "email";

  // What the browser changes before posting: the title clears the NIC and the date of birth, a valid
  // NIC gives the date of birth (IdentityFields); an edited contact is verified only if it is a contact known as verified.
  const person = usePerson(fields, { ...saved, ...c }, { trusted: [order.contacts.login, order.contacts.alternate] });

  return (
    <>
      <CustomerDetailsForm action={stepPath(3)} form={form} intent={INTENTS.next} verified={person.verified}>
        <PersonalDetails
          fields={fields}
          formId={form.id}
          person={person}
          verify={VERIFY_INTENTS}
          readOnly={{ [locked]: true }}
          hints={{ [locked]: t(LOCKED_HINT[locked]) }}
        />
        <StepActions back={stepPath(2)} intent={INTENTS.next} />
      </CustomerDetailsForm>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
