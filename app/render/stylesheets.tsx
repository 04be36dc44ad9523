/**
 * The page's stylesheets arrive with the document. Routes name their sheets as Remix `links` (one sheet per
 * area, app/styles); the document's head writes each sheet the server knows (app/render/stylesheets.server.ts)
 * inline, as `<style data-href>`, instead of a `<link>` the first paint would wait for: on a phone on slow 4G
 * that request was the longest wait before anything showed. The browser keeps the sheets the document brought
 * (read once, before hydration, from those elements), so hydration renders the same elements and a page
 * reached later draws them from there; a sheet the document did not bring comes as a `<link>`, which Remix
 * loads before it shows the page (as `<Links />` does).
 */
import { UNSAFE_RemixContext, useMatches } from "@remix-run/react";
import { createContext, useContext } from "react";

/** A sheet's text by its URL: on the server the build's sheets, in the browser those the first document brought. */
export const InlineSheets = createContext<ReadonlyMap<string, string>>(
  typeof document === "undefined"
    ? new Map()
    : new Map(Array.from(document.querySelectorAll<HTMLStyleElement>("style[data-href]"), (style) => [style.dataset.href ?? "", style.textContent ?? ""])),
);

/** A link's `disabled` (left out of a link's attributes by React's types): the browser neither fetches nor applies it. */
const NOT_FETCHED = { disabled: true };

/**
 * One stylesheet: inline when its text is known, else a link. Beside an inline sheet, a disabled link of it
 * (which the browser does not fetch): Remix, before every loader and action it runs in the browser, and
 * Vite, before a lazily loaded part, load each stylesheet again unless a `link[rel="stylesheet"]` of it is
 * in the document. Without it a phone fetched every sheet of the page a second time at its first post, and
 * the post waited for them.
 */
export function Stylesheet({ href }: { href: string }) {
  const css = useContext(InlineSheets).get(href);
  if (css === undefined) return <link rel="stylesheet" href={href} />;
  return (
    <>
      <style data-href={href} dangerouslySetInnerHTML={{ __html: css }} />
      <link rel="stylesheet" href={href} {...NOT_FETCHED} />
    </>
  );
}

type Descriptor = { rel?: string; href?: string; media?: string } & Record<string, unknown>;

/**
 * Remix's `<Links />` for the matched routes (their `links`, each once), with every plain stylesheet as a
 * `Stylesheet`. (No route here imports CSS for its side effects, so the build's per-route `css` lists are empty.)
 */
export function PageLinks() {
  const remix = useContext(UNSAFE_RemixContext);
  const matches = useMatches();
  const seen = new Set<string>();
  const links: Descriptor[] = [];
  for (const match of matches) {
    for (const link of (remix?.routeModules[match.id]?.links?.() ?? []) as Descriptor[]) {
      const key = JSON.stringify(link);
      if (seen.has(key)) continue;
      seen.add(key);
      links.push(link);
    }
  }
  return links.map((link) =>
    link.rel === "stylesheet" && typeof link.href === "string" && !link.media ? (
      <Stylesheet key={link.href} href={link.href} />
    ) : (
      <link key={JSON.stringify(link)} {...link} />
    ),
  );
}
