/**
 * The portal writes its figures itself (app/format.ts) rather than through Intl.NumberFormat, whose first use
 * costs a page load tens of milliseconds: what it writes must be Intl's, character for character, in every
 * language's locale, for money (two decimals), volumes (at most one) and other numbers (at most two).
 */
import { en, Faker } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { formatNumber, formatRupees, formatVolume } from "~/format";
import { LANGUAGES, LOCALES } from "~/i18n/language";
import { inLanguage } from "../support/language";

const FORMATS = [
  { name: "money", format: formatRupees, options: { minimumFractionDigits: 2, maximumFractionDigits: 2 } },
  { name: "volume", format: formatVolume, options: { maximumFractionDigits: 1 } },
  { name: "number", format: formatNumber, options: { maximumFractionDigits: 2 } },
] as const;

/** Ties, carries through nines, the shortest-decimal cases binary rounding gets wrong, signs and extremes. */
const EDGES = [
  0,
  -0,
  0.5,
  1,
  9.95,
  9.995,
  99.95,
  999.95,
  999.995,
  999999.995,
  1.005,
  1.045,
  1.45,
  2.45,
  0.05,
  0.005,
  0.0049,
  1250,
  1250.5,
  12345.678,
  100000,
  1234567.25,
  99999999.99,
  -1234.5,
  -0.001,
  -0.004,
  -999.995,
  1e-7,
  5e-7,
  1.5e-10,
  123456789012,
  1e21,
  1.2345678901234568e22,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
  NaN,
  Infinity,
  -Infinity,
];

/** Figures as the portal meets them: rupees from cents, volumes in GB and MB, counts, at every magnitude. */
function samples(count: number): number[] {
  // Seeded as the simulator seeds its data: the same figures on every run.
  const faker = new Faker({ locale: [en] });
  faker.seed(20261128);
  const random = () => faker.number.float();
  const numbers: number[] = [];
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(random() * 12 - 3);
    numbers.push(Math.round(random() * 10_000_000) / 100, random() * magnitude, -random() * magnitude, Math.round(random() * magnitude * 1000) / 1000);
  }
  return numbers;
}

describe.each(LANGUAGES)("figures in %s are written as Intl.NumberFormat writes them", (lang) => {
  it.each(FORMATS)("$name", ({ format, options }) => {
    const intl = new Intl.NumberFormat(LOCALES[lang], options);
    const differences = inLanguage(lang, () => [...EDGES, ...samples(2_500)].map((n) => ({ n, ours: format(n), intl: intl.format(n) }))).filter(
      ({ ours, intl }) => ours !== intl,
    );
    expect(differences.slice(0, 5)).toEqual([]);
  });
});

it("Tamil groups by lakhs, English and Sinhala by thousands", () => {
  expect(inLanguage("ta", () => formatRupees(1234567.5))).toBe("12,34,567.50");
  expect(inLanguage("si", () => formatRupees(1234567.5))).toBe("1,234,567.50");
  expect(inLanguage("en", () => [formatVolume(1.45), formatNumber(1000), formatRupees(-0.5)])).toEqual(["1.5", "1,000", "-0.50"]);
});
