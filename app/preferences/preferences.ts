/**
 * The customer's display preferences: the language and the theme (light, dark, or the device's own
 * until one is chosen). Both live in cookies the server reads, so every page is rendered in them from
 * the first byte (no flash of another language or theme), with or without JavaScript.
 */
import { cookieValue, languageOf, type Language } from "~/i18n/language";

export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_COOKIE = "theme";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** The theme the customer picked, or null: the page then follows the device (prefers-color-scheme). */
export function themeOf(headers: Headers): Theme | null {
  const chosen = cookieValue(headers.get("Cookie"), THEME_COOKIE);
  return isTheme(chosen) ? chosen : null;
}

export interface Preferences {
  lang: Language;
  theme: Theme | null;
}

export function preferencesOf(request: Request): Preferences {
  return { lang: languageOf(request.headers), theme: themeOf(request.headers) };
}
