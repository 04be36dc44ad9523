/**
 * Stand-ins for the map services the complaint form and the LTE wizard's coverage map use, so the
 * demo needs no internet: generated SVG map tiles, the 4G LTE coverage overlay (drawn from the
 * model sales.lteCoverage answers with) and a Nominatim-like place search over the Sri Lankan
 * towns of fixtures/places.ts. No operator contract: these are not the operator's API.
 */
import { http, HttpResponse } from "msw";
import type { LteCoverage } from "#contracts/sales";
import { places, searchPlaces, type Place } from "../../fixtures/places";
import type { Bases, Implementation } from "../implement";
import { lteCoverageWithin } from "./sales/coverage";

export const implementations: Implementation[] = [];

/**
 * The island's bounding box: tiles that overlap it get the land tint of Sri Lanka. Tighter than
 * SRI_LANKA_BOUNDS (contracts/lk), the generous box location checks accept: this one only paints
 * tiles, and hugging the coast keeps open sea untinted.
 */
export const SRI_LANKA_BOX = { minLat: 5.85, maxLat: 9.9, minLon: 79.5, maxLon: 81.95 };

const MAX_ZOOM = 19;

export function tileBounds(z: number, x: number, y: number) {
  const n = 2 ** z;
  const lon = (i: number) => (i / n) * 360 - 180;
  const lat = (j: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * j) / n))) * 180) / Math.PI;
  return { west: lon(x), east: lon(x + 1), north: lat(y), south: lat(y + 1) };
}

export function coversSriLanka(z: number, x: number, y: number): boolean {
  const b = tileBounds(z, x, y);
  return b.east >= SRI_LANKA_BOX.minLon && b.west <= SRI_LANKA_BOX.maxLon && b.north >= SRI_LANKA_BOX.minLat && b.south <= SRI_LANKA_BOX.maxLat;
}

/** A 256 px tile: land colour (a green tint over Sri Lanka), a grid, and its z/x/y in small text. */
export function tileSvg(z: number, x: number, y: number): string {
  const land = coversSriLanka(z, x, y) ? "#cfe8c4" : "#ece6d8";
  const lines = [64, 128, 192].map((p) => `<path d="M${p} 0V256M0 ${p}H256" stroke="#ffffff" stroke-width="1"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="${land}"/>${lines}<rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#b8b2a4"/>
<text x="6" y="16" font-family="sans-serif" font-size="10" fill="#6b6455">${z}/${x}/${y}</text></svg>`;
}

/** The coverage legend's colours: red where the signal is strong, yellow where it is weak. */
export const COVERAGE_COLOURS: Record<Exclude<LteCoverage, "NONE">, string> = { HIGH: "#e53935", LOW: "#fdd835" };

/** Samples per tile side: 64 cells of 4 px each. */
const COVERAGE_CELLS = 64;

/**
 * A transparent 256 px tile with the LTE coverage as translucent areas: the model is sampled at
 * the centre of each cell, and the cells of one level in a row are merged into one rectangle.
 */
export function coverageTileSvg(z: number, x: number, y: number): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">`;
  const bounds = tileBounds(z, x, y);
  const coverageAt = lteCoverageWithin(bounds);
  if (!coverageAt) return `${open}</svg>`;
  const n = 2 ** z;
  const cell = 256 / COVERAGE_CELLS;
  const paths: Record<string, string[]> = { HIGH: [], LOW: [] };
  for (let row = 0; row < COVERAGE_CELLS; row++) {
    // Latitude of the row's centre in Web Mercator (rows are evenly spaced in y, not in latitude).
    const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + (row + 0.5) / COVERAGE_CELLS)) / n))) * 180) / Math.PI;
    let start = 0;
    let level: LteCoverage | null = null;
    for (let col = 0; col <= COVERAGE_CELLS; col++) {
      const here = col < COVERAGE_CELLS ? coverageAt(lat, bounds.west + ((col + 0.5) / COVERAGE_CELLS) * (bounds.east - bounds.west)) : null;
      if (here === level) continue;
      if (level && level !== "NONE") paths[level]!.push(`M${start * cell} ${row * cell}h${(col - start) * cell}v${cell}h${-(col - start) * cell}z`);
      level = here;
      start = col;
    }
  }
  const shapes = Object.entries(COVERAGE_COLOURS)
    .filter(([level]) => paths[level]!.length)
    .map(([level, colour]) => `<path fill="${colour}" fill-opacity="0.35" d="${paths[level]!.join("")}"/>`);
  return `${open}${shapes.join("")}</svg>`;
}

/** One search hit in Nominatim's JSON shape (jsonv2 with addressdetails). */
export function nominatimHit(place: Place) {
  const d = 0.02;
  return {
    place_id: 1000 + places.indexOf(place),
    licence: "Simulated place data",
    osm_type: "node",
    osm_id: 5000000 + places.indexOf(place),
    lat: place.lat.toFixed(7),
    lon: place.lon.toFixed(7),
    category: "place",
    type: "town",
    place_rank: 18,
    importance: 0.5,
    addresstype: "town",
    name: place.name,
    display_name: `${place.name}, ${place.district} District, ${place.province}, ${place.postcode}, Sri Lanka`,
    address: {
      town: place.name,
      state_district: `${place.district} District`,
      state: place.province,
      postcode: place.postcode,
      country: "Sri Lanka",
      country_code: "lk",
    },
    boundingbox: [(place.lat - d).toFixed(7), (place.lat + d).toFixed(7), (place.lon - d).toFixed(7), (place.lon + d).toFixed(7)],
  };
}

const cors = { "access-control-allow-origin": "*", "access-control-allow-methods": "GET, OPTIONS" };

/** Answers `{z}/{x}/{y}.svg` drawn by `draw`, or 404 for a tile that does not exist. Tiles never change: cached for a day. */
function svgTile(params: Record<string, string | readonly string[] | undefined>, draw: (z: number, x: number, y: number) => string) {
  const [z, x] = [Number(params.z), Number(params.x)];
  const match = /^(\d+)\.svg$/.exec(String(params.file));
  const y = match ? Number(match[1]) : NaN;
  const n = 2 ** z;
  if (!Number.isInteger(z) || z < 0 || z > MAX_ZOOM || !Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= n || y >= n) {
    return new HttpResponse("Not found", { status: 404 });
  }
  return new HttpResponse(draw(z, x, y), { headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400", ...cors } });
}

export function extraHandlers(bases: Bases) {
  const maps = `${new URL(bases.api).origin}/maps`;
  return [
    http.get(`${maps}/tiles/:z/:x/:file`, ({ params }) => svgTile(params, tileSvg)),
    http.get(`${maps}/coverage/:z/:x/:file`, ({ params }) => svgTile(params, coverageTileSvg)),
    http.options(`${maps}/search`, () => new HttpResponse(null, { status: 204, headers: cors })),
    http.get(`${maps}/search`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const countries = (params.get("countrycodes") ?? "")
        .toLowerCase()
        .split(",")
        .map((c) => c.trim())
        .filter(Boolean);
      const limit = Math.min(Math.max(Number(params.get("limit")) || 10, 1), 50);
      const hits = countries.length === 0 || countries.includes("lk") ? searchPlaces(params.get("q") ?? "", limit).map(nominatimHit) : [];
      return HttpResponse.json(hits, { headers: cors });
    }),
  ];
}
