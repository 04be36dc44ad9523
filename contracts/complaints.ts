/** Contracts of the complaints area (see the seeds' section 7). */
import type { Contract } from "./core";

export const complaintsContracts: Contract[] = [];
