/** The map services of this deployment (app/env.server.ts: MAP_TILE_URL, MAP_SEARCH_URL). */
import { mapServices } from "~/env.server";
import type { MapServices } from "./types";

export function mapServicesFor(attribution: { simulated: string; osm: string }): MapServices {
  return { tileUrl: mapServices.tileUrl, searchUrl: mapServices.searchUrl, attribution: mapServices.simulated ? attribution.simulated : attribution.osm };
}
