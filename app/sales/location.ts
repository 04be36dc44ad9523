/**
 * The service location of the online-sales wizards: where the map looks first (the island's centre,
 * zoom 7), after a city (zoom 14) and after a pin or a search (zoom 16), the pin's size (40 by 70) and
 * the map's texts.
 */
import type { MapView } from "~/components/map/LeafletMap";
import { t } from "~/i18n/sales-details";
import type { LocationPickerTexts } from "~/map/types";

/** Where the map looks first (the island's centre, zoom 7), after a city (zoom 14) and after a pin (zoom 16). */
export const ISLAND_VIEW: MapView = { lat: 7.8742, lng: 80.6511, zoom: 7 };
export const CITY_ZOOM = 14;
export const PIN_ZOOM = 16;
export const PIN_SIZE = [40, 70] as const;

/** The map's texts, in the page's language. */
const mapTexts = (): LocationPickerTexts => ({
  legend: t("details.map.legend"),
  hint: t("details.map.hint"),
  mapLabel: t("details.map.label"),
  pin: t("details.map.pin"),
  pinCentre: t("details.map.pinCentre"),
  loading: t("details.map.loading"),
  picked: (lat, lng) => t("details.map.picked", { lat, lng }),
  notPicked: t("details.map.notPicked"),
  search: t("details.map.search"),
  searchPlaceholder: t("details.map.search.placeholder"),
  searching: t("details.map.search.searching"),
  none: t("details.map.search.none"),
  count: (count) => t("details.map.search.count", { count }),
  results: t("details.map.search.results"),
  failed: t("details.map.search.failed"),
  place: t("details.map.place"),
  placeChoose: t("details.map.place.choose"),
  coordinates: t("details.map.coordinates"),
  latitude: t("details.map.latitude"),
  longitude: t("details.map.longitude"),
});

/**
 * What every wizard's LocationPicker takes alike: these texts, the pin posted as `lat`/`lng` and the
 * no-JavaScript town as `town`, zoom 16 once a pin is placed, and the 40 by 70 pin.
 */
export const wizardMap = () =>
  ({
    texts: mapTexts(),
    names: { latitude: "lat", longitude: "lng", place: "town" },
    pickedZoom: PIN_ZOOM,
    pinSize: PIN_SIZE,
  }) as const;

/** The city and the pin as a form shows and posts them (`lat`, `lng`: empty without a pin). */
export function locationValues(location: { city: string; lat: number | null; lng: number | null } | null) {
  const coordinate = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));
  return { city: location?.city ?? "", lat: coordinate(location?.lat), lng: coordinate(location?.lng) };
}
