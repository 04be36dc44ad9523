/** Simulated operator behaviour of the services area. */
import type { Implementation } from "../implement";

export const implementations: Implementation[] = [];
