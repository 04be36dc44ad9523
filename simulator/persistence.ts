/** Saving the world to a file and loading it at start, so a demo survives a restart. */
import fs from "node:fs/promises";
import { restore, snapshot, type Snapshot } from "./world";

let timer: NodeJS.Timeout | null = null;

export async function saveState(file: string): Promise<void> {
  const tmp = `${file}.tmp`;
  await fs.writeFile(tmp, JSON.stringify(snapshot()));
  await fs.rename(tmp, file);
}

/** Save shortly after a change; many changes in a burst give one write. */
export function saveStateSoon(file: string): void {
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    saveState(file).catch((error) => console.error(`Could not save simulator state to ${file}:`, error));
  }, 200);
}

export async function loadState(file: string): Promise<boolean> {
  try {
    const text = await fs.readFile(file, "utf8");
    await restore(JSON.parse(text) as Snapshot);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}
