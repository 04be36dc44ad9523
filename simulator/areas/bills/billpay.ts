/**
 * The hosted pay pages of the bill-pay host: a bill payment and the broadband Pay Now (Extra GB,
 * data gift, usage report). The page shows what is paid; Approve or Decline records the outcome
 * and sends the browser back to the portal with ?status=approved|declined&paymentId=.
 */
import { http, HttpResponse } from "msw";
import { z } from "zod";
import * as bills from "#contracts/bills";
import { SUBSCRIBER_ID } from "../../../contracts/lk";
import { MIN_BILL_PAYMENT, reportFees, VAT_RATE } from "../../../fixtures/bills";
import { htmlPage, implement, type Bases } from "../../implement";
import { send } from "../../store";
import { defineCollection, nextId, nowMs } from "../../world";
import { lineByNumber, normaliseTelephone, specOf } from "./access";
import { money, round2, rupees } from "./format";
import { errorPage, esc, payPage } from "./page";
import { billAccountOf, billAccounts } from "./state";

export const payments = defineCollection(
  "bills.payments",
  z.object({
    id: z.string(),
    purpose: z.enum(["BILL", "EGB", "DGF", "PAR"]),
    telephoneNo: z.string(),
    /** Broadband subscriber id (94XXXXXXXXX) for Pay Now; "" for bill payments. */
    subscriberID: z.string(),
    amount: z.number(),
    description: z.string(),
    packageId: z.string(),
    reciever: z.string(),
    reporterPackage: z.string(),
    contactNumber: z.string(),
    email: z.string(),
    callbackUrl: z.string(),
    status: z.enum(["pending", "approved", "declined"]),
    /** Set by the area that delivers what was bought (broadband), so it is applied once. */
    applied: z.boolean(),
    at: z.number(),
    decidedAt: z.number().nullable(),
  }),
);
export type Payment = ReturnType<typeof payments.all>[number];

/** Payments made on the Pay Now page for a broadband subscriber (any status; look for status "approved"). */
export function paymentsFor(subscriberId: string): Payment[] {
  return payments.findMany((q) => q.where({ subscriberID: subscriberId })).sort((a, b) => a.at - b.at);
}

export async function markPaymentApplied(id: string) {
  await payments.update((q) => q.where({ id }), {
    data(p) {
      p.applied = true;
    },
  });
}

type PayNowProduct = z.infer<typeof bills.payNowProduct>;
export type PayNowPricer = (item: {
  product: PayNowProduct;
  packageId: string;
  subscriberId: string;
  reciever: string;
  reporterPackage: string;
}) => { amount: number; description?: string } | null;

const pricers: PayNowPricer[] = [];
/** The broadband area registers how its packages are priced (amount with tax, LKR). */
export function registerPayNowPricer(pricer: PayNowPricer) {
  pricers.push(pricer);
}

export const payMessages = {
  minimum: `Payment amount must be greater than or equal to Rs. ${MIN_BILL_PAYMENT}.`,
  unknownNumber: "We could not find a connection with this number. Please check the number and try again.",
  prepaid: "Bills of prepaid connections cannot be paid here. Please reload your prepaid account instead.",
  unknownSubscriber: "We could not find a broadband connection with this subscriber ID.",
  unknownReceiver: "The receiver is not a valid broadband subscriber ID.",
  noPrice: "We could not find the price of the selected package. Please try again from the self-care portal.",
  done: "This payment has already been processed.",
};

const amountOf = (text: string) => Number(text.replace(/^Rs\.?\s?/, "").replace(/,/g, ""));

function confirmPage(payment: Payment, decisionAction: string, rows: Array<[string, string]>): string {
  const details = rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join("");
  return payPage(
    "Confirm your payment",
    `<h1>Confirm your payment</h1>
<dl><dt>Purpose</dt><dd>${esc(payment.description)}</dd>${details}<dt>Amount</dt><dd class="amount">${esc(rupees(payment.amount))}</dd><dt>Reference</dt><dd>${esc(payment.id)}</dd></dl>
<form method="post" action="${esc(decisionAction)}">
<input type="hidden" name="paymentId" value="${esc(payment.id)}">
<fieldset><legend>Card details</legend>
<p class="note">This is the simulator's stand-in for the card payment page: no card is charged. Choose the outcome to test.</p>
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" value="4111 1111 1111 1111">
<label for="holder">Name on card</label><input id="holder" name="holder" autocomplete="off" value="Card Holder">
</fieldset>
<div class="actions"><button class="approve" type="submit" name="decision" value="approve">Approve payment</button>
<button class="decline" type="submit" name="decision" value="decline">Decline payment</button></div>
</form>`,
  );
}

/** The decision route lives beside the contract paths on the bill-pay host. */
const decisionPath = (url: URL, contractPath: string) => `${url.pathname.slice(0, -contractPath.length)}payment/decision`;

const newPaymentId = () => `PAY${String(nextId("bills.payment", 100001)).padStart(8, "0")}`;

export const billPayImplementations = [
  implement(bills.payBill, async ({ input, url, contract }) => {
    const line = lineByNumber(input.EventSource);
    if (!line) return htmlPage(errorPage("Payment not started", payMessages.unknownNumber), 404);
    const account = billAccountOf(line.telephoneNo);
    if (!account) return htmlPage(errorPage("Payment not started", payMessages.prepaid), 400);
    const amount = round2(amountOf(input.vpc_Amount));
    if (!(amount >= MIN_BILL_PAYMENT)) return htmlPage(errorPage("Payment not started", payMessages.minimum), 400);
    const payment = await payments.create({
      id: newPaymentId(),
      purpose: "BILL",
      telephoneNo: line.telephoneNo,
      subscriberID: "",
      amount,
      description: "Telephone bill payment",
      packageId: "",
      reciever: "",
      reporterPackage: "",
      contactNumber: "",
      email: "",
      callbackUrl: input.returnUrl || input.callbackURLSLT,
      status: "pending",
      applied: false,
      at: nowMs(),
      decidedAt: null,
    });
    return htmlPage(
      confirmPage(payment, decisionPath(url, contract.path), [
        ["Telephone number", line.telephoneNo],
        ["Account number", line.accountNo],
        ["Outstanding balance", rupees(account.outstanding)],
      ]),
    );
  }),

  implement(bills.payNow, async ({ input, url, contract }) => {
    const telephoneNo = normaliseTelephone(input.subscriberID);
    const line = lineByNumber(telephoneNo);
    if (!line || !specOf(line).broadband) return htmlPage(errorPage("Payment not started", payMessages.unknownSubscriber), 404);
    const reciever = input.prepaidID === "DGF" ? input.reciever.trim() : input.subscriberID;
    if (input.prepaidID === "DGF") {
      const receiverLine = SUBSCRIBER_ID.test(reciever) ? lineByNumber(reciever) : null;
      if (!receiverLine || !specOf(receiverLine).broadband || reciever === input.subscriberID) {
        return htmlPage(errorPage("Payment not started", payMessages.unknownReceiver), 400);
      }
    }
    const item = {
      product: input.prepaidID,
      packageId: input.packageId,
      subscriberId: input.subscriberID,
      reciever,
      reporterPackage: input.reporterPackage,
    };
    // The page charges its own price for what is bought, never an amount the browser posts
    // (vpc_Amount, which some clients send): what it cannot price it does not sell.
    const priced = pricers.map((p) => p(item)).find((p) => p !== null) ?? null;
    const report = input.prepaidID === "PAR" ? reportFees[input.reporterPackage] : undefined;
    const amount = priced?.amount ?? (report ? report.fee * (1 + VAT_RATE) : NaN);
    if (!(amount > 0)) return htmlPage(errorPage("Payment not started", payMessages.noPrice), 400);
    const description =
      priced?.description ??
      {
        EGB: `Extra GB (package ${input.packageId || "-"})`,
        DGF: `Data gift (package ${input.packageId || "-"}) to ${reciever}`,
        PAR: report?.label ?? "Advanced usage report",
      }[input.prepaidID];
    const payment = await payments.create({
      id: newPaymentId(),
      purpose: input.prepaidID,
      telephoneNo: line.telephoneNo,
      subscriberID: input.subscriberID,
      amount: round2(amount),
      description,
      packageId: input.packageId,
      reciever,
      reporterPackage: input.reporterPackage,
      contactNumber: input.ContactNumber,
      email: input.CustEmail,
      callbackUrl: input.callbackURLSLT,
      status: "pending",
      applied: false,
      at: nowMs(),
      decidedAt: null,
    });
    return htmlPage(confirmPage(payment, decisionPath(url, contract.path), [["Broadband subscriber ID", input.subscriberID]]));
  }),
];

async function settleBill(payment: Payment) {
  const account = billAccountOf(payment.telephoneNo);
  if (!account) return;
  await billAccounts.update(account, {
    data(a) {
      a.outstanding = round2(a.outstanding - payment.amount);
      a.lastPaymentAt = nowMs();
      a.lastPaymentAmount = payment.amount;
    },
  });
}

function returnUrl(callback: string, status: string, paymentId: string): string | null {
  try {
    const target = new URL(callback);
    if (target.protocol !== "http:" && target.protocol !== "https:") return null;
    target.searchParams.set("status", status);
    target.searchParams.set("paymentId", paymentId);
    return target.toString();
  } catch {
    return null;
  }
}

const html = (body: string, status = 200) => new HttpResponse(body, { status, headers: { "content-type": "text/html; charset=utf-8" } });

export function billPayHandlers(bases: Bases) {
  return [
    http.post(`${bases.billpay}/payment/decision`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const payment = payments.findFirst((q) => q.where({ id: form.get("paymentId") ?? "" }));
      if (!payment) return html(errorPage("Payment not found", "We could not find this payment."), 404);
      if (payment.status !== "pending") return html(errorPage("Payment already processed", payMessages.done), 409);
      const status = form.get("decision") === "approve" ? "approved" : "declined";
      const decided = await payments.update(payment, {
        data(p) {
          p.status = status;
          p.decidedAt = nowMs();
        },
      });
      if (status === "approved" && payment.purpose === "BILL") await settleBill(payment);
      if (status === "approved" && payment.email.includes("@")) {
        await send("email", payment.email, "Payment receipt", `We received ${rupees(payment.amount)} for ${payment.description}. Reference ${payment.id}.`);
      }
      const target = returnUrl(decided?.callbackUrl ?? payment.callbackUrl, status, payment.id);
      if (target) return new HttpResponse(null, { status: 303, headers: { location: target } });
      const title = status === "approved" ? "Payment successful" : "Payment declined";
      const text =
        status === "approved"
          ? `Your payment of ${rupees(payment.amount)} was successful. Reference ${payment.id}.`
          : `Your payment of ${rupees(payment.amount)} was declined. No money was taken.`;
      return html(
        payPage(
          title,
          `<h1>${title}</h1><p role="status">${esc(text)}</p><p class="note">You can close this window and return to the self-care portal. Amount ${esc(money(payment.amount))} LKR.</p>`,
        ),
      );
    }),
  ];
}
