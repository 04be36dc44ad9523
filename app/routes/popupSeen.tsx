import { redirect } from "@remix-run/node";
import * as z from "zod/mini";
import { safeReturnTo } from "~/accounts/return-to";
import { parseWithSchema } from "~/forms/parse";
import { isBackground } from "~/forms/submission";
import { withOperator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";

/** Which notice was seen: the bill notification popup (the default) or the usage heads-up. */
const seenSchema = z.object({
  notice: z.optional(z.enum(["bill", "usage"])),
  returnTo: z.optional(z.string()),
});

/**
 * Closing the bill notification popup, or following its button, marks it seen for the session; so
 * does dismissing or following the usage heads-up, for the selected line.
 */
export const action = withOperator(async ({ request, op }) => {
  const session = requireUser(op);
  const formData = await request.formData();
  const submission = parseWithSchema(formData, { schema: seenSchema });
  if (submission.status !== "success") return redirect(safeReturnTo(null));
  const { notice, returnTo } = submission.value;
  const line = session.get("selectedAcc");
  if (notice !== "usage") session.set("popupSeen", true);
  else if (line) session.set("usageAlertSeen", line);
  // Closed in place (useSeenInPlace): nothing to go back to.
  if (isBackground(formData)) return new Response(null, { status: 204 });
  return redirect(safeReturnTo(returnTo ?? null));
});

export const loader = withOperator(async () => redirect("/boardBand/summary"));
