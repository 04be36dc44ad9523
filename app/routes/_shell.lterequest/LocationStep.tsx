import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FieldError } from "~/components/inputs";
import type { MapView } from "~/components/map/LeafletMap";
import { LocationPicker } from "~/components/map/LocationPicker";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t as td } from "~/i18n/sales-details";
import { t } from "~/i18n/sales-lte";
import { formatCoordinate, type LatLng } from "~/map/geo";
import type { CityOption } from "~/sales/cities";
import { CityPicker } from "~/sales/CityPicker";
import { ReadOnlyBox, TextBox } from "~/sales/DetailsFields";
import { CITY_ZOOM, ISLAND_VIEW, PIN_ZOOM, WIZARD_MAP } from "~/sales/location";
import { grantProblem, isAvailable, locationSchema } from "./location";
import type { LocationView } from "./location.server";
import type { CoverageCheck, LteLocation } from "./state";
import { stepPath } from "./steps";

const STEP_URL = stepPath(2);

const pinOf = (loc: Pick<LteLocation, "lat" | "lng">): LatLng | null => (loc.lat !== null && loc.lng !== null ? { lat: loc.lat, lng: loc.lng } : null);
const pinKey = (point: LatLng | null) => (point ? `${formatCoordinate(point.lat)},${formatCoordinate(point.lng)}` : "");

/** The legend of the map's coverage layer: red high, yellow low. */
function CoverageLegend() {
  return (
    <div className="lte-legend">
      <p className="lte-legend-title">{t("lte.loc.legend")}</p>
      <ul className="list-plain lte-legend-list">
        <li>
          <span className="lte-swatch lte-swatch-high" aria-hidden="true" />
          {t("lte.loc.high")}
        </li>
        <li>
          <span className="lte-swatch lte-swatch-low" aria-hidden="true" />
          {t("lte.loc.low")}
        </li>
      </ul>
    </div>
  );
}

/** What the operator said of the pin's signal, and the way to ask for coverage. */
function CoverageNote({ level, checking, pinned }: { level: CoverageCheck["level"] | null; checking: boolean; pinned: boolean }) {
  if (!pinned) return <p className="muted">{t("lte.loc.noteBeforePin")}</p>;
  return (
    <>
      {checking ? (
        <p className="lte-checking" role="status">
          {t("lte.loc.checking")}
        </p>
      ) : level ? (
        <p className={isAvailable(level) ? "notice lte-available" : "notice lte-unavailable"} role="status">
          {t(isAvailable(level) ? "lte.loc.available" : "lte.loc.unavailable")}
        </p>
      ) : null}
      <p className="lte-coverage-note">
        {t("lte.loc.note")} <Link to={stepPath(3)}>{t("lte.loc.requestCoverage")}</Link>
      </p>
    </>
  );
}

/**
 * Step 2, the feasibility check: city, map (search, home icon, coverage layer and legend), the
 * operator's coverage answer for the pin, the consent and the postal address. With JavaScript every
 * change of city or pin is saved at once and the coverage shows when the operator answers;
 * without it the town list stands in for the map and "Check coverage" posts the form.
 */
export function LocationStep(props: {
  location: LteLocation;
  coverage: CoverageCheck["level"] | null;
  view: LocationView;
  lastResult: SubmissionResult<string[]> | null;
}) {
  // Each page view the server answered (a post, a reload) starts from what the session holds.
  return <LocationForm key={useLocation().key} {...props} />;
}

function LocationForm({
  location,
  coverage,
  view,
  lastResult,
}: {
  location: LteLocation;
  coverage: CoverageCheck["level"] | null;
  view: LocationView;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const hydrated = useHydrated();
  const saved = {
    ...location,
    lat: location.lat === null ? "" : String(location.lat),
    lng: location.lng === null ? "" : String(location.lng),
    grant: location.grant ? "on" : "",
  };
  const { form, fields, outcome } = useSchemaForm(locationSchema, { id: "lte-location", lastResult, defaultValue: saved });
  const [city, setCity] = useState<CityOption | null>(() => view.cities.find((c) => c.city === location.city) ?? null);
  const [point, setPoint] = useState<LatLng | null>(() => pinOf(location));
  const [mapView, setMapView] = useState<MapView>(() => (city ? { lat: city.lat, lng: city.lng, zoom: CITY_ZOOM } : ISLAND_VIEW));
  const [grant, setGrant] = useState(location.grant);
  const [grantError, setGrantError] = useState<string | null>(null);
  const [address1, setAddress1] = useState(location.address1);
  const [address2, setAddress2] = useState(location.address2);

  // Every change of city or pin is saved at once (and the pin's coverage asked), one save at a time:
  // a change made while one is on its way follows it.
  const formRef = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher();
  const changes = `${city?.city ?? ""}|${pinKey(point)}`;
  const lastSaved = useRef(changes);
  const idle = fetcher.state === "idle";
  const submit = fetcher.submit;
  useEffect(() => {
    if (!idle || changes === lastSaved.current || !formRef.current) return;
    lastSaved.current = changes;
    const body = new FormData(formRef.current);
    body.set("intent", "location-save");
    body.set("via", "fetch");
    body.delete("_submission");
    submit(body, { method: "post", action: STEP_URL });
  }, [changes, idle, submit]);

  const chooseCity = (next: CityOption | null) => {
    setCity(next);
    setPoint(null);
    setGrant(false);
    setAddress1("");
    setAddress2("");
    setMapView(next ? { lat: next.lat, lng: next.lng, zoom: CITY_ZOOM } : ISLAND_VIEW);
  };

  const shownCity = hydrated ? city : (view.cities.find((c) => c.city === location.city) ?? null);
  const shownPin = hydrated ? point : pinOf(location);
  const located = Boolean(shownCity && shownPin);
  // The answer is for the saved pin: it shows while the page's pin is that one.
  const level = pinKey(shownPin) === pinKey(pinOf(location)) ? coverage : null;
  const checking = hydrated && (!idle || changes !== lastSaved.current);
  const grantErrors = grantError ? [grantError] : fields.grant.errors;

  return (
    <>
      <p className="sw-hint">{t("lte.loc.intro")}</p>
      <Form method="post" action={STEP_URL} {...getFormProps(form)} ref={formRef} className="lte-location">
        <div className="details-grid">
          <CityPicker field={fields.city} cities={view.cities} chosen={shownCity} disabled={false} onChoose={chooseCity} />
          <ReadOnlyBox id="lte-district" label={td("details.district")} value={shownCity?.district ?? ""} />
          <TextBox field={fields.postalCode} label={td("details.postalCode")} readOnly value={shownCity?.postalCode ?? ""} />
        </div>
        <LocationPicker
          id="lte-map"
          services={view.map}
          places={view.places}
          {...WIZARD_MAP}
          defaultLatitude={saved.lat}
          defaultLongitude={saved.lng}
          point={point}
          onChange={setPoint}
          onSearch={(found) => {
            setPoint(null);
            setMapView({ ...found, zoom: PIN_ZOOM });
          }}
          view={mapView}
        />
        <CoverageLegend />
        {hydrated ? null : (
          <button type="submit" name="intent" value="location-check" className="btn btn-outline">
            {t("lte.loc.check")}
          </button>
        )}
        <CoverageNote level={level} checking={checking} pinned={Boolean(shownPin)} />

        <div className="field">
          <label className="check">
            <input
              type="checkbox"
              id={fields.grant.id}
              name={fields.grant.name}
              value="on"
              checked={grant}
              onChange={(e) => {
                const ticked = e.currentTarget.checked;
                const problem = ticked ? grantProblem({ city: city?.city ?? "", lat: point?.lat ?? null, lng: point?.lng ?? null }) : null;
                setGrantError(problem);
                if (!problem) setGrant(ticked);
              }}
              aria-invalid={grantErrors?.length ? true : undefined}
              aria-describedby={`${fields.grant.id}-error`}
            />
            {t("lte.loc.grant")}
          </label>
          <FieldError id={`${fields.grant.id}-error`} errors={grantErrors} />
        </div>

        <fieldset className="details-section">
          <legend>{t("lte.loc.address")}</legend>
          {located ? null : <p className="muted">{t("lte.loc.addressLocked")}</p>}
          <TextBox
            field={fields.address1}
            label={td("details.address1")}
            disabled={!located}
            value={address1}
            onValue={setAddress1}
            autoComplete="address-line1"
          />
          <TextBox
            field={fields.address2}
            label={td("details.address2")}
            disabled={!located}
            value={address2}
            onValue={setAddress2}
            autoComplete="address-line2"
          />
          <p className="notice">{t("lte.loc.addressNotice")}</p>
        </fieldset>

        <div className="actions-row sw-actions">
          <Link to={stepPath(1)} className="btn btn-outline">
            {t("lte.back")}
          </Link>
          <button type="submit" name="intent" value="location-next" className="btn btn-primary" disabled={level === "NONE" || checking}>
            {t("lte.next")}
          </button>
        </div>
      </Form>
      <OutcomeDialog outcome={outcome} />
      <OutcomeDialog outcome={errorOutcome(view.citiesError, "lte-cities")} />
    </>
  );
}
