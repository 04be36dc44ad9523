import { Form, useLocation } from "@remix-run/react";
import { t } from "~/i18n";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "~/i18n/language";
import { THEMES, type Theme } from "./preferences";

/**
 * The language switcher and the theme toggle at the top of every page, public and signed in: buttons
 * of one form that posts to /preferences and comes back to this page (a full page load, so the page's
 * texts arrive in the new language). Each language is named in itself and marked in its own language.
 */
export function PreferencesBar({ lang, theme }: { lang: Language; theme: Theme | null }) {
  const location = useLocation();
  return (
    <div className="prefs-bar">
      <Form method="post" action="/preferences" reloadDocument className="prefs-form">
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <fieldset className="prefs-group">
          <legend className="visually-hidden">{t("prefs.language")}</legend>
          {LANGUAGES.map((l) => (
            <button key={l} type="submit" name="lang" value={l} lang={l} className="prefs-button" aria-pressed={l === lang}>
              {LANGUAGE_NAMES[l]}
            </button>
          ))}
        </fieldset>
        <fieldset className="prefs-group">
          <legend className="visually-hidden">{t("prefs.theme")}</legend>
          {THEMES.map((value) => (
            <button key={value} type="submit" name="theme" value={value} className="prefs-button" aria-pressed={theme === value}>
              {t(`prefs.theme.${value}`)}
            </button>
          ))}
        </fieldset>
      </Form>
    </div>
  );
}
