/** Contracts of the sales area (see the seeds' section 7). */
import type { Contract } from "./core";

export const salesContracts: Contract[] = [];
