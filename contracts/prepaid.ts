/** Contracts of the prepaid area (see the seeds' section 7). */
import type { Contract } from "./core";

export const prepaidContracts: Contract[] = [];
