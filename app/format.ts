/**
 * Number formats of the portal, in the locale of the page's language (LOCALES, DIGIT_GROUPING): grouped
 * digits, and two decimals for money. Written out rather than asked of Intl.NumberFormat: a browser's first NumberFormat
 * costs 35-70 ms of main thread on a 2-core machine (ICU's number data; measured in Debian's Chromium),
 * paid by every page load that shows a figure, for three rules this module states in a few lines. The
 * output is Intl's to the character: tests/unit/format.test.ts compares the two on thousands of numbers.
 */
import { t, type MessageKey } from "~/i18n";
import { language } from "~/i18n/catalogue";
import { DIGIT_GROUPING, type Language } from "~/i18n/language";

/** A number's digits as a plain decimal, from the shortest form that reads back as it ("1.2e+22", "5e-7" included). */
function plainDigits(abs: number): [whole: string, fraction: string] {
  const text = String(abs);
  const exp = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exp) {
    const [whole, fraction = ""] = text.split(".");
    return [whole!, fraction];
  }
  const digits = exp[1]! + (exp[2] ?? "");
  const point = 1 + Number(exp[3]);
  if (point <= 0) return ["0", "0".repeat(-point) + digits];
  return [digits.slice(0, point).padEnd(point, "0"), digits.slice(point)];
}

/** `n` with between `min` and `max` decimals, halves rounded away from zero, digits grouped as `lang` does. */
function decimal(n: number, min: number, max: number, lang: Language): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? "NaN" : n > 0 ? "∞" : "-∞";
  let [whole, fraction] = plainDigits(Math.abs(n));
  if (fraction.length > max) {
    // The kept digits as one integer, one added when the first dropped digit is 5 or more.
    const kept = (BigInt(whole + fraction.slice(0, max)) + (fraction[max]! >= "5" ? 1n : 0n)).toString().padStart(max + 1, "0");
    whole = kept.slice(0, kept.length - max);
    fraction = kept.slice(kept.length - max);
  }
  fraction = fraction.replace(/0+$/, "").padEnd(min, "0");
  const grouped =
    DIGIT_GROUPING[lang] === "lakhs" && whole.length > 3
      ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}`
      : whole.replace(/\B(?=(\d{3})+$)/g, ",");
  const sign = n < 0 || Object.is(n, -0) ? "-" : "";
  return `${sign}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** 1250 → "1,250.00" (shown after 'Rs' or 'Rs.' by the message). */
export const formatRupees = (amount: number): string => decimal(amount, 2, 2, language());

/** Volumes with at most one decimal: 1234.56 → "1,234.6". */
export const formatVolume = (n: number): string => decimal(n, 0, 1, language());

/** Other numbers with thousands separators: 1275 → "1,275". */
export const formatNumber = (n: number): string => decimal(n, 0, 2, language());

/** A month's name in the page's language (0 = January): "January", "දුරුතු", "ஜனவரி" (from the catalogue: a browser may lack them). */
export const monthName = (index: number): string => t(`month.long.${index}` as MessageKey);

/** A month's short name in the page's language (0 = January): "Jan", "දුරුතු", "ஜன.". */
export const shortMonthName = (index: number): string => t(`month.short.${index}` as MessageKey);

const two = (n: number) => String(n).padStart(2, "0");

/** A time of day in the page's language, on a 12-hour clock: "09:30 AM", "පෙ.ව. 09.30", "09:30 முற்பகல்". */
export function formatClock(hours: number, minutes: number): string {
  const period = hours < 12 ? t("clock.am") : t("clock.pm");
  return t("clock.time", { hh: two(hours % 12 === 0 ? 12 : hours % 12), mm: two(minutes), period });
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const monthIndex = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase());

/** A calendar day, "2026-11-24", as "24 Nov" in the page's language ("24 නවම්", "24 நவ."). */
export function formatDay(ymd: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(ymd);
  return m ? `${Number(m[2])} ${shortMonthName(Number(m[1]) - 1)}` : ymd;
}

/** The operator's day and month, "30-Sep" (a bucket's expiry, no year), in the page's language: "30-Sep", "30-செப்."; else as sent. */
export function operatorDayMonth(raw: string): string {
  const m = /^(\d{1,2})-([A-Za-z]{3})$/.exec(raw.trim());
  const month = m ? monthIndex(m[2]!) : -1;
  return m && month >= 0 ? `${m[1]}-${shortMonthName(month)}` : raw;
}

/** The operator's month and day, "Nov-01" (a day of the daily usage), in the page's language; else as sent. */
export function operatorMonthDay(raw: string): string {
  const m = /^([A-Za-z]{3})-(\d{1,2})$/.exec(raw.trim());
  const month = m ? monthIndex(m[1]!) : -1;
  return m && month >= 0 ? `${shortMonthName(month)}-${m[2]}` : raw;
}

/** The operator's time, "28-Sep-2024 09:26 AM" (Sri Lanka time), in the page's language; else as sent. */
export function operatorDateTime(raw: string): string {
  const m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4}) (\d{1,2}):(\d{2}) ?([AaPp][Mm])$/.exec(raw.trim());
  const month = m ? monthIndex(m[2]!) : -1;
  if (!m || month < 0) return raw;
  const hours = (Number(m[4]) % 12) + (m[6]!.toUpperCase() === "PM" ? 12 : 0);
  return `${m[1]}-${shortMonthName(month)}-${m[3]} ${formatClock(hours, Number(m[5]))}`;
}

/** The operator's month name, "October", in the page's language; else as sent. */
export function operatorMonth(raw: string): string {
  const month = /^[A-Za-z]{3,9}$/.test(raw.trim()) ? monthIndex(raw.trim()) : -1;
  return month >= 0 ? monthName(month) : raw;
}

/** The operator's month of a bill, "Sep 2024", in the page's language; else as sent. */
export function operatorMonthYear(raw: string): string {
  const m = /^([A-Za-z]{3,9}) (\d{4})$/.exec(raw.trim());
  const month = m ? monthIndex(m[1]!) : -1;
  return m && month >= 0 ? `${shortMonthName(month)} ${m[2]}` : raw;
}
