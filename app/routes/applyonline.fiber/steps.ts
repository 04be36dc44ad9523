/** Which steps of the wizard may open: each needs the one before it complete. */
import { fibrePackagesProblem } from "~/sales/catalogue";
import { wizardSteps } from "~/sales/steps";
import { WIZARD_STEPS, type FibreOrder, type WizardStep } from "./state";

export const WIZARD_PATH = "/applyonline/fiber";

export const { path: stepPath, of: stepOf, index: stepIndex } = wizardSteps(WIZARD_PATH, WIZARD_STEPS);

/**
 * The furthest step this order may open: details once the packages are complete, the summary once
 * the details step has saved the draft and checked feasibility.
 */
export function furthestStep(order: FibreOrder): WizardStep {
  if (fibrePackagesProblem(order.packages)) return "packages";
  if (!order.orderRef || order.dpexist === null) return "details";
  return "summary";
}
