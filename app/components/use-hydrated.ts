import { useEffect, useState } from "react";

/** False during server rendering and before hydration: widgets that need JavaScript wait for it. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
