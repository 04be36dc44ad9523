/** Contracts of the profile area (see the seeds' section 7). */
import type { Contract } from "./core";

export const profileContracts: Contract[] = [];
