/** What each view of the bill page reads from the operator for the selected line. */
import type { AccountContext } from "~/accounts/context.server";
import {
  pendingEBill,
  readBillMethods,
  readEBillContact,
  readHistory,
  readTotalPayable,
  type BillMethods,
  type BillRow,
  type Read,
  type TotalPayable,
} from "~/bills/bills.server";
import type { BillTab } from "./tabs";

export interface EBillState {
  email: string | null;
  /** The email waiting for its OTP, when the OTP step is open for this line. */
  pending: string | null;
}

export type TabData =
  | { tab: "payable"; payable: Read<TotalPayable | null>; eBillEmail: string | null | undefined }
  | { tab: "history"; history: Read<BillRow[]> }
  | { tab: "methods"; methods: Read<BillMethods> }
  | { tab: "register"; eBill: Read<EBillState> };

export async function loadTab(ctx: AccountContext, tab: BillTab): Promise<TabData | null> {
  const account = ctx.selected;
  if (!account) return null;
  switch (tab) {
    case "payable": {
      // The eBill link says 'Activate eBill' or 'Update Your eBill'; without the status it still leads there.
      const [payable, contact] = await Promise.all([readTotalPayable(ctx.op, account), readEBillContact(ctx.op, account)]);
      return { tab, payable, eBillEmail: contact.ok ? contact.data.email : undefined };
    }
    case "history":
      return { tab, history: await readHistory(ctx.op, account) };
    case "methods":
      return { tab, methods: await readBillMethods(ctx.op, account) };
    case "register": {
      const contact = await readEBillContact(ctx.op, account);
      const pending = pendingEBill(ctx.op.session, account);
      return { tab, eBill: contact.ok ? { ok: true, data: { email: contact.data.email, pending } } : contact };
    }
  }
}

/** The operator's message when the tab's read failed. */
export function failureOf(panel: TabData | null): string | null {
  if (!panel) return null;
  const read = panel.tab === "payable" ? panel.payable : panel.tab === "history" ? panel.history : panel.tab === "methods" ? panel.methods : panel.eBill;
  return read.ok ? null : read.message;
}
