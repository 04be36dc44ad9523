/**
 * The self-hosted fonts of Sinhala and Tamil (Noto Sans, from the registry, subset to their script,
 * `font-display: swap`): a page in Sinhala or Tamil loads its own script's regular and bold faces,
 * an English page none. The regular face is preloaded so it is there before the first paint.
 */
import sinhala400 from "@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2?url";
import sinhala400Css from "@fontsource/noto-sans-sinhala/sinhala-400.css?url";
import sinhala700Css from "@fontsource/noto-sans-sinhala/sinhala-700.css?url";
import tamil400 from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url";
import tamil400Css from "@fontsource/noto-sans-tamil/tamil-400.css?url";
import tamil700Css from "@fontsource/noto-sans-tamil/tamil-700.css?url";
import type { Language } from "~/i18n/language";

export const FONTS: Record<Exclude<Language, "en">, { preload: string; stylesheets: string[] }> = {
  si: { preload: sinhala400, stylesheets: [sinhala400Css, sinhala700Css] },
  ta: { preload: tamil400, stylesheets: [tamil400Css, tamil700Css] },
};
