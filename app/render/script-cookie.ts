/**
 * A browser that has run the portal's JavaScript says so with this cookie (set on hydration). Only
 * such a browser is sent a page in parts, late parts streaming in behind skeletons and moved into
 * place by a script. Any other browser is sent each page whole, every part in its own place (a late
 * part's call still ends by the page's deadline), so without JavaScript the usage is where it
 * belongs, not at the end of the document.
 */
export const SCRIPT_COOKIE = "js";

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
