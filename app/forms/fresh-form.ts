/**
 * A form that starts over once its action succeeded. The action redirects (post/redirect/get)
 * and the root tells the success; the page itself stays mounted, so its inputs would keep what
 * was typed. conform resets a form whose id changes: the id follows the latest success shown.
 */
import { useRouteLoaderData } from "@remix-run/react";
import { useState } from "react";
import type { loader as rootLoader } from "~/root";

export function useFreshFormId(base: string): string {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const success = root?.outcome?.kind === "success" ? root.outcome.id : null;
  const [latest, setLatest] = useState(success);
  if (success && success !== latest) setLatest(success);
  return latest ? `${base}-${latest}` : base;
}
