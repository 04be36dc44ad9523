/**
 * The hosted payment page of the online-sales cart. The amount comes from the browser's form (as the
 * specification's page takes it), so the page behaves as a careful operator: every attempt is logged
 * with the amount paid, and approving pays the order (gw_status '1') only when the amount covers the
 * fee the order owes; a smaller payment is logged with gw_status '0' and returns status '0', as does
 * declining. Then the browser goes back to returnUrl with orderId and status '1' or '0'.
 */
import { http, HttpResponse } from "msw";
import { z } from "zod";
import * as payments from "#contracts/payments";
import { htmlPage, implement, type Bases } from "../../implement";
import { defineCollection, digits, nextId, nowMs } from "../../world";
import { feeOwed, findDraft, isPaid, recordSalesPayment } from "../sales/state";
import { decisionForm, detailList, esc, hostedPage, notice, rupees } from "./page";

const checkouts = defineCollection(
  "payments.salesCheckouts",
  z.object({
    id: z.string(),
    orderRefNo: z.string(),
    channel: z.string(),
    amount: z.number(),
    returnUrl: z.string().nullable(),
    /** short: approved on the page for less than the order's fee, so not paid. */
    outcome: z.enum(["pending", "approved", "declined", "short"]),
    transactionId: z.string(),
    at: z.number(),
  }),
);

const title = "Pay your connection fee";

export const salesPayImplementations = [
  implement(payments.salesPaymentPage, async ({ input }) => {
    const draft = findDraft(input.orderRefNo);
    if (!draft) {
      return htmlPage(hostedPage(title, notice(`We could not find order ${input.orderRefNo}. Please go back and try again.`, input.returnUrl)));
    }
    if (isPaid(draft.refNo)) {
      return htmlPage(hostedPage(title, notice(`Order ${draft.refNo} has already been paid.`, input.returnUrl)));
    }
    const n = nextId("payments.checkout");
    const checkout = await checkouts.create({
      id: `SP${digits(`checkout:${n}`, 10)}`,
      orderRefNo: draft.refNo,
      channel: input.channel,
      amount: Number(input.AmountPay),
      returnUrl: input.returnUrl ?? null,
      outcome: "pending",
      transactionId: `IPG${digits(`ipg:${n}`, 12)}`,
      at: nowMs(),
    });
    const details = detailList([
      ["Order reference", draft.refNo],
      ["Connection", draft.kind === "LTE" ? "SLTMOBITEL LTE home line" : "SLT Fibre home line"],
      ["Mobile", input.ContactNumber || "-"],
      ["Email", input.CustEmail || "-"],
    ]);
    const amount = `<dl class="amount"><div><dt>Amount</dt><dd>${esc(rupees(checkout.amount))}</dd></div></dl>`;
    const fee = feeOwed(draft);
    const short = isShort(checkout.amount, fee)
      ? notice(`This amount is less than the fee of order ${draft.refNo} (${rupees(fee)}): approving it will not pay the order.`)
      : "";
    return htmlPage(hostedPage(title, `${details}${amount}${short}${decisionForm("Checkout/decision", { checkout: checkout.id })}`));
  }),
];

/** Less than the fee, to the cent. */
const isShort = (amount: number, fee: number) => Math.round(amount * 100) < Math.round(fee * 100);

function backTo(returnUrl: string, params: Record<string, string>): string {
  const target = new URL(returnUrl);
  for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
  return target.toString();
}

export function salesPayHandlers(bases: Bases) {
  return [
    http.post(`${bases.salespay}/OnlinePayment/Checkout/decision`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const checkout = checkouts.findFirst((q) => q.where({ id: form.get("checkout") ?? "" }));
      const decision = form.get("decision");
      if (!checkout || (decision !== "approve" && decision !== "decline")) {
        return new HttpResponse(hostedPage(title, notice("This payment session is not valid. Please start again from the shop.")), {
          status: 404,
          headers: { "content-type": "text/html; charset=utf-8" },
        });
      }
      // A second click (or the back button) never writes a second log: the first outcome stands.
      if (checkout.outcome === "pending") {
        const draft = findDraft(checkout.orderRefNo);
        const short = decision === "approve" && (!draft || isShort(checkout.amount, feeOwed(draft)));
        const approved = decision === "approve" && !short && !isPaid(checkout.orderRefNo);
        if (decision === "decline" || short || approved) {
          await recordSalesPayment(checkout.orderRefNo, checkout.channel, checkout.amount, approved, checkout.transactionId);
        }
        await checkouts.update(checkout, {
          data(c) {
            c.outcome = short ? "short" : decision === "approve" ? "approved" : "declined";
          },
        });
      }
      const outcome = checkouts.findFirst((q) => q.where({ id: checkout.id }))!.outcome;
      const status = outcome === "approved" ? "1" : "0";
      if (checkout.returnUrl) {
        return new HttpResponse(null, {
          status: 303,
          headers: { location: backTo(checkout.returnUrl, { orderId: checkout.orderRefNo, status }) },
        });
      }
      const text =
        outcome === "approved"
          ? `Payment for order ${checkout.orderRefNo} was approved.`
          : outcome === "short"
            ? `${rupees(checkout.amount)} is less than the fee of order ${checkout.orderRefNo}: the order is not paid.`
            : `Payment for order ${checkout.orderRefNo} was declined.`;
      return new HttpResponse(hostedPage(title, notice(`${text} You may close this window.`)), {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    }),
  ];
}
