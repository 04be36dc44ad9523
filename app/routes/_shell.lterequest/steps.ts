/**
 * The wizard's internal steps (1 to 6, `?step=`) and which may open. Four steps are shown: Package
 * Selection (1), Feasibility Check (2, and 3, the request for coverage), Customer Details (4 and 5,
 * the documents) and Summary (6). A step asked for too early sends the customer to the furthest open one.
 */
import { coverageAt, hasPin, isAvailable, locationProblem } from "./location";
import { wizardSteps } from "~/sales/steps";
import { packagesProblem } from "./packages";
import type { LteOrder } from "./state";

export type LteStep = 1 | 2 | 3 | 4 | 5 | 6;
export const LTE_STEPS: readonly [LteStep, ...LteStep[]] = [1, 2, 3, 4, 5, 6];
export const WIZARD_PATH = "/lterequest";

export const VISIBLE_STEPS = ["lte.step.packages", "lte.step.feasibility", "lte.step.details", "lte.step.summary"] as const;

/** The address of a step, the step an address names, and the visible step (0-based) an internal step belongs to. */
export const { path: stepPath, of: stepOf, visibleIndex } = wizardSteps(WIZARD_PATH, LTE_STEPS, [0, 1, 1, 2, 2, 3]);

/** Where each step's Back leads: 2 → 1, 3 → 2, 4 → 2, 5 → 4, 6 → 5. */
export const BACK: Record<Exclude<LteStep, 1>, LteStep> = { 2: 1, 3: 2, 4: 2, 5: 4, 6: 5 };

/** The draft the operator holds is the one the wizard would save now. */
export function draftCurrent(order: LteOrder, fields: string): boolean {
  return Boolean(order.orderRef) && order.savedDraft === fields;
}

/**
 * The furthest step of the main path (never 3): the location once the packages suit the connection,
 * the details once the location passes Next where coverage was found, the documents once the draft
 * is saved as it stands, the summary once the operator has the documents of that order.
 */
export function furthestStep(order: LteOrder, currentDraft: string): LteStep {
  if (packagesProblem(order.packages.connection, order.packages)) return 1;
  if (locationProblem(order.location) || !isAvailable(coverageAt(order.location, order.coverage))) return 2;
  if (!draftCurrent(order, currentDraft)) return 4;
  if (order.documentsFor !== order.orderRef) return 5;
  return 6;
}

/** Step 3, the request for coverage, opens beside the location step once a city and a pin are saved. */
export function isOpen(step: LteStep, order: LteOrder, currentDraft: string): boolean {
  const furthest = furthestStep(order, currentDraft);
  if (step === 3) return furthest >= 2 && Boolean(order.location.city) && hasPin(order.location);
  return step <= furthest;
}
