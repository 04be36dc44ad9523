/** Resetting the world: clear every collection, the faults, canned answers and the journal, and recreate the demo personas. */
import { personaTemplates } from "../fixtures/personas";
import { faults } from "./faults";
import { cannedAnswers } from "./answers";
import { journal } from "./journal";
import { createUserFromPersona } from "./personas";
import { changeClock, clearAll, world, type ClockChange } from "./world";

/** The demo personas with the fixed credentials the README lists. */
export async function seedDemoWorld(): Promise<void> {
  for (const template of personaTemplates) {
    if (template.demo) await createUserFromPersona(template.key);
  }
}

/**
 * A fresh world. The clock starts at real time unless `clock` says otherwise; set it here
 * (e.g. `{ set, freeze: true }`) so the demo world is seeded at that instant: the same seed
 * and the same clock give the same world.
 */
export async function resetWorld(seed?: number, clock?: ClockChange): Promise<void> {
  clearAll();
  faults.clear();
  cannedAnswers.clear();
  journal.clear();
  if (seed !== undefined) world.seed = seed;
  if (clock) changeClock(clock);
  await seedDemoWorld();
}
