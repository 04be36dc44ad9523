/**
 * The signed-in fibre wizard's steps: internal steps 1 to 5 in the URL (`?step=`), the four numbered
 * steps the customer sees (Package Selection, Feasibility Check, Customer Details for 3 and 4, Summary),
 * and which step may open. A step asked for too early sends the customer to the furthest open one.
 */
import { fibrePackagesProblem } from "~/sales/catalogue";
import { wizardSteps } from "~/sales/steps";
import { addressProblem, addressValuesOf, detailsFlagsOf, detailsProblem, detailsValuesOf, isLocated } from "./forms";
import type { SignedInFibreOrder } from "./state";

export const ORDER_PATH = "/applyonline/order";

export type OrderStep = 1 | 2 | 3 | 4 | 5;
export const ORDER_STEPS: readonly [OrderStep, ...OrderStep[]] = [1, 2, 3, 4, 5];

/** The four numbered steps the customer sees; internal steps 3 and 4 are both Customer Details. */
export const VISIBLE_STEPS = ["packages", "feasibility", "details", "summary"] as const;
export type VisibleStep = (typeof VISIBLE_STEPS)[number];

export const { path: stepPath, of: stepOf, visibleIndex: visibleStepOf } = wizardSteps(ORDER_PATH, ORDER_STEPS, [0, 1, 2, 2, 3]);

/**
 * The furthest step this order may open: feasibility once the packages are complete, the details
 * once the pin is checked and available, the addresses once the details pass Next, and the summary
 * once step 4's Next has saved the draft with what the steps now hold.
 */
export function furthestStep(order: SignedInFibreOrder): OrderStep {
  if (fibrePackagesProblem(order.packages)) return 1;
  if (order.feasibility !== "available" || !isLocated(order.location)) return 2;
  if (detailsProblem(detailsValuesOf(order), detailsFlagsOf(order))) return 3;
  if (addressProblem(addressValuesOf(order)) || !order.orderRef || !order.saved) return 4;
  return 5;
}
