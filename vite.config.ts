import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";
import { precompress } from "./scripts/precompress";
import { thirdPartyLicenses } from "./scripts/third-party-licenses";

const root = path.dirname(new URL(import.meta.url).pathname);

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
  build: { target: "es2020" },
  // No license comments in the bundles: their texts are in /third-party-licenses.txt instead.
  esbuild: { legalComments: "none" },
});
