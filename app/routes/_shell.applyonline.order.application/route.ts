/**
 * /applyonline/order/application: the application form of the signed-in customer's fibre draft (the
 * wizard's summary links it: 'I have read and downloaded the application PDF'), made on the server
 * (A4, app/sales/order-pdf.server.ts). A plain link downloads it, with or without JavaScript.
 */
import * as sales from "#contracts/sales";
import { withOperator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";
import { applicationFileName, applicationPdf } from "~/sales/order-pdf.server";
import { orderDate } from "~/sales/order-view";

export const loader = withOperator(async ({ op }) => {
  requireUser(op);
  const refNo = op.session.get("signedInFibreOrder")?.orderRef;
  if (!refNo) throw new Response("No draft yet", { status: 404 });
  const read = await op.data(sales.draftByRef, { REF_NO: refNo });
  const draft = read.ok ? read.data[0] : undefined;
  if (!draft) throw new Response(read.ok ? "No draft" : read.message, { status: 404 });
  const pdf = applicationPdf(draft, orderDate(draft.requesT_DATE));
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${applicationFileName(draft.nic || draft.passport || draft.pp || refNo)}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
