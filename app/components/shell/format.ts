/** 'Rs 1,250.00': thousands separators and two decimals. */
export function formatRupees(amount: number): string {
  return new Intl.NumberFormat("en-LK", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
