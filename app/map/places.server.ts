/** The towns of the no-JavaScript location fallback, from the same list the simulator's place search uses. */
import { places } from "#fixtures/places";
import type { LatLng } from "./geo";
import type { PlaceOption } from "./types";

export function placeOptions(): PlaceOption[] {
  return [...places].sort((a, b) => a.name.localeCompare(b.name)).map((p) => ({ id: p.id, label: `${p.name} (${p.district})` }));
}

export function placeLocation(id: string): LatLng | null {
  const place = places.find((p) => p.id === id);
  return place ? { lat: place.lat, lng: place.lon } : null;
}
