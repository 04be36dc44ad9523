/** `npm run simulator`: the simulated operator on its own port. */
import "./env";
import { startSimulator } from "./server";
import { StateFileError } from "./persistence";

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

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void sim.close().then(() => process.exit(0));
  });
}
