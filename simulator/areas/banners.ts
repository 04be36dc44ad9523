/** Banners: categories per user and image URLs the simulator serves itself. */
import { http, HttpResponse } from "msw";
import * as banners from "#contracts/banners";
import { bannerArt, bannerSvg } from "../../fixtures/banners";
import { implement, ok, type Bases } from "../implement";

const publicBase = (url: URL) => (process.env.SIM_PUBLIC_URL ?? url.origin).replace(/\/$/, "");

export const implementations = [
  implement(banners.bannerDetail, () => ok([{ categorY_ID: "8" }])),
  implement(banners.bannerUrls, ({ input, url }) => {
    const ratio = input.aspect_ratio === "16:9" ? 16 / 9 : Number(input.aspect_ratio) || 16 / 9;
    return input.category_ids
      .split(",")
      .map((c) => c.trim())
      .flatMap((category) =>
        (bannerArt[category] ?? []).map((_, i) => ({
          url: `${publicBase(url)}/banner/images/${category}/${i}.svg?ratio=${ratio.toFixed(4)}`,
        })),
      );
  }),
];

export function extraHandlers(bases: Bases) {
  return [
    http.get(`${bases.banner}/images/:category/:file`, ({ params, request }) => {
      const ratio = Number(new URL(request.url).searchParams.get("ratio")) || 16 / 9;
      const svg = bannerSvg(String(params.category), parseInt(String(params.file), 10), ratio);
      if (!svg) return new HttpResponse("Not found", { status: 404 });
      return new HttpResponse(svg, { headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" } });
    }),
  ];
}
