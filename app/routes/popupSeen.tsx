import { redirect } from "@remix-run/node";
import { safeReturnTo } from "~/accounts/return-to";
import { withOperator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";

/** Closing the notification popup, or following its button, marks it seen for the session. */
export const action = withOperator(async ({ request, op }) => {
  const session = requireUser(op);
  const form = await request.formData();
  session.set("popupSeen", true);
  return redirect(safeReturnTo(form.get("returnTo")));
});

export const loader = withOperator(async () => redirect("/boardBand/summary"));
