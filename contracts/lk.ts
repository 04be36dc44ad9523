/**
 * The country's vocabulary, written once for the portal and the simulator alike: Sri Lanka time,
 * telephone and subscriber-id forms, the country's bounding box, and where each operator service
 * lives under one origin (the simulator serves them all from one).
 */
// No zod here: browser code uses these too, and must not pull in the full zod build.
import type { Service } from "./core";

// ---------------------------------------------------------------------------
// Time: Sri Lanka is UTC+05:30 all year (no daylight saving); the operator's days are local days.

export const LK_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 24 * 3600_000;

const pad = (n: number) => String(n).padStart(2, "0");

/** The Sri Lanka calendar and clock parts of an instant. */
export function lkParts(ms: number) {
  const d = new Date(ms + LK_OFFSET_MS);
  return {
    y: d.getUTCFullYear(),
    m: d.getUTCMonth() + 1,
    d: d.getUTCDate(),
    hh: d.getUTCHours(),
    mi: d.getUTCMinutes(),
    ss: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  };
}

/** "2024-09-28": the Sri Lanka date of an instant (today by default). */
export function lkDate(ms: number = Date.now()): string {
  const t = lkParts(ms);
  return `${t.y}-${pad(t.m)}-${pad(t.d)}`;
}

/** "2024-09-28 09:26:00": Sri Lanka date and time; sorts as text. */
export function lkStamp(ms: number): string {
  const t = lkParts(ms);
  return `${lkDate(ms)} ${pad(t.hh)}:${pad(t.mi)}:${pad(t.ss)}`;
}

/** The instant a Sri Lanka wall-clock time stands for (month 1-12). */
export function lkInstant(y: number, m: number, d: number, hh = 0, mi = 0, ss = 0): number {
  return Date.UTC(y, m - 1, d, hh, mi, ss) - LK_OFFSET_MS;
}

// ---------------------------------------------------------------------------
// Numbers: a broadband subscriber id is 94XXXXXXXXX, a telephone number 0XXXXXXXXX.

export const SUBSCRIBER_ID = /^94\d{9}$/;
export const TELEPHONE = /^0\d{9}$/;

/**
 * The local telephone form of a number written in any of the operator's ways: 94XXXXXXXXX and
 * 9-digit numbers become 0XXXXXXXXX; spaces and a leading + are dropped; anything else is kept.
 */
export function toTelephone(number: string): string {
  const d = number.replace(/[\s+]/g, "");
  if (SUBSCRIBER_ID.test(d)) return `0${d.slice(2)}`;
  if (/^[1-9]\d{8}$/.test(d)) return `0${d}`;
  return d;
}

/** The subscriber-id form (94XXXXXXXXX) of a local telephone number. */
export function toSubscriberId(telephone: string): string {
  const t = toTelephone(telephone);
  return TELEPHONE.test(t) ? `94${t.slice(1)}` : t;
}

// ---------------------------------------------------------------------------
// Places: Sri Lanka's bounding box; the portal's map picks and the operator's location checks agree on it.

export const SRI_LANKA_BOUNDS = { minLat: 5.7, maxLat: 10.0, minLng: 79.4, maxLng: 82.0 };

export function insideSriLanka(lat: number, lng: number): boolean {
  const b = SRI_LANKA_BOUNDS;
  return lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng;
}

// ---------------------------------------------------------------------------
// Services: where each operator host lives when one origin serves them all.

export const SERVICE_PATHS: Record<Service, string> = {
  api: "api",
  banner: "banner",
  tv: "tv",
  partner: "partner",
  billpay: "billpay",
  salespay: "salespay",
  reload: "reload",
  oauth: "oauth",
};

/** The base URL of every service under one origin. */
export function servicesUnder(origin: string): Record<Service, string> {
  const o = origin.replace(/\/$/, "");
  return Object.fromEntries(Object.entries(SERVICE_PATHS).map(([service, path]) => [service, `${o}/${path}`])) as Record<Service, string>;
}
