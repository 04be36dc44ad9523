import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import * as accounts from "#contracts/accounts";
import { ADD_ACCOUNT_OPTION } from "~/components/shell/TopBar";
import { safeReturnTo } from "~/accounts/return-to";
import { operatorFor } from "~/operator/client.server";
import { commitSession, requireUser } from "~/operator/session.server";

/** Switch the selected account: service details reload and the popup may show again. */
export async function action({ request }: ActionFunctionArgs) {
  const session = await requireUser(request);
  const form = await request.formData();
  const account = String(form.get("account") ?? "");
  if (account === ADD_ACCOUNT_OPTION) return redirect("/addAccount");
  const op = await operatorFor(request, session);
  const list = await op.data(accounts.accountDetail, { username: session.get("userName") ?? "" });
  if (list.ok && list.data.some((a) => a.telephoneno === account)) {
    session.set("selectedAcc", account);
    session.unset("popupSeen");
    session.unset("popupChecked");
    session.unset("accounts");
  }
  return redirect(safeReturnTo(form.get("returnTo")), { headers: { "Set-Cookie": await commitSession(session) } });
}

export async function loader() {
  return redirect("/boardBand/summary");
}
