/**
 * Saving the world to a file and loading it at start, so a demo survives a restart.
 * The file holds the world snapshot, the fault rules and the canned answers. Writes go to a temporary file
 * that is renamed over the old one, one at a time, so a crash never leaves half a file.
 */
import fs from "node:fs/promises";
import { z } from "zod";
import { faultKinds, faults } from "./faults";
import { cannedAnswers } from "./answers";
import { restore, snapshot, snapshotSchema, world } from "./world";

export const STATE_FORMAT = "operator-simulator-state";

const faultRuleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(faultKinds),
  contract: z.string().nullable(),
  user: z.string().nullable(),
  remaining: z.number().nullable(),
  probability: z.number().min(0).max(1),
  latencyMs: z.number().min(0),
  matched: z.number().int().default(0),
  applied: z.number().int().default(0),
});

const stateFileSchema = z.object({
  format: z.literal(STATE_FORMAT),
  version: z.literal(1),
  savedAt: z.string(),
  world: snapshotSchema,
  faults: z.object({ seq: z.number().int(), rules: z.array(faultRuleSchema) }),
  /** Canned business answers of loaded scenarios (files saved before they existed have none). */
  answers: z
    .object({
      seq: z.number().int(),
      answers: z.array(
        z.object({
          id: z.number().int(),
          contract: z.string(),
          user: z.string().nullable(),
          match: z.record(z.string(), z.string()).nullable(),
          remaining: z.number().nullable(),
          status: z.number().int(),
          body: z.unknown(),
          applied: z.number().int(),
        }),
      ),
    })
    .default({ seq: 0, answers: [] }),
});

/** The state file cannot be used: the message says which file, what is wrong and what to do. */
export class StateFileError extends Error {
  override name = "StateFileError";
}

const advice = "Fix the file, delete it to start from a fresh world, or start without SIM_STATE_FILE.";

let writing: Promise<void> = Promise.resolve();

/** Write the state now (after any write already under way). */
export function saveState(file: string): Promise<void> {
  const text = JSON.stringify({
    format: STATE_FORMAT,
    version: 1,
    savedAt: new Date().toISOString(),
    world: snapshot(),
    faults: faults.state(),
    answers: cannedAnswers.state(),
  });
  writing = writing
    .catch(() => undefined)
    .then(async () => {
      const tmp = `${file}.tmp`;
      await fs.writeFile(tmp, text);
      await fs.rename(tmp, file);
    });
  return writing;
}

/**
 * Load the state file. Resolves false when it does not exist yet; rejects with a
 * StateFileError that explains the problem when it cannot be read or is not a state file.
 */
export async function loadState(file: string): Promise<boolean> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw new StateFileError(`Cannot read the simulator state file ${file}: ${(error as Error).message}. ${advice}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new StateFileError(`The simulator state file ${file} is not valid JSON (${(error as Error).message}). ${advice}`);
  }
  // Files written before the format was versioned hold the bare snapshot.
  const legacy = snapshotSchema.safeParse(json);
  const parsed = legacy.success ? null : stateFileSchema.safeParse(json);
  if (parsed && !parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(file)"}: ${i.message}`);
    throw new StateFileError(`The simulator state file ${file} is not a simulator state (${issues.join("; ")}). ${advice}`);
  }
  try {
    await restore(legacy.success ? legacy.data : parsed!.data!.world);
  } catch (error) {
    throw new StateFileError(`The simulator state file ${file} does not fit this simulator: ${(error as Error).message}. ${advice}`);
  }
  faults.load(parsed?.data?.faults ?? { seq: 0, rules: [] });
  cannedAnswers.load(parsed?.data?.answers ?? { seq: 0, answers: [] });
  return true;
}

/**
 * Saves after every change of the world: call `changed()` after each request; a burst of
 * changes within `delayMs` gives one write. `flush()` writes what is pending (on close).
 */
export function statePersister(file: string, delayMs = 100) {
  let saved = world.version;
  let timer: NodeJS.Timeout | null = null;
  const write = () => {
    timer = null;
    saved = world.version;
    return saveState(file).catch((error) => console.error(`Could not save the simulator state to ${file}:`, error));
  };
  return {
    changed() {
      if (timer || world.version === saved) return;
      timer = setTimeout(() => void write(), delayMs);
    },
    async flush() {
      if (timer) clearTimeout(timer);
      if (timer || world.version !== saved) await write();
      await writing.catch(() => undefined);
    },
  };
}
