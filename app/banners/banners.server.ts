/**
 * Banner images from the banner service. Failures are ignored silently (a page without banners still works);
 * answers are kept for a few minutes because every public page shows them.
 */
import * as banners from "#contracts/banners";
import type { Operator } from "~/operator/route.server";

export const LOGIN_BANNERS = { category: "33", ratio: "0.6557" } as const;
export const MAIN_BANNER_RATIO = "16:9";
export const DEFAULT_BANNER_CATEGORY = "8";

const TTL_MS = 5 * 60 * 1000;
const cache = new Map<string, { at: number; urls: string[] }>();

export async function bannerImages(op: Operator, category: string, ratio: string): Promise<string[]> {
  const key = `${category}|${ratio}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.urls;
  const result = await op.call(banners.bannerUrls, { category_ids: category, aspect_ratio: ratio }).catch(() => null);
  if (!result || result.kind !== "answer") return hit?.urls ?? [];
  const urls = result.answer.map((b) => b.url);
  cache.set(key, { at: Date.now(), urls });
  return urls;
}
