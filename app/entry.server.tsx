/**
 * Server rendering. The portal's pages have no deferred data, so nothing is gained by streaming the
 * HTML in pieces: the whole document is rendered (onAllReady), collected and sent as one body.
 * That is one socket write instead of one per 2 KB chunk, and no Node-to-web stream bridge, which
 * matters on the larger signed-in pages (measured with `npm run bench`).
 */
import { Writable } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/components/nonce";
import { withoutUnfilledTail } from "~/render/html-chunks.server";
import { withLanguage } from "~/i18n/language.server";
import { newNonce, setSecurityHeaders } from "~/security/headers.server";

const ABORT_DELAY = 5_000;

/** Data requests (client navigations and fetchers) carry the same headers, without a page to hold a nonce. */
export function handleDataRequest(response: Response) {
  setSecurityHeaders(response.headers);
  return response;
}

export default function handleRequest(request: Request, status: number, headers: Headers, remixContext: EntryContext) {
  // The page speaks the request's language, however long its render takes.
  return withLanguage(request, () => renderPage(request, status, headers, remixContext));
}

function renderPage(request: Request, status: number, headers: Headers, remixContext: EntryContext) {
  const nonce = newNonce();
  setSecurityHeaders(headers, nonce);
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : withoutUnfilledTail(chunk));
        done();
      },
      final(done) {
        const body = Buffer.concat(chunks);
        headers.set("Content-Type", "text/html; charset=utf-8");
        headers.set("Content-Length", String(body.byteLength));
        resolve(new Response(body, { headers, status: statusCode }));
        done();
      },
    });
    const page = (
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        shellRendered = true;
        pipe(sink);
      },
      onShellError: reject,
      onError(error: unknown) {
        statusCode = 500;
        // Errors before the shell is ready reject and are logged by Remix; later ones only here.
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, ABORT_DELAY);
  });
}
