import { useState, type Dispatch, type SetStateAction } from "react";

/**
 * State the customer changes in place (a dialog a click opened) that starts as `value` and goes back to
 * `value` whenever `resetOn` changes after the first render (a navigation, the URL's search, an action's
 * answer; compared as React compares effect dependencies). `resetOn` must keep its identity from one render to
 * the next while nothing changed (a primitive, `useSearchParams()`'s params, `location.key`, loader or action
 * data): a new object on every render would reset on every render, without end.
 *
 * The reset happens in the render that sees the change, never in an effect. An effect also runs once
 * after hydration's commit, and on a slow phone a tap can land between that commit and the effect: the
 * effect then set the state back, and the dialog the tap had opened closed at once.
 */
export function useResetState<T>(value: T, resetOn: unknown = value): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState<T>(value);
  const [seen, setSeen] = useState<unknown>(() => resetOn);
  if (!Object.is(seen, resetOn)) {
    // Updaters, so that a function given as the value is stored, not called.
    setSeen(() => resetOn);
    setState(() => value);
  }
  return [state, setState];
}
