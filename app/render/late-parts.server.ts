import type { EntryContext } from "@remix-run/node";

/**
 * Waits, at most `ms`, for the page's late parts (what its loaders deferred) to settle, before the page is rendered;
 * null when none is pending (nothing to wait for). A part whose data has come when the page renders is drawn once, in
 * its place, and its data goes in the page's first script. A part still waiting suspends its boundary: the renderer
 * draws its skeleton, then the part again once the data comes, and Remix adds a script of its own to hand that data
 * over: more work for the same page (a page whose parts come within the grace time is sent whole either way).
 */
export function latePartsSettled(context: EntryContext, ms: number): Promise<void> | null {
  const deferreds = pendingParts(context);
  if (deferreds.length === 0) return null;
  return new Promise((resolve) => {
    const unsubscribes: Array<() => void> = [];
    const finish = () => {
      clearTimeout(timer);
      for (const unsubscribe of unsubscribes) unsubscribe();
      resolve();
    };
    const timer = setTimeout(finish, ms);
    for (const deferred of deferreds) {
      unsubscribes.push(
        deferred.subscribe((aborted) => {
          // A request that went away cancels its parts: render at once (the render is dropped with it).
          if (aborted || deferreds.every((d) => d.done)) finish();
        }),
      );
    }
  });
}

/** The page's late parts (each route's deferred data) not all settled yet: none once the page can be drawn whole. */
export function pendingParts(context: EntryContext) {
  return Object.values(context.staticHandlerContext.activeDeferreds ?? {}).filter((deferred) => !deferred.done);
}
