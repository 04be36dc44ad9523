import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { operatorFor } from "~/operator/client.server";
import { requireUser } from "~/operator/session.server";
import { verifyReload } from "~/prepaid/reload.server";

/**
 * Where the hosted card page returns (seed 002 section 4.5): the reload is verified with the
 * gateway; 1001 goes back to the prepaid page (wallet reloaded), anything else to the history
 * with 'Reload Unsuccessful...'.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireUser(request);
  const referenceNo = new URL(request.url).searchParams.get("ReferenceNo")?.trim() ?? "";
  const op = await operatorFor(request, session);
  const ok = referenceNo.length > 0 && referenceNo.length <= 64 && (await verifyReload(op, referenceNo));
  return redirect(ok ? "/prepaid/boardBand?reload=success" : "/prepaid/transactions?reload=failed", { headers: await op.headers() });
}
