/**
 * Message catalogues: every visible text is looked up by key, in the specification's wording.
 * Catalogues are split by area so a page ships only the messages it can show. English (app/i18n/en/*)
 * is the source; Sinhala and Tamil (app/i18n/si/*, app/i18n/ta/*) give the same keys, typed against
 * the English ones. Which language a text is looked up in is the request's (on the server) or the
 * page's (in the browser): `t` stays a plain function, so a text can be looked up anywhere.
 */
import type { Language } from "./language";

export type Catalogue = Readonly<Record<string, string>>;

/** A translation of an English catalogue: exactly its keys, each a text. */
export type Translation<C extends Catalogue> = { readonly [K in keyof C]: string };

const translations: Record<Exclude<Language, "en">, Record<string, string>> = { si: {}, ta: {} };

let currentLanguage: () => Language = () => "en";

/** Where the language of the moment comes from: the request's (server) or the page's (browser). */
export function setLanguageSource(source: () => Language): void {
  currentLanguage = source;
}

export function language(): Language {
  return currentLanguage();
}

/** Makes a language's texts known (the server knows every language; a page loads only its own). */
export function addTranslations(lang: Exclude<Language, "en">, messages: Readonly<Record<string, string>>): void {
  Object.assign(translations[lang], messages);
}

export function translator<C extends Catalogue>(catalogue: C) {
  return function t(key: keyof C & string, vars?: Record<string, string | number>): string {
    const lang = currentLanguage();
    const text: string = (lang === "en" ? undefined : translations[lang][key]) ?? catalogue[key] ?? key;
    if (!vars || !text.includes("{")) return text;
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
  };
}
