import * as sales from "#contracts/sales";
import type { Operator } from "~/operator/route.server";
import type { CityOption } from "./cities";

/** The operator's city list, sorted by name; a failed load is an empty list with the operator's message. */
export async function loadCities(op: Operator): Promise<{ cities: CityOption[]; error: string | null }> {
  const outcome = await op.data(sales.cities, {});
  if (!outcome.ok) return { cities: [], error: outcome.message };
  const cities = outcome.data
    .map((c) => ({ city: c.city, district: c.district, rtom: c.rtom, postalCode: c.postalcode, lat: c.latitude, lng: c.longitude }))
    .sort((a, b) => a.city.localeCompare(b.city));
  return { cities, error: null };
}
