/** Simulated operator behaviour of the sales area. */
import type { Implementation } from "../implement";

export const implementations: Implementation[] = [];
