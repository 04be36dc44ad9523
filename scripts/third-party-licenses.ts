// The licenses of the packages the browser's bundles carry, as one text file beside them
// (/third-party-licenses.txt). The bundles themselves are built without license comments
// (esbuild's legalComments: "none"), which were 0.9 KB gzip of every page's first load.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const FILE = "third-party-licenses.txt";

/** The package folder a bundled module comes from (scoped or not), or null for the portal's own code. */
function packageDir(id: string): string | null {
  const match = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id.replace(/^\0/, "").split("?")[0]);
  return match ? match[1] : null;
}

function noticeOf(dir: string): string {
  const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { name: string; version: string; license?: string };
  const licenseFile = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
  const text = licenseFile ? readFileSync(path.join(dir, licenseFile), "utf8").trim() : `License: ${pkg.license ?? "see the package"}`;
  return `${pkg.name}@${pkg.version} (${pkg.license ?? "unknown"})\n\n${text}`;
}

/** A Vite plugin: in the client build, emits the notices of every package its chunks include. */
export function thirdPartyLicenses(): Plugin {
  let ssr = false;
  return {
    name: "third-party-licenses",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const dirs = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const id of chunk.moduleIds) {
          const dir = packageDir(id);
          if (dir && existsSync(path.join(dir, "package.json"))) dirs.add(dir);
        }
      }
      const notices = [...dirs].map(noticeOf).sort();
      const source = `Third-party software in this portal's browser code\n\n${notices.join("\n\n----------------------------------------\n\n")}\n`;
      this.emitFile({ type: "asset", fileName: FILE, source });
    },
  };
}
