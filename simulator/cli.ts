/**
 * `npm run simulator`: the simulated operator on its own port. `--scenario FILE` (any number of times)
 * loads a scenario file once it has started (a path, or the name of a file in scenarios/).
 */
import "./env";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { startSimulator } from "./server";
import { StateFileError } from "./persistence";
import { loadScenario, ScenarioError } from "./scenarios/load";
import { parseScenarioText, readScenarioFile } from "./scenarios/files";

const { values: args } = parseArgs({ options: { scenario: { type: "string", multiple: true } }, allowPositionals: false });

const port = Number(process.env.SIM_PORT ?? 3100);
const stateFile = process.env.SIM_STATE_FILE || undefined;

let sim: Awaited<ReturnType<typeof startSimulator>>;
try {
  sim = await startSimulator({ port, host: process.env.SIM_HOST ?? "127.0.0.1", publicUrl: process.env.SIM_PUBLIC_URL, stateFile });
} catch (error) {
  if (error instanceof StateFileError) console.error(`The simulator did not start.\n${error.message}`);
  else if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") console.error(`The simulator did not start: port ${port} is in use (set SIM_PORT).`);
  else console.error("The simulator did not start:", error);
  process.exit(1);
}
console.log(`Operator simulator on ${sim.origin} (control page: ${process.env.SIM_PUBLIC_URL}/__sim)`);
if (stateFile) console.log(`State is saved to ${stateFile} after every change and loaded at start.`);

for (const file of args.scenario ?? []) {
  try {
    const raw = fs.existsSync(file) ? parseScenarioText(fs.readFileSync(file, "utf8")) : readScenarioFile(file);
    const loaded = await loadScenario(raw);
    console.log(`Scenario loaded: ${loaded.name}`);
    for (const user of loaded.users) {
      const lines = user.lines.map((l) => `${l.telephoneNo} (${l.promotionType}${l.linked ? "" : ", not linked"})`).join(", ");
      const home = user.home ? `  home ${user.home.city}` : "";
      console.log(
        `  ${user.as}: ${user.userName} / ${user.password}  NIC ${user.nic}${lines ? `  lines ${lines}` : ""}${user.order ? `  order ${user.order.refNo}` : ""}${home}`,
      );
    }
  } catch (error) {
    console.error(
      `The scenario ${file} was not loaded.\n${error instanceof ScenarioError ? error.issues.map((i) => `  ${i.path || "(file)"}: ${i.message}`).join("\n") : String(error)}`,
    );
    await sim.close();
    process.exit(1);
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void sim.close().then(() => process.exit(0));
  });
}
