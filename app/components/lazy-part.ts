/**
 * A part of a page (a wizard's step, a form shown only in one state) that loads on its own, so the
 * page's first load carries only what its first view needs. The server renders whichever part is
 * open in full (the document is sent once complete) and the browser hydrates it when its code has
 * arrived, keeping the server's HTML meanwhile, so nothing renders empty before or without it.
 * `usePreload` fetches the other parts' code once the page has hydrated, so a move to them does not wait.
 */
import { lazy, useEffect, type ComponentType } from "react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
type AnyComponent = ComponentType<any>;

export type LazyPart<C extends AnyComponent> = ReturnType<typeof lazy<C>> & { preload: () => Promise<unknown> };

/** `lazyPart(() => import("./DetailsStep"), "DetailsStep")`: the module's named component, loaded on first render or on preload. */
export function lazyPart<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPart<M[K] extends AnyComponent ? M[K] : never> {
  type C = M[K] extends AnyComponent ? M[K] : never;
  const component = lazy(() => load().then((module) => ({ default: module[name] as C })));
  return Object.assign(component, { preload: load });
}

/** The next moment the main thread is idle (a task of its own where the browser has no idle callbacks). */
const whenIdle = (run: () => void) => (typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0));

/**
 * Fetches the code of these parts once the page has hydrated, the first at once and each other one in an idle moment
 * of its own: each part's preload inserts a module preload link for every module it imports and evaluates the part,
 * work that, done for all of them in hydration's own effects, made one task long enough to hold up a tap on a phone.
 */
export function usePreload(...parts: { preload: () => Promise<unknown> }[]) {
  useEffect(() => {
    let cancelled = false;
    const next = (i: number) => {
      if (cancelled || i >= parts.length) return;
      // A part that failed to load is asked for again when it is shown; the others still come.
      const then = () => whenIdle(() => next(i + 1));
      parts[i]!.preload().then(then, then);
    };
    // The first at once: a page opened at that part hydrates it as soon as its code is in (React asks for a lazy
    // part's code only when it gets to hydrate it, at a low priority); the others when the browser is idle.
    next(0);
    return () => {
      cancelled = true;
    };
    // The parts are module constants: once is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
