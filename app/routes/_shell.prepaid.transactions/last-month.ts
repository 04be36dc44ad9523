import { lkDate, lkInstant, lkParts } from "#contracts/lk";

/**
 * The reload history's window: the same day last month to today, as Sri Lanka dates ("YYYY-MM-DD"),
 * since the operator's days are local days. A day the previous month does not have (31 March) is
 * clamped to that month's last day, so that no month is skipped.
 */
export function lastMonthWindow(nowMs: number): { fromDate: string; toDate: string } {
  const today = lkParts(nowMs);
  // Day 0 of this month is the last day of the previous one.
  const lastDayOfPrevious = lkParts(lkInstant(today.y, today.m, 0)).d;
  return { fromDate: lkDate(lkInstant(today.y, today.m - 1, Math.min(today.d, lastDayOfPrevious))), toDate: lkDate(nowMs) };
}
