/**
 * msw's getResponse tries every handler in turn. With well over a hundred operator endpoints,
 * the standalone server first narrows the list to the handlers whose method and exact path fit
 * the request (plus the few with path parameters), keeping msw's own matching for the rest.
 */
import type { HttpHandler } from "msw";

const key = (method: string, url: string) => `${method.toUpperCase()} ${url.toLowerCase()}`;

export function handlerIndex(handlers: HttpHandler[]) {
  const exact = new Map<string, HttpHandler[]>();
  const patterned: HttpHandler[] = [];
  for (const handler of handlers) {
    const { method, path } = handler.info;
    if (typeof path !== "string" || typeof method !== "string" || /[:*(]/.test(path.replace(/^https?:\/\/[^/]+/, ""))) {
      patterned.push(handler);
      continue;
    }
    const k = key(method, path);
    exact.set(k, [...(exact.get(k) ?? []), handler]);
  }
  return {
    /** The handlers that may answer this request, in their original order. */
    candidates(request: Request): HttpHandler[] {
      const url = new URL(request.url);
      const found = exact.get(key(request.method, `${url.origin}${url.pathname}`)) ?? [];
      if (!found.length) return patterned;
      return handlers.filter((h) => found.includes(h) || patterned.includes(h));
    },
  };
}
