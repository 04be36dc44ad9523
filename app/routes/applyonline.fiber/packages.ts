/**
 * The public fibre wizard's package rules, shared by the page and its action: it always orders voice
 * with internet and/or PEOTV, and Next needs a voice package and an internet or a PEOTV package.
 */
import { fibrePackagesProblem, type Connection } from "~/sales/catalogue";
import type { FibreOrderPackages } from "./state";

export const FIBRE_CONNECTION: Connection = "cBoth";
export const FIBRE_MODE = "SLT Fiber" as const;

/** The first thing missing before the details step may open, or null when the packages are complete. */
export function packagesProblem(packages: FibreOrderPackages): "voiceRequired" | "internetOrTvRequired" | null {
  return fibrePackagesProblem(packages);
}
