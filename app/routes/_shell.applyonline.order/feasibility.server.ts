/**
 * Step 2, the feasibility check, on the server. The customer chooses a city (its district, RTOM and
 * postal code come with it; the map centres on it and the pin and the service address start over) and
 * places the pin; Check asks the operator whether a distribution point is in reach (sales.feasibility:
 * rtom, eqtype FDP, the pin, a mobile). Available opens Next; a new city or pin makes it unknown again.
 */
import * as sales from "#contracts/sales";
import { t } from "~/i18n/sales-order";
import { formatCoordinate, pointFrom, type LatLng } from "~/map/geo";
import { placeLocation, placeOptions } from "~/map/places.server";
import { mapServicesFor } from "~/map/services.server";
import type { MapServices, PlaceOption } from "~/map/types";
import type { Operator } from "~/operator/route.server";
import type { CityOption } from "~/sales/cities";
import { loadCities } from "~/sales/cities.server";
import { sameContact } from "~/sales/contacts.server";
import { replyWith, type StepResult } from "./answer.server";
import { INTENTS } from "./forms";
import { asksFeasibilityMobile, checkProblem, feasibilityMobile, isLocated, type Problem } from "./rules";
import type { OrderLocation, SignedInFibreOrder } from "./state";

export interface FeasibilityView {
  cities: CityOption[];
  citiesError: string | null;
  /** The towns of the map's no-JavaScript list. */
  places: PlaceOption[];
  map: MapServices;
}

const attribution = { simulated: t("details.map.attribution.simulated"), osm: t("details.map.attribution.osm") };

export async function loadFeasibility(op: Operator): Promise<FeasibilityView> {
  const { cities, error } = await loadCities(op);
  return { cities, citiesError: error, places: placeOptions(), map: mapServicesFor(attribution) };
}

const posted = (formData: FormData, name: string): string | undefined => {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
};

/**
 * The location a post describes. With JavaScript the map posts its pin (`lat`, `lng`; empty once a new
 * city cleared it); without it the town list posts `town`, and the pin is the typed coordinates, else
 * the chosen town, else the chosen city's own coordinates.
 */
function locationOf(previous: OrderLocation | null, formData: FormData, cities: CityOption[]): OrderLocation | null {
  const name = (posted(formData, "city") ?? previous?.city ?? "").trim();
  if (!name) return null;
  const city = cities.find((c) => c.city === name);
  if (!city) return previous;
  const changed = previous?.city !== city.city;
  const base: OrderLocation = changed
    ? { city: city.city, district: city.district, rtom: city.rtom, postalCode: city.postalCode, lat: null, lng: null }
    : previous;
  const lat = posted(formData, "lat");
  const lng = posted(formData, "lng");
  const town = posted(formData, "town");
  if (lat === undefined && lng === undefined && town === undefined) return base;
  let pin: LatLng | null = pointFrom(lat, lng);
  // A new city starts without a pin: coordinates still showing the old pin (the page without JavaScript) are not a new one.
  if (changed && pin && previous?.lat === Number(formatCoordinate(pin.lat)) && previous?.lng === Number(formatCoordinate(pin.lng))) pin = null;
  if (town !== undefined && !pin) pin = placeLocation(town) ?? { lat: city.lat, lng: city.lng };
  return { ...base, lat: pin ? Number(formatCoordinate(pin.lat)) : null, lng: pin ? Number(formatCoordinate(pin.lng)) : null };
}

/**
 * The order with this post's location (and mobile, when the step asks for one). A new city clears the
 * service address lines; a new city or pin makes the feasibility unknown again.
 */
export function withLocation(order: SignedInFibreOrder, formData: FormData, cities: CityOption[] | null): SignedInFibreOrder {
  let next = order;
  if (cities) {
    const location = locationOf(order.location, formData, cities);
    const cityChanged = (location?.city ?? "") !== (order.location?.city ?? "");
    const moved = cityChanged || location?.lat !== order.location?.lat || location?.lng !== order.location?.lng;
    if (moved) {
      next = { ...next, location, feasibility: "unknown" };
      if (cityChanged) next = { ...next, addresses: { ...next.addresses, line1: "", line2: "" } };
    }
  }
  const mobile = posted(formData, "mobile");
  if (mobile !== undefined && asksFeasibilityMobile(order) && mobile.trim() !== order.customer.mobile) {
    const value = mobile.trim().slice(0, 16);
    const known = sameContact(value, order.contacts.login) || sameContact(value, order.contacts.alternate);
    next = { ...next, customer: { ...next.customer, mobile: value, mobileVerified: known } };
  }
  return next;
}

function valuesOf(order: SignedInFibreOrder): Record<string, string> {
  const loc = order.location;
  return {
    city: loc?.city ?? "",
    lat: loc?.lat === null || loc?.lat === undefined ? "" : String(loc.lat),
    lng: loc?.lng === null || loc?.lng === undefined ? "" : String(loc.lng),
    mobile: order.customer.mobile,
  };
}

const stay = (order: SignedInFibreOrder, problem: Problem = null, formError: string | null = null): StepResult => ({
  kind: "stay",
  order,
  reply: problem || formError ? replyWith(valuesOf(order), problem ? { field: problem.field, message: t(problem.message) } : null, formError) : null,
});

/** Every post of step 2: the location typed, then Check (the operator's answer) or Next (only once available). */
export async function feasibilityAction(op: Operator, formData: FormData, order: SignedInFibreOrder): Promise<StepResult> {
  const intent = posted(formData, "intent");
  const list = formData.has("city") ? await loadCities(op) : null;
  if (list?.error) return stay(order, null, list.error);
  const typed = withLocation(order, formData, list?.cities ?? null);

  if (intent === INTENTS.feasibilityNext) {
    return typed.feasibility === "available" && isLocated(typed.location) ? { kind: "next", order: typed } : stay(typed, null, t("order.feas.checkFirst"));
  }
  if (intent !== INTENTS.check) return stay(typed);

  const location = typed.location;
  const mobile = asksFeasibilityMobile(typed) ? typed.customer.mobile : null;
  const problem = checkProblem({ city: location?.city ?? "", postalCode: location?.postalCode ?? "", located: isLocated(location), mobile });
  if (problem || !isLocated(location)) return stay(typed, problem);
  const answer = await op.data(sales.feasibility, {
    rtom: location.rtom,
    eqtype: "FDP",
    longitude: String(location.lng),
    latitude: String(location.lat),
    mobileno: feasibilityMobile(typed) ?? "",
  });
  if (!answer.ok) return stay({ ...typed, feasibility: "unknown" }, null, answer.message);
  return stay({ ...typed, feasibility: answer.data.dpexist === "Y" ? "available" : "notAvailable" });
}
