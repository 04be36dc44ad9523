/**
 * Texts as the typecheck holds them: a lookup gives exactly its text's placeholders (a plural its `count`), an English
 * plural has every English form, and a translation every key, placeholder and plural form of its language. Each
 * `@ts-expect-error` below is checked by `tsc --noEmit` (tsconfig.json takes tests/): the day the types stop refusing
 * that line, the typecheck fails. At run time: which form a lookup shows, in each language.
 */
import { describe, expect, it } from "vitest";
import { fill, translator, wholeTranslation, type Catalogue, type Translation } from "~/i18n/catalogue";
import { t } from "~/i18n/complaints";
import { inLanguage } from "../support/language";

const sample = {
  "sample.count": { one: "{count} thing in {place}", other: "{count} things in {place}" },
  "sample.hello": "Hello {name}",
  "sample.plain": "Nothing to fill",
} as const satisfies Catalogue;

describe("a lookup", () => {
  it("of a plural shows the form the language's rules choose for count: English and Tamil one for 1, Sinhala for 0 and 1", () => {
    expect([0, 1, 2].map((count) => t("map.search.count", { count }))).toEqual(["0 places found", "1 place found", "2 places found"]);
    expect(inLanguage("ta", () => [1, 3].map((count) => t("map.search.count", { count })))).toEqual(["1 இடம் கிடைத்தது", "3 இடங்கள் கிடைத்தன"]);
    expect(fill("si", { one: "{count}: one", other: "{count}: other" }, { count: 0 })).toBe("0: one");
    expect(fill("en", { one: "{count}: one", other: "{count}: other" }, { count: 0 })).toBe("0: other");
    // A figure as the operator sends it: its form is its number's, and what is not a number is `other`.
    expect(["1", "60", "Unlimited"].map((count) => fill("en", sample["sample.count"], { count, place: "Kandy" }))).toEqual([
      "1 thing in Kandy",
      "60 things in Kandy",
      "Unlimited things in Kandy",
    ]);
  });

  it("wants exactly the text's placeholders: a missing, misspelt or needless one fails the typecheck", () => {
    const ts = translator(sample);
    expect(ts("sample.hello", { name: "Nimal" })).toBe("Hello Nimal");
    expect(ts("sample.plain")).toBe("Nothing to fill");
    // @ts-expect-error a text with a placeholder looked up without it
    expect(ts("sample.hello")).toBe("Hello {name}");
    // @ts-expect-error a misspelt placeholder
    expect(ts("sample.hello", { nmae: "Nimal" })).toBe("Hello {name}");
    // @ts-expect-error a placeholder the text does not have
    expect(ts("sample.plain", { name: "Nimal" })).toBe("Nothing to fill");
    // @ts-expect-error a plural looked up without its count
    expect(ts("sample.count", { place: "Kandy" })).toBe("{count} things in Kandy");
    // @ts-expect-error a plural's other placeholder missing
    expect(ts("sample.count", { count: 2 })).toBe("2 things in {place}");
    // The portal's own catalogues, typed the same way.
    // @ts-expect-error the pin's longitude misspelt
    expect(t("map.picked", { lat: "7.29", lgn: "80.63" })).toBe("Selected location: 7.29, {lng}");
    // @ts-expect-error places found, without how many
    expect(t("map.search.count")).toBe("{count} places found");
  });
});

describe("the typecheck refuses", () => {
  it("an English plural without one of English's forms", () => {
    // @ts-expect-error `other` missing
    const withoutOther = { "x.count": { one: "{count} thing" } } as const satisfies Catalogue;
    // @ts-expect-error a form English does not have
    const withFew = { "x.count": { one: "{count} thing", few: "{count} things", other: "{count} things" } } as const satisfies Catalogue;
    // What got through shows the form it has: the lookup falls back to the text as written.
    expect(fill("en", withoutOther["x.count"], { count: 2 })).toBe("");
    expect(fill("en", withFew["x.count"], { count: 2 })).toBe("2 things");
  });

  it("a translation without a plural form of its language, without a placeholder, or a key missing or more", () => {
    const formMissing = {
      // @ts-expect-error Tamil's `other` form missing
      "sample.count": { one: "{place} இல் {count} பொருள்" },
      "sample.hello": "வணக்கம் {name}",
      "sample.plain": "ஒன்றுமில்லை",
    } satisfies Translation<typeof sample, "ta">;
    const placeholderMissing = {
      "sample.count": { one: "{place} இல் {count} பொருள்", other: "{place} இல் {count} பொருட்கள்" },
      // @ts-expect-error {name} left out
      "sample.hello": "வணக்கம்",
      "sample.plain": "ஒன்றுமில்லை",
    } satisfies Translation<typeof sample, "ta">;
    const sinhalaOneWithoutNumber = {
      // @ts-expect-error Sinhala's `one` is 0 too: it shows the number
      "sample.count": { one: "{place} හි එකක්", other: "{place} හි {count}ක්" },
      "sample.hello": "ආයුබෝවන් {name}",
      "sample.plain": "කිසිවක් නැත",
    } satisfies Translation<typeof sample, "si">;
    // @ts-expect-error sample.plain missing
    const keyMissing = { "sample.count": { one: "{count} {place}", other: "{count} {place}" }, "sample.hello": "{name}" } satisfies Translation<
      typeof sample,
      "ta"
    >;
    const areas = { common: { "sample.plain": "ஒன்றுமில்லை", "sample.hello": "வணக்கம் {name}" }, extra: { "sample.gone": "போய்விட்டது" } } as const;
    const counts = { "sample.count": { one: "{place} இல் {count} பொருள்", other: "{place} இல் {count} பொருட்கள்" } } as const;
    const whole = wholeTranslation<typeof sample, "ta">();
    const complete = whole({ ...areas.common, ...counts });
    // @ts-expect-error a spread area with a key English lacks
    const keyMore = whole({ ...areas.common, ...counts, ...areas.extra });
    // Each of them would show in Tamil as written; the typecheck is what stops them.
    expect([formMissing, placeholderMissing, sinhalaOneWithoutNumber, keyMissing, keyMore].map((texts) => Object.keys(texts).length)).toEqual([3, 3, 3, 2, 4]);
    expect(Object.keys(complete).sort()).toEqual(Object.keys(sample).sort());
  });
});
