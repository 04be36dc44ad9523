/** Simulated operator behaviour of the tv area. */
import type { Implementation } from "../implement";

export const implementations: Implementation[] = [];
