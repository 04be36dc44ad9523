import { env } from "~/env.server";

/** The tag manager's script, when one is configured (TAG_MANAGER_ID): its address and its origin (for the policy). */
export function tagManager(): { src: string; origin: string } | null {
  if (!env.TAG_MANAGER_ID) return null;
  const base = new URL(env.TAG_MANAGER_URL);
  return { src: new URL(`/gtm.js?id=${encodeURIComponent(env.TAG_MANAGER_ID)}`, base).href, origin: base.origin };
}
