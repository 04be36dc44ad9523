/** Simulated operator behaviour of the profile area. */
import type { Implementation } from "../implement";

export const implementations: Implementation[] = [];
