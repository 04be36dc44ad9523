#!/usr/bin/env node
// The portal's production server (what `npm start` runs): Express with Remix's adapter, as
// remix-serve does, with differences that matter for a page whose loaders call the operator:
// - Node's own fetch, Request and Response are kept (remix-serve swaps in Remix's polyfills unless
//   single fetch is on, and every operator call would go through the slower polyfill);
// - only /assets and files that exist in public/ are looked up on disk; page URLs go straight to
//   Remix instead of costing a failed `stat` each;
// - Remix's matching of a path against the route table, and the route tree its render builds from the build, are
//   remembered, and a page's loaders get its request without Remix's copies of it (scripts/remix-shortcuts.mjs).
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { installShortcuts } from "./remix-shortcuts.mjs";

installShortcuts(createRequire(import.meta.url));

const buildPath = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR ?? "build", "server/index.js"));
const build = await import(pathToFileURL(buildPath).href);
const port = Number(process.env.PORT ?? 3000);
const clientDir = path.resolve(build.assetsBuildDirectory);
// The request checks are the app's own (app/security/request-hygiene.server.ts, exported by app/entry.server.tsx): the
// app applies them to every action whatever serves it; this server applies the same ones, from the same settings,
// before Remix sees the request.
const { refusalOf, refusedPath, logRefusal, serverSecurityHeaders, operations } = build.entry.module;
if (typeof refusalOf !== "function" || typeof serverSecurityHeaders !== "function" || typeof operations?.readiness !== "function") {
  throw new Error(`${buildPath} predates scripts/serve.mjs: rebuild the portal (npm run build).`);
}

const app = express();
app.disable("x-powered-by");
// Every response carries the security headers (app/security/headers.server.ts): pages and data requests get them from
// the app, with the page's Content-Security-Policy; every other response (resource routes: PDFs, the texts; static
// files and assets; this server's redirects and errors) gets each one here that it has not set itself, just before
// its headers are written (set earlier, Remix's own values would be appended to them).
const securityHeaders = serverSecurityHeaders();
app.use((_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    for (const [name, value] of securityHeaders) if (!this.hasHeader(name)) this.setHeader(name, value);
    return writeHead.apply(this, args);
  };
  next();
});
// Behind a reverse proxy set TRUST_PROXY (e.g. 1, or the proxy's address) so req.ip and req.protocol
// are the client's; without it the connection's own address is used (a proxy's address would make
// every customer share one abuse limit).
if (process.env.TRUST_PROXY) app.set("trust proxy", /^\d+$/.test(process.env.TRUST_PROXY) ? Number(process.env.TRUST_PROXY) : process.env.TRUST_PROXY);
app.use(compression());

// Operations (docs/operations.md): the process answers (/healthz); it can serve customers (/readyz: the session store
// answers and the server is not shutting down); what it measures (/metrics, Prometheus). Never logged, never behind
// the session.
let shuttingDown = false;
app.get("/healthz", (_req, res) => res.type("text/plain").set("Cache-Control", "no-store").send("ok"));
app.get("/readyz", async (_req, res) => {
  const readiness = await operations.readiness(shuttingDown);
  res
    .status(readiness.ready ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json(readiness);
});
app.get("/metrics", async (req, res) => {
  if (!operations.metricsAllowed(req.get("authorization"))) return res.status(404).type("text/plain").send("Not found");
  res
    .set("Content-Type", operations.metricsContentType)
    .set("Cache-Control", "no-store")
    .send(await operations.metricsText());
});
// While shutting down, each answer closes its connection, so keep-alive clients move to another instance.
app.use((_req, res, next) => {
  if (shuttingDown) res.set("Connection", "close");
  next();
});
// An asset compressed when built (scripts/precompress.ts) is sent as it is: brotli where the browser takes it,
// else gzip; the rest, and every page, compressed per response by compression().
const assetsDir = path.join(clientDir, "assets");
const precompressed = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
];
app.get(`${build.publicPath}assets/:file`, (req, res, next) => {
  const { file } = req.params;
  if (!/^[\w.-]+$/.test(file)) return next();
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const variant = precompressed.find(({ encoding, suffix }) => accepted.includes(encoding) && existsSync(path.join(assetsDir, file + suffix)));
  if (!variant) return next();
  res.setHeader("Content-Encoding", variant.encoding);
  res.setHeader("Vary", "Accept-Encoding");
  res.type(path.extname(file));
  res.sendFile(path.join(assetsDir, file + variant.suffix), { immutable: true, maxAge: "1y", acceptRanges: false });
});
app.use(`${build.publicPath}assets`, express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }));

// The client build's other top-level entries (public/ is copied there): favicon.svg, images/...
for (const entry of existsSync(clientDir) ? readdirSync(clientDir, { withFileTypes: true }) : []) {
  if (entry.name === "assets") continue;
  const full = path.join(clientDir, entry.name);
  if (entry.isDirectory()) app.use(`/${entry.name}`, express.static(full, { maxAge: "1h" }));
  else app.get(`/${entry.name}`, (_req, res) => res.sendFile(full, { maxAge: "1h" }));
}

// A browser asks for /favicon.ico on a page that names no icon (the server's own refusal pages, a PDF): it gets the
// portal's icon rather than a trip through the router, whose miss is logged as an error.
app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));

// The access log names the path only: query strings can carry codes, references and return URLs.
morgan.token("path", (req) => (req.originalUrl ?? req.url).split("?")[0]);
if (process.env.ACCESS_LOG !== "off") app.use(morgan(":method :path :status :res[content-length] - :response-time ms"));

// Every request that reaches the routes, timed to its last byte and labelled by the route that answered it (its id,
// never its URL): portal_http_request_duration_seconds.
const { routeIdOf } = operations.routeMatcher(build.routes);
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  const dataRoute = typeof req.query._data === "string" ? req.query._data : null;
  res.once("close", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const method = METHODS.has(req.method) ? req.method : "OTHER";
    operations.observeHttp(routeIdOf(req.path, dataRoute), method, res.writableFinished ? res.statusCode : "aborted", seconds);
  });
  next();
});

// A request that changes something but does not come from one of the portal's own pages (its Origin, or without one
// the browser's Sec-Fetch-Site), or whose body is over its limit or of undeclared length, is answered the /refused
// page in place (HTTP 403, 413 or 411, in the catalogue's words) before Remix sees it: Remix's own check of a bad
// request answers a bare 500.
app.use((req, _res, next) => {
  const facts = { method: req.method, url: `${req.protocol}://${req.get("host")}${req.originalUrl}`, headers: { get: (name) => req.get(name) ?? null } };
  const refusal = refusalOf(facts);
  if (refusal) {
    logRefusal(facts, refusal);
    req.method = "GET";
    // The adapter builds the Request from originalUrl.
    req.url = req.originalUrl = refusedPath(refusal);
  }
  next();
});
// One load context per request: the loaders of one page share one operator client through it
// (app/operator/client.server.ts), since Remix hands each loader a Request of its own. It carries the client's
// address for the abuse limits (app/operator/limits.server.ts): the connection's, or behind TRUST_PROXY the proxy's
// word, never a header a client sent. In production the app refuses to serve a request without it.
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV ?? "production", getLoadContext: (req) => ({ clientIp: req.ip ?? "unknown" }) }));

const server = app.listen(port, () => console.log(`Portal listening on http://localhost:${port}`));
// An idle keep-alive connection is closed by its client, not here. Node's default (5 s) equals the idle time of
// Node's own clients and is shorter than a load balancer's (60 s): a request sent on a connection at the moment the
// server drops it fails with a reset (seen from a test's client in CI). 65 s outlasts both; the header timeout must
// be longer still.
server.keepAliveTimeout = 65_000;
server.headersTimeout = server.keepAliveTimeout + 1_000;

// Graceful shutdown: stop accepting connections and answer /readyz 503 at once (on connections still open), let the
// requests in flight finish, streamed pages included, for up to SHUTDOWN_GRACE_MS, then close the session store's
// connection and exit 0.
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  const started = Date.now();
  console.log(JSON.stringify({ event: "shutdown-started", signal, graceMs }));
  // Keep-alive connections with no request in flight are closed now and as they go idle.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const cutOff = setTimeout(() => {
    console.warn(JSON.stringify({ event: "shutdown-grace-ended", closed: "connections still in flight" }));
    server.closeAllConnections();
  }, graceMs);
  server.close(async () => {
    clearInterval(idle);
    clearTimeout(cutOff);
    await operations.close().catch(() => undefined);
    console.log(JSON.stringify({ event: "shutdown-finished", ms: Date.now() - started }));
    process.exit(0);
  });
}
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => shutdown(signal));
