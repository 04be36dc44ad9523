/** The purchase history's date range: it ends today at the latest and reaches back 90 days at most. */
import { addDays, isYmd } from "~/broadband/dates";

/** How far back purchase history goes, in days. */
export const HISTORY_DAYS = 90;

export type HistoryRangeError = "invalidRange" | "tooOld";

/** A range ending after today (or reversed) is invalid; one starting over 90 days back is too old. */
export function historyRangeError(from: string, to: string, today: string): HistoryRangeError | null {
  if (!isYmd(from) || !isYmd(to) || to > today || from > to) return "invalidRange";
  if (from < addDays(today, -HISTORY_DAYS)) return "tooOld";
  return null;
}
