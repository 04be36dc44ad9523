// Shortcuts past work Remix repeats for every request, installed by the production server (`installShortcuts`).
//
// Remix matches each request's path against the whole route table several times (server-runtime's own match before
// the loaders, the render's static router, and the initial manifest of lazy route discovery), each time through
// @remix-run/router's `matchRoutes`, which flattens, ranks and compiles every route again: with the portal's 66 routes
// about 0.4 ms a call, a third of a bare page's CPU (issue 26). Its answer depends only on the table's shape and the
// path, so the production server (scripts/serve.mjs) wraps that export with a bounded memo of which routes matched
// with which params, and answers a path seen before with new match objects of the table it is given. The framework's
// files are untouched; its callers look the function up on the module at each call (the static handler's own match,
// a call inside the module, still runs in full). The route tree `<RemixServer>` builds from the build at every render,
// and the static router's data routes of it, are remembered the same way (`rememberServerRoutes`, `rememberDataRoutes`).
// The same way, a page's loaders are handed its request without Remix's copies of it (`keepLoaderRequests`).

/** Paths remembered per route table (bounded: paths carry ids); past it the memo starts again. */
const REMEMBERED = 2_000;
/** Distinct route tables remembered; a process has one (the same table reaches matchRoutes in several forms). */
const TABLES = 8;
/** What matchRoutes reads of each route, besides its children: 5 entries per route, the last its number of children. */
const FIELDS = 5;

/** The table's shape as matchRoutes reads it: each route's id, path, index, caseSensitive and number of children, depth first. */
function shapeOf(routes, into = []) {
  for (const route of routes) {
    into.push(route.id, route.path, route.index, route.caseSensitive === true, route.children?.length ?? 0);
    if (route.children?.length) shapeOf(route.children, into);
  }
  return into;
}

/** Where the routes' shape ends in `shape` if it is theirs from `at` on, else -1 (no copy made: this runs at every call). */
function shapeEnd(routes, shape, at) {
  for (const route of routes) {
    const children = route.children?.length ?? 0;
    if (
      route.id !== shape[at] ||
      route.path !== shape[at + 1] ||
      route.index !== shape[at + 2] ||
      (route.caseSensitive === true) !== shape[at + 3] ||
      children !== shape[at + 4]
    )
      return -1;
    at += FIELDS;
    if (children) at = shapeEnd(route.children, shape, at);
    if (at < 0) return -1;
  }
  return at;
}

/** Replaces a module's export `name` with `remember(original)`, once: a module already wrapped is left as it is. */
function wrapExport(module, name, remember) {
  if (module[name].remembers) return;
  const wrapped = remember(module[name]);
  wrapped.remembers = true;
  module[name] = wrapped;
}

/** Wraps `router.matchRoutes` (the module's export, @remix-run/router) with the memo; once. */
export function rememberRouteMatches(router) {
  wrapExport(router, "matchRoutes", (original) => {
    /** Per table shape: by basename and path, the matched routes (each by its place among its parent's children), the params and each match's pathnames; null: none. */
    const tables = [];

    function matchRoutes(routes, locationArg, basename = "/") {
      const location = typeof locationArg === "string" ? router.parsePath(locationArg) : locationArg;
      if (!Array.isArray(routes) || !location) return original(routes, locationArg, basename);
      let table = tables.find(({ shape }) => shapeEnd(routes, shape, 0) === shape.length);
      if (!table) {
        if (tables.length >= TABLES) return original(routes, locationArg, basename);
        table = { shape: shapeOf(routes), remembered: new Map() };
        tables.push(table);
      }
      const key = `${basename}\u0000${location.pathname || "/"}`;
      const known = table.remembered.get(key);
      if (known === null) return null;
      if (known) {
        // One params object for all the matches of a path, as matchRoutes gives it.
        const params = { ...known.params };
        // Each match's route is a child of the one before: its place among them.
        let list = routes;
        return known.matches.map(({ at, pathname, pathnameBase }) => {
          const route = list[at];
          list = route.children;
          return { params, pathname, pathnameBase, route };
        });
      }
      const matches = original(routes, locationArg, basename);
      if (table.remembered.size >= REMEMBERED) table.remembered.clear();
      let list = routes;
      table.remembered.set(
        key,
        matches && {
          params: { ...matches[0].params },
          matches: matches.map(({ route, pathname, pathnameBase }) => {
            const at = list.indexOf(route);
            list = route.children;
            return { at, pathname, pathnameBase };
          }),
        },
      );
      return matches;
    }
    return matchRoutes;
  });
}

/**
 * Wraps `createServerRoutes` (@remix-run/react's routes module, which `<RemixServer>` calls through the module at
 * every render) so that it builds the render's route tree once per build instead of once per request: its answer
 * depends only on the build's manifest, route modules and flags, and no one changes the tree it returns (the static
 * router copies it). With the portal's 66 routes the build cost about 7% of a bare page's CPU (issue 26).
 */
export function rememberServerRoutes(routesModule) {
  wrapExport(routesModule, "createServerRoutes", (original) => {
    let last = null;
    const sameModules = (a, b) => {
      const ids = Object.keys(b);
      return ids.length === Object.keys(a).length && ids.every((id) => a[id] === b[id]);
    };
    function createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest) {
      // A call for part of the tree (its own recursion goes past this wrapper) is left as it is.
      if (rest.length) return original(manifest, routeModules, future, isSpaMode, ...rest);
      if (last && last.manifest === manifest && last.future === future && last.isSpaMode === isSpaMode && sameModules(last.routeModules, routeModules)) {
        return last.routes;
      }
      const routes = original(manifest, routeModules, future, isSpaMode);
      last = { manifest, routeModules: { ...routeModules }, future, isSpaMode, routes };
      return routes;
    }
    return createServerRoutes;
  });
}

/**
 * Wraps `UNSAFE_convertRoutesToDataRoutes` (@remix-run/router; the static router of each render calls it through the
 * module) so that a route tree met again, the one `rememberServerRoutes` gives every render, is converted once: the
 * same data routes are given back, and the caller's manifest is filled with the same entries, as the conversion fills
 * it. Nothing changes a data route of the static router once made.
 */
export function rememberDataRoutes(router) {
  wrapExport(router, "UNSAFE_convertRoutesToDataRoutes", (original) => {
    const converted = new WeakMap();
    function convertRoutesToDataRoutes(routes, mapRouteProperties, parentPath, manifest) {
      if (parentPath !== undefined || !manifest || Object.keys(manifest).length > 0 || !Array.isArray(routes)) {
        return original(routes, mapRouteProperties, parentPath, manifest);
      }
      const known = converted.get(routes);
      if (known?.mapRouteProperties === mapRouteProperties) {
        Object.assign(manifest, known.manifest);
        return known.dataRoutes;
      }
      const dataRoutes = original(routes, mapRouteProperties, parentPath, manifest);
      converted.set(routes, { mapRouteProperties, dataRoutes, manifest: { ...manifest } });
      return dataRoutes;
    }
    return convertRoutesToDataRoutes;
  });
}

/**
 * Wraps `callRouteLoader` (@remix-run/server-runtime's data module; its routes call it through the module) so that a
 * page request with nothing to strip reaches each loader as it came. Remix copies the request for every loader, twice
 * (to drop `index` and `_data` from its query), whatever its URL: two URL parses and two `new Request`s per loader,
 * four loaders on the broadband summary (3% of its CPU). A GET without those parameters is handed on as it is, and
 * what its loader answers is treated as the original treats it; any other request (an action's, a data request's
 * `_data`, an index route's `?index`, single fetch) goes to the original. `responses` is the runtime's own module.
 */
export function keepLoaderRequests(dataModule, responses) {
  wrapExport(dataModule, "callRouteLoader", (original) => {
    async function callRouteLoader(args) {
      const { loadContext, loader, params, request, routeId, singleFetch } = args;
      if (singleFetch || request.method !== "GET") return original(args);
      const query = new URL(request.url).searchParams;
      if (query.has("index") || query.has("_data")) return original(args);
      const result = await loader({ request, context: loadContext, params });
      if (result === undefined) {
        throw new Error(
          `You defined a loader for route "${routeId}" but didn't return anything from your \`loader\` function. Please return a value or \`null\`.`,
        );
      }
      if (responses.isDeferredData(result)) {
        if (result.init && responses.isRedirectStatusCode(result.init.status || 200)) {
          return responses.redirect(new Headers(result.init.headers).get("Location"), result.init);
        }
        return result;
      }
      return responses.isResponse(result) ? result : responses.json(result);
    }
    return callRouteLoader;
  });
}

/**
 * Installs every shortcut above on the Remix modules `require` loads (the production server's, scripts/serve.mjs):
 * before the build is imported, so the framework's modules it shares are the ones wrapped.
 */
export function installShortcuts(require) {
  const router = require("@remix-run/router");
  rememberRouteMatches(router);
  rememberDataRoutes(router);
  rememberServerRoutes(require("@remix-run/react/dist/routes.js"));
  keepLoaderRequests(require("@remix-run/server-runtime/dist/data.js"), require("@remix-run/server-runtime/dist/responses.js"));
}
