/**
 * When a page is sent in parts (streamed). A browser that has run the portal's JavaScript says so
 * with a cookie (set on hydration); only such a browser is sent a page in parts, late parts streaming
 * in behind skeletons and moved into place by a script. Any other browser is sent each page whole,
 * every part in its own place (a late part's call still ends by the page's deadline), so without
 * JavaScript the usage is where it belongs, not at the end of the document. And a page whose parts
 * are all ready within GRACE_MS is sent whole too: no skeleton flashes by.
 */
export const SCRIPT_COOKIE = "js";

/** How long a page may wait for its late parts before its layout is sent on its own. */
export const GRACE_MS = 50;

const pattern = new RegExp(`(?:^|;\\s*)${SCRIPT_COOKIE}=1(?:;|$)`);

/** Whether the request comes from a browser that runs the portal's JavaScript. */
export function runsScripts(cookieHeader: string | null): boolean {
  return cookieHeader !== null && pattern.test(cookieHeader);
}

/** Remembers in this browser that it runs the portal's JavaScript (a year; nothing secret in it). */
export function rememberScripts() {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${SCRIPT_COOKIE}=1; path=/; max-age=31536000; samesite=lax${secure}`;
}

/**
 * A loader's answer that decides the response (a redirect), awaited only as long as a streamed page
 * would wait: its value when it comes within GRACE_MS, or always for a browser sent whole pages;
 * else null, and the page streams with the promise as a late part.
 */
export async function readyInTime<T>(request: Request, promise: Promise<T>): Promise<{ value: T } | null> {
  if (!runsScripts(request.headers.get("Cookie"))) return { value: await promise };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), GRACE_MS)));
  try {
    return await Promise.race([promise.then((value) => ({ value })), late]);
  } finally {
    clearTimeout(timer);
  }
}
