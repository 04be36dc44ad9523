/**
 * A wizard's steps in its URL (`?step=`): the address of a step, the step an address names (the first
 * when it names none of them), and the numbered step the customer sees it as (`shown`: a wizard whose
 * internal steps outnumber the ones it shows gives, by internal step, the 0-based visible one).
 */
export function wizardSteps<S extends string | number>(path: string, steps: readonly [S, ...S[]], shown?: readonly number[]) {
  const index = (step: S) => steps.indexOf(step);
  return {
    path: (step: S) => `${path}?step=${step}`,
    of: (value: string | null): S => steps.find((step) => String(step) === value) ?? steps[0],
    index,
    visibleIndex: (step: S) => (shown ? shown[index(step)]! : index(step)),
  };
}
