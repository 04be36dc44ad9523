/** Simulated operator behaviour of the bills area. */
import type { Implementation } from "../implement";

export const implementations: Implementation[] = [];
