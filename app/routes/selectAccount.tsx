import { redirect } from "@remix-run/node";
import * as accounts from "#contracts/accounts";
import { ADD_ACCOUNT_OPTION } from "~/accounts/selector";
import { forgetAccounts } from "~/accounts/context.server";
import { safeReturnTo } from "~/accounts/return-to";
import { withOperator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";

/**
 * Switch the selected account (the layout's selector). Only one of the user's own accounts can be
 * selected; its services are read again and the bill notification may show for it.
 */
export const action = withOperator(async ({ request, op }) => {
  const session = requireUser(op);
  const form = await request.formData();
  const account = String(form.get("account") ?? "");
  if (account === ADD_ACCOUNT_OPTION) return redirect("/addAccount");
  const list = await op.data(accounts.accountDetail, { username: session.get("userName") ?? "" });
  if (list.ok && list.data.some((a) => a.telephoneno === account)) {
    forgetAccounts(op);
    session.set("selectedAcc", account);
  }
  return redirect(safeReturnTo(form.get("returnTo")));
});

export const loader = withOperator(async () => redirect("/boardBand/summary"));
