/** Volumes with thousands separators and at most one decimal ("1,234.5"). */
export function formatVolume(n: number): string {
  return n.toLocaleString("en-US", { maximumFractionDigits: 1 });
}
