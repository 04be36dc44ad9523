/** The map services of this deployment (app/env.server.ts: MAP_TILE_URL, MAP_SEARCH_URL, LTE_COVERAGE_TILE_URL). */
import { mapServices } from "~/env.server";
import type { MapServices } from "./types";

export function mapServicesFor(attribution: { simulated: string; osm: string }): MapServices {
  return { tileUrl: mapServices.tileUrl, searchUrl: mapServices.searchUrl, attribution: mapServices.simulated ? attribution.simulated : attribution.osm };
}

/** The same, with the 4G LTE coverage layer over it when this deployment has one. */
export function lteCoverageMapFor(attribution: { simulated: string; osm: string }): MapServices {
  const base = mapServicesFor(attribution);
  return mapServices.coverageUrl ? { ...base, overlayUrl: mapServices.coverageUrl } : base;
}
