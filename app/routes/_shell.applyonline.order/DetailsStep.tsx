/**
 * Step 3: title, names, the two contacts, NIC or passport and the date of birth. The sign-in's contact
 * (a MOBILE user's mobile, anyone else's email) is read-only and verified; the other is verified with a
 * one-time code (its own small form in a dialog). One form carries every field, so each button (Verify
 * mobile, Verify email, Verify NIC or passport, Next) also keeps what was typed. With JavaScript the
 * form checks first, in the order Next checks; without it every button posts and comes back.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import { FieldError } from "~/components/inputs";
import { OutcomeDialog } from "~/components/outcome";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-order";
import { ContactOtpDialog } from "~/sales/ContactOtpDialog";
import { CustomerAlert, type CustomerAlertText } from "~/sales/CustomerAlert";
import { Required, selectProps, TextBox, Verified, VerifyButton } from "~/sales/DetailsFields";
import { sameContact, TITLES } from "~/sales/identity";
import { IdentityFields, useIdentity } from "~/sales/IdentityFields";
import type { PendingOtp } from "~/sales/contacts.server";
import { detailsSchema, INTENTS } from "./forms";
import { detailsValuesOf } from "./rules";
import { stepPath, type SignedInFibreOrder } from "./state";
import { StepActions } from "./StepActions";

const OTP_INTENTS = { resend: INTENTS.resendOtp, verify: INTENTS.verifyOtp, cancel: INTENTS.cancelOtp };

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

function DetailsForm({ order, lastResult }: { order: SignedInFibreOrder; lastResult: SubmissionResult<string[]> | null }) {
  const c = order.customer;
  const saved = { ...detailsValuesOf(order), mobile: c.mobile, email: c.email };
  const { form, fields, outcome } = useSchemaForm(detailsSchema, { id: "so-details", lastResult, defaultValue: saved });
  const locked = order.contacts.userType === "MOBILE" ? "mobile" : "email";

  // What the browser changes before posting: the title clears the NIC and the date of birth, a valid
  // NIC gives the date of birth (IdentityFields); an edited contact is verified only if it is a contact known as verified.
  const identity = useIdentity(c, { idNumber: fields.idNumber.initialValue, dateOfBirth: fields.dateOfBirth.initialValue });
  const [mobile, setMobile] = useState(fields.mobile.initialValue ?? saved.mobile);
  const [email, setEmail] = useState(fields.email.initialValue ?? saved.email);
  const known = (value: string) => sameContact(value, order.contacts.login) || sameContact(value, order.contacts.alternate);
  const mobileVerified = (c.mobileVerified && mobile.trim() === c.mobile) || known(mobile);
  const emailVerified = (c.emailVerified && email.trim() === c.email) || known(email);

  // Which button was pressed last: its checks keep running as the customer corrects the fields.
  const [checked, setChecked] = useState("");
  const pressed = (e: MouseEvent<HTMLFormElement>) => {
    const button = (e.target as HTMLElement).closest("button[name=intent]");
    if (button instanceof HTMLButtonElement) setChecked(button.value);
  };

  const contact = (channel: "mobile" | "email") => {
    const isLocked = channel === locked;
    const verified = channel === "mobile" ? mobileVerified : emailVerified;
    return (
      <TextBox
        field={channel === "mobile" ? fields.mobile : fields.email}
        label={t(channel === "mobile" ? "details.mobile" : "details.email")}
        type={channel === "mobile" ? "tel" : "email"}
        autoComplete={channel === "mobile" ? "tel" : "email"}
        placeholder={t(channel === "mobile" ? "details.mobile.placeholder" : "details.email.placeholder")}
        readOnly={isLocked}
        value={channel === "mobile" ? mobile : email}
        onValue={channel === "mobile" ? setMobile : setEmail}
        hint={isLocked ? t(channel === "mobile" ? "order.details.lockedMobile" : "order.details.lockedEmail") : undefined}
        after={
          verified ? (
            <Verified />
          ) : (
            <VerifyButton
              intent={channel === "mobile" ? INTENTS.sendMobileOtp : INTENTS.sendEmailOtp}
              label={t(channel === "mobile" ? "details.verify.mobile" : "details.verify.email")}
            />
          )
        }
      />
    );
  };

  return (
    <>
      <Form method="post" action={stepPath(3)} {...getFormProps(form)} className="details-form" onClick={pressed}>
        {/* Enter in a field means Next, not the first Verify button. */}
        <button type="submit" name="intent" value={INTENTS.detailsNext} className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {t("order.next")}
        </button>
        <input type="hidden" name="mobileVerified" value={String(mobileVerified)} />
        <input type="hidden" name="emailVerified" value={String(emailVerified)} />
        <input type="hidden" name="idVerified" value={String(identity.verified)} />
        <input type="hidden" name="checked" value={checked} />
        <p className="details-required">{t("details.required")}</p>

        <fieldset className="details-section">
          <legend>{t("details.personal")}</legend>
          <div className="details-grid">
            <div className="field">
              <label htmlFor={fields.title.id}>
                {t("details.title")}
                <Required />
              </label>
              <select {...selectProps(fields.title)} className="input" onChange={identity.titleChanged}>
                <option value="">{t("details.title.choose")}</option>
                {TITLES.map((title) => (
                  <option key={title} value={title}>
                    {t(`details.title.${title}`)}
                  </option>
                ))}
              </select>
              <FieldError id={`${fields.title.id}-error`} errors={fields.title.errors} />
            </div>
            <TextBox field={fields.firstName} label={t("details.firstName")} autoComplete="given-name" />
            <TextBox field={fields.lastName} label={t("details.lastName")} autoComplete="family-name" />
          </div>
          {contact("mobile")}
          {contact("email")}

          <IdentityFields identity={identity} fields={fields} formId={form.id} checkIntent={INTENTS.checkId} />
        </fieldset>

        <StepActions back={stepPath(2)} intent={INTENTS.detailsNext} />
      </Form>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
