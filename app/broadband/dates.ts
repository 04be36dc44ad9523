/**
 * Calendar dates as the operator writes them (yyyy-mm-dd, Sri Lanka days): checking one and
 * counting days from one. Today's date comes from `lkDate` (#contracts/lk).
 */
import { DAY_MS } from "#contracts/lk";

/** A real calendar date in yyyy-mm-dd form. */
export function isYmd(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  // Counted rather than read back from a Date: a month's daily usage checks every row on every summary.
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
}

/** yyyy-mm-dd plus n days (n may be negative). */
export function addDays(ymd: string, n: number): string {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + n * DAY_MS).toISOString().slice(0, 10);
}
