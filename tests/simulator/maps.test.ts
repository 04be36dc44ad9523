/** The simulator's map stand-ins: generated tiles and the Nominatim-like place search over Sri Lankan towns. */
import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import { searchPlaces } from "../../fixtures/places";
import { coversSriLanka } from "../../simulator/areas/maps";
import { simulatorHandlers } from "../../simulator/server";

const origin = "http://127.0.0.1:3998";
const handlers = simulatorHandlers(origin);
const get = (path: string) => getResponse(handlers, new Request(`${origin}${path}`));

describe("map tiles", () => {
  it("serves an SVG tile with its coordinates, tinted over Sri Lanka", async () => {
    // Zoom 10 tile holding Colombo (6.93, 79.86) and one in the Atlantic.
    const colombo = await get("/maps/tiles/10/739/492.svg");
    expect(colombo?.status).toBe(200);
    expect(colombo?.headers.get("content-type")).toContain("image/svg+xml");
    const svg = await colombo!.text();
    expect(svg).toContain("10/739/492");
    expect(coversSriLanka(10, 739, 492)).toBe(true);
    expect(coversSriLanka(10, 400, 400)).toBe(false);
    const elsewhere = await (await get("/maps/tiles/10/400/400.svg"))!.text();
    expect(elsewhere).not.toEqual(svg.replace("10/739/492", "10/400/400"));
  });

  it("answers 404 for a tile that does not exist", async () => {
    expect((await get("/maps/tiles/2/4/0.svg"))?.status).toBe(404);
    expect((await get("/maps/tiles/25/0/0.svg"))?.status).toBe(404);
    expect((await get("/maps/tiles/3/1/x.png"))?.status).toBe(404);
  });
});

describe("place search", () => {
  it("matches the start of any word, case-insensitive, in Nominatim's shape", async () => {
    const response = await get("/maps/search?q=lav&countrycodes=lk&format=jsonv2");
    expect(response?.headers.get("access-control-allow-origin")).toBe("*");
    const hits = (await response!.json()) as Array<Record<string, unknown>>;
    expect(hits).toEqual([
      expect.objectContaining({ name: "Mount Lavinia", lat: "6.8390000", lon: "79.8653000", display_name: expect.stringContaining("Sri Lanka") }),
    ]);
    expect(searchPlaces("KAND").map((p) => p.name)).toContain("Kandy");
    expect(searchPlaces("andy")).toEqual([]);
  });

  it("finds nothing outside Sri Lanka and honours the limit", async () => {
    expect(await (await get("/maps/search?q=kandy&countrycodes=gb"))!.json()).toEqual([]);
    expect(((await (await get("/maps/search?q=k&countrycodes=lk&limit=3"))!.json()) as unknown[]).length).toBe(3);
    expect(await (await get("/maps/search?q=&countrycodes=lk"))!.json()).toEqual([]);
  });
});
