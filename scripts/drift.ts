// `npm run drift -- --base URL --user ID --password PW [--client-id ID] [--tv-key KEY] [--services-under URL]`:
// calls the read-only contracts of a live operator API and prints each answer's contract verdict.
// --base is the operator API's base URL; --services-under sets every service under one origin the
// way the simulator lays them out (e.g. http://localhost:3100). Exits 1 when an answer drifted.
import { parseArgs } from "node:util";
import { servicesUnder } from "../contracts/lk";
import { driftReport } from "./drift-check";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    user: { type: "string" },
    password: { type: "string" },
    "client-id": { type: "string" },
    "tv-key": { type: "string" },
    "services-under": { type: "string" },
  },
});
const bases = values["services-under"] ? servicesUnder(values["services-under"]) : values.base ? { api: values.base } : null;
if (!bases || !values.user || !values.password) {
  console.error("usage: npm run drift -- --base URL --user ID --password PW [--client-id ID] [--services-under URL]");
  process.exit(2);
}
const rows = await driftReport({
  bases,
  clientId: values["client-id"] ?? process.env.OPERATOR_CLIENT_ID ?? "simulator-client-id",
  tvApiKey: values["tv-key"] ?? process.env.TV_API_KEY ?? "simulator-tv-key",
  userName: values.user,
  password: values.password,
});
const width = Math.max(...rows.map((r) => r.contract.length));
for (const row of rows) console.log(`${row.contract.padEnd(width)}  ${row.verdict.padEnd(7)}  ${row.detail}`);
const count = (v: string) => rows.filter((r) => r.verdict === v).length;
console.log(
  `\n${rows.length} read-only contracts: ${count("fits")} fit, ${count("drift")} drifted, ${count("failed") + count("refused")} failed, ${count("skipped")} skipped.`,
);
process.exit(count("drift") > 0 ? 1 : 0);
