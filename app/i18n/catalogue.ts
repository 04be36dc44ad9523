/**
 * Message catalogues: every visible text is looked up by key, in the specification's wording.
 * Catalogues are split by area so a page ships only the messages it can show. English (app/i18n/en/*)
 * is the source; Sinhala and Tamil (app/i18n/si/*, app/i18n/ta/*) give the same keys, typed against
 * the English ones. Which language a text is looked up in is the request's (on the server) or the
 * page's (in the browser): `t` stays a plain function, so a text can be looked up anywhere.
 *
 * A text's placeholders (`{name}`) are typed from the English text: `t` wants exactly them, so a
 * missing or misspelt one fails the typecheck. A text that varies by a number is a plural: one form
 * per plural category of the language (`Intl.PluralRules`), chosen by the number `count`, which every
 * lookup of a plural gives: `t("map.search.count", { count: hits.length })`.
 */
import type { Language } from "./language";

/** The plural categories `Intl.PluralRules` gives each language (Node 20's CLDR; tests/unit/i18n-catalogues.test.ts checks them). */
export const PLURAL_FORMS = {
  en: ["one", "other"],
  // Sinhala's `one` is 0 and 1 (and 0.1 to 1.0).
  si: ["one", "other"],
  ta: ["one", "other"],
} as const satisfies Record<Language, readonly Intl.LDMLPluralRule[]>;

export type PluralForm<L extends Language> = (typeof PLURAL_FORMS)[L][number];

/** A text that varies by a number: one form per plural category of the language. */
export type Plural<L extends Language = "en"> = { readonly [F in PluralForm<L>]: string };

/** A text: a plain one, or a plural. */
export type Text = string | Readonly<Partial<Record<Intl.LDMLPluralRule, string>>>;

export type Catalogue = Readonly<Record<string, string | Plural>>;

type Translated = Exclude<Language, "en">;

/** The placeholder names of a text: "{count} places found" → "count". */
export type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The names a lookup of a text gives: its placeholders, and `count` for a plural (whose `one` form may leave the number out). */
type Names<T> = T extends string ? Placeholders<T> : Placeholders<T[keyof T]> | "count";

/**
 * What a lookup gives with the key: nothing for a text without placeholders, else exactly its placeholders. A plural's
 * `count` is a number, or a figure as the operator sends it ("100", "Unlimited": the form of what is not a number is `other`).
 */
type ArgsOf<T> = [Names<T>] extends [never] ? [] : [vars: { readonly [N in Names<T>]: string | number }];

/**
 * A key's lookup arguments. Spread over a union of keys (`key as MessageKey`), each key's own arguments are accepted: a
 * key computed at run time is checked by the unit tests, a literal one by the typecheck.
 */
export type LookupArgs<C extends Catalogue, K extends keyof C> = K extends unknown ? ArgsOf<C[K]> : never;

/** A text with at least the given placeholders (any order, anywhere in it). */
type Holding<Names extends string> = [Names] extends [never] ? string : UnionToIntersection<Names extends string ? `${string}{${Names}}${string}` : never>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** A language's text for an English one: its placeholders kept; a plural in every form of the language, each showing the number (Sinhala's `one` is 0 too). */
type TranslatedText<T, L extends Translated> = T extends string
  ? Holding<Placeholders<T>>
  : T extends Plural
    ? { readonly [F in PluralForm<L>]: Holding<Placeholders<T["other"]> | "count"> }
    : never;

/** A translation of an English catalogue: exactly its keys, each with the English text's placeholders and, for a plural, the language's forms. */
export type Translation<C extends Catalogue, L extends Translated> = { readonly [K in keyof C]: TranslatedText<C[K], L> };

/**
 * A language's whole catalogue, against the whole English one: every key, and no key English lacks (the index spreads
 * the area files, and a spread escapes the extra-key check of `satisfies`).
 */
export const wholeTranslation =
  <C extends Catalogue, L extends Translated>() =>
  <const T extends Translation<C, L>>(texts: T & { readonly [K in Exclude<keyof T, keyof C>]: never }): T =>
    texts;

const translations: Record<Translated, Record<string, Text>> = { si: {}, ta: {} };

let currentLanguage: () => Language = () => "en";

/** Where the language of the moment comes from: the request's (server) or the page's (browser). */
export function setLanguageSource(source: () => Language): void {
  currentLanguage = source;
}

export function language(): Language {
  return currentLanguage();
}

/** Makes a language's texts known (the server knows every language; a page loads only its own). */
export function addTranslations(lang: Translated, messages: Readonly<Record<string, Text>>): void {
  Object.assign(translations[lang], messages);
}

const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralRulesOf = (lang: Language) => pluralRules.get(lang) ?? pluralRules.set(lang, new Intl.PluralRules(lang)).get(lang)!;

/** A text in a language with its placeholders filled: a plural's form is the one its language's rules choose for `count`. */
export function fill(lang: Language, text: Text, vars?: Readonly<Record<string, string | number>>): string {
  const form = typeof text === "string" ? text : (text[pluralRulesOf(lang).select(Number(vars?.count))] ?? text.other ?? "");
  if (!vars || !form.includes("{")) return form;
  return form.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

export function translator<C extends Catalogue>(catalogue: C) {
  return function t<K extends keyof C & string>(key: K, ...[vars]: LookupArgs<C, K>): string {
    const lang = currentLanguage();
    // A plural the language lacks falls back to English with English's forms.
    const translated = lang === "en" ? undefined : translations[lang][key];
    return translated !== undefined ? fill(lang, translated, vars) : fill("en", catalogue[key] ?? key, vars);
  };
}
