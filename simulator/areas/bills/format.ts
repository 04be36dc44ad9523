/** The operator's formats for dates and money, in Sri Lanka time (contracts/lk). */
import { DAY_MS, LK_OFFSET_MS, lkDate, lkParts } from "../../../contracts/lk";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** "YYYY-MM-DD" of an instant, in Sri Lanka time. */
export const isoDate = (ms: number) => lkDate(ms);

/** Noon (Sri Lanka time) of a calendar day, as an instant. */
export const noonOf = (iso: string) => Date.parse(`${iso}T12:00:00Z`) - LK_OFFSET_MS;

export const addDays = (iso: string, days: number) => isoDate(noonOf(iso) + days * DAY_MS);

/** The last day of the month `back` months before the month of `ms`. */
export function monthEnd(ms: number, back: number): string {
  const p = lkParts(ms);
  const end = new Date(Date.UTC(p.y, p.m - 1 - back + 1, 0));
  return `${end.getUTCFullYear()}-${pad(end.getUTCMonth() + 1)}-${pad(end.getUTCDate())}`;
}

const split = (iso: string) => iso.split("-").map(Number) as [number, number, number];
/** "YYYY/MM/DD" (billing inquiry) */
export const slashDate = (iso: string) => iso.replace(/-/g, "/");
/** "MM/DD/YYYY" (bill history billMonth) */
export const usDate = (iso: string) => {
  const [y, m, d] = split(iso);
  return `${pad(m)}/${pad(d)}/${y}`;
};
/** "Sep 2024" */
export const viewMonth = (iso: string) => {
  const [y, m] = split(iso);
  return `${MONTHS[m - 1]} ${y}`;
};

/** "28-Sep-2024 09:26 AM" in Sri Lanka time. */
export function reportTime(ms: number): string {
  const p = lkParts(ms);
  const h12 = p.hh % 12 === 0 ? 12 : p.hh % 12;
  return `${pad(p.d)}-${MONTHS[p.m - 1]}-${p.y} ${pad(h12)}:${pad(p.mi)} ${p.hh < 12 ? "AM" : "PM"}`;
}

/** "YYYY-MM" of the month a caller names: "09/30/2024", "2024-09-30", "2024/09", "202409", "Sep 2024". */
export function monthKey(value: string): string | null {
  const v = value.trim();
  let m: RegExpMatchArray | null;
  if ((m = v.match(/^(\d{1,2})\/\d{1,2}\/(\d{4})$/))) return `${m[2]}-${pad(Number(m[1]))}`;
  if ((m = v.match(/^(\d{4})[-/]?(\d{2})([-/]?\d{2})?$/))) return `${m[1]}-${m[2]}`;
  if ((m = v.match(/^([A-Za-z]{3})[a-z]*[\s-](\d{4})$/))) {
    const i = MONTHS.findIndex((x) => x.toLowerCase() === m![1]!.toLowerCase());
    return i < 0 ? null : `${m[2]}-${pad(i + 1)}`;
  }
  return null;
}

/** Two decimals, as the API sends amounts. */
export const money = (n: number) => n.toFixed(2);
/** "Rs. 2,450.75" for people. */
export const rupees = (n: number) => `Rs. ${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const round2 = (n: number) => Math.round(n * 100) / 100;
