/**
 * The part of keeping typed entries (kept-entries.ts) that runs on every page with a kept form: the
 * signed-in layout (app/routes/_shell) and the public fibre wizard (app/routes/applyonline.fiber):
 * whose entries this tab may hold, and forgetting them on logout, when another customer signs in, and
 * once a form's post succeeded. The sign-in page and the other public pages have no kept form and load
 * none of it; a page without a kept form loads only this, not the form's part (giving entries back,
 * saving them).
 */
import { useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { GUEST_SCOPE, adoptScope, forgetAll, forgetEntries, type KeptStorage } from "./kept-store";

export function tabStorage(): KeptStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The scope the root loader gives this page: the signed-in customer's, or the guest's. */
export function useKeptScope(): string {
  return (useRouteLoaderData("root") as { keptScope?: string } | undefined)?.keptScope ?? GUEST_SCOPE;
}

/** The post whose success forgets its form's entries (set when the form's check lets the post go). */
let pending: { key: string; scope: string } | null = null;

export function keepUntilSuccess(key: string | undefined, scope: string) {
  pending = key ? { key, scope } : null;
}

/** A URL as the router compares pages: path and query, without the index marker. */
function pageOf(url: string | { pathname: string; search: string } | undefined): string {
  if (!url) return "";
  const parsed = typeof url === "string" ? new URL(url, "http://portal") : new URL(`${url.pathname}${url.search}`, "http://portal");
  parsed.searchParams.delete("index");
  return `${parsed.pathname}?${parsed.searchParams.toString()}`;
}

/**
 * Once per page with a kept form (a layout or the public wizard): forgets everything on logout and when another customer signs in on this
 * tab, and forgets a form's entries once its post succeeded: the action led to another page in the
 * same scope, or the page tells a success. A post that led to signing in (its session had timed
 * out) keeps them for the same customer.
 */
export function useKeptEntriesJanitor() {
  const scope = useKeptScope();
  // The success the page tells (the root's outcome, post/redirect/get).
  const outcome = (useRouteLoaderData("root") as { outcome?: { kind?: string; id?: string } | null } | undefined)?.outcome;
  const successId = outcome?.kind === "success" ? (outcome.id ?? null) : null;
  const navigation = useNavigation();
  const location = useLocation();
  const submitted = useRef<{ key: string; scope: string; movedOn: boolean; successBefore: string | null } | null>(null);
  useEffect(() => {
    const storage = tabStorage();
    if (storage) adoptScope(storage, scope);
  }, [scope]);
  useEffect(() => {
    const storage = tabStorage();
    if (!storage) return;
    if (navigation.state === "submitting") {
      if (navigation.formAction && pageOf(navigation.formAction).startsWith("/logout?")) {
        forgetAll(storage);
        submitted.current = null;
      } else if (pending) submitted.current = { ...pending, movedOn: false, successBefore: successId };
      pending = null;
    } else if (navigation.state === "loading" && submitted.current && navigation.formMethod && navigation.formMethod.toUpperCase() !== "GET") {
      submitted.current.movedOn = pageOf(navigation.formAction) !== pageOf(navigation.location);
    } else if (navigation.state === "idle" && submitted.current) {
      const { key, movedOn, successBefore } = submitted.current;
      const succeeded = movedOn || (successId !== null && successId !== successBefore);
      if (succeeded && submitted.current.scope === scope) forgetEntries(storage, key);
      submitted.current = null;
    }
  }, [navigation.state, navigation.formAction, navigation.formMethod, navigation.location, location.key, scope, successId]);
}
