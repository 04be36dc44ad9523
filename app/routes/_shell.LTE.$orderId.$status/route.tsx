import type { ShellHandle } from "~/accounts/outlet";
import { withOperator } from "~/operator/route.server";
import { loadResult } from "../_shell.FTTH.$orderId.$status/result.server";
import { ResultPage, resultLinks, resultMeta } from "../_shell.FTTH.$orderId.$status/ResultPage";

/** /LTE/{orderId}/{status}: the LTE cart's payment result; Continue goes to /lterequest (no countdown). */
export const loader = withOperator(async ({ request, params, op }) => loadResult(op, request, params, "LTE"));
export const handle = { shell: "order" } satisfies ShellHandle;
export const meta = resultMeta;
export const links = resultLinks;
export default ResultPage;
export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
