#!/usr/bin/env node
// The language switcher names each language in itself (සිංහල, தமிழ்) on every page, whatever the
// page's language. Loading the whole Sinhala and Tamil fonts on every page for two words would undo
// "fonts only for the language in use", so these two words get fonts of their own: subsets of Noto
// Sans Sinhala and Noto Sans Tamil (from the same registry packages) holding just their glyphs,
// about 1.5 KB each. Run after changing a language's name; the files are committed in public/fonts/.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const fonts = [
  { source: "@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2", text: "සිංහල", out: "language-name-si.woff2" },
  { source: "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2", text: "தமிழ்", out: "language-name-ta.woff2" },
];
for (const font of fonts) {
  const subset = await subsetFont(readFileSync(path.join(root, "node_modules", font.source)), font.text, { targetFormat: "woff2" });
  writeFileSync(path.join(root, "public/fonts", font.out), subset);
  console.log(`public/fonts/${font.out}: ${subset.length} bytes`);
}
