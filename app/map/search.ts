/** The place search (a Nominatim-compatible service), called from the browser; limited to one country. */
import { COUNTRY_CODE } from "./geo";

export interface PlaceHit {
  id: string;
  label: string;
  lat: number;
  lng: number;
}

export function placeSearchUrl(base: string, query: string, limit = 8): string {
  const url = new URL(base);
  url.searchParams.set("q", query.trim());
  url.searchParams.set("countrycodes", COUNTRY_CODE);
  url.searchParams.set("format", "jsonv2");
  url.searchParams.set("limit", String(limit));
  return url.toString();
}

/** Nominatim's answer ([{place_id, display_name, lat, lon}], numbers as strings) as hits; anything else is dropped. */
export function parsePlaceHits(body: unknown): PlaceHit[] {
  if (!Array.isArray(body)) return [];
  const hits: PlaceHit[] = [];
  for (const item of body) {
    if (!item || typeof item !== "object") continue;
    const r = item as Record<string, unknown>;
    const lat = Number(r.lat);
    const lng = Number(r.lon);
    const label = typeof r.display_name === "string" ? r.display_name : typeof r.name === "string" ? r.name : "";
    if (!label || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    hits.push({ id: String(r.place_id ?? `${lat},${lng}`), label, lat, lng });
  }
  return hits;
}
