/**
 * Where every wizard's service goes: the city (its district and postal code come with it), and the
 * map with the home pin (a town list and coordinates without JavaScript). Choosing a city centres the
 * map on it (zoom 14) and clears the pin; a pin zooms to 16. `useServiceLocation` holds the page's
 * city, pin and map view; before hydration the page shows what the server saved.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { FieldError } from "~/components/inputs";
import type { MapView } from "~/components/map/LeafletMap";
import { LocationPicker } from "~/components/map/LocationPicker";
import { useHydrated } from "~/components/use-hydrated";
import { t } from "~/i18n/sales-details";
import type { LatLng } from "~/map/geo";
import type { MapServices, PlaceOption } from "~/map/types";
import type { CityOption } from "./cities";
import { CityPicker } from "./CityPicker";
import { ReadOnlyBox, TextBox } from "./DetailsFields";
import { CITY_ZOOM, ISLAND_VIEW, PIN_ZOOM, wizardMap } from "./location";

type SavedPlace = { city: string; district: string; postalCode: string; lat: number | null; lng: number | null };

const viewOf = (city: CityOption | null): MapView => (city ? { lat: city.lat, lng: city.lng, zoom: CITY_ZOOM } : ISLAND_VIEW);

export function useServiceLocation(cities: CityOption[], saved: SavedPlace | null) {
  const hydrated = useHydrated();
  const savedCity = cities.find((c) => c.city === saved?.city) ?? null;
  const savedPin = saved && saved.lat !== null && saved.lng !== null ? { lat: saved.lat, lng: saved.lng } : null;
  const [city, setCity] = useState<CityOption | null>(savedCity);
  const [point, setPoint] = useState<LatLng | null>(savedPin);
  const [view, setView] = useState<MapView>(() => viewOf(savedCity));
  const shownCity = hydrated ? city : savedCity;
  return {
    saved,
    savedPin,
    city,
    point,
    view,
    /** What the page shows: the browser's choice once hydrated, the saved one before. */
    shownCity,
    shownPin: hydrated ? point : savedPin,
    district: shownCity?.district ?? (hydrated ? "" : (saved?.district ?? "")),
    postalCode: shownCity?.postalCode ?? (hydrated ? "" : (saved?.postalCode ?? "")),
    chooseCity(next: CityOption | null) {
      setCity(next);
      setPoint(null);
      setView(viewOf(next));
    },
    setPoint,
    /** A place the search found: the map looks there (zoom 16) and the pin starts over. */
    search(found: LatLng) {
      setPoint(null);
      setView({ ...found, zoom: PIN_ZOOM });
    },
  };
}

export type ServiceLocationEntry = ReturnType<typeof useServiceLocation>;

/**
 * The city picker, district and postal code, and the map. `postalField`: the postal code is a field
 * of the form (posted, with its message); `disabled`: no city and no map yet, only the location's
 * message; `searchMovesMap`: a place found by the search recentres the map instead of becoming the pin;
 * `onCity`: a new city (the page clears what depends on it).
 */
export function ServiceLocationFields({
  id,
  entry,
  view: { cities, places, map },
  cityField,
  postalField,
  errors,
  disabled = false,
  searchMovesMap = false,
  onCity,
}: {
  id: string;
  entry: ServiceLocationEntry;
  /** The operator's cities, the towns of the no-JavaScript list and the map's services (loadLocationView). */
  view: { cities: CityOption[]; places: PlaceOption[]; map: MapServices };
  cityField: FieldMetadata<string>;
  postalField?: FieldMetadata<string>;
  errors?: string[];
  disabled?: boolean;
  searchMovesMap?: boolean;
  onCity?: (city: CityOption | null) => void;
}) {
  const pinned = entry.savedPin;
  return (
    <>
      <CityPicker
        field={cityField}
        cities={cities}
        chosen={entry.shownCity}
        disabled={disabled}
        onChoose={(city) => {
          entry.chooseCity(city);
          onCity?.(city);
        }}
      />
      <div className="details-grid">
        <ReadOnlyBox id={`${id}-district`} label={t("details.district")} value={entry.district} />
        {postalField ? (
          <TextBox field={postalField} label={t("details.postalCode")} readOnly value={entry.postalCode} />
        ) : (
          <ReadOnlyBox id={`${id}-postal`} label={t("details.postalCode")} value={entry.postalCode} />
        )}
      </div>
      {disabled ? (
        <FieldError id={`${id}-location-error`} errors={errors} />
      ) : (
        <LocationPicker
          id={`${id}-location`}
          services={map}
          places={places}
          {...wizardMap()}
          defaultLatitude={pinned ? String(pinned.lat) : undefined}
          defaultLongitude={pinned ? String(pinned.lng) : undefined}
          errors={errors}
          point={entry.point}
          onChange={entry.setPoint}
          onSearch={searchMovesMap ? entry.search : undefined}
          view={entry.view}
        />
      )}
    </>
  );
}
