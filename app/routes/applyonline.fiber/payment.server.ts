/**
 * Pay Now of the public fibre wizard: the hosted payment page for the visitor's order (channel FTTH),
 * returning to /applyonline/fiber/result, where the outcome is read from the order's payment log with
 * the visitor's order identity (app/sales/payment.server.ts).
 */
import type { Operator } from "~/operator/route.server";
import { startOrderPayment, verifyOrderPayment, type OrderPaymentOutcome, type OrderPaymentStarted } from "~/sales/payment.server";
import type { FibreOrder } from "./state";

export type { HostedForm } from "~/sales/payment.server";

/** What Pay Now charges: the connection fee of an order whose location has coverage. */
export const PAY_NOW_AMOUNT = 10000;
export const RESULT_PATH = "/applyonline/fiber/result";

export function statusPagePath(orderRef: string): string {
  return `/applyonline/fibre/statustracking/${encodeURIComponent(orderRef)}`;
}

export function startFibrePayment(op: Operator, order: FibreOrder & { orderRef: string }): Promise<OrderPaymentStarted> {
  const { details } = order;
  const byNic = details.idType === "nic";
  return startOrderPayment(op, op.order, {
    channel: "FTTH",
    orderRef: order.orderRef,
    amount: PAY_NOW_AMOUNT,
    mobile: details.mobile,
    email: details.email,
    nic: byNic ? details.nic : "",
    passport: byNic ? "" : details.passport,
    resultPath: RESULT_PATH,
  });
}

/** The outcome of the visitor's payment, as the payment log read with their order identity tells it. */
export function verifyFibrePayment(op: Operator, params: URLSearchParams): Promise<OrderPaymentOutcome> {
  return verifyOrderPayment(op, op.order, params);
}
