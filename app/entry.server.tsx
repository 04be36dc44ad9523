/**
 * Server rendering. A page whose loaders deferred a slow part (`defer`: usage, history, the bill
 * panel...) streams: the layout and everything ready go out at once, and each late part follows in
 * the same response when its data arrives (React puts it at the end of the document with a small
 * script that moves it into place; without JavaScript the root's <noscript> style shows it there).
 *
 * Only a browser known to run the portal's JavaScript (app/render/streaming.ts) is sent a page in
 * parts; any other waits for the whole page, each part in its place.
 *
 * A page that is ready within GRACE_MS (every page whose operator answers quickly, and every page
 * with nothing deferred) is still sent whole, as one body with its length: one socket write instead
 * of one per chunk, which measurably helps throughput (`npm run bench`), and no skeleton flashes by.
 * Its render waits for those parts (app/render/late-parts.server.ts): each is then drawn once, with
 * its data, rather than suspended and drawn again, and Remix needs no script of its own per part.
 * With nothing left to wait for, it is rendered in one synchronous pass (`renderedAtOnce`).
 */
import { Writable } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/components/nonce";
import { env } from "~/env.server";
import { withoutUnfilledTail } from "~/render/html-chunks.server";
import { withScriptsAfterPaint } from "~/render/scripts-after-paint.server";
import { InlineSheets } from "~/render/stylesheets";
import { inlineSheets } from "~/render/stylesheets.server";
import { GRACE_MS, runsScripts } from "~/render/streaming";
import { latePartsSettled, pendingParts } from "~/render/late-parts.server";
import { htmlAtOnce } from "~/render/html-at-once.server";
import { withLanguage } from "~/i18n/language.server";
import { newNonce, setSecurityHeaders } from "~/security/headers.server";
import { sessionStore } from "~/operator/session.server";
import { metricsAllowed } from "~/operations/access.server";
import { observeHttp, routeMatcher } from "~/operations/http.server";
import { deadlineMisses, metricsContentType, metricsText } from "~/operations/metrics.server";
import { pageSettings } from "~/preferences/page-settings.server";

/**
 * For the production server (scripts/serve.mjs): the app's own request checks, applied there before Remix too, and
 * the security headers it sets on every response.
 */
export { logRefusal, refusalOf, refusedPath } from "~/security/request-hygiene.server";
export { serverSecurityHeaders } from "~/security/headers.server";

/** For the production server: health, readiness, metrics and the end of the session store (docs/operations.md). */
export const operations = {
  /** Ready when the session store answers (a Redis PING with REDIS_URL) and the server is not shutting down. */
  async readiness(shuttingDown: boolean): Promise<{ ready: boolean; checks: Record<string, string> }> {
    const checks: Record<string, string> = { server: shuttingDown ? "shutting down" : "ok", sessionStore: await storeHealth() };
    return { ready: Object.values(checks).every((check) => check === "ok"), checks };
  },
  metricsAllowed,
  metricsText,
  metricsContentType,
  routeMatcher,
  observeHttp,
  /** Closes the session store's connection (Redis) once the last request has been answered. */
  close: () => sessionStore.close(),
};

async function storeHealth(): Promise<string> {
  try {
    await sessionStore.ping();
    return "ok";
  } catch (error) {
    return `unavailable (${env.REDIS_URL ? "Redis" : "in-process store"}: ${error instanceof Error ? error.message : String(error)})`;
  }
}

/** Late parts end by the page's deadline (their calls answer with a message then); past this they are cut off. */
const ABORT_DELAY = env.PAGE_DEADLINE_MS + 2_000;

/** Data requests (client navigations and fetchers) carry the same headers, without a page to hold a nonce. */
export function handleDataRequest(response: Response) {
  setSecurityHeaders(response.headers);
  return response;
}

/**
 * A Node writable for React that hands each batch of its writes on as one chunk: React calls
 * `flush()` after every batch (as it does for compression), so a streamed page is written in a few
 * chunks rather than one per 2 KB buffer.
 */
function batchingSink(onChunk: (chunk: Buffer) => void, onEnd: () => void) {
  let pending: Buffer[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const chunk = withScriptsAfterPaint(Buffer.concat(pending));
    pending = [];
    onChunk(chunk);
  };
  const sink = new Writable({
    // No "close" event: React takes one for the destination closing early and aborts the render it has already
    // finished, ending the sink a second time (a Node error made and dropped on every page). Nothing destroys the sink
    // early: a streamed page whose reader goes away aborts the render itself (cancel).
    emitClose: false,
    write(chunk: Buffer | string, _encoding, done) {
      pending.push(typeof chunk === "string" ? Buffer.from(chunk) : withoutUnfilledTail(chunk));
      done();
    },
    final(done) {
      flush();
      onEnd();
      done();
    },
  });
  return Object.assign(sink, { flush });
}

export default function handleRequest(request: Request, status: number, headers: Headers, remixContext: EntryContext) {
  // The root loader failed (the session store is away): the error page still gets the visitor's language and theme.
  const { loaderData, errors } = remixContext.staticHandlerContext;
  if (errors?.root && !loaderData.root) loaderData.root = { outcome: null, submissionToken: "", ...pageSettings(request) };
  const receivedAt = Date.now();
  const inParts = runsScripts(request.headers.get("Cookie"));
  // The page speaks the request's language, however long its render takes. It is rendered once its late parts have
  // settled, or once a streamed page's grace time has passed (a page sent whole waits for them in any case).
  const settled = latePartsSettled(remixContext, inParts ? GRACE_MS : ABORT_DELAY);
  const render = () => renderedAtOnce(request, status, headers, remixContext) ?? renderPage(request, status, headers, remixContext, { inParts, receivedAt });
  return withLanguage(request, () => (settled ? settled.then(render) : render()));
}

/** The document: the nonce of its scripts, the sheets the server inlines, Remix's page. */
function documentOf(request: Request, remixContext: EntryContext, nonce: string) {
  return (
    <NonceContext.Provider value={nonce}>
      <InlineSheets.Provider value={inlineSheets}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </InlineSheets.Provider>
    </NonceContext.Provider>
  );
}

/** A document's headers: the security headers with its nonce, and its type. */
function documentHeaders(headers: Headers, nonce: string) {
  setSecurityHeaders(headers, nonce);
  headers.set("Content-Type", "text/html; charset=utf-8");
}

/** The whole document in one body with its length. */
function whole(chunks: Buffer[], headers: Headers, status: number): Response {
  const body = Buffer.concat(chunks);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { headers, status });
}

/**
 * A page with nothing left to wait for (no late part, or every one settled) rendered in one synchronous pass, as a
 * string: the same HTML as the streaming renderer's, for less CPU (none of the stream's segments, chunks and their
 * encoding; 12-25% of the broadband summary's in A/B runs). Null when that pass cannot give the page whole: the
 * render threw, or a boundary did not finish (`<!--$!`: a lazy part whose code the server has not loaded yet, an
 * error in a part); the streaming renderer then renders it as before, with its errors and status.
 */
function renderedAtOnce(request: Request, status: number, headers: Headers, remixContext: EntryContext): Response | null {
  if (pendingParts(remixContext).length > 0) return null;
  const nonce = newNonce();
  const html = htmlAtOnce(documentOf(request, remixContext, nonce));
  if (html === null) return null;
  documentHeaders(headers, nonce);
  // The streaming renderer writes the doctype before an <html> root; this one does not.
  return whole([withScriptsAfterPaint(Buffer.from(`<!DOCTYPE html>${html}`))], headers, status);
}

function renderPage(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  { inParts, receivedAt }: { inParts: boolean; receivedAt: number },
) {
  const waited = Date.now() - receivedAt;
  const nonce = newNonce();
  documentHeaders(headers, nonce);
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    let started = false;
    let graceTimer: NodeJS.Timeout | undefined;
    // Late parts still pending past the deadline are cut off (their place shows the generic message).
    const abortTimer = setTimeout(
      () => {
        deadlineMisses.inc({ where: "stream" });
        abort();
      },
      Math.max(0, ABORT_DELAY - waited),
    );

    /** Everything is ready: the whole document in one body with its length. */
    function sendWhole() {
      const chunks: Buffer[] = [];
      pipe(
        batchingSink(
          (chunk) => chunks.push(chunk),
          () => resolve(whole(chunks, headers, statusCode)),
        ),
      );
    }

    /** Late parts still pending: the layout now, each part when it is ready. */
    function stream() {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
        cancel: () => abort(),
      });
      pipe(
        batchingSink(
          (chunk) => controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)),
          () => controller.close(),
        ),
      );
      resolve(new Response(body, { headers, status: statusCode }));
    }

    const { pipe, abort } = renderToPipeableStream(documentOf(request, remixContext, nonce), {
      nonce,
      onShellReady() {
        if (!inParts) return;
        graceTimer = setTimeout(
          () => {
            if (started) return;
            started = true;
            stream();
          },
          Math.max(0, GRACE_MS - waited),
        );
      },
      onAllReady() {
        clearTimeout(graceTimer);
        clearTimeout(abortTimer);
        if (started) return;
        started = true;
        sendWhole();
      },
      onShellError: reject,
      onError(error: unknown) {
        statusCode = 500;
        // Errors before the shell is ready reject and are logged by Remix; later ones only here.
        if (started) console.error(error);
      },
    });
  });
}
