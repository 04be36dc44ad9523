/** The scenario files shipped in the top-level `scenarios/` folder (SIM_SCENARIOS_DIR elsewhere). */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ScenarioError } from "./load";

export const scenariosDir = () => process.env.SIM_SCENARIOS_DIR || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../scenarios");

/** A file name of the folder: letters, digits, "-" and "_", ending in .json (never a path elsewhere). */
const FILE = /^[a-z0-9][a-z0-9_-]*\.json$/i;

export interface ScenarioFile {
  file: string;
  name: string;
  description: string;
}

/** Every scenario file of the folder with its name and description, by file name. */
export function listScenarioFiles(): ScenarioFile[] {
  const dir = scenariosDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => FILE.test(f) && !f.endsWith(".schema.json"))
    .sort()
    .map((file) => {
      try {
        const json = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { name?: unknown; description?: unknown };
        return { file, name: String(json.name ?? file), description: String(json.description ?? "") };
      } catch {
        return { file, name: file, description: "This file is not valid JSON." };
      }
    });
}

/** A scenario file's JSON, by its file name with or without ".json". */
export function readScenarioFile(name: string): unknown {
  const file = name.endsWith(".json") ? name : `${name}.json`;
  if (!FILE.test(file)) throw new ScenarioError([{ path: "", message: `Not a scenario file name: ${name}` }]);
  const full = path.join(scenariosDir(), file);
  if (!fs.existsSync(full)) throw new ScenarioError([{ path: "", message: `No scenario file ${file} in ${scenariosDir()}` }]);
  try {
    return JSON.parse(fs.readFileSync(full, "utf8"));
  } catch (error) {
    throw new ScenarioError([{ path: "", message: `${file} is not valid JSON: ${(error as Error).message}` }]);
  }
}

/** The text of a scenario as given (a file or a pasted body): its JSON, or a ScenarioError saying why not. */
export function parseScenarioText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ScenarioError([{ path: "", message: `The scenario is not valid JSON: ${(error as Error).message}` }]);
  }
}
