/**
 * The server's half of app/render/scripts-after-paint.tsx: in the HTML React writes, Remix's module preload links
 * and its module script become inert (`rel="x-modulepreload"`, `type="x-module"`), for `<ScriptsAfterPaint />` to
 * make live once the first frame is painted. Applied to each batch of the render's writes: React completes a
 * segment before it flushes, so no tag is cut between two batches.
 */
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from "~/render/scripts-after-paint";

/** What `<Scripts />` writes (React's attribute order: rel and href of a link; nonce, type and async of the script). */
const LIVE_PRELOAD = '<link rel="modulepreload" ';
const LIVE_MODULE = '" type="module" async="">';
const MARK = Buffer.from(LIVE_PRELOAD);

export function withScriptsAfterPaint(chunk: Buffer): Buffer {
  // Only the shell's batch holds them; every other batch is passed on as it is. latin1 keeps every byte as it is.
  if (!chunk.includes(MARK) && !chunk.includes(LIVE_MODULE)) return chunk;
  const html = chunk
    .toString("latin1")
    .replaceAll(LIVE_PRELOAD, `<link rel="${INERT_PRELOAD_REL}" `)
    .replaceAll(LIVE_MODULE, `" type="${INERT_MODULE_TYPE}" async="">`);
  return Buffer.from(html, "latin1");
}
