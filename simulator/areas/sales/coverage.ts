/**
 * Where the operator can serve a new line: the towns of fixtures/cities.ts decide both the fibre
 * feasibility check (a distribution point in reach) and the 4G LTE coverage model, which
 * sales.lteCoverage answers and the map's coverage overlay (/maps/coverage/{z}/{x}/{y}.svg) draws.
 */
import type { LteCoverage } from "#contracts/sales";
import { cities, type City } from "../../../fixtures/cities";
import { lteCoverage as model } from "../../../fixtures/sales";

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

export function nearestCity(lat: number, lng: number, among: readonly City[] = cities): { city: City; km: number } {
  let best = { city: among[0] ?? cities[0]!, km: Infinity };
  for (const city of among) {
    const km = distanceKm(lat, lng, city.latitude, city.longitude);
    if (km < best.km) best = { city, km };
  }
  return best;
}

// ---------------------------------------------------------------------------
// 4G LTE coverage

export type DeadZone = (typeof model.deadZones)[number];

/** The towns with an LTE tower: every town of a served district. */
export const lteTowns: readonly City[] = cities.filter((c) => !model.unservedDistricts.includes(c.district));

/** Coverage at a point. `towns` and `zones` narrow the search (the overlay passes those near its tile). */
export function lteCoverageAt(lat: number, lng: number, towns: readonly City[] = lteTowns, zones: readonly DeadZone[] = model.deadZones): LteCoverage {
  if (zones.some((z) => distanceKm(lat, lng, z.lat, z.lng) <= z.km)) return "NONE";
  const { km } = nearestCity(lat, lng, towns);
  return km <= model.highKm ? "HIGH" : km <= model.lowKm ? "LOW" : "NONE";
}

/** Degrees of latitude per km, and of longitude per km at Sri Lanka's latitudes (a safe upper bound). */
const DEG_PER_KM = 1 / 110;

/**
 * The coverage of an area (a map tile): the towns and dead zones that can matter inside it, found
 * once, so each sample costs a handful of distances. `null` when no tower reaches the area at all.
 */
export function lteCoverageWithin(box: { west: number; east: number; south: number; north: number }): ((lat: number, lng: number) => LteCoverage) | null {
  const near = (lat: number, lng: number, km: number) => {
    const d = km * DEG_PER_KM;
    return lat >= box.south - d && lat <= box.north + d && lng >= box.west - d && lng <= box.east + d;
  };
  const towns = lteTowns.filter((c) => near(c.latitude, c.longitude, model.lowKm));
  if (!towns.length) return null;
  const zones = model.deadZones.filter((z) => near(z.lat, z.lng, z.km));
  return (lat, lng) => lteCoverageAt(lat, lng, towns, zones);
}
