/**
 * Banner images from the banner service. Failures are ignored silently (a page without banners still works);
 * answers are kept for a few minutes because every public page shows them; a failing or slow service
 * costs a page 1.5 s at most, once a minute.
 */
import * as banners from "#contracts/banners";
import type { Operator } from "~/operator/route.server";

export const LOGIN_BANNERS = { category: "33", ratio: "0.6557" } as const;
export const MAIN_BANNER_RATIO = "16:9";
export const DEFAULT_BANNER_CATEGORY = "8";

const TTL_MS = 5 * 60 * 1000;
/** A failed or slow banner service is asked again only after this long: it must not slow every sign-in. */
const FAILED_TTL_MS = 60 * 1000;
/** How long a page waits for banners; a slower answer still fills the cache for the next page. */
const WAIT_MS = 1500;
const cache = new Map<string, { until: number; urls: string[] }>();

export async function bannerImages(op: Operator, category: string, ratio: string): Promise<string[]> {
  const key = `${category}|${ratio}`;
  const hit = cache.get(key);
  if (hit && Date.now() < hit.until) return hit.urls;
  // Until an answer comes, the last known banners (or none) stand, and are not asked for again for a minute.
  cache.set(key, { until: Date.now() + FAILED_TTL_MS, urls: hit?.urls ?? [] });
  const answer = op
    .call(banners.bannerUrls, { category_ids: category, aspect_ratio: ratio })
    .then((result) => {
      if (result.kind !== "answer") return null;
      const urls = result.answer.map((b) => b.url);
      cache.set(key, { until: Date.now() + TTL_MS, urls });
      return urls;
    })
    .catch(() => null);
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS).unref?.());
  return (await Promise.race([answer, late])) ?? hit?.urls ?? [];
}
