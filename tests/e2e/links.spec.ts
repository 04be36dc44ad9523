/**
 * No link of the portal leads to "We could not find that page": from the pages each kind of customer
 * (and a visitor) starts on, every same-origin link the server renders is followed, breadth first, and
 * every page reached must answer without the not-found page. The pages are read as the server sends
 * them (no JavaScript), which is also what a customer without JavaScript follows.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

const NOT_FOUND = "We could not find that page.";
/** Enough to reach every area from the starting pages; the crawl stops there. */
const MAX_PAGES = 70;

/** Same-origin links of a page: paths only, without fragments; not sign-out (a post) nor files the browser downloads. */
function linksOf(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const href = match[1]!.replace(/&amp;/g, "&");
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const path = href.split("#")[0]!;
    if (!path || path.startsWith("/logout") || /\.(pdf|svg|png|jpg)$/.test(path.split("?")[0]!)) continue;
    links.add(path);
  }
  return [...links];
}

/** Follows links from `start` and answers every page that showed the not-found page, with where its link was. */
async function crawl(request: APIRequestContext, start: string[]): Promise<string[]> {
  const seen = new Set(start);
  const queue = start.map((path) => ({ path, from: "(start)" }));
  const broken: string[] = [];
  let visited = 0;
  while (queue.length && visited < MAX_PAGES) {
    const { path, from } = queue.shift()!;
    visited += 1;
    const response = await request.get(path);
    const html = await response.text();
    if (response.status() === 404 || html.includes(NOT_FOUND)) {
      broken.push(`${path} (linked from ${from}): HTTP ${response.status()}`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    for (const link of linksOf(html)) {
      // A link that differs only by its query opens the same page in another view: one of each is enough.
      const key = link.split("?")[0]!;
      if (seen.has(key) || seen.has(link)) continue;
      seen.add(key);
      queue.push({ path: link, from: path });
    }
  }
  expect(visited, "the crawl reached pages").toBeGreaterThan(start.length);
  return broken;
}

test("a visitor's links all lead somewhere", async ({ page }) => {
  test.setTimeout(120_000);
  expect(await crawl(page.request, ["/", "/register", "/forgotPassword", "/applyonline", "/promo/buyonline", "/applyonline/fiber"])).toEqual([]);
});

for (const persona of ["postpaid-fibre", "prepaid-lte", "no-accounts", "cart-unpaid", "fibre-order-paid"]) {
  test(`a signed-in ${persona} customer's links all lead somewhere`, async ({ page, persona: create, signIn }) => {
    test.setTimeout(180_000);
    await signIn(await create(persona));
    const broken = await crawl(page.request, ["/boardBand/summary", "/noAccount", "/applyonline/order", "/lterequest", "/cart", "/connectionOrder"]);
    expect(broken).toEqual([]);
  });
}
