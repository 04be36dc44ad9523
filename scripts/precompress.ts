// The client build's scripts, styles and images compressed once, when built: brotli (at its best quality,
// which is too slow to run per request) and gzip files beside each, which the production server sends
// as they are (scripts/serve.mjs) instead of compressing every asset on every request.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|svg|txt|json)$/;
/** Below this a compressed copy saves nothing worth a file. */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  let ssr = false;
  let outDir = "";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      if (ssr) return;
      const assets = path.join(outDir, "assets");
      for (const name of readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(assets, name);
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
