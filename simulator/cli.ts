/** `npm run simulator`: the simulated operator on its own port. */
import "./env";
import { startSimulator } from "./server";

const port = Number(process.env.SIM_PORT ?? 3100);
const sim = await startSimulator({
  port,
  host: process.env.SIM_HOST ?? "127.0.0.1",
  publicUrl: process.env.SIM_PUBLIC_URL,
  stateFile: process.env.SIM_STATE_FILE || undefined,
});
console.log(`Operator simulator on ${sim.origin} (control page: ${process.env.SIM_PUBLIC_URL}/__sim)`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void sim.close().then(() => process.exit(0));
  });
}
