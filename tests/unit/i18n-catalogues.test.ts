/**
 * The Sinhala and Tamil catalogues give every English key (the typecheck refuses a missing or extra
 * key), with the same placeholders, and no English left but the brand names the operator writes in
 * Latin letters. English keys are unique across the area catalogues, so one key is one text.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { si } from "~/i18n/si";
import { ta } from "~/i18n/ta";

const EN_DIR = path.resolve(__dirname, "../../app/i18n/en");

async function english(): Promise<Map<string, { text: string; area: string }>> {
  const all = new Map<string, { text: string; area: string }>();
  for (const file of readdirSync(EN_DIR)) {
    const module = (await import(path.join(EN_DIR, file))) as Record<string, Record<string, string>>;
    for (const catalogue of Object.values(module)) {
      for (const [key, text] of Object.entries(catalogue)) {
        const earlier = all.get(key);
        if (earlier && earlier.text !== text) throw new Error(`${key} means "${earlier.text}" in ${earlier.area} and "${text}" in ${file}`);
        all.set(key, { text, area: file });
      }
    }
  }
  return all;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

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
  ["Sinhala", si, /[\u0D80-\u0DFF]/, /[\u0B80-\u0BFF]/],
  ["Tamil", ta, /[\u0B80-\u0BFF]/, /[\u0D80-\u0DFF]/],
] as const)("the %s catalogue", (_name, catalogue, script, otherScript) => {
  it("never mixes in the other language's letters", () => {
    expect(
      Object.entries(catalogue)
        .filter(([, text]) => otherScript.test(text))
        .map(([key]) => key),
    ).toEqual([]);
  });

  it("has every English key, and no other", async () => {
    const en = await english();
    expect(Object.keys(catalogue).sort()).toEqual([...en.keys()].sort());
  });

  it("keeps every placeholder of the English text", async () => {
    const en = await english();
    const wrong = [...en].filter(([key, { text }]) => placeholders((catalogue as Record<string, string>)[key] ?? "").join() !== placeholders(text).join());
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it("leaves no English behind: every text is written in its script, but brand names and figures", async () => {
    const en = await english();
    const untranslated = [...en.keys()].filter((key) => {
      const text = (catalogue as Record<string, string>)[key] ?? "";
      if (script.test(text) || KEPT.has(key)) return false;
      // Only brand names, codes, figures and punctuation may stay as they are.
      return !SAME_EVERYWHERE.test(text.replace(BRANDS, "").replace(/\{\w+\}/g, "")) || /[A-Za-z]{2,}/.test(text.replace(BRANDS, "").replace(/\{\w+\}/g, ""));
    });
    expect(untranslated).toEqual([]);
  });
});
