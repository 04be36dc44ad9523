/**
 * The TV site: movies and packages behind an API key, and the posters, package images and
 * channel logos it links to (served here, no key needed: the browser loads them directly).
 */
import { http, HttpResponse } from "msw";
import * as tv from "#contracts/tv";
import { channelByCode, channelLogoSvg, moviePosterSvg, packageImageSvg, tvMovies, tvPackages } from "../../fixtures/tv";
import { implement, reply, type Bases } from "../implement";

export const API_KEY_HEADER = "x-api-key";

/**
 * Like an API-key gateway: a missing key is refused with 403 (not 401, which the portal would
 * take for an expired session). With SIM_TV_API_KEY set, only that key is accepted.
 */
function keyRefusal(request: Request) {
  const key = request.headers.get(API_KEY_HEADER);
  const expected = process.env.SIM_TV_API_KEY;
  if (!key || (expected && key !== expected)) return reply(403, { message: "Forbidden" });
  return null;
}

/** Where the browser reaches the TV base of this simulator (SIM_PUBLIC_URL behind a proxy). */
function publicTvBase(url: URL, contractPath: string): string {
  const basePath = url.pathname.slice(0, url.pathname.length - contractPath.length - 1);
  return `${(process.env.SIM_PUBLIC_URL ?? url.origin).replace(/\/$/, "")}${basePath}`;
}

const minutesText = (m: number) => `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, "0")}m`;

export const implementations = [
  implement(tv.movies, (ctx) => {
    const refused = keyRefusal(ctx.request);
    if (refused) return refused;
    const base = publicTvBase(ctx.url, ctx.contract.path);
    return tvMovies.map((m) => ({
      ID: String(m.id),
      Movie_title: m.title,
      Year: String(m.year),
      Genre: m.genre,
      Duration: minutesText(m.minutes),
      Language: m.language,
      Actors: m.actors.join(", "),
      Synopsys: m.synopsis,
      featured_poster: `${base}/posters/${m.id}/featured.svg`,
      full_size_poster: `${base}/posters/${m.id}/full.svg`,
      Featured: m.featured ? "Y" : "N",
    }));
  }),

  implement(tv.packages, (ctx) => {
    const refused = keyRefusal(ctx.request);
    if (refused) return refused;
    const base = publicTvBase(ctx.url, ctx.contract.path);
    return tvPackages.map((p) => ({
      package: {
        Package_Name: p.name,
        Package_image: `${base}/images/packages/${p.code}.svg`,
        Monthly_Rental: p.monthlyRentalLkr.toFixed(2),
      },
      category: p.category,
      channels: p.channels.flatMap((code) => {
        const c = channelByCode(code);
        if (!c) return [];
        return [
          {
            Channel_Name: c.name,
            Show_IN_Guide: c.showInGuide ? ("Y" as const) : ("N" as const),
            Package_Logo: `${base}/images/channels/${c.code}.svg`,
            ChannelNumberOnTv: String(c.numberOnTv),
            ala_carte_price: c.alaCartePrice === null ? null : c.alaCartePrice.toFixed(2),
          },
        ];
      }),
    }));
  }),
];

const svg = (body: string | null) =>
  body
    ? new HttpResponse(body, { headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" } })
    : new HttpResponse("Not found", { status: 404 });

export function extraHandlers(bases: Bases) {
  return [
    http.get(`${bases.tv}/posters/:id/:file`, ({ params }) => {
      const size = String(params.file).replace(/\.svg$/, "");
      if (size !== "featured" && size !== "full") return svg(null);
      return svg(moviePosterSvg(Number(params.id), size));
    }),
    http.get(`${bases.tv}/images/packages/:file`, ({ params }) => svg(packageImageSvg(String(params.file).replace(/\.svg$/, "")))),
    http.get(`${bases.tv}/images/channels/:file`, ({ params }) => svg(channelLogoSvg(String(params.file).replace(/\.svg$/, "")))),
  ];
}
