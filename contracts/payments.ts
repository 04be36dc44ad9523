/** Contracts of the payments area (see the seeds' section 7). */
import type { Contract } from "./core";

export const paymentsContracts: Contract[] = [];
