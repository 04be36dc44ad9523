/** A voucher id is typed in groups of four separated by dashes, and sent without them. */

/** The voucher id as sent: dashes and spaces removed. */
export function voucherId(typed: string): string {
  return typed.replace(/[\s-]+/g, "");
}

/** The voucher id as displayed while typing: groups of four separated by dashes. */
export function formatVoucher(typed: string): string {
  const id = voucherId(typed);
  return (id.match(/.{1,4}/g) ?? []).join("-");
}
