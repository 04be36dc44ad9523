/**
 * /fttx/{orderId}/{status}: the same order status page as /applyonline/fibre/statustracking/{orderId}
 * (the payment page returns here); the status segment is the payment's and the page reads the
 * order's own status from the operator.
 */
import { withOperator } from "~/operator/route.server";
import { statusAction, statusLoader } from "../applyonline.fibre.statustracking.$orderId/status.server";
import { StatusPage, statusLinks, statusMeta } from "../applyonline.fibre.statustracking.$orderId/StatusPage";

export const loader = withOperator(statusLoader);
export const action = withOperator(statusAction);
export const links = statusLinks;
export const meta = statusMeta;
export default StatusPage;
