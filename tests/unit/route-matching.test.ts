/**
 * The production server's memo of Remix's route matching (scripts/route-matching.mjs): every path gets the matches
 * @remix-run/router's own matchRoutes gives, of the table it is asked about, whether matched before or not.
 */
import * as realRouter from "@remix-run/router";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { rememberRouteMatches } from "../../scripts/route-matching.mjs";

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
