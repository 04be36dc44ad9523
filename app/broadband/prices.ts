/**
 * Extra GB prices: LKR per GB plus tax by tier: 1-4 GB 100, 5-19 GB 85,
 * 20-49 GB 75, 50 GB and above 60. Packages of 9 GB or less are shown as buttons.
 */
export const EXTRA_GB_BUTTON_MAX_GB = 9;

export const extraGbTiers = [
  { fromGB: 1, toGB: 4, perGB: 100 },
  { fromGB: 5, toGB: 19, perGB: 85 },
  { fromGB: 20, toGB: 49, perGB: 75 },
  // "above 50": 50 itself would fall in no tier, so it belongs to the last one.
  { fromGB: 50, toGB: Number.POSITIVE_INFINITY, perGB: 60 },
] as const;

/** Price per GB (LKR, before tax) of a package of `volumeGB`; null below 1 GB. */
export function extraGbRate(volumeGB: number): number | null {
  const tier = extraGbTiers.find((t) => volumeGB >= t.fromGB && volumeGB <= t.toGB);
  return tier ? tier.perGB : null;
}

/** Price (LKR, before tax) of `volumeGB` of Extra GB by the tiers; null below 1 GB. */
export function extraGbPrice(volumeGB: number): number | null {
  const rate = extraGbRate(volumeGB);
  return rate === null ? null : Math.round(volumeGB * rate * 100) / 100;
}

/** Packages in GB, MB or TB as GB (for the 9 GB button rule). */
export function volumeInGB(volume: number, unit: string): number {
  const u = unit.trim().toUpperCase();
  return u === "MB" ? volume / 1024 : u === "TB" ? volume * 1024 : volume;
}

/** Buttons for packages of 9 GB or less, a slider for the larger ones. */
export function splitPackages<P extends { volume: number; volumeUnit: string }>(list: P[]): { buttons: P[]; slider: P[] } {
  const sorted = [...list].sort((a, b) => volumeInGB(a.volume, a.volumeUnit) - volumeInGB(b.volume, b.volumeUnit));
  return {
    buttons: sorted.filter((p) => volumeInGB(p.volume, p.volumeUnit) <= EXTRA_GB_BUTTON_MAX_GB),
    slider: sorted.filter((p) => volumeInGB(p.volume, p.volumeUnit) > EXTRA_GB_BUTTON_MAX_GB),
  };
}

/** "1,275.00" */
export { formatRupees as rupees } from "~/format";
