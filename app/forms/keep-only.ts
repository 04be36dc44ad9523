import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * A background save of what only the session keeps (typed text saved as typing pauses, a ticked
 * consent) changes nothing shown: a fetcher's post carrying this field is followed by no reading of
 * the page's data, in the route or its layouts, so a message the page shows meanwhile stays.
 */
export const KEEP_ONLY = "keepOnly";

/** The `shouldRevalidate` of a route and of the layouts above it: no reading after a keep-only save. */
export const skipAfterKeepOnly: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get(KEEP_ONLY) === "1" ? false : defaultShouldRevalidate;
