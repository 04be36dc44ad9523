/** In-process use of the simulator (vitest): msw's setupServer over the same handlers. */
import { setupServer } from "msw/node";
import { simulatorHandlers } from "./server";
import { resetWorld } from "./reset";
import { simulatorClient } from "./control/client";

export const IN_PROCESS_ORIGIN = "http://operator.sim.test";

export async function startInProcessSimulator(origin = IN_PROCESS_ORIGIN) {
  const server = setupServer(...simulatorHandlers(origin));
  server.listen({ onUnhandledRequest: "bypass" });
  await resetWorld();
  return { server, origin, client: simulatorClient(origin), close: () => server.close() };
}
