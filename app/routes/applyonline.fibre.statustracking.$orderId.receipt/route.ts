/**
 * The order receipt, ftth_order_receipt.pdf (A4), made on the server: a plain link downloads it, with
 * or without JavaScript. Who may read it is who may open the status page.
 */
import * as sales from "#contracts/sales";
import { withOperator } from "~/operator/route.server";
import { orderAmount, readDraft, requireOrderOperator } from "~/sales/order.server";
import { RECEIPT_FILE_NAME, receiptPdf } from "~/sales/order-pdf.server";
import { orderView } from "~/sales/order-view";

export const loader = withOperator(async ({ params, op }) => {
  const orderId = (params.orderId ?? "").trim();
  const operator = requireOrderOperator(op, orderId);
  const [read, status] = await Promise.all([readDraft(operator, orderId), operator.data(sales.orderStatus, { orderId })]);
  if (!read.ok) throw new Response(read.message, { status: 404 });
  const pdf = receiptPdf(() => orderView(read.draft, orderAmount(read.draft), status.ok ? status.data.status : ""));
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${RECEIPT_FILE_NAME}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
