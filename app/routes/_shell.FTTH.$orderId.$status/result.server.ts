/**
 * A payment result page on the server. Success needs both what the specification asks: the return's
 * status '1' and the operator's payment log of the order showing it paid (verifyOrderPayment, which
 * believes only a payment this session started under the query's nonce, for the order the path
 * names). The URL's status alone proves nothing. A payment of the other kind is sent to its own
 * result page.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import type { Operator } from "~/operator/route.server";
import { startedPayment } from "~/payments/started.server";
import type { OrderKind } from "~/sales/my-orders.server";
import { verifyOrderPayment } from "~/sales/payment.server";
import { resultPath } from "./result";

export type ResultView =
  | { kind: "paid"; orderRef: string }
  /** Declined, paid for less than the order's fee, not this browser's payment, or the operator could not tell (its message). */
  | { kind: "failed"; orderRef: string | null; reason: "declined" | "short" | "unknown" | { message: string } };

export async function loadResult(
  op: Operator,
  request: Request,
  params: LoaderFunctionArgs["params"],
  page: OrderKind,
): Promise<{ page: OrderKind; result: ResultView }> {
  const pay = new URL(request.url).searchParams.get("pay") ?? "";
  const orderId = params.orderId ?? "";
  const status = params.status ?? "";
  const failed = (orderRef: string | null, reason: Extract<ResultView, { kind: "failed" }>["reason"]) =>
    ({ page, result: { kind: "failed", orderRef, reason } }) as const;

  const started = startedPayment(op.session, "order", pay);
  if (!started?.ref || started.ref !== orderId) return failed(null, "unknown");
  const own: OrderKind = started.detail.channel === "LTE" ? "LTE" : "FTTH";
  if (own !== page) throw redirect(resultPath(own, orderId, status, pay));
  // The hosted page says it was not paid: nothing to ask the operator (and nothing settled).
  if (status !== "1") return failed(started.ref, "declined");

  const outcome = await verifyOrderPayment(op, op, new URLSearchParams({ pay, orderId, status }));
  if (outcome.kind === "paid") return { page, result: { kind: "paid", orderRef: outcome.orderRef } };
  if (outcome.kind === "unknown") return failed(null, "unknown");
  return failed(outcome.orderRef, outcome.kind === "error" ? { message: outcome.message } : outcome.kind === "short" ? "short" : "declined");
}
