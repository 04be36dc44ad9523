/**
 * The response headers every page and every data request carries: a Content-Security-Policy whose
 * scripts must come from the portal or carry this response's nonce (Remix's own inline scripts get
 * it), no framing, no MIME sniffing, a strict referrer, HSTS when served over https, and nothing of
 * a page kept by caches (signed-in pages hold personal data; public ones carry one-time outcomes).
 */
import { randomBytes } from "node:crypto";
import { browserBases, env, mapServices, servedOverHttps, serverBases } from "~/env.server";

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

const origin = (url: string) => {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, "0")).origin;
  } catch {
    return null;
  }
};

/** Hosts the browser itself talks to: hosted payment and consent pages, banner images, map tiles and search. */
const browserOrigins = [
  ...new Set(
    [
      ...Object.values(browserBases),
      ...Object.values(serverBases),
      mapServices.tileUrl,
      mapServices.searchUrl,
      mapServices.coverageUrl ?? "",
      env.SIMULATOR_PUBLIC_URL,
    ]
      .map(origin)
      .filter((o): o is string => Boolean(o)),
  ),
].join(" ");

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React's style attributes and Leaflet's positioning are inline styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${browserOrigins}`,
    `connect-src 'self' ${browserOrigins}`,
    "font-src 'self' data:",
    // Pay Now and external sign-in post the browser on to the operator's hosted pages.
    `form-action 'self' ${browserOrigins}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Vite's development server injects scripts of its own; the policy applies to the built portal. */
const enforceCsp = process.env.NODE_ENV !== "development";

export function setSecurityHeaders(headers: Headers, nonce?: string): void {
  if (nonce && enforceCsp) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (servedOverHttps) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
}
