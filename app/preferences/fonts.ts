/**
 * The self-hosted fonts of Sinhala and Tamil (Noto Sans, from the registry, subset to their script): a page in
 * Sinhala or Tamil loads its own script's regular and bold faces, an English page none. Both faces are preloaded,
 * and declared here rather than with the package's stylesheets, for two reasons:
 * - `font-display: optional`: a face that is not there for the first paint is not swapped in later. Swapping redrew
 *   the text wider than what stood in for it and moved the page under the customer's eyes (on the prepaid page
 *   with its usage heads-up, CLS 0.216 in Tamil and 0.155 in Sinhala on slow 4G). The next page, with the face in
 *   the browser's cache, has it from the first paint.
 * - `local()` first: a phone that has the face (Android ships Noto Sans Sinhala and Tamil) draws with it at once,
 *   without the download.
 */
import sinhala400 from "@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2?url";
import sinhala700 from "@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-700-normal.woff2?url";
import tamil400 from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url";
import tamil700 from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url";
import type { Language } from "~/i18n/language";

/**
 * The @font-face rules of one family's regular and bold faces. The Unicode range is the script's (the package's own
 * subset range): a face found on the device, which may hold Latin letters too, draws only the script.
 */
function faces(family: string, postScript: string, range: string, files: { 400: string; 700: string }): string {
  return ([400, 700] as const)
    .map((weight) => {
      const style = weight === 400 ? "Regular" : "Bold";
      const local = `local("${family}${weight === 700 ? " Bold" : ""}"), local("${postScript}-${style}")`;
      return `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:optional;src:${local},url(${files[weight]}) format("woff2");unicode-range:${range}}`;
    })
    .join("");
}

export const FONTS: Record<Exclude<Language, "en">, { preload: string[]; faces: string }> = {
  si: {
    preload: [sinhala400, sinhala700],
    faces: faces("Noto Sans Sinhala", "NotoSansSinhala", "U+0964-0965,U+0D81-0DF4,U+1CF2,U+200C-200D,U+25CC,U+111E1-111F4", {
      400: sinhala400,
      700: sinhala700,
    }),
  },
  ta: {
    preload: [tamil400, tamil700],
    faces: faces("Noto Sans Tamil", "NotoSansTamil", "U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC", { 400: tamil400, 700: tamil700 }),
  },
};
