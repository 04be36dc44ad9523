/**
 * The production server's memo of Remix's route matching (scripts/remix-shortcuts.mjs): every path gets the matches
 * @remix-run/router's own matchRoutes gives, of the table it is asked about, whether matched before or not.
 */
import * as realRouter from "@remix-run/router";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { keepLoaderRequests, rememberDataRoutes, rememberRouteMatches, rememberServerRoutes } from "../../scripts/remix-shortcuts.mjs";

type Route = AgnosticRouteObject;

/** A table shaped as Remix builds one: the root, a pathless layout, index routes, params, optional and splat segments. */
const table = (): Route[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "routes/_index", index: true },
      { id: "routes/terms", path: "terms" },
      { id: "routes/Case", path: "Case", caseSensitive: true },
      { id: "routes/eBill.$type", path: "eBill/:type?" },
      { id: "routes/texts.$lang", path: "texts/:lang" },
      { id: "routes/$", path: "*" },
      {
        id: "routes/_shell",
        children: [
          { id: "routes/_shell.bill.$type", path: "bill/:type" },
          {
            id: "routes/_shell.boardBand",
            path: "boardBand",
            children: [
              { id: "routes/_shell.boardBand._index", index: true },
              { id: "routes/_shell.boardBand.summary", path: "summary" },
              { id: "routes/_shell.boardBand.protocolReport.$date", path: "protocolReport/:date" },
            ],
          },
          { id: "routes/_shell.FTTH.$orderId.$status", path: "FTTH/:orderId/:status" },
        ],
      },
    ],
  },
];

const paths = [
  "/",
  "/terms",
  "/terms/",
  "/TERMS",
  "/Case",
  "/case",
  "/eBill",
  "/eBill/current",
  "/texts/si",
  "/bill/0",
  "/bill/%E0%B6%85",
  "/boardBand",
  "/boardBand/summary",
  "/boardBand/protocolReport/2026-11-01",
  "/FTTH/123/pending",
  "/no/such/page",
];

function memoised() {
  const router = { ...realRouter };
  rememberRouteMatches(router);
  return router.matchRoutes;
}

/** A match as plain data, its route by id and its params' keys and values. */
const plain = (matches: ReturnType<typeof realRouter.matchRoutes>) =>
  matches?.map(({ params, pathname, pathnameBase, route }) => ({ id: route.id, params: { ...params }, pathname, pathnameBase }));

describe("remembered route matches", () => {
  it("are the router's own matches, the first time and every time after, of each new table of the same routes", () => {
    const matchRoutes = memoised();
    for (let time = 0; time < 3; time++) {
      for (const path of paths) {
        const routes = table();
        const got = matchRoutes(routes, path);
        expect(plain(got), `${path} (time ${time + 1})`).toEqual(plain(realRouter.matchRoutes(table(), path)));
        // The routes of the table asked about, not of the table first met.
        const ids = new Map<string | undefined, Route>();
        const walk = (list: Route[]) => list.forEach((route) => (ids.set(route.id, route), route.children && walk(route.children)));
        walk(routes);
        for (const match of got ?? []) expect(match.route).toBe(ids.get(match.route.id));
      }
    }
  });

  it("take a location object or a path with a query, and a basename", () => {
    const matchRoutes = memoised();
    for (let time = 0; time < 2; time++) {
      expect(plain(matchRoutes(table(), { pathname: "/bill/3", search: "?x=1" }))).toEqual(plain(realRouter.matchRoutes(table(), "/bill/3")));
      expect(plain(matchRoutes(table(), "/bill/4?_data=root#top"))).toEqual(plain(realRouter.matchRoutes(table(), "/bill/4")));
      expect(plain(matchRoutes(table(), "/portal/terms", "/portal"))).toEqual(plain(realRouter.matchRoutes(table(), "/portal/terms", "/portal")));
      expect(matchRoutes(table(), "/elsewhere/terms", "/portal")).toBeNull();
    }
  });

  it("give each call params of its own, shared by the matches of that call as the router shares them", () => {
    const matchRoutes = memoised();
    matchRoutes(table(), "/FTTH/1/done");
    const first = matchRoutes(table(), "/FTTH/1/done")!;
    expect(first.every((match) => match.params === first[0]!.params)).toBe(true);
    (first[0]!.params as Record<string, string>).orderId = "changed";
    expect(matchRoutes(table(), "/FTTH/1/done")!.at(-1)!.params).toEqual({ orderId: "1", status: "done" });
  });

  it("are not given to a table of another shape", () => {
    const matchRoutes = memoised();
    expect(matchRoutes(table(), "/terms")!.at(-1)!.route.id).toBe("routes/terms");
    const moved = table();
    moved[0]!.children![1]!.path = "conditions";
    expect(matchRoutes(moved, "/terms")!.at(-1)!.route.id).toBe("routes/$");
    expect(matchRoutes(moved, "/conditions")!.at(-1)!.route.id).toBe("routes/terms");
    // The same routes in the same order, one moved out of its parent: another table.
    const flatter = table();
    const root = flatter[0]!.children!;
    root.push(root.find((route) => route.id === "routes/_shell")!.children!.pop()!);
    expect(matchRoutes(table(), "/FTTH/1/done")!.map((match) => match.route.id)).toEqual(["root", "routes/_shell", "routes/_shell.FTTH.$orderId.$status"]);
    expect(matchRoutes(flatter, "/FTTH/1/done")!.map((match) => match.route.id)).toEqual(["root", "routes/_shell.FTTH.$orderId.$status"]);
    const insensitive = table();
    insensitive[0]!.children![2]!.caseSensitive = false;
    expect(matchRoutes(table(), "/case")!.at(-1)!.route.id).toBe("routes/$");
    expect(matchRoutes(insensitive, "/case")!.at(-1)!.route.id).toBe("routes/Case");
  });
});

/** A manifest and route modules shaped as a build's: the root with a Layout, a layout route, pages with and without loaders. */
function build() {
  const Root = () => null;
  const Layout = () => null;
  const manifest: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; hasLoader: boolean; hasClientLoader: boolean }> = {
    root: { id: "root", path: "", hasLoader: true, hasClientLoader: false },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true, hasLoader: false, hasClientLoader: false },
    "routes/terms": { id: "routes/terms", parentId: "root", path: "terms", hasLoader: false, hasClientLoader: false },
    "routes/_shell": { id: "routes/_shell", parentId: "root", hasLoader: true, hasClientLoader: false },
    "routes/_shell.bill.$type": { id: "routes/_shell.bill.$type", parentId: "routes/_shell", path: "bill/:type", hasLoader: true, hasClientLoader: false },
  };
  const modules: Record<string, Record<string, unknown>> = {
    root: { default: Root, Layout, ErrorBoundary: () => null },
    "routes/_index": { default: () => null },
    "routes/terms": { default: () => null, handle: { shell: "bare" } },
    "routes/_shell": { default: () => null },
    "routes/_shell.bill.$type": { default: () => null, ErrorBoundary: () => null },
  };
  return { manifest, modules };
}

type ServerRoute = {
  id: string;
  path?: string;
  index?: boolean;
  handle?: unknown;
  loader?: unknown;
  Component?: unknown;
  ErrorBoundary?: unknown;
  element?: unknown;
  children?: ServerRoute[];
};
type CreateServerRoutes = (manifest: unknown, modules: unknown, future: unknown, isSpaMode: boolean) => ServerRoute[];

/** A route tree as plain data: what the static router reads of each route. */
const tree = (routes: ServerRoute[]): unknown[] =>
  routes.map(({ id, path, index, handle, loader, Component, ErrorBoundary, element, children }) => ({
    id,
    path,
    index,
    handle,
    hasLoader: typeof loader === "function",
    Component,
    ErrorBoundary,
    hasElement: Boolean(element),
    children: children && tree(children),
  }));

describe("remembered server routes", async () => {
  const real = (await import("@remix-run/react/dist/routes.js")) as { createServerRoutes: CreateServerRoutes };
  const remembered = () => {
    const routesModule = { ...real };
    rememberServerRoutes(routesModule);
    return routesModule.createServerRoutes;
  };
  const future = { v3_singleFetch: false };

  it("are Remix's own tree of the build, built once and given again to every render of the same build", () => {
    const createServerRoutes = remembered();
    const { manifest, modules } = build();
    const first = createServerRoutes(manifest, modules, future, false);
    expect(tree(first)).toEqual(tree(real.createServerRoutes(manifest, modules, future, false)));
    expect(tree(first)[0]).toMatchObject({
      id: "root",
      hasElement: true,
      children: expect.arrayContaining([expect.objectContaining({ id: "routes/_shell" })]),
    });
    // Each render hands over route modules of its own, holding the same modules.
    expect(createServerRoutes(manifest, { ...modules }, future, false)).toBe(first);
  });

  it("are built again for another build, another route module, other flags", () => {
    const createServerRoutes = remembered();
    const { manifest, modules } = build();
    const first = createServerRoutes(manifest, modules, future, false);
    const other = build();
    expect(createServerRoutes(other.manifest, other.modules, future, false)).not.toBe(first);
    const changed = { ...other.modules, "routes/terms": { default: () => null, handle: { shell: "order" } } };
    const again = createServerRoutes(other.manifest, changed, future, false);
    expect(tree(again)).toEqual(tree(real.createServerRoutes(other.manifest, changed, future, false)));
    expect(JSON.stringify(tree(again))).toContain('"order"');
    const fewer: Record<string, unknown> = { ...changed };
    delete fewer["routes/_shell.bill.$type"];
    const smaller = { ...other.manifest };
    delete smaller["routes/_shell.bill.$type"];
    expect(tree(createServerRoutes(smaller, fewer, future, false))).toEqual(tree(real.createServerRoutes(smaller, fewer, future, false)));
    expect(createServerRoutes(smaller, fewer, { v3_singleFetch: true }, false)).not.toBe(createServerRoutes(smaller, fewer, future, false));
  });
});

describe("remembered data routes", () => {
  type Convert = (routes: Route[], map: (route: Route) => Record<string, unknown>, parentPath?: string[], manifest?: Record<string, Route>) => Route[];
  const remembered = () => {
    const router = { ...realRouter };
    rememberDataRoutes(router);
    return (router as unknown as { UNSAFE_convertRoutesToDataRoutes: Convert }).UNSAFE_convertRoutesToDataRoutes;
  };
  const real = (realRouter as unknown as { UNSAFE_convertRoutesToDataRoutes: Convert }).UNSAFE_convertRoutesToDataRoutes;
  const mapRouteProperties = (route: Route) => ({ hasErrorBoundary: route.id === "root" });
  const ids = (routes: Route[]): unknown[] =>
    routes.map(({ id, path, index, hasErrorBoundary, children }) => ({ id, path, index, hasErrorBoundary, children: children && ids(children) }));

  it("are the router's own conversion of a tree, made once and given again, with the caller's manifest filled each time", () => {
    const convert = remembered();
    const routes = table();
    const expected: Record<string, Route> = {};
    const own = real(table(), mapRouteProperties, undefined, expected);
    for (let time = 0; time < 3; time++) {
      const manifest: Record<string, Route> = {};
      const got = convert(routes, mapRouteProperties, undefined, manifest);
      expect(ids(got), `time ${time + 1}`).toEqual(ids(own));
      expect(Object.keys(manifest).sort()).toEqual(Object.keys(expected).sort());
      expect(manifest["routes/_shell.bill.$type"]).toBe(got[0]!.children!.find((route) => route.id === "routes/_shell")!.children![0]);
    }
    expect(convert(routes, mapRouteProperties, undefined, {})).toBe(convert(routes, mapRouteProperties, undefined, {}));
  });

  it("are converted anew for another tree, other route properties, a manifest already holding routes or a branch of a tree", () => {
    const convert = remembered();
    const routes = table();
    const first = convert(routes, mapRouteProperties, undefined, {});
    expect(convert(table(), mapRouteProperties, undefined, {})).not.toBe(first);
    const otherProperties = (route: Route) => ({ hasErrorBoundary: route.id !== "root" });
    expect(ids(convert(routes, otherProperties, undefined, {}))).toEqual(ids(real(table(), otherProperties, undefined, {})));
    expect(convert(routes, mapRouteProperties, undefined, {})).not.toBe(first);
    const again = convert(routes, mapRouteProperties, undefined, {});
    const holding: Record<string, Route> = { other: { id: "other" } };
    expect(convert(routes, mapRouteProperties, undefined, holding)).not.toBe(again);
    expect(Object.keys(holding)).toContain("routes/terms");
    expect(convert(routes, mapRouteProperties, ["0"], {})).not.toBe(again);
  });
});

describe("a page's loaders handed its request as it came", async () => {
  const realData = await import("@remix-run/server-runtime/dist/data.js");
  const responses = await import("@remix-run/server-runtime/dist/responses.js");
  const { defer } = await import("@remix-run/router");
  const kept = () => {
    const data = { ...realData };
    keepLoaderRequests(data, responses);
    return data.callRouteLoader;
  };
  const call = (callRouteLoader: typeof realData.callRouteLoader, url: string, answer: unknown, method = "GET") => {
    const seen: Request[] = [];
    const request = new Request(url, { method, ...(method === "POST" ? { body: "a=1" } : {}) });
    const result = callRouteLoader({
      request,
      params: {},
      loadContext: {},
      routeId: "routes/page",
      singleFetch: false,
      loader: async ({ request: given }) => {
        seen.push(given);
        return answer as never;
      },
    });
    return { request, seen, result };
  };
  const asData = async (result: unknown) =>
    result instanceof Response ? { status: result.status, location: result.headers.get("Location"), body: await result.text() } : result;

  it("gives a page's GET its very request, and answers as Remix does: data as JSON, a deferred part as it is, a redirect", async () => {
    const ownAndKept = [realData.callRouteLoader, kept()];
    const deferred = defer({ late: Promise.resolve(1) });
    const answers = [
      () => ({ usage: "5 GB" }),
      () => null,
      () => deferred,
      () => defer({}, { status: 302, headers: { Location: "/signIn" } }),
      () => new Response("ok", { status: 201 }),
    ];
    for (const answer of answers) {
      const [own, keptAnswer] = await Promise.all(
        ownAndKept.map((c) => call(c, "http://portal.test/boardBand/summary?pane=base", answer()).result.then(asData)),
      );
      expect(keptAnswer).toEqual(own);
    }
    const { request, seen, result } = call(kept(), "http://portal.test/boardBand/summary?pane=base", deferred);
    expect(await result).toBe(deferred);
    expect(seen[0]).toBe(request);
  });

  it("says, as Remix does, when a loader answers nothing", async () => {
    await expect(call(kept(), "http://portal.test/terms", undefined).result).rejects.toThrow('You defined a loader for route "routes/page"');
  });

  it("leaves to Remix a request whose query it strips, and any other method", async () => {
    for (const url of ["http://portal.test/?index", "http://portal.test/boardBand/summary?_data=routes%2Fpage", "http://portal.test/?a=1&index"]) {
      const { request, seen, result } = call(kept(), url, {});
      await result;
      expect(seen[0]).not.toBe(request);
      expect(new URL(seen[0]!.url).searchParams.has("_data")).toBe(false);
    }
    const post = call(kept(), "http://portal.test/?index", {}, "POST");
    await post.result;
    expect(post.seen[0]).not.toBe(post.request);
  });
});
