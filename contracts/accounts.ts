/** Contracts of the accounts area (see the seeds' section 7). */
import type { Contract } from "./core";

export const accountsContracts: Contract[] = [];
