/**
 * One-time connection fees, read from the operator's charge list (NewCon initiation charges). The
 * landing pages and the fibre wizard show them; when the list cannot be read, or lacks an entry,
 * the fee of that connection is its standard default, so a page never shows an empty fee.
 */
import * as sales from "#contracts/sales";
import type { Operator } from "~/operator/route.server";

export interface ConnectionFees {
  /** BB_TYPE 'SLT Fiber'. */
  fibre: number;
  /** BB_TYPE 'ADSL' (Megaline). */
  megaline: number;
  /** BB_TYPE 'SLT 4G'. */
  lte: number;
}

export const DEFAULT_FEES: ConnectionFees = { fibre: 10000, megaline: 3500, lte: 3900 };

const BB_TYPES: Record<keyof ConnectionFees, string> = { fibre: "SLT Fiber", megaline: "ADSL", lte: "SLT 4G" };

/** Each fee from its charge entry (matched by BB_TYPE, ignoring case and padding), else its default. */
export function feesFromCharges(charges: ReadonlyArray<{ BB_TYPE: string; INITIAL_FEE: number }>): ConnectionFees {
  const feeOf = (key: keyof ConnectionFees) => {
    const entry = charges.find((c) => c.BB_TYPE.trim().toLowerCase() === BB_TYPES[key].toLowerCase());
    return entry && Number.isFinite(entry.INITIAL_FEE) && entry.INITIAL_FEE > 0 ? entry.INITIAL_FEE : DEFAULT_FEES[key];
  };
  return { fibre: feeOf("fibre"), megaline: feeOf("megaline"), lte: feeOf("lte") };
}

/** The fees from the operator's charge list; the defaults when it cannot be read. */
export async function connectionFees(op: Operator): Promise<ConnectionFees> {
  const charges = await op.data(sales.initiationCharges, {});
  return feesFromCharges(charges.ok ? charges.data.Results : []);
}
