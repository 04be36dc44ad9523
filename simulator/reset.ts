/** Resetting the world: clear every collection and recreate the demo personas. */
import { personaTemplates } from "../fixtures/personas";
import { faults } from "./faults";
import { journal } from "./journal";
import { createUserFromPersona } from "./personas";
import { clearAll, world } from "./world";

/** The demo personas with the fixed credentials the README lists. */
export async function seedDemoWorld(): Promise<void> {
  for (const template of personaTemplates) {
    if (template.demo) await createUserFromPersona(template.key);
  }
}

export async function resetWorld(seed?: number): Promise<void> {
  clearAll();
  faults.clear();
  journal.clear();
  if (seed !== undefined) world.seed = seed;
  await seedDemoWorld();
}
