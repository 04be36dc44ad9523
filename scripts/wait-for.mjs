// Waiting for a server that is starting: the portal and the simulator (start.mjs), and the bench's instances.

/** How long a bench instance may take to answer: two minutes (a cold build's first start on a slow machine). */
export const BENCH_START_MS = 120000;

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 30000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet: try again.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
