import * as z from "zod/mini";
import * as bills from "#contracts/bills";
import { requireAccount } from "~/accounts/context.server";
import { billMonthSchema } from "~/bills/bill-month";
import { readBillMethods } from "~/bills/bills.server";
import { genericError } from "~/operator/errors.server";
import { redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";

/**
 * One month's bill as a PDF download (the operator answers the PDF in base64). A plain link, so it
 * works without JavaScript; a failure goes back to the history, which shows the operator's message.
 */
export const loader = withOperator(async ({ request, op }) => {
  const ctx = await requireAccount(op);
  const input = z.safeParse(billMonthSchema, { month: new URL(request.url).searchParams.get("month") });
  const account = ctx.selected;
  const fail = (message: string) => redirectWithOutcome("/eBill/history", message, "error");
  if (!account || !input.success) return fail(ctx.error ?? genericError());
  const status = await readBillMethods(op, account);
  const pdf = await op.data(bills.billDownload, {
    eContact: status.ok ? (status.data.email ?? "") : "",
    tpNo: account.telephoneNo,
    accountNo: account.accountNo,
    ebillMonth: input.data.month,
  });
  if (!pdf.ok) return fail(pdf.message);
  const headers = new Headers({
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="bill-${account.telephoneNo}-${input.data.month.replace(/\D+/g, "-")}.pdf"`,
    "Cache-Control": "private, no-store",
  });
  return new Response(Buffer.from(pdf.data, "base64"), { headers });
});
