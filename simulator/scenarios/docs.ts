/**
 * What `npm run scenarios:schema` writes from the zod schema of scenario files (schema.ts), so the
 * editors' JSON Schema (scenarios/scenario.schema.json) and the table of keys in simulator/README.md
 * never drift from what the simulator accepts. tests/simulator/scenario-docs.test.ts checks that the
 * committed files equal what these functions make now.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { DURATION, scenarioSchema, when } from "./schema";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** Where the JSON Schema is written: beside the scenario files, which name it in `$schema`. */
export const schemaFile = path.join(repoRoot, "scenarios/scenario.schema.json");
/** The document whose table of keys is generated between the two markers. */
export const readmeFile = path.join(repoRoot, "simulator/README.md");
export const KEYS_START = "<!-- scenario-keys:start -->";
export const KEYS_END = "<!-- scenario-keys:end -->";

/**
 * What the `when` strings of the schema accept, as far as a pattern can say it: a duration ("-40d",
 * "1d12h"), or text holding a date (yyyy-mm-dd) that the simulator then parses as ISO 8601.
 */
export const WHEN_PATTERN = `${DURATION.source}|\\d{4}-\\d{2}-\\d{2}`;

// A JSON Schema as far as this file reads it.
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  [key: string]: unknown;
}

/** Whether a zod schema is `when` itself or a copy of it (`.describe()` copies keep its definition). */
const isWhen = (schema: unknown) => (schema as { _zod?: { def?: unknown } })._zod?.def === (when as unknown as { _zod: { def: unknown } })._zod.def;

/**
 * The JSON Schema of a scenario file as its writer types it (zod's input side: keys with a default
 * are optional). What JSON Schema cannot say (the refinements: names declared once, users that
 * exist, packages that fit the line) is left to the simulator, which checks it on loading.
 */
export function scenarioJsonSchema(): JsonSchema {
  const schema = z.toJSONSchema(scenarioSchema, {
    io: "input",
    target: "draft-2020-12",
    // Refinements have no JSON Schema form: they are left out, never a reason to fail.
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema, path: at }) => {
      if (isWhen(zodSchema)) jsonSchema.pattern = WHEN_PATTERN;
      // The one refinement JSON Schema can say: a canned answer gives refuse or respond, not both.
      if (at.join("/") === "properties/answers/items") jsonSchema.oneOf = [{ required: ["refuse"] }, { required: ["respond"] }];
    },
  }) as JsonSchema;
  const { $schema, ...rest } = schema;
  return {
    $schema,
    title: "Operator simulator scenario",
    description:
      "A scenario file of the operator simulator: users made from persona templates with overrides, canned answers, faults and clock steps. See simulator/README.md.",
    ...rest,
  };
}

/** Text formatted as Prettier formats that file (the repository's settings), so `prettier --check` agrees. */
async function formatted(text: string, file: string, parser: string): Promise<string> {
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, parser, filepath: file });
}

/** The text of scenarios/scenario.schema.json. */
export async function scenarioSchemaText(): Promise<string> {
  return formatted(JSON.stringify(scenarioJsonSchema(), null, 2), schemaFile, "json");
}

export interface ScenarioKey {
  /** Where the key sits: "users[].lines[].bill.dueDate" ("[]": every item of a list). */
  path: string;
  /** Its type and allowed values, as a reader wants them. */
  type: string;
  required: boolean;
  /** The value taken when the key is left out (JSON), if any. */
  default?: string;
  description: string;
}

const LIST_AT_MOST = 12;
const code = (text: string) => `\`${text}\``;

/** The schema's branches that are objects with keys (an object, or the object of "object or null"). */
function objectsOf(schema: JsonSchema): JsonSchema[] {
  if (schema.properties) return [schema];
  return (schema.anyOf ?? []).flatMap(objectsOf);
}

function typeOf(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(" or ");
  if (schema.const !== undefined) return code(JSON.stringify(schema.const));
  if (schema.enum) {
    return schema.enum.length <= LIST_AT_MOST
      ? `one of ${schema.enum.map((v) => code(JSON.stringify(v))).join(", ")}`
      : `one of ${schema.enum.length} names (see the description)`;
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (!types.length) return "any JSON value";
  return types.map((type) => oneType(type, schema)).join(" or ");
}

function oneType(type: string, schema: JsonSchema): string {
  switch (type) {
    case "string": {
      if (schema.pattern === WHEN_PATTERN) return `instant: ISO 8601 (${code("2026-11-28T09:00:00+05:30")}) or a duration from now (${code("-40d")})`;
      if (schema.pattern === DURATION.source) return `duration (${code("2d")}, ${code("6h")}, ${code("1d12h")})`;
      if (schema.format === "date-time") return "ISO 8601 date-time with its zone";
      const limits = [
        schema.minLength && schema.minLength > 1 ? `at least ${schema.minLength} characters` : null,
        schema.maxLength !== undefined ? `at most ${schema.maxLength} characters` : null,
        schema.pattern && schema.pattern.length <= 40 ? `matching ${code(schema.pattern)}` : null,
      ].filter(Boolean);
      return `${schema.minLength === 1 ? "non-empty string" : "string"}${limits.length ? ` (${limits.join(", ")})` : ""}`;
    }
    case "number":
    case "integer": {
      const safe = (n: number | undefined) => n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER;
      const limits = [
        safe(schema.minimum) ? `≥ ${schema.minimum}` : null,
        safe(schema.exclusiveMinimum) ? `> ${schema.exclusiveMinimum}` : null,
        safe(schema.maximum) ? `≤ ${schema.maximum}` : null,
        schema.multipleOf === 0.01 ? "2 decimals at most" : schema.multipleOf ? `a multiple of ${schema.multipleOf}` : null,
      ].filter(Boolean);
      return `${type === "integer" ? "whole number" : "number"}${limits.length ? ` (${limits.join(", ")})` : ""}`;
    }
    case "boolean":
      return "boolean";
    case "null":
      return code("null");
    case "array":
      return schema.items ? `list of ${objectsOf(schema.items).length ? "objects" : typeOf(schema.items)}` : "list";
    case "object":
      if (schema.properties) return "object";
      return typeof schema.additionalProperties === "object" ? `object of field names to ${typeOf(schema.additionalProperties)}` : "object";
    default:
      return type;
  }
}

/** The description of a key: its own, or its object's (zod puts `.describe()` of an inner schema on the branch). */
function descriptionOf(schema: JsonSchema): string {
  return schema.description ?? schema.anyOf?.find((b) => b.description)?.description ?? "";
}

/** Every key of a scenario file, depth first, in the schema's order. */
export function scenarioKeys(schema: JsonSchema = scenarioJsonSchema()): ScenarioKey[] {
  const keys: ScenarioKey[] = [];
  const walk = (object: JsonSchema, prefix: string) => {
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      if (prefix === "" && name === "$schema") continue;
      const at = `${prefix}${name}`;
      keys.push({
        path: at,
        type: typeOf(property),
        required: (object.required ?? []).includes(name),
        ...(property.default !== undefined ? { default: JSON.stringify(property.default) } : {}),
        description: descriptionOf(property),
      });
      for (const inner of objectsOf(property)) walk(inner, `${at}.`);
      const items = [property, ...(property.anyOf ?? [])].find((b) => b.items)?.items;
      if (items) for (const inner of objectsOf(items)) walk(inner, `${at}[].`);
    }
  };
  walk(schema, "");
  return keys;
}

/** A Markdown table cell: one line, pipes escaped (GitHub's tables need it inside code spans too). */
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

/** The Markdown table of every key. */
export function keyTable(keys: ScenarioKey[] = scenarioKeys()): string {
  const rows = keys.map(
    (k) =>
      `| ${cell(code(k.path))} | ${cell(k.type)} | ${k.required ? "required" : "optional"} | ${k.default ? cell(code(k.default)) : ""} | ${cell(k.description)} |`,
  );
  return ["| Key | Type and allowed values | Required | Default | What it is |", "|---|---|---|---|---|", ...rows].join("\n");
}

/** The document with the generated table between its markers (which it must have, in order). */
export function withKeyTable(document: string, table: string = keyTable()): string {
  const start = document.indexOf(KEYS_START);
  const end = document.indexOf(KEYS_END);
  if (start < 0 || end < start) throw new Error(`The document has no ${KEYS_START} ... ${KEYS_END} markers (in this order).`);
  const note = "<!-- Generated by `npm run scenarios:schema` from simulator/scenarios/schema.ts: edit the schema, not this table. -->";
  return `${document.slice(0, start + KEYS_START.length)}\n${note}\n\n${table}\n\n${document.slice(end)}`;
}

/** Write both files (or, with `check`, only say which are out of step): the files that differed. */
export async function writeScenarioDocs({ check = false } = {}): Promise<string[]> {
  const outdated: string[] = [];
  const schemaText = await scenarioSchemaText();
  if (!fs.existsSync(schemaFile) || fs.readFileSync(schemaFile, "utf8") !== schemaText) {
    outdated.push(path.relative(repoRoot, schemaFile));
    if (!check) fs.writeFileSync(schemaFile, schemaText);
  }
  const readme = fs.readFileSync(readmeFile, "utf8");
  const updated = withKeyTable(readme);
  if (updated !== readme) {
    outdated.push(path.relative(repoRoot, readmeFile));
    if (!check) fs.writeFileSync(readmeFile, updated);
  }
  return outdated;
}
