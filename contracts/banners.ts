/** Banners: the user's banner categories, then image URLs from the banner service. */
import { z } from "zod";
import { defineContract, envelope, optList, str } from "./core";

export const bannerDetail = defineContract({
  name: "banners.bannerDetail",
  summary: "Banner categories for a user (categorY_ID); default category 8 when none.",
  method: "GET",
  path: "Banner/BannerDetailRequest",
  request: z.object({ username: z.string() }),
  response: envelope(optList(z.looseObject({ categorY_ID: str.nullish() }))),
});

const bannerUrl = z.looseObject({ url: z.string() });

/** The banner service answers a bare list; some deployments wrap it in the envelope. */
const bannerList = z
  .union([z.array(bannerUrl), z.looseObject({ isSuccess: z.boolean(), dataBundle: z.array(bannerUrl).nullish() })])
  .transform((v) => (Array.isArray(v) ? v : (v.dataBundle ?? [])));

export const bannerUrls = defineContract({
  name: "banners.getBannerUrls",
  summary: "Image URLs for banner categories at an aspect ratio (16:9 main, 0.6557 login category 33).",
  method: "POST",
  service: "banner",
  path: "getBannerUrls",
  auth: "none",
  travel: "multipart",
  assumed: true,
  request: z.object({ category_ids: z.string().min(1), aspect_ratio: z.string().min(1) }),
  response: bannerList,
});

export const bannerContracts = [bannerDetail, bannerUrls];
