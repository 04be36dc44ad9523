/**
 * Steps 3 and 4: the customer-details form. Step 4 ("order") verifies the mobile and email with
 * one-time codes and the NIC or passport with the operator, takes the billing address (or the
 * service address) and goes on to the documents. Step 3 ("coverage", the request for coverage where
 * the pin has no signal) takes the same personal fields without checks and posts a sales lead. One
 * form carries every field, so each button also keeps what was typed; the code has its own dialog.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import { OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t as td } from "~/i18n/sales-details";
import { t } from "~/i18n/sales-lte";
import { ContactOtpDialog } from "~/sales/ContactOtpDialog";
import { CustomerAlert, type CustomerAlertText } from "~/sales/CustomerAlert";
import { TextBox, Verified, VerifyButton } from "~/sales/DetailsFields";
import { birthDateOfNic, normaliseNic, normalisePassport, sameContact } from "~/sales/identity";
import { TitleSelect } from "~/sales/TitleSelect";
import { DETAILS_INTENTS, detailsSchema, type DetailsFlags, type DetailsValues } from "./details-form";
import type { DetailsView } from "./details.server";
import { isSriLankan } from "./draft";
import { NationalityField } from "./NationalityField";
import type { LteLocation } from "./state";
import { BACK, stepPath } from "./steps";

type Variant = "order" | "coverage";

const OTP_INTENTS = { resend: DETAILS_INTENTS.resendOtp, verify: DETAILS_INTENTS.verifyOtp, cancel: DETAILS_INTENTS.cancelOtp };

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
      {props.variant === "order" && props.view.otp ? (
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

const serviceAddress = (loc: LteLocation) =>
  [loc.address1, loc.address2, loc.city, loc.postalCode]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(", ");

function DetailsForm({ variant, url, values, flags, location, view, lastResult }: Props & { url: string }) {
  const order = variant === "order";
  const defaults = { ...values, sameAsService: values.sameAsService ? "on" : "", address1: location.address1, address2: location.address2 };
  const { form, fields, outcome } = useSchemaForm(detailsSchema, { id: `lte-details-${variant}`, lastResult, defaultValue: defaults });
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === (order ? DETAILS_INTENTS.next : DETAILS_INTENTS.lead);

  const [title, setTitle] = useState(values.title);
  const [mobile, setMobile] = useState(values.mobile);
  const [email, setEmail] = useState(values.email);
  const [nationality, setNationality] = useState(values.nationality);
  const [idNumber, setIdNumber] = useState(values.idNumber);
  const [dateOfBirth, setDateOfBirth] = useState(values.dateOfBirth);
  const [same, setSame] = useState(values.sameAsService);
  const [billing, setBilling] = useState({
    billing1: values.billing1,
    billing2: values.billing2,
    billingCity: values.billingCity,
    billingPostal: values.billingPostal,
  });

  // What still holds of the server's checks while the customer edits.
  const trusted = (contact: string) => view.trusted.some((c) => sameContact(contact, c));
  const mobileVerified = (flags.mobileVerified && mobile === values.mobile) || trusted(mobile);
  const emailVerified = (flags.emailVerified && email === values.email) || trusted(email);
  const idType = isSriLankan(nationality) ? "nic" : "pp";
  const idVerified = flags.idVerified && idType === flags.idType && title === values.title && idNumber === values.idNumber;
  const dobLocked = idType === "nic" && idVerified;

  // The button last pressed: its check keeps running as the customer corrects the fields.
  const [checked, setChecked] = useState("");
  const pressed = (e: MouseEvent<HTMLFormElement>) => {
    const button = (e.target as HTMLElement).closest("button[name=intent]");
    if (button instanceof HTMLButtonElement) setChecked(button.value);
  };

  const clearIdentity = (all: boolean) => {
    if (all || idType === "nic") setIdNumber("");
    setDateOfBirth("");
  };
  const fromService = { billing1: location.address1, billing2: location.address2, billingCity: location.city, billingPostal: location.postalCode };
  const billingShown = hydrated && same ? fromService : billing;
  const idLabel = !hydrated ? td("details.idNumber") : idType === "nic" ? td("details.nic") : td("details.passport");
  const defaultIntent = order ? DETAILS_INTENTS.next : DETAILS_INTENTS.lead;
  const nextLocked = order && !idVerified;

  return (
    <>
      <Form method="post" action={url} {...getFormProps(form)} className="details-form" onClick={pressed}>
        {/* Enter in a field means the step's own button, not the first Verify. */}
        <button type="submit" name="intent" value={defaultIntent} className="visually-hidden" tabIndex={-1} aria-hidden="true" disabled={nextLocked}>
          {t("lte.next")}
        </button>
        <input type="hidden" name="form" value="details" />
        <input type="hidden" name="checked" value={checked} />
        <input type="hidden" name="idType" value={idType} />
        <input type="hidden" name="mobileVerified" value={String(mobileVerified)} />
        <input type="hidden" name="emailVerified" value={String(emailVerified)} />
        <input type="hidden" name="idVerified" value={String(idVerified)} />
        <p className="details-required">{td("details.required")}</p>
        {order ? null : <p>{t("lte.lead.intro")}</p>}

        <fieldset className="details-section">
          <legend>{td("details.personal")}</legend>
          <div className="details-grid">
            <TitleSelect
              field={fields.title}
              onChange={(value) => {
                setTitle(value);
                clearIdentity(false);
              }}
            />
            <TextBox field={fields.firstName} label={td("details.firstName")} autoComplete="given-name" />
            <TextBox field={fields.lastName} label={td("details.lastName")} autoComplete="family-name" />
          </div>

          <TextBox
            field={fields.mobile}
            label={td("details.mobile")}
            type="tel"
            autoComplete="tel"
            placeholder={td("details.mobile.placeholder")}
            readOnly={view.locked === "mobile"}
            value={mobile}
            onValue={setMobile}
            after={
              order ? mobileVerified ? <Verified /> : <VerifyButton intent={DETAILS_INTENTS.sendMobileOtp} label={td("details.verify.mobile")} /> : undefined
            }
          />
          <TextBox
            field={fields.email}
            label={td("details.email")}
            type="email"
            autoComplete="email"
            placeholder={td("details.email.placeholder")}
            readOnly={view.locked === "email"}
            value={email}
            onValue={setEmail}
            after={order ? emailVerified ? <Verified /> : <VerifyButton intent={DETAILS_INTENTS.sendEmailOtp} label={td("details.verify.email")} /> : undefined}
          />

          <NationalityField
            field={fields.nationality}
            value={nationality}
            onValue={(value) => {
              if (value !== nationality) clearIdentity(true);
              setNationality(value);
            }}
          />
          <TextBox
            field={fields.idNumber}
            label={idLabel}
            value={idNumber}
            autoComplete="off"
            onValue={(value) => {
              const upper = idType === "nic" ? normaliseNic(value) : normalisePassport(value);
              setIdNumber(upper);
              const fromNic = idType === "nic" ? birthDateOfNic(upper) : null;
              if (fromNic) setDateOfBirth(fromNic);
            }}
            after={order ? idVerified ? <Verified /> : <VerifyButton intent={DETAILS_INTENTS.checkId} label={td("details.verify.id")} /> : undefined}
          />
          {order ? (
            <TextBox
              field={fields.dateOfBirth}
              label={td("details.dateOfBirth")}
              type="date"
              readOnly={dobLocked}
              value={dateOfBirth}
              onValue={setDateOfBirth}
              hint={dobLocked ? td("details.dateOfBirth.locked") : undefined}
            />
          ) : null}
        </fieldset>

        {order ? (
          <fieldset className="details-section">
            <legend>{t("lte.details.billing")}</legend>
            <p className="details-hint">{t("lte.details.serviceAddress", { address: serviceAddress(location) })}</p>
            <label className="check lte-same">
              <input
                type="checkbox"
                name="sameAsService"
                value="on"
                checked={same}
                onChange={(e) => {
                  const ticked = e.currentTarget.checked;
                  setSame(ticked);
                  // Unticking clears what was copied.
                  if (!ticked) setBilling({ billing1: "", billing2: "", billingCity: "", billingPostal: "" });
                }}
              />
              {t("lte.details.same")}
            </label>
            <TextBox
              field={fields.billing1}
              label={t("lte.details.billing1")}
              readOnly={same}
              value={billingShown.billing1}
              onValue={(v) => setBilling((b) => ({ ...b, billing1: v }))}
            />
            <TextBox
              field={fields.billing2}
              label={t("lte.details.billing2")}
              readOnly={same}
              value={billingShown.billing2}
              onValue={(v) => setBilling((b) => ({ ...b, billing2: v }))}
            />
            <div className="details-grid">
              <TextBox
                field={fields.billingCity}
                label={t("lte.details.billingCity")}
                readOnly={same}
                value={billingShown.billingCity}
                onValue={(v) => setBilling((b) => ({ ...b, billingCity: v }))}
              />
              <TextBox
                field={fields.billingPostal}
                label={t("lte.details.billingPostal")}
                inputMode="numeric"
                readOnly={same}
                value={billingShown.billingPostal}
                onValue={(v) => setBilling((b) => ({ ...b, billingPostal: v.replace(/\D/g, "") }))}
              />
            </div>
          </fieldset>
        ) : (
          <fieldset className="details-section">
            <legend>{t("lte.loc.address")}</legend>
            <p className="details-hint">{t("lte.lead.location", { city: location.city, lat: location.lat ?? "", lng: location.lng ?? "" })}</p>
            <TextBox field={fields.address1} label={td("details.address1")} autoComplete="address-line1" />
            <TextBox field={fields.address2} label={td("details.address2")} autoComplete="address-line2" />
          </fieldset>
        )}

        {order ? <TextBox field={fields.altContact} label={t("lte.details.altContact")} hint={t("lte.details.altContact.hint")} autoComplete="off" /> : null}
        {hydrated ? null : (
          <button type="submit" name="intent" value={DETAILS_INTENTS.save} className="btn btn-outline">
            {t("lte.apply")}
          </button>
        )}

        {nextLocked ? <p className="details-hint">{t("lte.details.nextLocked")}</p> : null}
        <div className="actions-row sw-actions">
          <Link to={stepPath(BACK[order ? 4 : 3])} className="btn btn-outline">
            {t("lte.back")}
          </Link>
          <button type="submit" name="intent" value={defaultIntent} className="btn btn-primary" disabled={nextLocked} aria-disabled={busy || undefined}>
            {busy ? t("lte.wait") : order ? t("lte.next") : t("lte.lead.submit")}
          </button>
        </div>
      </Form>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
