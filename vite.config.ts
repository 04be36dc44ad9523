import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";
import { precompress } from "./scripts/precompress";
import { thirdPartyLicenses } from "./scripts/third-party-licenses";

const root = path.dirname(new URL(import.meta.url).pathname);

type ChunkMeta = { getModuleIds: () => IterableIterator<string>; getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };
const rootRoute = path.join(root, "app", "root.tsx");
/** Per build (the browser's and the server's each ask with their own getModuleInfo). */
const everyPageOf = new WeakMap<ChunkMeta["getModuleInfo"], Set<string>>();

/**
 * The browser's build puts the modules every page loads in one chunk: the root route's static imports, with
 * theirs (React, Remix, the catalogue, the layout's components). Every page loads them all anyway, so no page
 * loads more; what goes is a dozen small files, each a request of its own (sign-in 19 scripts -> 13), and the
 * bytes a file adds to its compressed size. Route chunks stay as Rollup splits them. The server's build is
 * left alone (one process loads it all once).
 */
function everyPageChunk(id: string, { getModuleIds, getModuleInfo }: ChunkMeta): string | undefined {
  let everyPage = everyPageOf.get(getModuleInfo);
  if (!everyPage) {
    const ids = [...getModuleIds()];
    everyPage = new Set();
    everyPageOf.set(getModuleInfo, everyPage);
    if (ids.some((m) => m.includes("virtual:remix/server-build"))) return undefined;
    const queue = ids.includes(rootRoute) ? [rootRoute] : [];
    for (let m = queue.shift(); m !== undefined; m = queue.shift()) {
      if (everyPage.has(m)) continue;
      everyPage.add(m);
      queue.push(...(getModuleInfo(m)?.importedIds ?? []));
    }
    // The root route stays its own module: Remix loads a route by its file.
    everyPage.delete(rootRoute);
  }
  return everyPage.has(id) ? "every-page" : undefined;
}

export default defineConfig({
  plugins: [process.env.VITEST ? null : remix(remixConfig), thirdPartyLicenses(), precompress()],
  resolve: {
    alias: {
      "~": path.join(root, "app"),
      "#contracts": path.join(root, "contracts"),
      // The fixtures the portal shares with the simulator (the town list of the map's fallback).
      "#fixtures": path.join(root, "fixtures"),
    },
  },
  server: { port: 3000 },
  build: { target: "es2020", rollupOptions: { output: { manualChunks: everyPageChunk } } },
  // No license comments in the bundles: their texts are in /third-party-licenses.txt instead.
  esbuild: { legalComments: "none" },
});
