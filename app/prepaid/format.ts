/** Prepaid formats: the operator's times YYYYMMDDHHMMSS (already Sri Lanka time), rupees, GB amounts. */

import { lkInstant } from "#contracts/lk";
import { formatClock, shortMonthName } from "~/format";

/** "20241028093000" → "28-Oct-2024"; anything else as sent. */
export function ocsDay(value: string | null | undefined): string {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(value ?? "");
  if (!m) return value ?? "-";
  return `${m[3]}-${shortMonthName(Number(m[2]) - 1)}-${m[1]}`;
}

/** The instant of an operator time "20241028093000" (Sri Lanka), or null when it is not one. */
export function ocsInstant(value: string | null | undefined): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/.exec(value ?? "");
  return m ? lkInstant(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)) : null;
}

/** "20241028093000" → "28-Oct-2024 09:30 AM". */
export function ocsDateTime(value: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})/.exec(value);
  if (!m) return value;
  return `${ocsDay(value)} ${formatClock(Number(m[4]), Number(m[5]))}`;
}

/** 125000.5 → "125,000.50" */
export { formatRupees as rupees } from "~/format";

/** GB with at most two decimals: 7.5 → "7.5". */
export function gb(value: number): string {
  return String(Math.round(value * 100) / 100);
}
