import type { LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod/mini";
import * as bills from "#contracts/bills";
import { requireAccount } from "~/accounts/context.server";
import { resendSchema } from "~/bills/bill-page";
import { readBillMethods } from "~/bills/bill-page.server";
import { GENERIC_ERROR } from "~/operator/errors.server";
import { redirectWithResult } from "~/operator/result.server";

/**
 * One month's bill as a PDF download (seed 001 section 4: the operator answers a base64 PDF).
 * A plain link, so it works without JavaScript; a failure goes back to the history with the
 * operator's message.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireAccount(request);
  const input = z.safeParse(resendSchema, { month: new URL(request.url).searchParams.get("month") });
  const account = ctx.selected;
  const fail = (message: string) => redirectWithResult("/eBill/history", message, ctx.op, "error");
  if (!account || !input.success) return fail(ctx.error ?? GENERIC_ERROR);
  const status = await readBillMethods(ctx.op, account);
  const pdf = await ctx.op.data(bills.billDownload, {
    eContact: status.ok ? (status.data.email ?? "") : "",
    tpNo: account.telephoneNo,
    accountNo: account.accountNo,
    ebillMonth: input.data.month,
  });
  if (!pdf.ok) return fail(pdf.message);
  const headers = new Headers(await ctx.op.headers());
  headers.set("Content-Type", "application/pdf");
  headers.set("Content-Disposition", `attachment; filename="bill-${account.telephoneNo}-${input.data.month.replace(/\D+/g, "-")}.pdf"`);
  headers.set("Cache-Control", "private, no-store");
  return new Response(Buffer.from(pdf.data, "base64"), { headers });
}
