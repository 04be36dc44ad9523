/** Simulated operator behaviour of the voice area. */
import type { Implementation } from "../implement";

export const implementations: Implementation[] = [];
