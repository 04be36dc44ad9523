#!/usr/bin/env node
// CSS boundaries, checked by `npm test` beside the linter: colours come from the design tokens
// (app/styles/tokens.css is the only file with colour literals), and no selector is defined twice
// at the top level of the stylesheets (an override belongs in a media query, not in a second rule).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (name.endsWith(".css")) files.push(full);
  }
})(path.join(root, "app"));

/** Top-level rules of a stylesheet: [selector list, at-rule context] in order (comments removed). */
function topLevelSelectors(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const found = [];
  let depth = 0;
  let start = 0;
  let context = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "{") {
      const head = text.slice(start, i).trim();
      if (depth === 0) {
        if (head.startsWith("@")) context = head;
        else found.push({ selectors: head, context: null });
      }
      depth++;
      start = i + 1;
    } else if (c === "}") {
      depth--;
      if (depth === 0) context = null;
      start = i + 1;
    } else if (c === ";" && depth <= 1) {
      start = i + 1;
    }
    void context;
  }
  return found;
}

const problems = [];
const seen = new Map();
for (const file of files) {
  const rel = path.relative(root, file);
  const css = readFileSync(file, "utf8");
  for (const { selectors } of topLevelSelectors(css)) {
    // A rule's selector list, or a single selector standing alone, is defined once. (A selector may
    // also appear in a group that shares declarations with others, such as "h1, h2".)
    const key = selectors
      .split(",")
      .map((s) => s.trim().replace(/\s+/g, " "))
      .join(", ");
    if (!key || /^(from|to|\d+%)$/.test(key)) continue;
    const where = seen.get(key);
    if (where) problems.push(`${key}: defined in ${where} and again in ${rel}`);
    else seen.set(key, rel);
  }
  if (!rel.endsWith("tokens.css")) {
    const literal = css.replace(/\/\*[\s\S]*?\*\//g, "").match(/#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\(/);
    if (literal) problems.push(`${rel}: colour literal ${literal[0]} (colours come from app/styles/tokens.css)`);
  }
}
if (problems.length) {
  console.error(`CSS check failed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`CSS check: ${files.length} stylesheets, ${seen.size} selectors, no selector defined twice, colours from tokens only.`);
