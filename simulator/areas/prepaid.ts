/** Simulated operator behaviour of the prepaid area. */
import type { Implementation } from "../implement";

export const implementations: Implementation[] = [];
