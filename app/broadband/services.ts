/**
 * Pure rules of the broadband account services (seed 000 sections 4, 5, 9): Sri Lanka calendar
 * days, voucher formatting, the Happy Day status and range, the purchase-history range, and the
 * protocol-report labels. No server or browser dependencies: unit-tested in tests/unit.
 */

/** Sri Lanka time: UTC+05:30, no daylight saving. The operator's days are Sri Lanka days. */
const LK_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 3600_000;

const pad = (n: number) => String(n).padStart(2, "0");

/** Today's date in Sri Lanka as yyyy-mm-dd. */
export function lkToday(now: number = Date.now()): string {
  const d = new Date(now + LK_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

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

// ---------------------------------------------------------------------------
// Voucher

/** The voucher id as sent: dashes and spaces removed. */
export function voucherId(typed: string): string {
  return typed.replace(/[\s-]+/g, "");
}

/** The voucher id as displayed while typing: groups of four separated by dashes. */
export function formatVoucher(typed: string): string {
  const id = voucherId(typed);
  return (id.match(/.{1,4}/g) ?? []).join("-");
}

// ---------------------------------------------------------------------------
// Happy Day

export type HappyDayStatus = "DATE_NOT_SET" | "DATE_CAN_UPDATE" | "REDEEMED";

/**
 * DATE_NOT_SET: no date this year; DATE_CAN_UPDATE: the date is in the future;
 * REDEEMED: the date is today or past (editing disabled).
 */
export function happyDayStatus(date: string | null | undefined, today: string): HappyDayStatus {
  if (!date || !isYmd(date) || date.slice(0, 4) !== today.slice(0, 4)) return "DATE_NOT_SET";
  return date > today ? "DATE_CAN_UPDATE" : "REDEEMED";
}

/** The picker's range: tomorrow to 31 December of the current year (empty when min > max). */
export function happyDayRange(today: string): { min: string; max: string } {
  return { min: addDays(today, 1), max: `${today.slice(0, 4)}-12-31` };
}

// ---------------------------------------------------------------------------
// Purchase history

/** How far back purchase history goes, in days. */
export const HISTORY_DAYS = 90;

export type HistoryRangeError = "invalidRange" | "tooOld";

/** A range ending after today (or reversed) is invalid; one starting over 90 days back is too old. */
export function historyRangeError(from: string, to: string, today: string): HistoryRangeError | null {
  if (!isYmd(from) || !isYmd(to) || to > today || from > to) return "invalidRange";
  if (from < addDays(today, -HISTORY_DAYS)) return "tooOld";
  return null;
}

// ---------------------------------------------------------------------------
// Protocol report

/** Only slices above 5 percent are labelled on the pie chart. */
export const PROTOCOL_LABEL_MIN = 5;
export const protocolLabelled = (share: number) => share > PROTOCOL_LABEL_MIN;
