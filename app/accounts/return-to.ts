/**
 * Where a post may send the browser back to: a path of this portal only. The value is resolved
 * against a placeholder origin the way a browser would resolve it (tabs and newlines dropped,
 * backslashes as slashes), and anything that lands on another origin (`//evil`, `/\evil`,
 * `/\t/evil.com`, `https:...`) falls back. So does a value whose resolved path would itself leave
 * the site when the browser reads it as a Location (`/.//evil.com` resolves to `//evil.com`).
 */
const HERE = "http://portal.invalid";

export function safeReturnTo(value: FormDataEntryValue | null, fallback = "/boardBand/summary"): string {
  const path = typeof value === "string" ? value : "";
  if (!path.startsWith("/")) return fallback;
  try {
    const url = new URL(path, HERE);
    const result = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== HERE || /^[/\\][/\\]/.test(result) || new URL(result, HERE).origin !== HERE) return fallback;
    return result;
  } catch {
    return fallback;
  }
}
