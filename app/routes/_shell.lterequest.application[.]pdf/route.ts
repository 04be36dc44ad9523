/**
 * The LTE wizard's application form (PDF, A4), made on the server from the draft the wizard saved: the
 * summary's first declaration links here (a plain download, with or without JavaScript). The same
 * document goes to the operator with the identity documents.
 */
import { withOperator } from "~/operator/route.server";
import { applicationFileName, applicationPdf } from "~/sales/order-pdf.server";
import { identityOf, readDraft } from "~/sales/order.server";
import { orderDate } from "~/sales/order-view";

export const loader = withOperator(async ({ op }) => {
  const refNo = op.session.get("lteRequest")?.orderRef;
  if (!refNo) throw new Response("No saved LTE request", { status: 404 });
  const read = await readDraft(op, refNo);
  if (!read.ok) throw new Response(read.message, { status: 404 });
  const pdf = applicationPdf(read.draft, orderDate(read.draft.requesT_DATE));
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${applicationFileName(identityOf(read.draft).number)}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
