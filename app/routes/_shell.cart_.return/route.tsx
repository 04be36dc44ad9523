import { redirect } from "@remix-run/node";
import type { ShellHandle } from "~/accounts/outlet";
import { withOperator } from "~/operator/route.server";
import { startedPayment } from "~/payments/started.server";
import { resultPath } from "../_shell.FTTH.$orderId.$status/result";

/**
 * /cart/return: where the hosted payment page sends the customer back (?pay=&orderId=&status=). It
 * proves nothing itself: it sends the return to the result page of the kind this session recorded
 * for the nonce (LTE, else fibre), which checks the payment with the operator. A return without a
 * nonce of this session goes to the fibre result, which says it is not this browser's payment.
 */
export const loader = withOperator(async ({ request, op }) => {
  const query = new URL(request.url).searchParams;
  const pay = query.get("pay") ?? "";
  const started = startedPayment(op.session, "order", pay);
  const kind = started?.detail.channel === "LTE" ? "LTE" : "FTTH";
  throw redirect(resultPath(kind, query.get("orderId") || started?.ref || "", query.get("status") ?? "", pay));
});

export const handle = { shell: "order" } satisfies ShellHandle;

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
