/**
 * A signed-in customer's own online orders, as the operator keeps them (sales.myDrafts: no NIC
 * needed): the newest draft of a kind, whether it is paid (a payment log entry with gw_status '1'
 * that covers the fee it owes, paid.server.ts) and its cart lines. The wizards, the cart and the
 * order status pages decide where the customer goes from the newest order of each kind:
 * - paid and not completed: its status (/connectionOrder for fibre, the LTE status screen);
 * - not paid, with cart lines: /cart;
 * - otherwise (none, completed or failed, or a draft without a cart): a new order may start.
 */
import * as sales from "#contracts/sales";
import type { Operator, Outcome } from "~/operator/client.server";
import { crmStatus, type CrmStatus } from "./crm";
import { orderFee, paymentOf } from "./paid.server";

export type OrderKind = "FTTH" | "LTE";

export interface MyOrder {
  kind: OrderKind;
  draft: sales.DraftRow;
  refNo: string;
  /** A paid log entry covers the fee it owes (orderFee of its lines); one for less leaves the order in the cart. */
  paid: boolean;
  /** From the paying log entry's CRM state: Pending, In processing, Completed or Failed; null while unpaid. */
  progress: CrmStatus | null;
  /** The paying log entry's CRM state (0 to 10, -1 failed), for a progress bar; null while unpaid. */
  crmState?: number | null;
  lines: Array<sales.InvoiceRow>;
}

const paymentLogOf = (op: Operator, kind: OrderKind, refNo: string) =>
  kind === "LTE" ? op.data(sales.paymentLogLte, { orderreff: refNo }) : op.data(sales.paymentLog, { orderId: refNo });

const invoicesOf = (op: Operator, kind: OrderKind, refNo: string) =>
  kind === "LTE" ? op.data(sales.invoicesLte, { REF_NO: refNo }) : op.data(sales.invoices, { REF_NO: refNo });

/** The customer's newest order of a kind, with its payment and cart (null: none yet). */
export async function newestOrder(op: Operator, kind: OrderKind): Promise<Outcome<MyOrder | null>> {
  const drafts = await op.data(sales.myDrafts, { SERVICE_TYPE: kind });
  if (!drafts.ok) return drafts;
  const draft = drafts.data[0];
  if (!draft) return { ok: true, data: null };
  return orderOf(op, kind, draft);
}

/** One order of the customer's by reference, with its payment and cart (null: not theirs or none). */
export async function myOrder(op: Operator, kind: OrderKind, refNo: string): Promise<Outcome<MyOrder | null>> {
  const drafts = await op.data(sales.myDrafts, { SERVICE_TYPE: kind });
  if (!drafts.ok) return drafts;
  const draft = drafts.data.find((d) => d.reF_NO === refNo);
  return draft ? orderOf(op, kind, draft) : { ok: true, data: null };
}

async function orderOf(op: Operator, kind: OrderKind, draft: sales.DraftRow): Promise<Outcome<MyOrder>> {
  const refNo = draft.reF_NO;
  const [log, invoices] = await Promise.all([paymentLogOf(op, kind, refNo), invoicesOf(op, kind, refNo)]);
  if (!log.ok) return log;
  if (!invoices.ok) return invoices;
  const paidRow = paymentOf(log.data, orderFee(kind, invoices.data))?.row;
  return {
    ok: true,
    data: {
      kind,
      draft,
      refNo,
      paid: Boolean(paidRow),
      progress: paidRow ? crmStatus(paidRow.crm_state ?? null, paidRow.sys_status ?? null) : null,
      crmState: paidRow ? (paidRow.crm_state ?? null) : null,
      lines: invoices.data,
    },
  };
}

export type OrderStage = "none" | "cart" | "paid" | "open";

/**
 * Where the newest order stands: "paid" (paid, provisioning not yet completed or failed), "cart"
 * (unpaid with cart lines), "open" (a draft without a cart), "none" (no order, or one that is done).
 */
export function stageOf(order: MyOrder | null): OrderStage {
  if (!order) return "none";
  if (order.paid) return order.progress === "Completed" || order.progress === "Failed" ? "none" : "paid";
  return order.lines.length > 0 ? "cart" : "open";
}
