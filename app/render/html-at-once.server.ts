import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/**
 * A page's HTML from one synchronous pass (React's `renderToString`), or null when that pass cannot give it whole: the
 * render threw, or a Suspense boundary did not finish in it (React writes `<!--$!` for a boundary it leaves to the
 * browser: a lazy part whose code the server has not loaded yet, a part that threw). The streaming renderer then
 * renders the page (app/entry.server.tsx), waiting for what this pass could not.
 */
export function htmlAtOnce(page: ReactElement): string | null {
  let html: string;
  try {
    html = renderToString(page);
  } catch {
    return null;
  }
  return html.includes("<!--$!") ? null : html;
}
