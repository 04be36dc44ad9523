/**
 * Number formats of the portal, in the locale of the page's language: thousands separators, and two
 * decimals for money. The formatters are made once per locale: building one per call (toLocaleString
 * with options does) is slow when a page formats many figures.
 */
import { t, type MessageKey } from "~/i18n";
import { language } from "~/i18n/catalogue";
import { LOCALES, type Language } from "~/i18n/language";

type Formats = { money: Intl.NumberFormat; volume: Intl.NumberFormat; whole: Intl.NumberFormat };
const made = new Map<Language, Formats>();

function formats(): Formats {
  const lang = language();
  let f = made.get(lang);
  if (!f) {
    const locale = LOCALES[lang];
    f = {
      money: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      volume: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
      whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
    };
    made.set(lang, f);
  }
  return f;
}

/** 1250 → "1,250.00" (shown after 'Rs' or 'Rs.' by the message). */
export const formatRupees = (amount: number): string => formats().money.format(amount);

/** Volumes with at most one decimal: 1234.56 → "1,234.6". */
export const formatVolume = (n: number): string => formats().volume.format(n);

/** Other numbers with thousands separators: 1275 → "1,275". */
export const formatNumber = (n: number): string => formats().whole.format(n);

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
