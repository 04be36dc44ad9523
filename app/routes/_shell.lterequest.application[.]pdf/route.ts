/**
 * The LTE wizard's application form (PDF, A4), made on the server from the draft the wizard saved: the
 * summary's first declaration links here (a plain download, with or without JavaScript). The same
 * document goes to the operator with the identity documents.
 */
import { withOperator } from "~/operator/route.server";
import { applicationDownload } from "~/sales/order-pdf.server";

export const loader = withOperator(async ({ op }) => applicationDownload(op, op.session.get("lteRequest")?.orderRef));
