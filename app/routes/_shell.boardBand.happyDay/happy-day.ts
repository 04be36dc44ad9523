/**
 * The Happy Day: one day a year of free data, chosen from tomorrow to 31 December and changeable
 * until the day before. Its status follows the operator's today.
 */
import { addDays, isYmd } from "~/broadband/dates";

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
