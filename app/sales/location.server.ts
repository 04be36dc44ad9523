/**
 * The service location of every wizard on the server: what its location fields show (the operator's
 * cities, the towns of the no-JavaScript list, the map's services), the city and pin a post
 * describes, and the fibre wizards' coverage check of the pin.
 */
import * as sales from "#contracts/sales";
import { t } from "~/i18n/sales-details";
import { formatCoordinate, pointFrom, type LatLng } from "~/map/geo";
import { placeLocation, placeOptions } from "~/map/places.server";
import { lteCoverageMapFor, mapServicesFor } from "~/map/services.server";
import type { MapServices, PlaceOption } from "~/map/types";
import type { Operator } from "~/operator/route.server";
import type { CityOption } from "./cities";
import { loadCities } from "./cities.server";
import { DRAFT_EQTYPE, type ServiceLocation } from "./draft";
import { posted } from "./form-data";

export interface LocationView {
  /** The operator's city list (empty while the step does not ask for a city yet). */
  cities: CityOption[];
  citiesError: string | null;
  /** The towns of the map's no-JavaScript list. */
  places: PlaceOption[];
  map: MapServices;
}

/** The map's attribution, in the customer's language. */
const attribution = () => ({ simulated: t("details.map.attribution.simulated"), osm: t("details.map.attribution.osm") });

/** `coverage`: the map draws the 4G LTE coverage layer; `withCities` false: no city list yet. */
export async function loadLocationView(op: Operator, { coverage = false, withCities = true } = {}): Promise<LocationView> {
  const { cities, error } = withCities ? await loadCities(op) : { cities: [], error: null };
  return { cities, citiesError: error, places: placeOptions(), map: coverage ? lteCoverageMapFor(attribution()) : mapServicesFor(attribution()) };
}

/** A pin at the precision the operator stores (6 decimals). */
export const roundedPin = (point: LatLng | null) =>
  point ? { lat: Number(formatCoordinate(point.lat)), lng: Number(formatCoordinate(point.lng)) } : { lat: null, lng: null };

/**
 * The city and pin a post describes; null once the city is cleared. A new city takes its district,
 * RTOM and postal code and starts without a pin. With JavaScript the map posts its pin (`lat`, `lng`;
 * empty once cleared), which a new city keeps unless it is still the old pin. Without it the town list
 * posts `town`, and the pin is the typed coordinates, else the chosen town, else the city's own place;
 * once a pin was placed, the coordinates a new city comes with are still the old pin's and do not count.
 */
export function postedLocation(previous: ServiceLocation | null, formData: FormData, cities: CityOption[]): ServiceLocation | null {
  const name = (posted(formData, "city") ?? previous?.city ?? "").trim();
  if (!name) return null;
  const city = cities.find((c) => c.city === name);
  if (!city) return previous;
  const changed = previous?.city !== city.city;
  const base: ServiceLocation =
    changed || !previous ? { city: city.city, district: city.district, rtom: city.rtom, postalCode: city.postalCode, lat: null, lng: null } : previous;
  const lat = posted(formData, "lat");
  const lng = posted(formData, "lng");
  const town = posted(formData, "town");
  if (lat === undefined && lng === undefined && town === undefined) return base;
  let pin = roundedPin(pointFrom(lat, lng));
  const stale = town !== undefined ? previous?.lat != null && previous.lng != null : pin.lat === previous?.lat && pin.lng === previous?.lng;
  if (changed && stale) pin = { lat: null, lng: null };
  if (town !== undefined && pin.lat === null) pin = roundedPin((town ? placeLocation(town) : null) ?? { lat: city.lat, lng: city.lng });
  return { ...base, ...pin };
}

/**
 * Whether a fibre distribution point is in reach of the pin (sales.feasibility, asked as `who`: the
 * city's RTOM, FDP, the pin, and the mobile the check is counted against: 3 checks a day each).
 */
export function checkFeasibility(who: Operator, location: ServiceLocation, mobile: string) {
  return who.data(sales.feasibility, {
    rtom: location.rtom,
    eqtype: DRAFT_EQTYPE,
    longitude: String(location.lng),
    latitude: String(location.lat),
    mobileno: mobile,
  });
}
