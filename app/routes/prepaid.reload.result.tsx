import { t } from "~/i18n/prepaid";
import { redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";
import { verifyReload } from "~/prepaid/reload.server";

/**
 * Where the hosted card page returns: the reload is verified with the gateway (the return alone
 * proves nothing). A verified reload goes back to the prepaid page, whose wallet shows it, with
 * its success; anything else goes to the reload history with 'Reload Unsuccessful...'.
 */
export const loader = withOperator(async ({ request, op }) => {
  requireUser(op);
  const query = new URL(request.url).searchParams;
  const referenceNo = query.get("ReferenceNo")?.trim() ?? "";
  const ok = referenceNo.length > 0 && referenceNo.length <= 64 && (await verifyReload(op, query.get("pay"), referenceNo));
  return ok ? redirectWithOutcome("/prepaid/boardBand", t("reload.success")) : redirectWithOutcome("/prepaid/transactions", t("reload.failed"), "error");
});
