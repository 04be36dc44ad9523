// `npm run scenarios:schema`: writes the JSON Schema of scenario files (scenarios/scenario.schema.json, for editors)
// and the table of keys in simulator/README.md from the zod schema (simulator/scenarios/schema.ts).
// `--check` writes nothing and exits 1 when either file is out of step with the schema.
import { writeScenarioDocs } from "../simulator/scenarios/docs";

const check = process.argv.includes("--check");
const outdated = await writeScenarioDocs({ check });
if (check) {
  if (outdated.length) {
    console.error(`Out of step with simulator/scenarios/schema.ts: ${outdated.join(", ")}. Run npm run scenarios:schema.`);
    process.exit(1);
  }
  console.log("The scenario JSON Schema and the table of keys are in step with the schema.");
} else {
  console.log(outdated.length ? `Wrote ${outdated.join(" and ")}.` : "Both files were already up to date.");
}
