import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeReturnTo } from "~/accounts/return-to";
import { commitSession, requireUser } from "~/operator/session.server";

/** Closing the notification popup, or following its button, marks it seen for the session. */
export async function action({ request }: ActionFunctionArgs) {
  const session = await requireUser(request);
  const form = await request.formData();
  session.set("popupSeen", true);
  return redirect(safeReturnTo(form.get("returnTo")), { headers: { "Set-Cookie": await commitSession(session) } });
}

export async function loader() {
  return redirect("/boardBand/summary");
}
