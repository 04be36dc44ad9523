/** Simulated operator behaviour of the payments area. */
import type { Implementation } from "../implement";

export const implementations: Implementation[] = [];
