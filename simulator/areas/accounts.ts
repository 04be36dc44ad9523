/** Simulated operator behaviour of the accounts area. */
import type { Implementation } from "../implement";

export const implementations: Implementation[] = [];
