#!/usr/bin/env node
// The portal's production server (what `npm start` runs): Express with Remix's adapter, as
// remix-serve does, with two differences that matter for a page whose loaders call the operator:
// - Node's own fetch, Request and Response are kept (remix-serve swaps in Remix's polyfills unless
//   single fetch is on, and every operator call would go through the slower polyfill);
// - only /assets and files that exist in public/ are looked up on disk; page URLs go straight to
//   Remix instead of costing a failed `stat` each.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";

const buildPath = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR ?? "build", "server/index.js"));
const build = await import(pathToFileURL(buildPath).href);
const port = Number(process.env.PORT ?? 3000);
const clientDir = path.resolve(build.assetsBuildDirectory);

const app = express();
app.disable("x-powered-by");
// Behind a reverse proxy set TRUST_PROXY (e.g. 1, or the proxy's address) so req.ip and req.protocol
// are the client's; without it the connection's own address is used (a proxy's address would make
// every customer share one abuse limit).
if (process.env.TRUST_PROXY) app.set("trust proxy", /^\d+$/.test(process.env.TRUST_PROXY) ? Number(process.env.TRUST_PROXY) : process.env.TRUST_PROXY);
// The client's address for the portal's abuse limits (app/operator/limits.server.ts), never a value a client sent.
app.use((req, _res, next) => {
  req.headers["x-portal-client-ip"] = req.ip ?? "unknown";
  next();
});
app.use(compression());
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

// Cross-site posts are refused before Remix sees them (Remix's own check answers a bare 500): every
// request that changes something must come from one of the portal's own pages, as its Origin (or,
// without one, the browser's Sec-Fetch-Site) says. The refusal is a page in the catalogue's words
// (/refused, HTTP 403). Logout alone may be posted from elsewhere (the simulator's control page
// signs the portal out): it only ends a session.
const portalOrigin = new URL(process.env.PORTAL_URL ?? `http://localhost:${port}`).origin;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
function isCrossSite(req) {
  if (SAFE_METHODS.has(req.method) || req.path === "/logout") return false;
  const origin = req.get("origin");
  if (origin) return origin !== portalOrigin && origin !== `${req.protocol}://${req.get("host")}`;
  return req.get("sec-fetch-site") !== "same-origin";
}
// Request bodies are bounded before anything reads them: a form post at most FORM_BODY_LIMIT_KB
// (64 KB), a multipart upload at most UPLOAD_BODY_LIMIT_MB (12 MB: five documents of the seed's 2 MB
// each and the form around them). A body without a declared length (chunked) is refused too, as
// browsers always declare it. The refusal is the /refused page (HTTP 413 or 411) in plain words.
const FORM_LIMIT = Number(process.env.FORM_BODY_LIMIT_KB ?? 64) * 1024;
const UPLOAD_LIMIT = Number(process.env.UPLOAD_BODY_LIMIT_MB ?? 12) * 1024 * 1024;
function bodyRefusal(req) {
  if (SAFE_METHODS.has(req.method)) return null;
  const length = req.get("content-length");
  if (length === undefined) return req.get("transfer-encoding") ? "lengthRequired" : null;
  const limit = (req.get("content-type") ?? "").startsWith("multipart/form-data") ? UPLOAD_LIMIT : FORM_LIMIT;
  return Number(length) > limit ? "tooLarge" : null;
}

app.use((req, _res, next) => {
  const tooBig = bodyRefusal(req);
  if (tooBig) {
    console.warn(JSON.stringify({ event: "body-refused", reason: tooBig, method: req.method, path: req.path, length: req.get("content-length") ?? null }));
    req.method = "GET";
    req.url = req.originalUrl = `/refused?reason=${tooBig}`;
  } else if (isCrossSite(req)) {
    console.warn(JSON.stringify({ event: "cross-site-refused", method: req.method, path: req.path, origin: req.get("origin") ?? null }));
    req.method = "GET";
    // The adapter builds the Request from originalUrl.
    req.url = req.originalUrl = "/refused";
  }
  next();
});
// One load context per request: the loaders of one page share one operator client through it
// (app/operator/client.server.ts), since Remix hands each loader a Request of its own.
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV ?? "production", getLoadContext: () => ({}) }));

const server = app.listen(port, () => console.log(`Portal listening on http://localhost:${port}`));
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close(() => process.exit(0)));
