/**
 * Number formats of the portal, in the locale of the page's language: thousands separators, and two
 * decimals for money. The formatters are made once per locale: building one per call (toLocaleString
 * with options does) is slow when a page formats many figures.
 */
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

const monthFormats = new Map<string, Intl.DateTimeFormat>();
function monthFormat(width: "long" | "short"): Intl.DateTimeFormat {
  const key = `${language()}:${width}`;
  let f = monthFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[language()], { month: width, timeZone: "UTC" });
    monthFormats.set(key, f);
  }
  return f;
}

/** A month's name in the page's language (0 = January): "January", "ජනවාරි", "ஜனவரி". */
export const monthName = (index: number): string => monthFormat("long").format(Date.UTC(2000, index, 1));

/** A month's short name in the page's language (0 = January): "Jan", "ජන", "ஜன.". */
export const shortMonthName = (index: number): string => monthFormat("short").format(Date.UTC(2000, index, 1));

const clocks = new Map<Language, Intl.DateTimeFormat>();

/** A time of day in the page's language, 12-hour where the language uses it: "09:30 AM", "පෙ.ව. 09.30". */
export function formatClock(hours: number, minutes: number): string {
  const lang = language();
  let f = clocks.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], { hour: "2-digit", minute: "2-digit", hour12: true, timeZone: "UTC" });
    clocks.set(lang, f);
  }
  return f.format(Date.UTC(2000, 0, 1, hours, minutes));
}
