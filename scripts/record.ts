// `npm run record -- --base URL --user ID --password PW --out FILE [--client-id ID] [--tv-key KEY] [--services-under URL] [--salt TEXT]`:
// records the read-only answers of a live operator account as a scenario file (scripts/record-scenario.ts),
// its personal data replaced. Prints, per contract, how many calls were recorded or why none was: names
// and counts only, never a value, a token or a password. Load the file with `npm run simulator -- --scenario FILE`.
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { SignInError } from "./drift-check";
import { operatorArgs } from "./operator-args";
import { recordScenario } from "./record-scenario";

const { options, values } = operatorArgs(
  "npm run record -- --base URL --user ID --password PW --out FILE [--client-id ID] [--tv-key KEY] [--services-under URL] [--salt TEXT]",
  { out: { type: "string" }, salt: { type: "string" } },
  ["out"],
);

let recording: Awaited<ReturnType<typeof recordScenario>>;
try {
  recording = await recordScenario({ ...options, ...(typeof values.salt === "string" ? { salt: values.salt } : {}) });
} catch (error) {
  // Only the verdict: the operator's own text may name the user.
  console.error(error instanceof SignInError ? `Sign-in failed (${error.verdict.verdict}): nothing was recorded.` : "Recording failed: nothing was written.");
  process.exit(1);
}

const { scenario, rows } = recording;
const width = Math.max(...rows.map((r) => r.contract.length));
for (const row of rows) {
  const what = row.recorded ? `recorded ${row.recorded}` : "skipped";
  const why = row.skipped ? `  (${row.recorded ? `${row.skipped} skipped: ` : ""}${row.reason})` : "";
  console.log(`${row.contract.padEnd(width)}  ${what}${why}`);
}
const out = resolve(String(values.out));
await writeFile(out, `${JSON.stringify(scenario, null, 2)}\n`);
const recorded = rows.filter((r) => r.recorded > 0).length;
console.log(
  `\n${scenario.answers.length} answers of ${recorded} contracts recorded (${rows.length - recorded} contracts skipped) for a ${scenario.users[0]!.persona} user; written to ${out}`,
);
