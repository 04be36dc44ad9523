/** Prepaid formats: operator times YYYYMMDDHHMMSS (Sri Lanka time), wallet cents, GB amounts. */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "20241028093000" → "28-Oct-2024"; anything else as sent. */
export function ocsDay(value: string | null | undefined): string {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(value ?? "");
  if (!m) return value ?? "-";
  return `${m[3]}-${MONTHS[Number(m[2]) - 1] ?? m[2]}-${m[1]}`;
}

/** "20241028093000" → "28-Oct-2024 09:30 AM". */
export function ocsDateTime(value: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})/.exec(value);
  if (!m) return value;
  const hours = Number(m[4]);
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${ocsDay(value)} ${String(h12).padStart(2, "0")}:${m[5]} ${hours < 12 ? "AM" : "PM"}`;
}

/** 125000.5 → "125,000.50" */
export { formatRupees as rupees } from "~/format";

/** GB with at most two decimals: 7.5 → "7.5". */
export function gb(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** "YYYY-MM-DD" of today and of the same day last month, in Sri Lanka time. */
export function lastMonthWindow(nowMs: number): { fromDate: string; toDate: string } {
  const lk = new Date(nowMs + 5.5 * 3600 * 1000);
  const toDate = lk.toISOString().slice(0, 10);
  const from = new Date(Date.UTC(lk.getUTCFullYear(), lk.getUTCMonth() - 1, lk.getUTCDate()));
  // 31 March → 3 March would skip February: clamp to the last day of the previous month.
  if (from.getUTCMonth() === lk.getUTCMonth()) from.setUTCDate(0);
  return { fromDate: from.toISOString().slice(0, 10), toDate };
}
