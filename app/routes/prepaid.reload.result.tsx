import { t } from "~/i18n/prepaid";
import { redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";
import { verifyReload } from "~/prepaid/reload.server";

/**
 * Where the hosted card page returns: the reload is verified with the gateway (the return alone
 * proves nothing). A verified reload (status 1001) reloads the reload page, its success told there
 * and the area's wallet showing it; anything else goes to the reload history with 'Reload
 * Unsuccessful...' (the spec's 4.5).
 */
export const loader = withOperator(async ({ request, op }) => {
  requireUser(op);
  const query = new URL(request.url).searchParams;
  const referenceNo = query.get("ReferenceNo")?.trim() ?? "";
  const ok = referenceNo.length > 0 && referenceNo.length <= 64 && (await verifyReload(op, query.get("pay"), referenceNo));
  return ok ? redirectWithOutcome("/prepaid/reload", t("reload.success")) : redirectWithOutcome("/prepaid/transactions", t("reload.failed"), "error");
});
