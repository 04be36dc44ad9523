import type { EntryContext } from "@remix-run/node";
import { defer, type UNSAFE_DeferredData as DeferredData } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { latePartsSettled } from "~/render/late-parts.server";

/** What the server's render is handed: the page's loaders' deferred data by route. */
const contextOf = (deferreds: Record<string, DeferredData> | null) => ({ staticHandlerContext: { activeDeferreds: deferreds } }) as unknown as EntryContext;
const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const never = () => new Promise<never>(() => undefined);
const state = (promise: Promise<unknown>) => Promise.race([promise.then(() => "settled"), later("waiting", 0)]);

describe("the render waits for a page's late parts", () => {
  it("does not wait when nothing is deferred, or every part has already come", async () => {
    expect(latePartsSettled(contextOf(null), 50)).toBeNull();
    expect(latePartsSettled(contextOf({ root: defer({ plain: 1 }) }), 50)).toBeNull();
    const done = defer({ usage: Promise.resolve("5 GB") });
    await done.resolveData(new AbortController().signal);
    expect(latePartsSettled(contextOf({ page: done }), 50)).toBeNull();
  });

  it("renders once the parts of every route have come, their data ready to draw in place", async () => {
    const layout = defer({ amount: later("Rs 2,450.75", 5), banners: Promise.reject(new Error("down")) });
    const page = defer({ usage: later("5 GB", 15) });
    const waiting = latePartsSettled(contextOf({ layout, page }), 1_000)!;
    await later(null, 8);
    expect(await state(waiting)).toBe("waiting");
    await waiting;
    // A part that failed has settled too: it draws its own message.
    expect(layout.done && page.done).toBe(true);
    expect((page.data.usage as { _data?: string })._data).toBe("5 GB");
  });

  it("waits no longer than it is given: a slow part then streams", async () => {
    const page = defer({ usage: never(), amount: Promise.resolve("Rs 10.00") });
    const started = Date.now();
    await latePartsSettled(contextOf({ page }), 30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(page.pendingKeys).toEqual(["usage"]);
  });

  it("stops waiting when the request goes away", async () => {
    const page = defer({ usage: never() });
    const waiting = latePartsSettled(contextOf({ page }), 60_000)!;
    page.cancel();
    expect(await Promise.race([waiting.then(() => "rendered"), later("still waiting", 100)])).toBe("rendered");
  });
});
