/** Contracts of the broadband area (see the seeds' section 7). */
import type { Contract } from "./core";

export const broadbandContracts: Contract[] = [];
