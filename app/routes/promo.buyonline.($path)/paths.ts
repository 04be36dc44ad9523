/**
 * The buy-online landing's paths (/promo/buyonline/{path}): the connection a visitor chose before
 * signing in, where a signed-in customer goes for it, and the auth panels a visitor moves between
 * (in the URL as ?panel=, so every panel works without JavaScript).
 */
import type { MessageKey } from "~/i18n/sales-landing";

export const BUY_PATHS = ["ftth", "megaline", "4G LTE"] as const;
export type BuyPath = (typeof BUY_PATHS)[number];

/** The path of the URL (decoded; any letter case), or null when it names no connection. */
export function buyPathOf(raw: string | undefined): BuyPath | null {
  const wanted = (raw ?? "").trim().toLowerCase();
  return BUY_PATHS.find((p) => p.toLowerCase() === wanted) ?? null;
}

/** Where a signed-in customer who chose a path is sent. */
export const SIGNED_IN_TARGET: Record<BuyPath, string> = {
  ftth: "/applyonline",
  megaline: "/newService/new/Megaline",
  "4G LTE": "/newService/new/4G%20LTE",
};

export const PRODUCT_NAME: Record<BuyPath, MessageKey> = { ftth: "promo.fibre", megaline: "promo.megaline", "4G LTE": "promo.lte" };

/** Register, register OTP, sign in, forgot password, reset OTP. */
export const PANELS = ["reg", "regotp", "signin", "fg", "otp"] as const;
export type Panel = (typeof PANELS)[number];

export function panelOf(raw: string | null): Panel {
  return PANELS.find((p) => p === raw) ?? "signin";
}

export function panelUrl(path: BuyPath, panel: Panel): string {
  return `/promo/buyonline/${encodeURIComponent(path)}?panel=${panel}`;
}
