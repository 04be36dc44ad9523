/**
 * Map constants and coordinate rules shared by the browser and the server:
 * the default centre 6.927079, 79.861244, zoom 10 by default and 16 after a pick, Sri Lanka only.
 */
import { insideSriLanka } from "#contracts/lk";

export interface LatLng {
  lat: number;
  lng: number;
}

export const DEFAULT_CENTER: LatLng = { lat: 6.927079, lng: 79.861244 };
export const DEFAULT_ZOOM = 10;
export const PICKED_ZOOM = 16;

/** The country the place search is limited to (ISO 3166-1 alpha-2, as Nominatim's countrycodes). */
export const COUNTRY_CODE = "lk";
/** A location outside Sri Lanka is not a service location. */
export function inSriLanka({ lat, lng }: LatLng): boolean {
  return insideSriLanka(lat, lng);
}

/** A coordinate typed or sent as text: a finite number, else null. */
export function parseCoordinate(text: string | null | undefined): number | null {
  const v = (text ?? "").trim();
  if (!v) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Both coordinates as a point inside Sri Lanka, else null. */
export function pointFrom(lat: string | null | undefined, lng: string | null | undefined): LatLng | null {
  const point = { lat: parseCoordinate(lat), lng: parseCoordinate(lng) };
  if (point.lat === null || point.lng === null) return null;
  return inSriLanka(point as LatLng) ? (point as LatLng) : null;
}

/** Six decimals (about 10 cm), the precision the operator stores. */
export const formatCoordinate = (n: number) => n.toFixed(6);
