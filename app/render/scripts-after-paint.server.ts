/**
 * The server's half of app/render/scripts-after-paint.tsx: in the HTML React writes, Remix's module preload links,
 * its module script and the texts' fetch preload become inert (`rel="x-modulepreload"`, `type="x-module"`,
 * `rel="x-preload"`), for `<ScriptsAfterPaint />` to make live once the first frame is painted. Applied to each batch
 * of the render's writes: React completes a segment before it flushes, so no tag is cut between two batches.
 */
import { INERT_FETCH_PRELOAD_REL, INERT_MODULE_TYPE, INERT_PRELOAD_REL } from "~/render/scripts-after-paint";

/**
 * What `<Scripts />` writes (React's attribute order: rel and href of a link; nonce, type and async of the script),
 * and the root's fetch preload of the language's texts (rel, then as), and what goes in their place.
 */
const REWRITES = [
  { live: Buffer.from('<link rel="modulepreload" '), inert: Buffer.from(`<link rel="${INERT_PRELOAD_REL}" `) },
  { live: Buffer.from('" type="module" async="">'), inert: Buffer.from(`" type="${INERT_MODULE_TYPE}" async="">`) },
  { live: Buffer.from('<link rel="preload" as="fetch" '), inert: Buffer.from(`<link rel="${INERT_FETCH_PRELOAD_REL}" as="fetch" `) },
];

/**
 * The chunk with every live form replaced by its inert one. Only the shell's batch holds them; every other batch is
 * passed on as it is. The bytes between are copied as they are, never decoded.
 */
export function withScriptsAfterPaint(chunk: Buffer): Buffer {
  const found: { at: number; live: Buffer; inert: Buffer }[] = [];
  for (const { live, inert } of REWRITES) {
    for (let at = chunk.indexOf(live); at !== -1; at = chunk.indexOf(live, at + live.length)) found.push({ at, live, inert });
  }
  if (found.length === 0) return chunk;
  found.sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  let from = 0;
  for (const { at, live, inert } of found) {
    parts.push(chunk.subarray(from, at), inert);
    from = at + live.length;
  }
  parts.push(chunk.subarray(from));
  return Buffer.concat(parts);
}
