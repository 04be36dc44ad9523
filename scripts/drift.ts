// `npm run drift -- --base URL --user ID --password PW [--client-id ID] [--tv-key KEY] [--services-under URL]`:
// calls the read-only contracts of a live operator API and prints each answer's contract verdict.
// --base is the operator API's base URL; --services-under sets every service under one origin the
// way the simulator lays them out (e.g. http://localhost:3100). Exits 1 when an answer drifted.
import { driftReport } from "./drift-check";
import { operatorArgs } from "./operator-args";

const { options } = operatorArgs("npm run drift -- --base URL --user ID --password PW [--client-id ID] [--tv-key KEY] [--services-under URL]", {});
const rows = await driftReport(options);
const width = Math.max(...rows.map((r) => r.contract.length));
for (const row of rows) console.log(`${row.contract.padEnd(width)}  ${row.verdict.padEnd(7)}  ${row.detail}`);
const count = (v: string) => rows.filter((r) => r.verdict === v).length;
console.log(
  `\n${rows.length} read-only contracts: ${count("fits")} fit, ${count("drift")} drifted, ${count("failed") + count("refused")} failed, ${count("skipped")} skipped.`,
);
process.exit(count("drift") > 0 ? 1 : 0);
