/**
 * The 4G LTE coverage model (sales.lteCoverage answers from it) and the map overlay drawn from
 * it: deterministic, strong near the towns of served districts, weak in a ring around them, none
 * in the unserved north, in the national parks and far from any town.
 */
import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import { cities } from "../../fixtures/cities";
import { lteCoverage as model } from "../../fixtures/sales";
import { COVERAGE_COLOURS, coverageTileSvg } from "../../simulator/areas/maps";
import { lteCoverageAt, lteCoverageWithin } from "../../simulator/areas/sales/coverage";
import { simulatorHandlers } from "../../simulator/server";

const origin = "http://127.0.0.1:3997";
const handlers = simulatorHandlers(origin);
const get = (path: string) => getResponse(handlers, new Request(`${origin}${path}`));

/** The z/x/y of the Web Mercator tile holding a point. */
function tileOf(lat: number, lng: number, z: number) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return { z, x: Math.floor(((lng + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n) };
}

/** The examples the README gives. */
const examples = {
  HIGH: [
    ["Colombo", 6.9271, 79.8612],
    ["Kandy", 7.2906, 80.6337],
    ["Galle", 6.0535, 80.221],
  ],
  LOW: [
    ["Sigiriya", 7.957, 80.76],
    ["Adam's Peak", 6.8096, 80.4994],
    ["Horton Plains", 6.8, 80.8],
  ],
  NONE: [
    ["Wilpattu", 8.45, 80.0],
    ["Yala", 6.45, 81.5],
    ["Kilinochchi", 9.3803, 80.377],
  ],
} as const;

describe("the LTE coverage model", () => {
  it.each(Object.entries(examples).flatMap(([level, places]) => places.map(([name, lat, lng]) => [name, level, lat, lng] as const)))(
    "%s is %s",
    (_name, level, lat, lng) => {
      expect(lteCoverageAt(lat, lng)).toBe(level);
    },
  );

  it("is strong at every town of a served district and absent from the unserved districts and the dead zones", () => {
    for (const town of cities) {
      const expected = model.unservedDistricts.includes(town.district) ? "NONE" : "HIGH";
      expect(lteCoverageAt(town.latitude, town.longitude), town.city).toBe(expected);
    }
    for (const zone of model.deadZones) expect(lteCoverageAt(zone.lat, zone.lng), zone.name).toBe("NONE");
  });

  it("weakens with distance from a town: HIGH, then LOW, then NONE", () => {
    // Due east of Kandy, into the hills where no other town is near.
    const kandy = cities.find((c) => c.city === "Kandy")!;
    const east = (km: number) => lteCoverageAt(kandy.latitude + 0.05, kandy.longitude + (km + 5) / 110);
    expect([east(0), east(12), east(30)]).toEqual(["HIGH", "LOW", "NONE"]);
  });

  it("answers the same for an area sampled through lteCoverageWithin as point by point", () => {
    const box = { west: 80.4, east: 80.9, south: 6.7, north: 7.5 };
    const within = lteCoverageWithin(box)!;
    for (let i = 0; i <= 20; i++) {
      for (let j = 0; j <= 20; j++) {
        const lat = box.south + ((box.north - box.south) * i) / 20;
        const lng = box.west + ((box.east - box.west) * j) / 20;
        expect(within(lat, lng)).toBe(lteCoverageAt(lat, lng));
      }
    }
    expect(lteCoverageWithin({ west: -30, east: -29, south: 10, north: 11 })).toBeNull();
  });
});

describe("the coverage overlay tiles", () => {
  it("serves a transparent, cacheable SVG with the high-coverage colour over Colombo", async () => {
    const { z, x, y } = tileOf(6.9271, 79.8612, 10);
    const response = await get(`/maps/coverage/${z}/${x}/${y}.svg`);
    expect(response?.status).toBe(200);
    expect(response?.headers.get("content-type")).toContain("image/svg+xml");
    expect(response?.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const svg = await response!.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<rect[^>]*width="256"/); // no background: the map shows through
    expect(svg).toContain(`fill="${COVERAGE_COLOURS.HIGH}"`);
    expect(svg).toContain('fill-opacity="0.35"');
  });

  it("draws weak coverage in yellow around the hill country and nothing over uncovered land or the sea", async () => {
    const hills = tileOf(6.8, 80.8, 11); // Horton Plains: LOW, between Nuwara Eliya and Bandarawela
    expect(coverageTileSvg(hills.z, hills.x, hills.y)).toContain(`fill="${COVERAGE_COLOURS.LOW}"`);

    const wilpattu = tileOf(8.45, 80.0, 10);
    const wide = await (await get(`/maps/coverage/${wilpattu.z}/${wilpattu.x}/${wilpattu.y}.svg`))!.text();
    expect(wide).not.toContain(COVERAGE_COLOURS.HIGH);
    for (const [lat, lng] of [
      [8.45, 80.0],
      [9.3803, 80.377],
    ]) {
      const t = tileOf(lat!, lng!, 12);
      const svg = coverageTileSvg(t.z, t.x, t.y);
      expect(svg).not.toContain(COVERAGE_COLOURS.HIGH);
      expect(svg).not.toContain(COVERAGE_COLOURS.LOW);
    }
    expect(coverageTileSvg(10, 400, 400)).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"></svg>');
  });

  it("is the same tile every time, quickly", () => {
    const { z, x, y } = tileOf(7.2906, 80.6337, 9);
    const first = coverageTileSvg(z, x, y);
    const started = performance.now();
    for (let i = 0; i < 10; i++) expect(coverageTileSvg(z, x, y)).toBe(first);
    expect((performance.now() - started) / 10).toBeLessThan(250);
  });

  it("answers 404 for a tile that does not exist", async () => {
    expect((await get("/maps/coverage/2/4/0.svg"))?.status).toBe(404);
    expect((await get("/maps/coverage/25/0/0.svg"))?.status).toBe(404);
    expect((await get("/maps/coverage/3/1/x.png"))?.status).toBe(404);
  });
});
