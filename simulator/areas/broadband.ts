/** Simulated operator behaviour of the broadband area. */
import type { Implementation } from "../implement";

export const implementations: Implementation[] = [];
