/**
 * Step 2 of the public fibre wizard: the customer's details, verified contacts and identity, and the
 * service location (city and map pin). One form carries every field, so each of its buttons (Verify
 * mobile, Verify email, Verify NIC/passport, Next) also keeps what was typed; the one-time code has
 * its own small form in a dialog. Without JavaScript everything posts and comes back; with it the
 * form checks as you type, the city list filters and the map takes the pin.
 */
import { getFormProps, getInputProps, getSelectProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useId, useMemo, useRef, useState, type ChangeEvent, type MouseEvent, type ReactNode } from "react";
import { useModal } from "~/components/dialogs";
import { FieldError } from "~/components/inputs";
import { LocationPicker } from "~/components/map/LocationPicker";
import type { MapView } from "~/components/map/LeafletMap";
import { OtpBoxes } from "~/components/OtpBoxes";
import { OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-details";
import { pointFrom, type LatLng } from "~/map/geo";
import type { LocationPickerTexts } from "~/map/types";
import { birthDateOfNic, TITLES } from "~/sales/identity";
import { DETAILS_ACTION, DETAILS_INTENTS, detailsSchema, valuesOf } from "./details-form";
import type { CityOption, DetailsView } from "./details.server";
import type { FibreOrder } from "./state";

type Alert = { title: string; message: string; link?: { to: string; label: string } };

/** Where the map looks first (the island's centre, zoom 7), after a city (zoom 14) and after a pin (zoom 16). */
const ISLAND_VIEW: MapView = { lat: 7.8742, lng: 80.6511, zoom: 7 };
const CITY_ZOOM = 14;
const PIN_ZOOM = 16;
const PIN_SIZE = [40, 70] as const;

const mapTexts: LocationPickerTexts = {
  legend: t("details.map.legend"),
  hint: t("details.map.hint"),
  mapLabel: t("details.map.label"),
  pin: t("details.map.pin"),
  pinCentre: t("details.map.pinCentre"),
  loading: t("details.map.loading"),
  picked: t("details.map.picked"),
  notPicked: t("details.map.notPicked"),
  search: t("details.map.search"),
  searchPlaceholder: t("details.map.search.placeholder"),
  searching: t("details.map.search.searching"),
  none: t("details.map.search.none"),
  count: t("details.map.search.count"),
  results: t("details.map.search.results"),
  failed: t("details.map.search.failed"),
  place: t("details.map.place"),
  placeChoose: t("details.map.place.choose"),
  coordinates: t("details.map.coordinates"),
  latitude: t("details.map.latitude"),
  longitude: t("details.map.longitude"),
};

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
  alert?: Alert | null;
}) {
  const revision = useMemo(() => revisionOf(order), [order]);
  // Each answer of the server starts the form over too (a refused NIC is cleared even when nothing else changed).
  const answers = useRef<{ result: unknown; count: number }>({ result: null, count: 0 });
  if (lastResult && answers.current.result !== lastResult) answers.current = { result: lastResult, count: answers.current.count + 1 };
  return (
    <section className="details-step" aria-labelledby="details-heading">
      <h2 id="details-heading">{t("details.heading")}</h2>
      <DetailsForm key={`${revision}:${answers.current.count}`} view={view} order={order} lastResult={lastResult} />
      {view.otp ? <OtpPanel key={`${view.otp.channel}:${view.otp.contact}`} contact={view.otp.contact} lastResult={lastResult} /> : null}
      {alert ? <AlertDialog key={`${JSON.stringify(alert)}:${answers.current.count}`} alert={alert} /> : null}
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
  // valid NIC gives the date of birth; the document type names the number's label.
  const [idType, setIdType] = useState<"nic" | "pp">(saved.idType);
  const [idNumber, setIdNumber] = useState(fields.idNumber.initialValue ?? saved.idNumber);
  const [dateOfBirth, setDateOfBirth] = useState(fields.dateOfBirth.initialValue ?? saved.dateOfBirth);
  const [email, setEmail] = useState(fields.email.initialValue ?? saved.email);
  const idStillVerified = d.idVerified && idType === d.idType && idNumber.trim().toUpperCase() === (d.idType === "nic" ? d.nic : d.passport);
  const emailStillVerified = d.emailVerified && email.trim() === d.email;
  const dobLocked = idType === "nic" && idStillVerified;

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

  const idLabel = !hydrated ? t("details.idNumber") : idType === "nic" ? t("details.nic") : t("details.passport");
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
        <input type="hidden" name="idVerified" value={String(idStillVerified)} />
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
              <select
                {...selectProps(fields.title)}
                className="input"
                onChange={() => {
                  setIdNumber(idType === "nic" ? "" : idNumber);
                  setDateOfBirth("");
                }}
              >
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

          <fieldset className="details-radios" disabled={!unlocked}>
            <legend>
              {t("details.idType")}
              <Required />
            </legend>
            {(["nic", "pp"] as const).map((type) => (
              <label key={type} className="check">
                <input
                  type="radio"
                  name={fields.idType.name}
                  form={form.id}
                  value={type}
                  defaultChecked={saved.idType === type}
                  onChange={() => {
                    setIdType(type);
                    setIdNumber(type === d.idType ? (type === "nic" ? d.nic : d.passport) : "");
                  }}
                />
                {t(`details.idType.${type}`)}
              </label>
            ))}
          </fieldset>

          <TextBox
            field={fields.idNumber}
            label={idLabel}
            disabled={!unlocked}
            value={idNumber}
            autoComplete="off"
            onValue={(value) => {
              setIdNumber(value);
              const fromNic = idType === "nic" ? birthDateOfNic(value) : null;
              if (fromNic) setDateOfBirth(fromNic);
            }}
            after={idStillVerified ? <Verified /> : <VerifyButton intent={DETAILS_INTENTS.checkId} label={t("details.verify.id")} disabled={!unlocked} />}
          />

          <TextBox
            field={fields.dateOfBirth}
            label={t("details.dateOfBirth")}
            type="date"
            disabled={!unlocked}
            readOnly={dobLocked}
            value={dateOfBirth}
            onValue={setDateOfBirth}
            hint={dobLocked ? t("details.dateOfBirth.locked") : undefined}
          />
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
              texts={mapTexts}
              defaultLatitude={saved.lat}
              defaultLongitude={saved.lng}
              errors={form.allErrors.location}
              names={{ latitude: "lat", longitude: "lng", place: "town" }}
              point={point}
              onChange={setPoint}
              view={mapView}
              pickedZoom={PIN_ZOOM}
              pinSize={PIN_SIZE}
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

function selectProps(field: FieldMetadata<string>) {
  const { key: _key, ...props } = getSelectProps(field, { ariaAttributes: false });
  return { ...props, "aria-invalid": field.errors?.length ? true : undefined, "aria-describedby": `${field.id}-error` };
}

/** A labelled text input with its message, optionally controlled, with a button or badge beside it. */
function TextBox({
  field,
  label,
  type = "text",
  disabled,
  readOnly,
  value,
  onValue,
  after,
  hint,
  autoComplete,
  placeholder,
}: {
  field: FieldMetadata<string>;
  label: string;
  type?: "text" | "email" | "tel" | "date";
  disabled?: boolean;
  readOnly?: boolean;
  value?: string;
  onValue?: (value: string) => void;
  after?: ReactNode;
  hint?: string;
  autoComplete?: string;
  placeholder?: string;
}) {
  const { key, defaultValue, ...props } = getInputProps(field, { type, ariaAttributes: false });
  const errorId = `${field.id}-error`;
  const hintId = `${field.id}-hint`;
  const controlled = value !== undefined ? { value, onChange: (e: ChangeEvent<HTMLInputElement>) => onValue?.(e.currentTarget.value) } : { defaultValue };
  const input = (
    <input
      key={value !== undefined ? undefined : key}
      {...props}
      {...controlled}
      type={type}
      className="input"
      disabled={disabled}
      readOnly={readOnly}
      autoComplete={autoComplete}
      placeholder={placeholder}
      aria-invalid={field.errors?.length ? true : undefined}
      aria-describedby={hint ? `${errorId} ${hintId}` : errorId}
    />
  );
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label}
        <Required />
      </label>
      {after ? (
        <div className="details-inline">
          {input}
          {after}
        </div>
      ) : (
        input
      )}
      {hint ? (
        <p id={hintId} className="details-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={field.errors} />
    </div>
  );
}

/** The required mark: seen, not read out (every field of the step is required, as the note above them says). */
function Required() {
  return <span aria-hidden="true"> *</span>;
}

function ReadOnlyBox({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" value={value} readOnly />
    </div>
  );
}

function VerifyButton({ intent, label, disabled }: { intent: string; label: string; disabled?: boolean }) {
  return (
    <button type="submit" name="intent" value={intent} className="btn btn-outline details-verify" aria-label={label} disabled={disabled}>
      {t("details.verify")}
    </button>
  );
}

function Verified() {
  return <span className="details-verified">{t("details.verified")}</span>;
}

interface CityPickerProps {
  field: FieldMetadata<string>;
  cities: CityOption[];
  chosen: CityOption | null;
  disabled: boolean;
  onChoose: (city: CityOption | null) => void;
}

/**
 * The city: with JavaScript a text box whose list shows the cities a word of which starts with what
 * was typed; without it a select of every city. The chosen city travels as `city`.
 */
function CityPicker({ field, cities, chosen, disabled, onChoose }: CityPickerProps) {
  const hydrated = useHydrated();
  const errorId = `${field.id}-error`;
  if (!hydrated) {
    return (
      <div className="field">
        <label htmlFor={field.id}>
          {t("details.city")}
          <Required />
        </label>
        <select id={field.id} name={field.name} className="input" defaultValue={chosen?.city ?? ""} disabled={disabled} aria-describedby={errorId}>
          <option value="">{t("details.city.choose")}</option>
          {cities.map((c) => (
            <option key={c.city} value={c.city}>
              {c.city}
            </option>
          ))}
        </select>
        <FieldError id={errorId} errors={field.errors} />
      </div>
    );
  }
  return <CityCombobox field={field} cities={cities} chosen={chosen} disabled={disabled} onChoose={onChoose} />;
}

function CityCombobox({ field, cities, chosen, disabled, onChoose }: CityPickerProps) {
  const [query, setQuery] = useState(chosen?.city ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const statusId = useId();
  const errorId = `${field.id}-error`;
  const q = query.trim().toLowerCase();
  const matches = q
    ? cities.filter(
        (c) =>
          c.city
            .toLowerCase()
            .split(/[\s-]+/)
            .some((word) => word.startsWith(q)) || c.city.toLowerCase().startsWith(q),
      )
    : cities;
  const shown = open && !disabled;

  const choose = (city: CityOption) => {
    setQuery(city.city);
    setOpen(false);
    if (city.city !== chosen?.city) onChoose(city);
  };

  return (
    <div className="field details-city">
      <label htmlFor={field.id}>
        {t("details.city")}
        <Required />
      </label>
      <input
        id={field.id}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={t("details.city.placeholder")}
        value={query}
        disabled={disabled}
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && matches[active] ? `${listId}-${active}` : undefined}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={`${errorId} ${statusId}`}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setQuery(value);
          setOpen(true);
          setActive(0);
          // Clearing the city resets district, postal code and pin.
          if (!value.trim() && chosen) onChoose(null);
        }}
        onBlur={() => {
          setOpen(false);
          setQuery(chosen?.city ?? "");
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(i + 1, Math.max(matches.length - 1, 0)));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (e.key === "Enter" && shown) {
            e.preventDefault();
            const city = matches[active];
            if (city) choose(city);
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      <input type="hidden" name={field.name} value={chosen?.city ?? ""} disabled={disabled} />
      <p id={statusId} className="visually-hidden" aria-live="polite">
        {shown && q ? (matches.length ? t("details.city.count", { count: matches.length }) : t("details.city.none")) : ""}
      </p>
      {shown ? (
        <ul id={listId} role="listbox" aria-label={t("details.city.options")} className="details-city-list">
          {matches.map((c, i) => (
            <li
              key={c.city}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className="details-city-option"
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(c);
              }}
            >
              {c.city} <span className="details-city-district">({c.district})</span>
            </li>
          ))}
        </ul>
      ) : (
        <div id={listId} hidden />
      )}
      <FieldError id={errorId} errors={field.errors} />
    </div>
  );
}

/** 'OTP sent to' the contact, six boxes, Resend OTP, Submit ('Verifying' while it checks) and a close icon. */
function OtpPanel({ contact, lastResult }: { contact: string; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const ref = useModal(true);
  const id = useId();
  const navigation = useNavigation();
  const verifying = navigation.state !== "idle" && navigation.formData?.get("intent") === DETAILS_INTENTS.verifyOtp;
  const errors = lastResult?.error?.otp ?? undefined;
  return (
    <dialog ref={ref} open className="details-otp" aria-labelledby={`${id}-title`} aria-describedby={`${id}-sent`}>
      <Form method="post" action={DETAILS_ACTION}>
        <h2 id={`${id}-title`} className="dialog-title">
          {t("details.otp.title")}
        </h2>
        <p id={`${id}-sent`}>{t("details.otp.sentTo", { to: contact })}</p>
        <OtpBoxes id={`${id}-code`} label={t("details.otp.code")} errors={errors ?? undefined} />
        <div className="dialog-actions details-otp-actions">
          <button type="submit" name="intent" value={DETAILS_INTENTS.resendOtp} className="btn-link" formNoValidate>
            {t("details.otp.resend")}
          </button>
          <button type="submit" name="intent" value={DETAILS_INTENTS.verifyOtp} className="btn btn-primary" aria-disabled={verifying || undefined}>
            {verifying ? t("details.otp.verifying") : t("details.otp.submit")}
          </button>
        </div>
        <button type="submit" name="intent" value={DETAILS_INTENTS.cancelOtp} className="details-otp-close" aria-label={t("details.otp.close")} formNoValidate>
          <span aria-hidden="true">×</span>
        </button>
      </Form>
    </dialog>
  );
}

/** The customer-state alert: title, message, an optional link ('Check from here') and Ok. */
function AlertDialog({ alert }: { alert: Alert }) {
  const [open, setOpen] = useState(true);
  const ref = useModal(open);
  const id = useId();
  if (!open) return null;
  const close = () => {
    ref.current?.close();
    setOpen(false);
  };
  return (
    <dialog ref={ref} open className="details-alert" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onCancel={close}>
      <h2 id={`${id}-title`} className="dialog-title">
        {alert.title}
      </h2>
      <p id={`${id}-text`}>{alert.message}</p>
      {alert.link ? (
        <p>
          <Link to={alert.link.to}>{alert.link.label}</Link>
        </p>
      ) : null}
      <form method="dialog" className="dialog-actions" onSubmit={close}>
        <button type="submit" className="btn btn-primary" autoFocus>
          {t("details.alert.ok")}
        </button>
      </form>
    </dialog>
  );
}
