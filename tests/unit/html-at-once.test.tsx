import { lazy, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { htmlAtOnce } from "~/render/html-at-once.server";

/** A lazy part whose code has not come (as on a fresh server's first render of it). */
const NotLoaded = lazy(() => new Promise<{ default: () => JSX.Element }>(() => undefined));
const Loaded = lazy(async () => ({ default: () => <p>Step 2: the location</p> }));

describe("a page rendered in one synchronous pass", () => {
  it("leaves a lazy part's first render to the streaming renderer, and draws it whole once its code has come", async () => {
    expect(htmlAtOnce(<Suspense fallback={<p>Loading</p>}>{<Loaded />}</Suspense>)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(htmlAtOnce(<main>{<Suspense fallback={<p>Loading</p>}>{<Loaded />}</Suspense>}</main>)).toBe(
      "<main><!--$--><p>Step 2: the location</p><!--/$--></main>",
    );
  });

  it("is null, for the streaming renderer to wait, when a part could not be drawn: its code not loaded, or it threw", () => {
    expect(
      htmlAtOnce(
        <main>
          <Suspense fallback={<p>Loading</p>}>
            <NotLoaded />
          </Suspense>
        </main>,
      ),
    ).toBeNull();
    const Throws = () => {
      throw new Error("a part failed");
    };
    expect(
      htmlAtOnce(
        <main>
          <Suspense fallback={<p>Loading</p>}>
            <Throws />
          </Suspense>
        </main>,
      ),
    ).toBeNull();
    expect(htmlAtOnce(<Throws />)).toBeNull();
  });
});
