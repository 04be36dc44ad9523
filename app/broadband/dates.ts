/**
 * Calendar dates as the operator writes them (yyyy-mm-dd, Sri Lanka days): checking one and
 * counting days from one. Today's date comes from `lkDate` (#contracts/lk).
 */
import { DAY_MS } from "#contracts/lk";

/** A real calendar date in yyyy-mm-dd form. */
export function isYmd(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** yyyy-mm-dd plus n days (n may be negative). */
export function addDays(ymd: string, n: number): string {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + n * DAY_MS).toISOString().slice(0, 10);
}
