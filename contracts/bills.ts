/** Contracts of the bills area (see the seeds' section 7). */
import type { Contract } from "./core";

export const billsContracts: Contract[] = [];
