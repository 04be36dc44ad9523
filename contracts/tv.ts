/** Contracts of the tv area (see the seeds' section 7). */
import type { Contract } from "./core";

export const tvContracts: Contract[] = [];
