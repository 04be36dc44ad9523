import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during server rendering and while the page hydrates; true from then on. A widget mounted
 * after hydration (a step reached by a client-side navigation) renders its JavaScript form at once,
 * never its no-JS form for one frame.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
