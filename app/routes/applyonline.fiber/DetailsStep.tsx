/**
 * Step 2 of the public fibre wizard: the customer's details, verified contacts and identity, and the
 * service location (city and map pin). One form carries every field, so each of its buttons (Verify
 * mobile, Verify email, Verify NIC/passport, Next) also keeps what was typed; the one-time code has
 * its own small form in a dialog. Without JavaScript everything posts and comes back; with it the
 * form checks as you type, the city list filters and the map takes the pin.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useMemo, useRef, useState, type MouseEvent } from "react";
import { FieldError } from "~/components/inputs";
import { LocationPicker } from "~/components/map/LocationPicker";
import type { MapView } from "~/components/map/LeafletMap";
import { OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-details";
import { pointFrom, type LatLng } from "~/map/geo";
import type { CityOption } from "~/sales/cities";
import { CityPicker } from "~/sales/CityPicker";
import { ContactOtpDialog } from "~/sales/ContactOtpDialog";
import { CustomerAlert, type CustomerAlertText } from "~/sales/CustomerAlert";
import { ReadOnlyBox, Required, selectProps, TextBox, Verified, VerifyButton } from "~/sales/DetailsFields";
import { TITLES } from "~/sales/identity";
import { IdentityFields, useIdentity } from "~/sales/IdentityFields";
import { CITY_ZOOM, ISLAND_VIEW, WIZARD_MAP } from "~/sales/location";
import { DETAILS_ACTION, DETAILS_INTENTS, detailsSchema, valuesOf } from "./details-form";
import type { DetailsView } from "./details.server";
import type { FibreOrder } from "./state";

const OTP_INTENTS = { resend: DETAILS_INTENTS.resendOtp, verify: DETAILS_INTENTS.verifyOtp, cancel: DETAILS_INTENTS.cancelOtp };

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
  const { form, fields, outcome } = useSchemaForm(detailsSchema, { id: "details", lastResult, defaultValue: saved });
  const d = order.details;
  const unlocked = d.mobileVerified;
  const navigation = useNavigation();
  const nextBusy = navigation.state !== "idle" && navigation.formData?.get("intent") === DETAILS_INTENTS.next;

  // What the browser changes before posting: the title clears the NIC and the date of birth; a
  // valid NIC gives the date of birth (IdentityFields).
  const identity = useIdentity(d, { idNumber: fields.idNumber.initialValue, dateOfBirth: fields.dateOfBirth.initialValue });
  const [email, setEmail] = useState(fields.email.initialValue ?? saved.email);
  const emailStillVerified = d.emailVerified && email.trim() === d.email;

  const [city, setCity] = useState<CityOption | null>(() => view.cities.find((c) => c.city === saved.city) ?? null);
  const [point, setPoint] = useState<LatLng | null>(() => pointFrom(saved.lat, saved.lng));
  const [mapView, setMapView] = useState<MapView>(() => (city ? { lat: city.lat, lng: city.lng, zoom: CITY_ZOOM } : ISLAND_VIEW));
  const hydrated = useHydrated();
  // Which button was pressed last: its checks keep running as the visitor corrects the fields.
  const [checked, setChecked] = useState("");
  const pressed = (e: MouseEvent<HTMLFormElement>) => {
    const button = (e.target as HTMLElement).closest("button[name=intent]");
    if (button instanceof HTMLButtonElement) setChecked(button.value);
  };

  const chooseCity = (next: CityOption | null) => {
    // A new city centres the map on it and clears the pin: the visitor places it in that city.
    setCity(next);
    setPoint(null);
    setMapView(next ? { lat: next.lat, lng: next.lng, zoom: CITY_ZOOM } : ISLAND_VIEW);
  };

  const location = order.location;
  const shownDistrict = hydrated ? (city?.district ?? "") : (location?.district ?? "");
  const shownPostal = hydrated ? (city?.postalCode ?? "") : (location?.postalCode ?? "");

  return (
    <>
      <Form method="post" action={DETAILS_ACTION} {...getFormProps(form)} className="details-form" onClick={pressed}>
        {/* Enter in a field means Next, not the first Verify button. */}
        <button type="submit" name="intent" value={DETAILS_INTENTS.next} className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {t("details.next")}
        </button>
        <input type="hidden" name="mobileVerified" value={String(d.mobileVerified)} />
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

          <TextBox
            field={fields.mobile}
            label={t("details.mobile")}
            type="tel"
            autoComplete="tel"
            placeholder={t("details.mobile.placeholder")}
            readOnly={d.mobileVerified}
            after={d.mobileVerified ? <Verified /> : <VerifyButton intent={DETAILS_INTENTS.sendMobileOtp} label={t("details.verify.mobile")} />}
          />
          {unlocked ? null : <p className="notice details-locked">{t("details.mobileFirst")}</p>}

          <TextBox
            field={fields.email}
            label={t("details.email")}
            type="email"
            autoComplete="email"
            placeholder={t("details.email.placeholder")}
            disabled={!unlocked}
            value={email}
            onValue={setEmail}
            after={
              emailStillVerified ? <Verified /> : <VerifyButton intent={DETAILS_INTENTS.sendEmailOtp} label={t("details.verify.email")} disabled={!unlocked} />
            }
          />

          <IdentityFields identity={identity} fields={fields} formId={form.id} checkIntent={DETAILS_INTENTS.checkId} disabled={!unlocked} />
        </fieldset>

        <fieldset className="details-section">
          <legend>{t("details.location")}</legend>
          <CityPicker
            field={fields.city}
            cities={view.cities}
            chosen={hydrated ? city : (view.cities.find((c) => c.city === saved.city) ?? null)}
            disabled={!unlocked}
            onChoose={chooseCity}
          />
          <div className="details-grid">
            <ReadOnlyBox id="details-district" label={t("details.district")} value={shownDistrict} />
            <ReadOnlyBox id="details-postal" label={t("details.postalCode")} value={shownPostal} />
          </div>
          {unlocked ? (
            <LocationPicker
              id="details-location"
              services={view.map}
              places={view.places}
              {...WIZARD_MAP}
              defaultLatitude={saved.lat}
              defaultLongitude={saved.lng}
              errors={form.allErrors.location}
              point={point}
              onChange={setPoint}
              view={mapView}
            />
          ) : (
            <FieldError id="details-location-error" errors={form.allErrors.location} />
          )}
          <p className="details-attempts">{t("details.attempts")}</p>
          <TextBox field={fields.address1} label={t("details.address1")} disabled={!unlocked} autoComplete="address-line1" />
          <TextBox field={fields.address2} label={t("details.address2")} disabled={!unlocked} autoComplete="address-line2" />
        </fieldset>

        <div className="details-actions">
          <Link to="/applyonline/fiber?step=packages" className="btn btn-outline">
            {t("details.back")}
          </Link>
          <button type="submit" name="intent" value={DETAILS_INTENTS.next} className="btn btn-primary" aria-disabled={nextBusy || undefined}>
            {nextBusy ? t("details.saving") : t("details.next")}
          </button>
        </div>
      </Form>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
