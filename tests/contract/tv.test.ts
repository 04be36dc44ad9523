/** The TV site: API key required, movies and packages parse, and the art they link to is served. */
import { describe, expect, it } from "vitest";
import * as tv from "#contracts/tv";
import { contractUrl } from "~/operator/transport.server";
import { send, transport, useSimulator } from "../support/sim";

useSimulator();

describe("the TV site", () => {
  it("refuses a call without the API key, without asking for a sign-in", async () => {
    for (const contract of [tv.movies, tv.packages]) {
      const response = await fetch(contractUrl(contract, transport.bases));
      expect(response.status).toBe(403);
    }
  });

  it("lists movies whose posters the browser can load", async () => {
    const result = await send(tv.movies, {});
    expect(result.kind).toBe("answer");
    if (result.kind !== "answer") return;
    const movies = result.answer;
    expect(movies.length).toBeGreaterThanOrEqual(6);
    expect(new Set(movies.map((m) => m.ID)).size).toBe(movies.length);
    for (const m of movies) {
      expect(m).toMatchObject({ Movie_title: expect.any(String), Year: expect.stringMatching(/^\d{4}$/), Synopsys: expect.any(String) });
      expect(m.featured_poster).toMatch(/^http.*\.svg$/);
    }
    for (const url of [movies[0]!.featured_poster!, movies[0]!.full_size_poster!]) {
      const poster = await fetch(url);
      expect(poster.status).toBe(200);
      expect(poster.headers.get("content-type")).toContain("image/svg+xml");
      expect(await poster.text()).toContain(movies[0]!.Movie_title.slice(0, 8));
    }
  });

  it("lists packages with channels, a-la-carte prices and images", async () => {
    const result = await send(tv.packages, {});
    if (result.kind !== "answer") throw new Error(JSON.stringify(result));
    const packages = result.answer;
    expect(packages.length).toBeGreaterThan(0);
    const channels = packages.flatMap((p) => p.channels);
    expect(channels.some((c) => c.ala_carte_price !== null && c.ala_carte_price > 0)).toBe(true);
    expect(channels.some((c) => c.ala_carte_price === null)).toBe(true);
    expect(channels.every((c) => typeof c.Show_IN_Guide === "boolean")).toBe(true);
    // A bigger package carries more channels than the entry one.
    const sizes = packages.map((p) => p.channels.length);
    expect(Math.max(...sizes)).toBeGreaterThan(Math.min(...sizes));

    const image = await fetch(packages[0]!.package.Package_image!);
    expect(image.status).toBe(200);
    const logo = await fetch(channels[0]!.Package_Logo!);
    expect(logo.headers.get("content-type")).toContain("image/svg+xml");
    expect((await fetch(`${transport.bases.tv}/posters/999999/full.svg`)).status).toBe(404);
  });
});

describe("what the TV site may send", () => {
  it("accepts a bare list, {data} or the envelope, with numbers for ids and prices", () => {
    const m = { ID: 7, Movie_title: "A", Year: 2020, Duration: 95, featured_poster: "", full_size_poster: null };
    for (const body of [[m], { data: [m] }, { isSuccess: true, dataBundle: [m] }]) {
      expect(tv.movies.response.parse(body)).toMatchObject([{ ID: "7", Year: "2020", Duration: "95", featured_poster: null }]);
    }
    const p = {
      package: { Package_image: "x.png" },
      category: "Premium",
      channels: [
        { Show_IN_Guide: 1, ChannelNumberOnTv: 401, ala_carte_price: "450.00" },
        { Show_IN_Guide: "N", ala_carte_price: "" },
      ],
    };
    expect(tv.packages.response.parse([p])).toMatchObject([
      {
        channels: [
          { Show_IN_Guide: true, ChannelNumberOnTv: "401", ala_carte_price: 450 },
          { Show_IN_Guide: false, ala_carte_price: null },
        ],
      },
    ]);
  });
});
