/** Which steps of the wizard may open: each needs the one before it complete. */
import { packagesProblem } from "./packages";
import { WIZARD_STEPS, type FibreOrder, type WizardStep } from "./state";

export const WIZARD_PATH = "/applyonline/fiber";

export function stepPath(step: WizardStep): string {
  return `${WIZARD_PATH}?step=${step}`;
}

export function stepOf(value: string | null): WizardStep {
  return WIZARD_STEPS.find((s) => s === value) ?? "packages";
}

/**
 * The furthest step this order may open: details once the packages are complete, the summary once
 * the details step has saved the draft and checked feasibility.
 */
export function furthestStep(order: FibreOrder): WizardStep {
  if (packagesProblem(order.packages)) return "packages";
  if (!order.orderRef || order.dpexist === null) return "details";
  return "summary";
}

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}
