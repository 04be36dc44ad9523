/**
 * The response headers every response carries: no framing, no MIME sniffing, a strict referrer,
 * HSTS when served over https, and nothing kept by caches unless the response says otherwise
 * (signed-in pages and documents hold personal data; public pages carry one-time outcomes). A page
 * adds a Content-Security-Policy whose scripts must come from the portal or carry this response's
 * nonce (Remix's own inline scripts get it). Pages and data requests get them from the app
 * (app/entry.server.tsx); every other response (resource routes such as PDFs and the texts, static
 * files, the server's own redirects and errors) from the production server (scripts/serve.mjs),
 * which sets each of `serverSecurityHeaders()` that the response has not set itself.
 */
import { randomBytes } from "node:crypto";
import { browserBases, env, mapServices, servedOverHttps, serverBases } from "~/env.server";
import { tagManager } from "~/render/tag-manager.server";

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

/** The configured tag manager's host (with its leading space), or nothing: its script, and the requests and images it makes. */
const tagHost = tagManager() ? ` ${tagManager()!.origin}` : "";

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${tagHost}`,
    // React's style attributes and Leaflet's positioning are inline styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${browserOrigins}${tagHost}`,
    `connect-src 'self' ${browserOrigins}${tagHost}`,
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

const COMMON: ReadonlyArray<readonly [string, string]> = [
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ...(servedOverHttps ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const] : []),
];
const NO_STORE = ["Cache-Control", "private, no-store"] as const;

export function setSecurityHeaders(headers: Headers, nonce?: string): void {
  if (nonce && enforceCsp) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  for (const [name, value] of COMMON) headers.set(name, value);
  if (!headers.has(NO_STORE[0])) headers.set(...NO_STORE);
}

/** What the production server sets on every response that has not set the header itself (a static file its caching). */
export function serverSecurityHeaders(): Array<[string, string]> {
  return [...COMMON, NO_STORE].map(([name, value]) => [name, value]);
}
