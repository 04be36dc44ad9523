/**
 * The usage forecast, in one place: at the customer's pace, the day the package's data runs out,
 * against the day it renews (broadband: the billing date) or expires (a prepaid package), and
 * whether that, or the share already used, is worth a heads-up. Pure: days are Sri Lanka calendar
 * days (yyyy-mm-dd), amounts are in the package's unit.
 */
import { DAY_MS, lkDate } from "#contracts/lk";
import { addDays } from "./dates";

/** The pace is the mean of the package's last this-many complete days of use... */
export const PACE_DAYS = 7;
/** ...and needs at least this many (fewer at the start of a period: no forecast). */
export const MIN_PACE_DAYS = 3;
/** A prepaid package's pace is its use since it was activated, once it has run this long. */
export const MIN_PREPAID_MS = DAY_MS;
/** A heads-up when the data runs out at least this many days before the package renews or expires... */
export const ALERT_DAYS_BEFORE = 2;
/** ...or when this share of the package is used. */
export const ALERT_USED_SHARE = 0.8;

export type Forecast =
  /** Runs out on `runsOut`, `daysBefore` (1 or more) days before `ends`. */
  | { kind: "runsOut"; pace: number; runsOut: string; ends: string; daysBefore: number }
  /** Lasts until the package renews or expires (`pace` 0: no use lately). */
  | { kind: "lasts"; pace: number; ends: string }
  /** Nothing left until `ends`. */
  | { kind: "usedUp"; ends: string };

/** Whole days from one yyyy-mm-dd to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const ymd = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** The billing day of a month, or its last day when the month is shorter (31 → 30 Nov, 28 or 29 Feb). */
const billingDayOf = (y: number, m: number, day: number) => ymd(y, m, Math.min(day, daysIn(y, m)));

/**
 * The billing period `today` is in: from the last billing day (today included: a package renewed
 * today starts its period today) to the next one, when it renews.
 */
export function billingPeriod(today: string, billingDay: number): { start: string; renews: string } {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const thisMonth = billingDayOf(y, m, billingDay);
  return thisMonth <= today
    ? { start: thisMonth, renews: m === 12 ? billingDayOf(y + 1, 1, billingDay) : billingDayOf(y, m + 1, billingDay) }
    : { start: m === 1 ? billingDayOf(y - 1, 12, billingDay) : billingDayOf(y, m - 1, billingDay), renews: thisMonth };
}

/** A pace shown "about" itself: whole units from 10, tenths below (at least 0.1). */
export function roundPace(pace: number): number {
  return pace >= 10 ? Math.round(pace) : Math.max(0.1, Math.round(pace * 10) / 10);
}

/** When `remaining` runs out at `pace` a day from `today`, against `ends`. */
function runOut(today: string, remaining: number, pace: number, ends: string): Forecast {
  if (remaining <= 0) return { kind: "usedUp", ends };
  if (pace <= 0) return { kind: "lasts", pace: 0, ends };
  const runsOut = addDays(today, Math.floor(remaining / pace));
  const daysBefore = daysBetween(runsOut, ends);
  return daysBefore >= 1 ? { kind: "runsOut", pace, runsOut, ends, daysBefore } : { kind: "lasts", pace, ends };
}

export interface BroadbandUsage {
  /** Today, Sri Lanka. */
  today: string;
  /** The day of the month the package renews (the profile's billing date), or null when unknown. */
  billingDay: number | null;
  /** The package's main bucket: limit null is unlimited. */
  limit: number | null;
  used: number;
  remaining: number | null;
  /** The line is throttled: the throttle banner says it all. */
  throttled: boolean;
  /** The package's use per day of the daily usage (any order), in the bucket's unit. */
  days: Array<{ date: string; used: number }>;
}

/**
 * The broadband forecast: the pace is the mean of the package's last PACE_DAYS complete days of this
 * billing period (today is not over), from the first day it was used in the period on (a line reset
 * or connected mid-period has no use of the package before; a day of no use after that counts as
 * one). Fewer than MIN_PACE_DAYS, an unlimited package, a throttled line or an unknown billing date:
 * no forecast.
 */
export function broadbandForecast(u: BroadbandUsage): Forecast | null {
  if (u.throttled || u.limit === null || u.limit <= 0 || u.billingDay === null || u.billingDay < 1 || u.billingDay > 31) return null;
  const { start, renews } = billingPeriod(u.today, u.billingDay);
  const remaining = u.remaining ?? Math.max(0, u.limit - u.used);
  if (remaining <= 0) return { kind: "usedUp", ends: renews };
  const period = u.days.filter((d) => d.date >= start && d.date < u.today && Number.isFinite(d.used)).sort((a, b) => (a.date < b.date ? -1 : 1));
  const firstUse = period.findIndex((d) => d.used > 0);
  const window = (firstUse < 0 ? [] : period.slice(firstUse)).slice(-PACE_DAYS);
  if (window.length < MIN_PACE_DAYS) return null;
  const pace = window.reduce((sum, d) => sum + Math.max(0, d.used), 0) / window.length;
  return runOut(u.today, remaining, pace, renews);
}

export interface PrepaidUsage {
  /** Now (epoch ms). */
  now: number;
  /** When the package was activated and when it expires (epoch ms); activation null when unknown. */
  activated: number | null;
  expires: number;
  initial: number;
  remaining: number;
}

/** A prepaid package's forecast: its use so far, per day since it was activated, against its expiry. */
export function prepaidForecast(u: PrepaidUsage): Forecast | null {
  if (u.activated === null || u.initial <= 0 || u.expires <= u.now) return null;
  const ran = u.now - u.activated;
  if (u.remaining > 0 && ran < MIN_PREPAID_MS) return null;
  const pace = ran > 0 ? Math.max(0, u.initial - u.remaining) / (ran / DAY_MS) : 0;
  return runOut(lkDate(u.now), u.remaining, pace, lkDate(u.expires));
}

/** A heads-up is due: the data runs out ALERT_DAYS_BEFORE days or more before the package renews or expires, or ALERT_USED_SHARE of it is used. */
export function alertDue(forecast: Forecast | null, usedShare: number | null): boolean {
  if (forecast?.kind === "usedUp" || (forecast?.kind === "runsOut" && forecast.daysBefore >= ALERT_DAYS_BEFORE)) return true;
  return usedShare !== null && usedShare >= ALERT_USED_SHARE;
}

/** An amount in `from` units in `to` units (GB, MB, TB; an unknown unit is taken as it is). */
export function inUnit(value: number, from: string | null | undefined, to: string): number {
  const scale: Record<string, number> = { KB: 1 / 1024 / 1024, MB: 1 / 1024, GB: 1, TB: 1024 };
  const a = scale[(from ?? to).toUpperCase()];
  const b = scale[to.toUpperCase()];
  return a === undefined || b === undefined ? value : (value * a) / b;
}
