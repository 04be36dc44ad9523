/**
 * What the document frame (root.tsx's Layout) needs of the visitor's preferences: the language, the
 * theme, and for Sinhala or Tamil the texts and fonts to load. The root loader gives it to every
 * page; when the root loader itself failed (the session store is away), entry.server.tsx gives it to
 * the error page, so that page too is in the customer's language.
 */
import { textsUrl } from "~/i18n/texts.server";
import { FONTS } from "./fonts";
import { preferencesOf } from "./preferences";

export function pageSettings(request: Request) {
  const preferences = preferencesOf(request);
  const language = preferences.lang === "en" ? null : { texts: textsUrl(preferences.lang), fonts: FONTS[preferences.lang] };
  return { preferences, language };
}
