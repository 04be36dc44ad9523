/**
 * The self-hosted fonts of Sinhala and Tamil (Noto Sans, from the registry, subset to their script,
 * `font-display: swap`): a page in Sinhala or Tamil loads its own script's regular and bold faces,
 * an English page none. Both faces are preloaded so they are there before the first paint: a face that
 * arrived later would redraw its text wider than what stood in for it, and wrap a bold title or label
 * onto a new line under the customer's eyes.
 */
import sinhala400 from "@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2?url";
import sinhala400Css from "@fontsource/noto-sans-sinhala/sinhala-400.css?url";
import sinhala700 from "@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-700-normal.woff2?url";
import sinhala700Css from "@fontsource/noto-sans-sinhala/sinhala-700.css?url";
import tamil400 from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url";
import tamil400Css from "@fontsource/noto-sans-tamil/tamil-400.css?url";
import tamil700 from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url";
import tamil700Css from "@fontsource/noto-sans-tamil/tamil-700.css?url";
import type { Language } from "~/i18n/language";

export const FONTS: Record<Exclude<Language, "en">, { preload: string[]; stylesheets: string[] }> = {
  si: { preload: [sinhala400, sinhala700], stylesheets: [sinhala400Css, sinhala700Css] },
  ta: { preload: [tamil400, tamil700], stylesheets: [tamil400Css, tamil700Css] },
};
