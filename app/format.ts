/**
 * Number formats of the portal: thousands separators, and two decimals for money. The formatters
 * are made once: building one per call (toLocaleString with options does) is slow when a page
 * formats many figures.
 */
const money = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const volume = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** 1250 → "1,250.00" (shown after 'Rs' or 'Rs.' by the message). */
export const formatRupees = (amount: number): string => money.format(amount);

/** Volumes with at most one decimal: 1234.56 → "1,234.6". */
export const formatVolume = (n: number): string => volume.format(n);

/** Other numbers with thousands separators: 1275 → "1,275". */
export const formatNumber = (n: number): string => whole.format(n);
