/**
 * Whether an order is paid: one rule for every page that asks (the payment results, the cart and the
 * wizards' entry, /connectionOrder, the buy-online page). The operator's payment log of the order
 * must hold a paid attempt (gw_status '1') that covers the fee the order owes: the hosted page takes
 * its amount from the browser's form, so a paid attempt for less (Rs. 1.00 for a Rs. 10,000.00 fee)
 * pays nothing, and the order stays in the cart with its balance to pay. The fee is the charge of the
 * order's BEARER cart line, else the standard fee of its kind, as the cart's Pay Now asks for it.
 * Where the log carries no amount (the specification's log shows none) the fee cannot be checked: the
 * attempt is believed (the payment result logs `payment-amount-unverified` for it).
 */
import type * as sales from "#contracts/sales";
import { DEFAULT_FEES } from "./fees.server";

export type PaidKind = "FTTH" | "LTE";

type LogRow = sales.PaymentLogRow;

const FALLBACK_FEE: Record<PaidKind, number> = { FTTH: DEFAULT_FEES.fibre, LTE: DEFAULT_FEES.lte };

const isBearer = (row: sales.InvoiceRow) => row.servicE_TYPE.trim().toUpperCase() === "BEARER";

/** The one-time connection fee an order owes: its BEARER cart line's charge, else the standard fee of its kind. */
export function orderFee(kind: PaidKind, lines: ReadonlyArray<sales.InvoiceRow>): number {
  const charge = lines.find(isBearer)?.inI_CHARGE ?? 0;
  return charge > 0 ? charge : FALLBACK_FEE[kind];
}

/** The log says this attempt was paid (gw_status '1'), for whatever amount. */
export const saysPaid = (row: LogRow) => row.gw_status.trim() === "1";

/** Less than the fee, to the cent. */
const isShort = (amount: number, fee: number) => Math.round(amount * 100) < Math.round(fee * 100);

/** This attempt pays an order owing `fee`: paid, for at least the fee, or paid without an amount (believed). */
export function paidInFull(row: LogRow, fee: number): boolean {
  return saysPaid(row) && (typeof row.amount !== "number" || !isShort(row.amount, fee));
}

export interface Payment {
  row: LogRow;
  /** The row carries an amount, checked against the fee; false: believed without one. */
  measured: boolean;
}

/**
 * The attempt among `rows` that pays an order owing `fee` (paidInFull): one whose amount covers the
 * fee first, else one without an amount; null when there is none, or only paid attempts for less.
 */
export function paymentOf(rows: ReadonlyArray<LogRow>, fee: number): Payment | null {
  const paying = rows.filter((row) => paidInFull(row, fee));
  const measured = paying.find((row) => typeof row.amount === "number");
  if (measured) return { row: measured, measured: true };
  return paying[0] ? { row: paying[0], measured: false } : null;
}
