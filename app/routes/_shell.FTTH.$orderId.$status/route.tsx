import type { ShellHandle } from "~/accounts/outlet";
import { withOperator } from "~/operator/route.server";
import { loadResult } from "./result.server";
import { ResultPage, resultLinks, resultMeta } from "./ResultPage";

/** /FTTH/{orderId}/{status}: the fibre cart's payment result (success only as the operator's payment log tells it). */
export const loader = withOperator(async ({ request, params, op }) => loadResult(op, request, params, "FTTH"));
export const handle = { shell: "order" } satisfies ShellHandle;
export const meta = resultMeta;
export const links = resultLinks;
export default ResultPage;
export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
