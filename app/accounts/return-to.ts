/** Only same-site paths are followed after an action (no open redirects). */
export function safeReturnTo(value: FormDataEntryValue | null, fallback = "/boardBand/summary"): string {
  const path = typeof value === "string" ? value : "";
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : fallback;
}
