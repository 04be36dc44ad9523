/** Sri Lanka time (contracts/lk) in the formats the broadband API uses. */
import { lkDate, lkInstant, lkParts, lkStamp } from "../../../contracts/lk";
import { nowMs } from "../../world";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const pad = (n: number) => String(n).padStart(2, "0");

/** Midnight (Sri Lanka) of a calendar day; month may overflow like Date.UTC. */
export const lkMidnight = (y: number, m: number, d: number) => lkInstant(y, m, d);

/** Parse "yyyy-mm-dd" as Sri Lanka midnight; null when not a real date. */
export function parseYmd(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = lkMidnight(y, m, d);
  return lkDate(ms) === text ? ms : null;
}

/** "30-Sep": usage expiry dates carry no year. */
export function dayMonth(ms: number) {
  const t = lkParts(ms);
  return `${pad(t.d)}-${MONTHS[t.m - 1]}`;
}

/** "Sep-01": the daily usage table's display date. */
export function monthDay(ms: number) {
  const t = lkParts(ms);
  return `${MONTHS[t.m - 1]}-${pad(t.d)}`;
}

/** "28-Sep-2024 09:26 AM" */
export function reportTime(ms: number) {
  const t = lkParts(ms);
  const h12 = t.hh % 12 === 0 ? 12 : t.hh % 12;
  return `${pad(t.d)}-${MONTHS[t.m - 1]}-${t.y} ${pad(h12)}:${pad(t.mi)} ${t.hh < 12 ? "AM" : "PM"}`;
}

/** "2024-09-28T09:52:00" (local, no zone) */
export const localIso = (ms: number) => lkStamp(ms).replace(" ", "T");

export const monthName = (m: number) => MONTH_NAMES[(m - 1 + 12) % 12]!;

/** Start of the calendar month `back` months before the one containing `ms`, and its day count. */
export function monthOf(ms: number, back = 0) {
  const t = lkParts(ms);
  const start = lkMidnight(t.y, t.m - back, 1);
  const s = lkParts(start);
  const days = new Date(Date.UTC(s.y, s.m, 0)).getUTCDate();
  return { start, end: lkMidnight(s.y, s.m, days + 1) - 1, y: s.y, m: s.m, days };
}

/**
 * The billing period an instant is in, for a billing day of the month (a month without that day
 * bills on its last): from the last billing day's midnight (that day included) to just before the next.
 */
export function billingPeriodOf(ms: number, day: number) {
  const t = lkParts(ms);
  const billedIn = (y: number, m: number) => {
    const first = lkParts(lkMidnight(y, m, 1));
    return lkMidnight(first.y, first.m, Math.min(day, new Date(Date.UTC(first.y, first.m, 0)).getUTCDate()));
  };
  const thisMonth = billedIn(t.y, t.m);
  return thisMonth <= ms ? { start: thisMonth, end: billedIn(t.y, t.m + 1) - 1 } : { start: billedIn(t.y, t.m - 1), end: thisMonth - 1 };
}

/** Usage is reported in batches: the last quarter hour. */
export const lastReport = () => {
  // One reading of the clock: two could straddle a quarter hour and name a time that is none.
  const at = nowMs();
  return at - (at % (15 * 60_000));
};

export const startOfToday = () => {
  const t = lkParts(nowMs());
  return lkMidnight(t.y, t.m, t.d);
};
