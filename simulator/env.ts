/** The simulator's settings, validated at start-up. */
import { z } from "zod";

const schema = z.object({
  SIM_PORT: z.coerce.number().int().positive().default(3100),
  SIM_SEED: z.coerce.number().int().default(20241),
  SIM_ACCESS_TTL_S: z.coerce.number().int().positive().default(900),
  SIM_STATE_FILE: z.string().optional(),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  console.error("Invalid simulator settings:\n" + parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n"));
  process.exit(1);
}
