/**
 * Step 2 on the server: what the location step shows and its posts. Every post saves the city, the
 * pin, the consent and the address lines, then asks the operator about the pin's 4G LTE signal
 * (sales.lteCoverage) when it has not yet for that pin. With JavaScript the page saves each change
 * at once (a background post); without it "Check coverage" and Next post the form, and the town list
 * stands in for the map.
 */
import * as sales from "#contracts/sales";
import { t } from "~/i18n/sales-lte";
import { formatCoordinate } from "~/map/geo";
import type { Operator } from "~/operator/route.server";
import { ADDRESS_MAX } from "~/sales/address";
import type { CityOption } from "~/sales/cities";
import { loadCities } from "~/sales/cities.server";
import { posted } from "~/sales/form-data";
import { loadLocationView, postedLocation, type LocationView } from "~/sales/location.server";
import { LOCATION_INTENTS } from "./forms";
import { coverageAt, grantProblem, isAvailable, locationProblem, type LocationField, type Problem } from "./location";
import { emptyLocation, type LteLocation, type LteOrder } from "./state";

/** The map draws the 4G LTE coverage layer. */
export function loadLocation(op: Operator): Promise<LocationView> {
  return loadLocationView(op, { coverage: true });
}

/**
 * The location a post describes: the city and the pin (app/sales/location.server.ts), the consent
 * and the address lines. A new city clears the address, the pin and the consent; the consent holds
 * only with a city and a pin.
 */
export function withLocation(previous: LteLocation, formData: FormData, cities: CityOption[]): LteLocation {
  const place = postedLocation(previous, formData, cities);
  const cityChanged = (place?.city ?? "") !== previous.city;
  const loc: LteLocation = !place ? emptyLocation() : cityChanged ? { ...emptyLocation(), ...place } : { ...previous, ...place };
  if (!cityChanged) {
    for (const field of ["address1", "address2"] as const) {
      const value = posted(formData, field);
      if (value !== undefined) loc[field] = value.slice(0, ADDRESS_MAX);
    }
  }
  loc.grant = posted(formData, "grant") === "on" && grantProblem(loc) === null;
  return loc;
}

/** The pin's coverage, asked once per pin; null when the operator could not answer (with its message). */
async function checkCoverage(op: Operator, order: LteOrder): Promise<{ order: LteOrder; error: string | null }> {
  const loc = order.location;
  if (loc.lat === null || loc.lng === null || coverageAt(loc, order.coverage) !== null) return { order, error: null };
  const answer = await op.data(sales.lteCoverage, { latitude: formatCoordinate(loc.lat), longitude: formatCoordinate(loc.lng) });
  if (!answer.ok) return { order: { ...order, coverage: null }, error: answer.message };
  return { order: { ...order, coverage: { lat: loc.lat, lng: loc.lng, level: answer.data.coverage } }, error: null };
}

export type LocationResult = { order: LteOrder; next: boolean; problem: Problem<LocationField> | null; error: string | null };

/** location-save (the page's background save), location-check (without JavaScript) and location-next. */
export async function locationAction(op: Operator, formData: FormData, order: LteOrder): Promise<LocationResult> {
  const intent = posted(formData, "intent");
  const { cities, error: citiesError } = formData.has("city") ? await loadCities(op) : { cities: [], error: null };
  const location = formData.has("city") && !citiesError ? withLocation(order.location, formData, cities) : order.location;
  const checked = await checkCoverage(op, { ...order, location });
  const saved = checked.order;
  const stay = (problem: Problem<LocationField> | null, error: string | null = null): LocationResult => ({ order: saved, next: false, problem, error });

  if (citiesError) return stay(null, citiesError);
  // The consent asked for without a city or a pin: why it stays unticked.
  const grantAsked = posted(formData, "grant") === "on" ? grantProblem(saved.location) : null;
  if (intent === LOCATION_INTENTS.check && !saved.location.city) return stay({ field: "city", message: t("lte.loc.selectCity") }, checked.error);
  if (intent !== LOCATION_INTENTS.next) return stay(grantAsked ? { field: "grant", message: grantAsked } : null, checked.error);

  const problem = locationProblem(saved.location);
  if (problem) return stay(problem, checked.error);
  const level = coverageAt(saved.location, saved.coverage);
  if (!isAvailable(level)) return stay(null, checked.error ?? t("lte.loc.unavailable"));
  return { order: saved, next: true, problem: null, error: null };
}
