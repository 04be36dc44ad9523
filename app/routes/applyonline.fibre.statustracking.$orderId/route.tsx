/**
 * /applyonline/fibre/statustracking/{orderId}: the order status page (StatusPage.tsx). A visitor
 * needs the order identity a verified one-time code gives (else they are sent to
 * /applyonline/status/{orderId} to get one); a signed-in customer who owns the order may open it too.
 */
import { withOperator } from "~/operator/route.server";
import { statusAction, statusLoader } from "./status.server";
import { StatusPage, statusLinks, statusMeta } from "./StatusPage";

export const loader = withOperator(statusLoader);
export const action = withOperator(statusAction);
export const links = statusLinks;
export const meta = statusMeta;
export default StatusPage;
