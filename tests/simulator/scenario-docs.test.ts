/**
 * What is written from the scenario schema stays in step with it: the editors' JSON Schema
 * (scenarios/scenario.schema.json) and the table of keys in simulator/README.md equal what
 * `npm run scenarios:schema` makes now; the JSON Schema says what the zod schema says of keys (every
 * top-level key, no unknown key), accepts the shipped files and the README's examples, and refuses
 * an unknown key where the simulator does.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  KEYS_END,
  KEYS_START,
  keyTable,
  readmeFile,
  scenarioJsonSchema,
  scenarioKeys,
  scenarioSchemaText,
  schemaFile,
  withKeyTable,
  type JsonSchema,
} from "../../simulator/scenarios/docs";
import { scenarioSchema } from "../../simulator/scenarios/schema";
import { checkScenario } from "../../simulator/scenarios/load";
import { listScenarioFiles, scenariosDir } from "../../simulator/scenarios/files";

const STALE = "out of step with simulator/scenarios/schema.ts: run npm run scenarios:schema";

/** A small JSON Schema validator: the keywords z.toJSONSchema writes for the scenario schema. */
function problems(schema: JsonSchema, value: unknown, at = "$"): string[] {
  if (schema.anyOf) return schema.anyOf.some((s) => !problems(s, value, at).length) ? [] : [`${at}: fits none of anyOf`];
  const found: string[] = [];
  if (schema.oneOf && schema.oneOf.filter((s) => !problems(s, value, at).length).length !== 1) found.push(`${at}: fits not exactly one of oneOf`);
  if (schema.const !== undefined && value !== schema.const) found.push(`${at}: is not ${JSON.stringify(schema.const)}`);
  if (schema.enum && !schema.enum.includes(value)) found.push(`${at}: ${JSON.stringify(value)} is not one of the enum`);
  const kind = value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
  const types = schema.type === undefined ? null : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types && !types.some((t) => t === kind || (t === "integer" && Number.isInteger(value))))
    return [...found, `${at}: is ${kind}, not ${types.join(" or ")}`];
  if (typeof value === "string") {
    if (schema.minLength !== undefined && value.length < schema.minLength) found.push(`${at}: shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength) found.push(`${at}: longer than ${schema.maxLength}`);
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, "u").test(value)) found.push(`${at}: does not match ${schema.pattern}`);
  }
  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum) found.push(`${at}: below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) found.push(`${at}: above ${schema.maximum}`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) found.push(`${at}: not above ${schema.exclusiveMinimum}`);
    if (schema.multipleOf !== undefined && Math.abs(value / schema.multipleOf - Math.round(value / schema.multipleOf)) > 1e-6)
      found.push(`${at}: not a multiple of ${schema.multipleOf}`);
  }
  if (Array.isArray(value) && schema.items) value.forEach((item, i) => found.push(...problems(schema.items!, item, `${at}[${i}]`)));
  if (kind === "object") {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in object)) found.push(`${at}: misses ${key}`);
    for (const [key, item] of Object.entries(object)) {
      const property = schema.properties?.[key];
      if (property) found.push(...problems(property, item, `${at}.${key}`));
      else if (schema.additionalProperties === false) found.push(`${at}: has the unknown key ${key}`);
      else if (typeof schema.additionalProperties === "object") found.push(...problems(schema.additionalProperties, item, `${at}.${key}`));
    }
  }
  return found;
}

const readme = () => fs.readFileSync(readmeFile, "utf8");
/** The README's JSON examples. */
const examples = () => [...readme().matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe("the scenario docs are generated from the schema", () => {
  it("scenarios/scenario.schema.json is what the schema makes now", async () => {
    expect(fs.readFileSync(schemaFile, "utf8"), `scenarios/scenario.schema.json is ${STALE}`).toBe(await scenarioSchemaText());
  });

  it("the table of keys in simulator/README.md is what the schema makes now", () => {
    const document = readme();
    expect(document.indexOf(KEYS_START)).toBeGreaterThan(0);
    expect(document.indexOf(KEYS_END)).toBeGreaterThan(document.indexOf(KEYS_START));
    expect(document, `The table of keys in simulator/README.md is ${STALE}`).toBe(withKeyTable(document));
  });

  it("the table has a row for every key, nested ones by their path, with its type and whether it is required", () => {
    const keys = scenarioKeys();
    const table = keyTable(keys);
    const paths = keys.map((k) => k.path);
    for (const key of Object.keys(scenarioSchema.shape).filter((k) => k !== "$schema")) expect(paths).toContain(key);
    for (const key of [
      "users[].as",
      "users[].persona",
      "users[].lines[].bill.dueDate",
      "users[].lines[].broadband.buckets[].usedGB",
      "answers[].refuse",
      "steps[].advance",
    ])
      expect(paths).toContain(key);
    expect(table).toContain("| `users[].lines[].bill.dueDate` | instant: ISO 8601");
    expect(table).toMatch(/\| `name` \| non-empty string \| required \| {2}\| The scenario's name \|/);
    expect(table).toMatch(/\| `users` \| list of objects \| optional \| `\[\]` \|/);
    // One row per key, every row with a cell for each column.
    expect(new Set(paths).size).toBe(paths.length);
    for (const row of table.split("\n")) expect(row.replace(/\\\|/g, "").split("|")).toHaveLength(7);
  });
});

describe("the JSON Schema editors use", () => {
  const schema = scenarioJsonSchema();
  const users = schema.properties!.users!;
  const user = users.items!;

  it("names every top-level key, requires name and description, and refuses additional properties", () => {
    expect(Object.keys(schema.properties!).sort()).toEqual(Object.keys(scenarioSchema.shape).sort());
    expect(schema.required).toEqual(["name", "description"]);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
  });

  it("refuses additional properties in the user object and in each line, and names the user's keys", () => {
    expect(user.additionalProperties).toBe(false);
    expect(user.required).toEqual(["as", "persona"]);
    expect(Object.keys(user.properties!)).toEqual(expect.arrayContaining(["as", "persona", "userName", "password", "lines", "order"]));
    expect(user.properties!.lines!.items!.additionalProperties).toBe(false);
    expect(problems(schema, { name: "n", description: "d", users: [{ as: "ann", persona: "postpaid-fibre", colour: "red" }] })).toEqual([
      "$.users[0]: has the unknown key colour",
    ]);
    expect(problems(schema, { name: "n", description: "d", users: [{ as: "Ann", persona: "postpaid-fiber" }] })).toEqual([
      expect.stringContaining("$.users[0].as: does not match"),
      '$.users[0].persona: "postpaid-fiber" is not one of the enum',
    ]);
    expect(problems(schema, { name: "n", description: "d", extra: 1 })).toEqual(["$: has the unknown key extra"]);
  });

  it("says what an instant and a canned answer are as far as JSON Schema can", () => {
    const dueDate = user.properties!.lines!.items!.properties!.bill!.properties!.dueDate!;
    for (const good of ["-40d", "2d", "1d12h", "2026-11-28T09:00:00+05:30"]) expect(problems(dueDate, good), good).toEqual([]);
    for (const bad of ["40 days ago", "tomorrow", ""]) expect(problems(dueDate, bad), bad).not.toEqual([]);
    const answer = schema.properties!.answers!.items!;
    expect(problems(answer, { contract: "broadband.purchaseExtraGb", refuse: "No." })).toEqual([]);
    expect(problems(answer, { contract: "broadband.purchaseExtraGb" })).not.toEqual([]);
    expect(problems(answer, { contract: "broadband.purchaseExtraGb", refuse: "No.", respond: {} })).not.toEqual([]);
  });

  it("accepts every shipped scenario file", () => {
    const files = listScenarioFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const { file } of files) {
      const json = JSON.parse(fs.readFileSync(path.join(scenariosDir(), file), "utf8"));
      expect(problems(schema, json), file).toEqual([]);
      expect(json.$schema, `${file} names the JSON Schema for editors`).toBe("./scenario.schema.json");
    }
  });

  it("accepts the README's examples, which the simulator loads too", () => {
    const scenarios = examples().filter((e) => "name" in e && "description" in e);
    expect(scenarios.length).toBeGreaterThan(0);
    for (const example of scenarios) {
      expect(problems(schema, example)).toEqual([]);
      expect(checkScenario(example)).toMatchObject({ ok: true });
    }
    const answers = examples().filter((e) => "contract" in e);
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(problems(schema.properties!.answers!.items!, answer)).toEqual([]);
  });
});
