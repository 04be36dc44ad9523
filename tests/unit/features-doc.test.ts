/**
 * docs/features.md stays true: every repository path it names exists, every route of app/routes is
 * listed, and each feature row names its URL, route, contract, simulator module and end-to-end spec.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const doc = fs.readFileSync(path.join(root, "docs/features.md"), "utf8");

/** The repository's top-level folders a path in the document starts with. */
const TOP = /^(app|contracts|simulator|fixtures|tests|scripts|scenarios|docs|public)\//;
/** Every backticked path of the document ("app/<area>/" is a pattern, not a path). */
const paths = [...new Set([...doc.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!).filter((p) => TOP.test(p) && !/[<>]/.test(p)))];

/** The feature rows: the rows of the tables with seven columns, without their header and rule. */
const features = doc
  .split("\n")
  .filter((line) => line.startsWith("| ") && !line.startsWith("| Feature |"))
  .map((line) => line.slice(2, -2).split(" | "))
  .filter((cells) => cells.length === 7);

const FEATURES_AT_LEAST = 60;

describe("docs/features.md", () => {
  it("names only paths that exist", () => {
    expect(paths.length).toBeGreaterThan(100);
    const missing = paths.filter((p) => !fs.existsSync(path.join(root, p)));
    expect(missing, "paths in docs/features.md that do not exist").toEqual([]);
  });

  it(`lists at least ${FEATURES_AT_LEAST} features, each with its URL, route, contract or none, simulator module or none, and an end-to-end spec`, () => {
    expect(features.length).toBeGreaterThanOrEqual(FEATURES_AT_LEAST);
    for (const [feature, url, route, area, contract, simulator, e2e] of features) {
      expect(url, feature).toMatch(/`\/|every signed-in page/);
      expect(route, feature).toMatch(/^`app\/routes\//);
      expect(area, feature).toMatch(/^`app\/|^—$/);
      expect(contract, feature).toMatch(/^`contracts\/[a-z]+\.ts`|^—$/);
      expect(simulator, feature).toMatch(/^`simulator\/areas\/|^—$/);
      expect(e2e, feature).toMatch(/^`tests\/e2e\/[a-z-]+\.spec\.ts`/);
    }
  });

  it("lists every route of app/routes", () => {
    const routes = fs.readdirSync(path.join(root, "app/routes")).map((entry) => `app/routes/${entry}`);
    const unlisted = routes.filter((route) => !paths.includes(route));
    expect(unlisted, "routes docs/features.md does not list").toEqual([]);
  });

  it("names every contract module and simulator area at least once", () => {
    const contracts = fs
      .readdirSync(path.join(root, "contracts"))
      .filter((f) => f.endsWith(".ts") && !["core.ts", "lk.ts", "openapi.ts", "registry.ts"].includes(f))
      .map((f) => `contracts/${f}`);
    expect(contracts.filter((c) => !paths.includes(c))).toEqual([]);
    const areas = fs
      .readdirSync(path.join(root, "simulator/areas"))
      .filter((f) => f.endsWith(".ts"))
      .map((f) => f.replace(/\.ts$/, ""));
    expect(areas.filter((a) => !paths.some((p) => p.startsWith(`simulator/areas/${a}.ts`) || p.startsWith(`simulator/areas/${a}/`)))).toEqual([]);
  });
});
