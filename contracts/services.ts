/** Contracts of the services area (see the seeds' section 7). */
import type { Contract } from "./core";

export const servicesContracts: Contract[] = [];
