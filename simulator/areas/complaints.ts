/** Simulated operator behaviour of the complaints area. */
import type { Implementation } from "../implement";

export const implementations: Implementation[] = [];
