/** Sri Lanka time (UTC+05:30, no daylight saving): the operator's dates and times are local. */
const OFFSET_MS = 330 * 60_000;
export const DAY_MS = 24 * 3600_000;
const pad = (n: number) => String(n).padStart(2, "0");

function parts(ms: number) {
  const d = new Date(ms + OFFSET_MS);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate(), hh: d.getUTCHours(), mi: d.getUTCMinutes(), ss: d.getUTCSeconds() };
}

/** "2024-09-28" (Sri Lanka date) */
export function lkDate(ms: number): string {
  const t = parts(ms);
  return `${t.y}-${pad(t.m)}-${pad(t.d)}`;
}

/** "2024-09-28 09:26:00": the purchase history's transactionTime; sorts as text. */
export function lkStamp(ms: number): string {
  const t = parts(ms);
  return `${lkDate(ms)} ${pad(t.hh)}:${pad(t.mi)}:${pad(t.ss)}`;
}
