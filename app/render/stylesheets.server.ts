/**
 * The text of every stylesheet a page may name (the area sheets of app/styles and the Sinhala and Tamil font
 * faces), by the URL the build gives it, for the document's head to write inline (app/render/stylesheets.tsx).
 * A page's sheets come to 2-8 KB gzip, inside the document's first round trip; a sheet over INLINE_LIMIT would
 * stay a stylesheet link (none is: the largest, base.css, is 12 KB before compression).
 */
const INLINE_LIMIT = 24 * 1024;

const byFile = <T>(urls: Record<string, T>, texts: Record<string, string>) =>
  Object.entries(urls).flatMap(([file, url]) => {
    const css = texts[file];
    return typeof url === "string" && css !== undefined && css.length <= INLINE_LIMIT ? [[url, css] as const] : [];
  });

export const inlineSheets: ReadonlyMap<string, string> = new Map([
  ...byFile(
    import.meta.glob("../styles/*.css", { query: "?url", import: "default", eager: true }),
    import.meta.glob<string>("../styles/*.css", { query: "?inline", import: "default", eager: true }),
  ),
  ...byFile(
    import.meta.glob("/node_modules/@fontsource/noto-sans-{sinhala,tamil}/{sinhala,tamil}-{400,700}.css", { query: "?url", import: "default", eager: true }),
    import.meta.glob<string>("/node_modules/@fontsource/noto-sans-{sinhala,tamil}/{sinhala,tamil}-{400,700}.css", {
      query: "?inline",
      import: "default",
      eager: true,
    }),
  ),
]);
