/**
 * The HTTP side of the metrics: each request the portal answered, labelled by the Remix route that
 * answered it (its id, such as `routes/_shell.boardBand.summary`), never by its URL, which carries
 * order ids, references and telephone numbers.
 */
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { httpRequests } from "./metrics.server";

/** A route of the server build (build.routes), as much of it as matching needs. */
export interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/** The label of a request no route answers (static files are served before the routes and not counted). */
const UNMATCHED = "unmatched";
/** URLs recently matched, so a page asked for again is not matched again (bounded: URLs carry ids). */
const REMEMBERED = 2_000;

/** Which route answers a path: the id of the deepest route of its match, as Remix matches it. */
export function routeMatcher(routes: Record<string, BuildRoute>): { routeIdOf(pathname: string, dataRoute?: string | null): string } {
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  const tree = childrenOf(undefined);
  const remembered = new Map<string, string>();
  return {
    routeIdOf(pathname, dataRoute) {
      // A client-side data request names its route (?_data=); only a route of this build is believed.
      if (dataRoute) return dataRoute in routes ? dataRoute : UNMATCHED;
      const known = remembered.get(pathname);
      if (known) return known;
      const id = matchRoutes(tree, pathname)?.at(-1)?.route.id ?? UNMATCHED;
      if (remembered.size >= REMEMBERED) remembered.clear();
      remembered.set(pathname, id);
      return id;
    },
  };
}

/** One answered request: how long it took to its last byte (or to the client going away: status "aborted"). */
export function observeHttp(route: string, method: string, status: number | "aborted", seconds: number): void {
  httpRequests.observe({ route, method, status: String(status) }, seconds);
}
