/**
 * The Sinhala and Tamil catalogues give every English key (the typecheck refuses a missing or extra
 * key), with the same placeholders, a plural in every form its language has, and no English left but
 * the brand names the operator writes in Latin letters. English keys are unique across the area
 * catalogues, so one key is one text. (tests/unit/i18n-types.test.ts: what the typecheck refuses.)
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLURAL_FORMS, type Text } from "~/i18n/catalogue";
import { LANGUAGES } from "~/i18n/language";
import { si } from "~/i18n/si";
import { ta } from "~/i18n/ta";

const EN_DIR = path.resolve(__dirname, "../../app/i18n/en");

/** Every English text by key, read area file by area file (the index, en/index.ts, spreads them: a key twice would hide there). */
async function english(): Promise<Map<string, { text: Text; area: string }>> {
  const all = new Map<string, { text: Text; area: string }>();
  for (const file of readdirSync(EN_DIR).filter((name) => name !== "index.ts")) {
    const module = (await import(path.join(EN_DIR, file))) as Record<string, Record<string, Text>>;
    for (const catalogue of Object.values(module)) {
      for (const [key, text] of Object.entries(catalogue)) {
        const earlier = all.get(key);
        if (earlier && JSON.stringify(earlier.text) !== JSON.stringify(text))
          throw new Error(`${key} means ${JSON.stringify(earlier.text)} in ${earlier.area} and ${JSON.stringify(text)} in ${file}`);
        all.set(key, { text, area: file });
      }
    }
  }
  return all;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join();
const sorted = (entries: Array<[string, string]>) => Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));

/**
 * The forms a text must have and the placeholders each must show: a plain text's own; every form of a plural those of
 * the English `other` form (the English `one` may say "a minute"; a translated one may stand for more than 1: Sinhala's is 0 too).
 */
function expectedForms(lang: "si" | "ta", text: Text): Record<string, string> {
  if (typeof text === "string") return { text: placeholders(text) };
  return sorted(PLURAL_FORMS[lang].map((form) => [form, placeholders(text.other ?? "")]));
}

function givenForms(text: Text | undefined): Record<string, string> {
  if (text === undefined) return {};
  if (typeof text === "string") return { text: placeholders(text) };
  return sorted(Object.entries(text).map(([form, value]) => [form, placeholders(value ?? "")]));
}

/** The words of a text, plural forms one after another. */
const wordsOf = (text: Text | undefined) => (text === undefined ? "" : typeof text === "string" ? text : Object.values(text).join(" "));

it.each(LANGUAGES)("the plural categories of %s are those Intl.PluralRules gives", (lang) => {
  expect([...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort()).toEqual([...PLURAL_FORMS[lang]].sort());
});

it("gives every English plural its forms, each showing the number but for `one`, which may say it in words", async () => {
  const plurals = [...(await english())].flatMap(([key, { text }]) => (typeof text === "string" ? [] : [[key, text] as const]));
  expect(plurals.length).toBeGreaterThan(0);
  for (const [key, text] of plurals) {
    expect(Object.keys(text).sort(), key).toEqual([...PLURAL_FORMS.en].sort());
    expect(text.other, key).toContain("{count}");
  }
});

/** Texts that are the same in every language: brand names, codes and figures only. */
const SAME_EVERYWHERE = /^[\s\d.,:;!?()/+\-–—%*#&@'"·|×{}\w]*$/;
const BRANDS =
  /\b(SLT-MOBITEL|SLTMOBITEL|SLT|Mobitel|PEO ?TV|PEOTVGO|Extra GB|Happy Day|MySLT|e-?Bill|SMS|OTP|NIC|GB|MB|LKR|Rs|4G|LTE|ADSL|Megaline|Fib(re|er)|Google|Facebook|Wi-Fi|IDD|VOD|Visa|Mastercard|Home|Any Joy|Voice Pal|English|Mr|Mrs|Ms|X|YouTube|Instagram|LinkedIn|Twitter|American Express|Kaspersky|CCTV|Duthaya|eSiphala|eSport|Lynked|Storage)\b/g;

/** Texts kept as written in every language: the daily-usage chart's codes and the input examples (a number's or an address's form, not words). */
const KEPT = new Set([
  "bb.daily.peakDown",
  "bb.daily.peakUp",
  "bb.daily.offPeakDown",
  "bb.daily.offPeakUp",
  "addAccount.telephone.placeholder",
  "complaints.add.contactNo.placeholder",
  "details.mobile.placeholder",
  "details.email.placeholder",
  "ns.mobile.placeholder",
  "voice.cf.numberPlaceholder",
]);

describe.each([
  ["Sinhala", "si", si, /[\u0D80-\u0DFF]/, /[\u0B80-\u0BFF]/],
  ["Tamil", "ta", ta, /[\u0B80-\u0BFF]/, /[\u0D80-\u0DFF]/],
] as const)("the %s catalogue", (_name, lang, typed, script, otherScript) => {
  const catalogue: Readonly<Record<string, Text>> = typed;

  it("never mixes in the other language's letters", () => {
    expect(
      Object.entries(catalogue)
        .filter(([, text]) => otherScript.test(wordsOf(text)))
        .map(([key]) => key),
    ).toEqual([]);
  });

  it("has every English key, and no other", async () => {
    const en = await english();
    expect(Object.keys(catalogue).sort()).toEqual([...en.keys()].sort());
  });

  it("keeps every placeholder of the English text, and gives a plural every form of the language", async () => {
    const en = await english();
    const wrong = [...en].filter(([key, { text }]) => JSON.stringify(givenForms(catalogue[key])) !== JSON.stringify(expectedForms(lang, text)));
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it("leaves no English behind: every text is written in its script, but brand names and figures", async () => {
    const en = await english();
    const untranslated = [...en.keys()].filter((key) => {
      const text = wordsOf(catalogue[key]);
      if (script.test(text) || KEPT.has(key)) return false;
      // Only brand names, codes, figures and punctuation may stay as they are.
      return !SAME_EVERYWHERE.test(text.replace(BRANDS, "").replace(/\{\w+\}/g, "")) || /[A-Za-z]{2,}/.test(text.replace(BRANDS, "").replace(/\{\w+\}/g, ""));
    });
    expect(untranslated).toEqual([]);
  });
});
