/**
 * The page's scripts, and what only they need (a Sinhala or Tamil page's texts), start loading once its first
 * frame is painted. Every page works before its scripts run (each form posts to its action), so the first screen
 * needs nothing from them; on a phone on slow 4G they only compete with it: for the connection (the banner, the
 * language fonts) and for the main thread (parsing and compiling them while the first layout waits).
 *
 * Remix's `<Scripts />` writes a module preload link for each of the page's modules and a module script that
 * imports them and hydrates the page. The server sends those inert (app/render/scripts-after-paint.server.ts:
 * the links with `rel="x-modulepreload"`, the script with `type="x-module"`, which the browser neither fetches
 * nor runs); `<ScriptsAfterPaint />`, after them, makes them live in the task after the first frame: each
 * link gets its `rel` back (the browser fetches it then) and the script is replaced by a live copy of itself
 * (a script element runs once, when it is inserted). The document then holds what `<Scripts />` renders, so
 * hydration finds the elements it expects. A page opened in a hidden tab draws no frame: its scripts start at once.
 */
import { useNonce } from "~/components/nonce";

/** What the server writes instead of the live forms (app/render/scripts-after-paint.server.ts). */
export const INERT_PRELOAD_REL = "x-modulepreload";
export const INERT_MODULE_TYPE = "x-module";
/** A fetch preload (a Sinhala or Tamil page's texts, which only hydration needs) waits for the first frame too. */
export const INERT_FETCH_PRELOAD_REL = "x-preload";

const START = `(() => {
  const start = () => {
    for (const link of document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]')) link.rel = "modulepreload";
    for (const link of document.querySelectorAll('link[rel="${INERT_FETCH_PRELOAD_REL}"]')) link.rel = "preload";
    for (const inert of document.querySelectorAll('script[type="${INERT_MODULE_TYPE}"]')) {
      const live = document.createElement("script");
      live.type = "module";
      live.async = true;
      live.nonce = inert.nonce;
      live.textContent = inert.textContent;
      inert.replaceWith(live);
    }
  };
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();`;

/** Rendered right after Remix's `<Scripts />`; the browser runs it once, as the document is parsed (hydration leaves it). */
export function ScriptsAfterPaint() {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START }} />;
}
