/**
 * Step 2: the city (its district and postal code come with it; the map centres on it at zoom 14 and the
 * pin starts over), the pin (zoom 16) and the coverage check. While the state is unknown, or once the
 * city or pin changed, Check asks the operator; available opens Next; not available says so and Next
 * stays disabled. Without JavaScript the map is a town list with optional coordinates.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import type { MapView } from "~/components/map/LeafletMap";
import { LocationPicker } from "~/components/map/LocationPicker";
import { OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-order";
import { formatCoordinate, type LatLng } from "~/map/geo";
import type { CityOption } from "~/sales/cities";
import { CityPicker } from "~/sales/CityPicker";
import { ReadOnlyBox, TextBox } from "~/sales/DetailsFields";
import { CITY_ZOOM, ISLAND_VIEW, PIN_ZOOM, WIZARD_MAP } from "~/sales/location";
import type { FeasibilityView } from "./feasibility.server";
import { feasibilitySchema, INTENTS } from "./forms";
import { stepPath, type Feasibility, type SignedInFibreOrder } from "./state";
import { StepActions } from "./StepActions";

/** The same pin at the 6 decimals the form posts and the server keeps. */
const samePoint = (a: LatLng | null, b: LatLng | null) =>
  a && b ? formatCoordinate(a.lat) === formatCoordinate(b.lat) && formatCoordinate(a.lng) === formatCoordinate(b.lng) : a === b;

export function FeasibilityStep({
  view,
  order,
  asksMobile,
  lastResult,
}: {
  view: FeasibilityView;
  order: SignedInFibreOrder;
  asksMobile: boolean;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const loc = order.location;
  const savedPoint = loc && loc.lat !== null && loc.lng !== null ? { lat: loc.lat, lng: loc.lng } : null;
  const savedCity = view.cities.find((c) => c.city === loc?.city) ?? null;
  const { form, fields, outcome } = useSchemaForm(feasibilitySchema, {
    id: "so-feasibility",
    lastResult,
    defaultValue: {
      city: loc?.city ?? "",
      lat: savedPoint ? String(savedPoint.lat) : "",
      lng: savedPoint ? String(savedPoint.lng) : "",
      mobile: order.customer.mobile,
    },
  });
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const checking = navigation.state !== "idle" && navigation.formData?.get("intent") === INTENTS.check;

  const [city, setCity] = useState<CityOption | null>(savedCity);
  const [point, setPoint] = useState<LatLng | null>(savedPoint);
  const [mapView, setMapView] = useState<MapView>(() =>
    savedPoint ? { ...savedPoint, zoom: PIN_ZOOM } : savedCity ? { lat: savedCity.lat, lng: savedCity.lng, zoom: CITY_ZOOM } : ISLAND_VIEW,
  );
  const chooseCity = (next: CityOption | null) => {
    // A new city centres the map on it and clears the pin: the customer places it in that city.
    setCity(next);
    setPoint(null);
    setMapView(next ? { lat: next.lat, lng: next.lng, zoom: CITY_ZOOM } : ISLAND_VIEW);
  };
  // A city or pin other than the checked one has not been checked.
  const moved = hydrated && ((city?.city ?? "") !== (loc?.city ?? "") || !samePoint(point, savedPoint));
  const status: Feasibility = moved ? "unknown" : order.feasibility;
  const shown = hydrated ? city : savedCity;

  return (
    <>
      <p className="sw-hint">{t("order.feas.hint")}</p>
      <Form method="post" action={stepPath(2)} {...getFormProps(form)} className="details-form">
        {/* Enter in a field means Check. */}
        <button type="submit" name="intent" value={INTENTS.check} className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {t("order.feas.check")}
        </button>
        <input type="hidden" name="asksMobile" value={String(asksMobile)} />
        <CityPicker field={fields.city} cities={view.cities} chosen={shown} disabled={false} onChoose={chooseCity} />
        <div className="details-grid">
          <ReadOnlyBox id="so-district" label={t("details.district")} value={shown?.district ?? loc?.district ?? ""} />
          <ReadOnlyBox id="so-postal" label={t("details.postalCode")} value={shown?.postalCode ?? loc?.postalCode ?? ""} />
        </div>
        <LocationPicker
          id="so-location"
          services={view.map}
          places={view.places}
          {...WIZARD_MAP}
          defaultLatitude={savedPoint ? String(savedPoint.lat) : undefined}
          defaultLongitude={savedPoint ? String(savedPoint.lng) : undefined}
          errors={form.allErrors.location}
          point={point}
          onChange={setPoint}
          view={mapView}
        />
        {asksMobile ? <TextBox field={fields.mobile} label={t("order.feas.mobile")} type="tel" autoComplete="tel" hint={t("order.feas.mobileHint")} /> : null}

        <section className={`so-status so-status-${status}`} aria-labelledby="so-status-title" aria-live="polite">
          <h3 id="so-status-title">{t("order.feas.status")}</h3>
          <p>{t(`order.feas.${status}`)}</p>
        </section>
        <p className="details-attempts">{t("details.attempts")}</p>

        <StepActions back={stepPath(1)} intent={INTENTS.feasibilityNext} disabled={status !== "available"}>
          {status === "available" ? null : (
            <button type="submit" name="intent" value={INTENTS.check} className="btn btn-outline" aria-disabled={checking || undefined}>
              {checking ? t("order.feas.checking") : t("order.feas.check")}
            </button>
          )}
        </StepActions>
      </Form>
      <OutcomeDialog outcome={outcome} />
      <OutcomeDialog outcome={view.citiesError ? { kind: "error", message: view.citiesError, id: "so-cities" } : null} />
    </>
  );
}
