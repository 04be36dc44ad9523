/**
 * The portal's languages: English (the catalogue every text is written in first), Sinhala and Tamil,
 * each named in itself. The customer's choice is kept in a cookie; a first visit follows the browser's
 * Accept-Language. Pure rules, used by the server and the browser alike.
 */
export const LANGUAGES = ["en", "si", "ta"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", si: "සිංහල", ta: "தமிழ்" };

/** The locale numbers, rupees and dates are formatted in. */
export const LOCALES: Record<Language, string> = { en: "en-LK", si: "si-LK", ta: "ta-LK" };

/** How each locale groups a number's digits (CLDR; app/format.ts writes them): by thousands, or by lakhs (12,34,567). */
export const DIGIT_GROUPING: Record<Language, "thousands" | "lakhs"> = { en: "thousands", si: "thousands", ta: "lakhs" };

export const LANGUAGE_COOKIE = "lang";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages (by quality) the portal speaks, else English. */
export function fromAcceptLanguage(header: string | null): Language {
  if (!header) return "en";
  const wanted = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q) };
    })
    .filter((w) => w.base && w.q > 0)
    .sort((a, b) => b.q - a.q);
  return wanted.map((w) => w.base).find(isLanguage) ?? "en";
}

/** A cookie header's value of `name`, or null. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** The language of a request: the customer's choice (cookie), else what the browser asks for. */
export function languageOf(headers: Headers): Language {
  const chosen = cookieValue(headers.get("Cookie"), LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : fromAcceptLanguage(headers.get("Accept-Language"));
}
