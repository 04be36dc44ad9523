/** Contracts of the voice area (see the seeds' section 7). */
import type { Contract } from "./core";

export const voiceContracts: Contract[] = [];
