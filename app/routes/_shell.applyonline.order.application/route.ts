/**
 * /applyonline/order/application: the application form of the signed-in customer's fibre draft (the
 * wizard's summary links it: 'I have read and downloaded the application PDF'), made on the server
 * (A4, app/sales/order-pdf.server.ts). A plain link downloads it, with or without JavaScript.
 */
import { withOperator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";
import { applicationDownload } from "~/sales/order-pdf.server";

export const loader = withOperator(async ({ op }) => {
  requireUser(op);
  return applicationDownload(op, op.session.get("signedInFibreOrder")?.orderRef);
});
