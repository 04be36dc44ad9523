// First-load JavaScript of a route: what the browser downloads to show and hydrate it —
// the Remix manifest, the entry with its imports, the route and every layout above it with theirs (gzip).
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import remixConfig from "../remix.config.js";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const client = path.join(root, process.env.BUILD_DIR ?? "build", "client");

function manifest() {
  const dir = path.join(client, "assets");
  const file = readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("No Remix manifest in build/client/assets: build first (npm run build)");
  const text = readFileSync(path.join(dir, file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return { file: `/assets/${file}`, data: JSON.parse(json) };
}

const gz = (url) => gzipSync(readFileSync(path.join(client, url))).length;

export function firstLoad(routeId) {
  const { file, data } = manifest();
  const route = data.routes[routeId];
  if (!route) throw new Error(`No route ${routeId}; routes: ${Object.keys(data.routes).join(", ")}`);
  // The route and every layout above it, up to root.
  const chain = [];
  for (let r = route; r; r = r.parentId ? data.routes[r.parentId] : undefined) chain.push(r);
  // With lazy route discovery the page inlines a manifest of its own routes instead of loading
  // the whole manifest file; that inline script is counted as what it is.
  const lazy = Boolean(remixConfig.future?.v3_lazyRouteDiscovery);
  const files = new Set([...(lazy ? [] : [file]), data.entry.module, ...data.entry.imports]);
  for (const r of chain) {
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
  }
  const sizes = [...files].map((f) => ({ file: f, gzip: gz(f) }));
  if (lazy) {
    const partial = { ...data, routes: Object.fromEntries(chain.map((r) => [r.id, r])) };
    const inline = `window.__remixManifest = ${JSON.stringify(partial, null, 2)};`;
    sizes.unshift({ file: "(inline manifest of the page's routes)", gzip: gzipSync(inline).length });
  }
  return { routeId, totalGzip: sizes.reduce((n, s) => n + s.gzip, 0), files: sizes };
}

/** Libraries that must load only on the pages that draw with them, recognised by a string of their code. */
export const heavyLibraries = [
  { name: "chart.js", marker: '"doughnut"' },
  { name: "leaflet", marker: "leaflet-container" },
  { name: "jspdf", marker: "jsPDF" },
];

/** The heavy libraries among a route's first-load files. */
export function heavyIn(result) {
  const texts = result.files.filter((f) => f.file.startsWith("/")).map((f) => readFileSync(path.join(client, f.file), "utf8"));
  return heavyLibraries.filter((lib) => texts.some((t) => t.includes(lib.marker))).map((lib) => lib.name);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const id of process.argv.slice(2).length ? process.argv.slice(2) : ["routes/_index"]) {
    const r = firstLoad(id);
    console.log(`${id}: ${(r.totalGzip / 1024).toFixed(1)} KB gzip`);
    for (const f of r.files) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.file}`);
  }
}
