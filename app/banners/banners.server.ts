/**
 * Banner images from the banner service. Failures are ignored silently (seed 000 section 8);
 * answers are kept for a few minutes because every public page shows them.
 */
import * as banners from "#contracts/banners";
import { exchange } from "~/operator/transport.server";
import { transportConfig } from "~/operator/client.server";

export const LOGIN_BANNERS = { category: "33", ratio: "0.6557" } as const;
export const MAIN_BANNER_RATIO = "16:9";
export const DEFAULT_BANNER_CATEGORY = "8";

const TTL_MS = 5 * 60 * 1000;
const cache = new Map<string, { at: number; urls: string[] }>();

export async function bannerImages(category: string, ratio: string): Promise<string[]> {
  const key = `${category}|${ratio}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.urls;
  const result = await exchange(banners.bannerUrls, { category_ids: category, aspect_ratio: ratio }, transportConfig).catch(() => null);
  if (!result || result.kind !== "answer") return hit?.urls ?? [];
  const urls = result.answer.map((b) => b.url);
  cache.set(key, { at: Date.now(), urls });
  return urls;
}
