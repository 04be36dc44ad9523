/**
 * The prepaid reload card gateway: /Payment opens a pending reload, the hosted card page
 * approves or declines it, /PaymentVerify reports ReloadStatus (1001 only when approved) and
 * hands the outcome to the prepaid wallet once.
 */
import { http, HttpResponse } from "msw";
import { z } from "zod";
import * as payments from "#contracts/payments";
import { prepaidMessages } from "#contracts/prepaid";
import { SUBSCRIBER_ID, toTelephone } from "../../../contracts/lk";
import { RELOAD_MIN_AMOUNT } from "../../../fixtures/sales";
import { htmlPage, implement, type Bases } from "../../implement";
import { findLine } from "../../store";
import { defineCollection, hash, nextId, now, nowMs, world } from "../../world";
import { creditWallet } from "../prepaid";
import { wallets } from "../prepaid/state";
import { decisionForm, detailList, esc, hostedPage, notice, rupees } from "./page";

const RELOAD_MAX_AMOUNT = 100000;

export const reloadStatus = { approved: "1001", declined: "1002", notCompleted: "1003" } as const;

const reloads = defineCollection(
  "payments.reloads",
  z.object({
    referenceNo: z.string(),
    telephoneNo: z.string(),
    cents: z.number(),
    contactNo: z.string(),
    email: z.string(),
    customerName: z.string(),
    apiKey: z.string(),
    returnUrl: z.string().nullable(),
    outcome: z.enum(["pending", "approved", "declined"]),
    /** The ReloadStatus handed to the wallet, once. */
    settled: z.string().nullable(),
    at: z.number(),
  }),
);

/**
 * The gateway turns only the 94XXXXXXXXX form into the line's number. Anything else (nine digits,
 * inner spaces, +94) is looked up as typed, so it names no line and the reload is refused; plain
 * toTelephone would accept those forms.
 */
const telephoneOf = (n: string) => (SUBSCRIBER_ID.test(n) ? toTelephone(n) : n);

function hashOf(referenceNo: string, cents: number, apiKey: string): string {
  return [0, 1, 2, 3].map((i) => hash(`${world.seed}:${referenceNo}:${cents}:${apiKey}:${i}`).toString(16).padStart(8, "0")).join("");
}

const refused = (Message: string) => ({ isSuccess: false, ReferenceNo: null, Hash: null, Message });
const title = "Reload your prepaid account";

export const reloadImplementations = [
  implement(payments.reloadPayment, async ({ input }) => {
    const lkr = Number(input.Amount);
    if (lkr < RELOAD_MIN_AMOUNT) return refused(`Payment amount must be greater than or equal to Rs. ${RELOAD_MIN_AMOUNT}.`);
    if (lkr > RELOAD_MAX_AMOUNT) return refused("Payment amount must be less than or equal to Rs. 100,000.");
    const telephoneNo = telephoneOf(input.TelephoneNo);
    if (findLine(telephoneNo)?.promotionType !== "Prepaid") return refused("The number is not a prepaid account.");
    // A dormant line (statusName 'Pool') cannot be reloaded until it is reconnected through 1212.
    if (wallets.findFirst((q) => q.where({ telephoneNo }))?.dormant) return refused(prepaidMessages.dormant);
    const stamp = now().toISOString().slice(2, 10).replace(/-/g, "");
    const referenceNo = `RLD${stamp}${String(nextId("payments.reload", 300451)).padStart(7, "0")}`;
    const cents = Math.round(lkr * 100);
    await reloads.create({
      referenceNo,
      telephoneNo,
      cents,
      contactNo: input.ContactNo,
      email: input.Email,
      customerName: input.customerName,
      apiKey: input.APIKey,
      returnUrl: null,
      outcome: "pending",
      settled: null,
      at: nowMs(),
    });
    return { isSuccess: true, ReferenceNo: referenceNo, Hash: hashOf(referenceNo, cents, input.APIKey), Message: null };
  }),

  implement(payments.reloadVerify, async ({ input }) => {
    const reload = reloads.findFirst((q) => q.where({ referenceNo: input.ReferenceNo }));
    if (!reload) return { isSuccess: false, ReloadStatus: null, Message: "Invalid reference number." };
    if (reload.apiKey !== input.APIKey) return { isSuccess: false, ReloadStatus: null, Message: "Invalid API key." };
    if (reload.outcome === "pending") return { isSuccess: true, ReloadStatus: reloadStatus.notCompleted, Message: "Payment not completed." };
    const status = reload.outcome === "approved" ? reloadStatus.approved : reloadStatus.declined;
    if (!reload.settled) {
      await creditWallet(reload.telephoneNo, reload.cents, status, reload.referenceNo);
      await reloads.update(reload, {
        data(r) {
          r.settled = status;
        },
      });
    }
    return { isSuccess: true, ReloadStatus: status, Message: null };
  }),

  implement(payments.reloadCardPage, async ({ input }) => {
    const reload = reloads.findFirst((q) => q.where({ referenceNo: input.ReferenceNo }));
    if (!reload) return htmlPage(hostedPage(title, notice(`We could not find payment ${input.ReferenceNo}. Please start the reload again.`, input.returnUrl)));
    if (reload.outcome !== "pending") {
      return htmlPage(hostedPage(title, notice(`Payment ${reload.referenceNo} has already been completed.`, input.returnUrl)));
    }
    await reloads.update(reload, {
      data(r) {
        r.returnUrl = input.returnUrl ?? null;
      },
    });
    const details = detailList([
      ["Reference", reload.referenceNo],
      ["Prepaid number", reload.telephoneNo],
      ["Item", "MySLT Bill"],
    ]);
    const amount = `<dl class="amount"><div><dt>Amount (LKR)</dt><dd>${esc(rupees(reload.cents / 100))}</dd></div></dl>`;
    const card = `<label for="card">Card number</label><input type="text" id="card" inputmode="numeric" autocomplete="off" value="4111 1111 1111 1111">
<label for="name">Name on card</label><input type="text" id="name" autocomplete="off" value="${esc(reload.customerName)}">`;
    return htmlPage(hostedPage(title, `${details}${amount}${decisionForm("CardPayment/decision", { ReferenceNo: reload.referenceNo }, card)}`));
  }),
];

export function reloadHandlers(bases: Bases) {
  return [
    http.post(`${bases.reload}/CardPayment/decision`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const reload = reloads.findFirst((q) => q.where({ referenceNo: form.get("ReferenceNo") ?? "" }));
      const decision = form.get("decision");
      if (!reload || (decision !== "approve" && decision !== "decline")) {
        return new HttpResponse(hostedPage(title, notice("This payment session is not valid. Please start the reload again.")), {
          status: 404,
          headers: { "content-type": "text/html; charset=utf-8" },
        });
      }
      if (reload.outcome === "pending") {
        await reloads.update(reload, {
          data(r) {
            r.outcome = decision === "approve" ? "approved" : "declined";
          },
        });
      }
      const outcome = reloads.findFirst((q) => q.where({ referenceNo: reload.referenceNo }))!.outcome;
      const status = outcome === "approved" ? "1" : "0";
      if (reload.returnUrl) {
        const target = new URL(reload.returnUrl);
        target.searchParams.set("ReferenceNo", reload.referenceNo);
        target.searchParams.set("status", status);
        return new HttpResponse(null, { status: 303, headers: { location: target.toString() } });
      }
      const text = status === "1" ? "Your card payment was approved." : "Your card payment was declined.";
      return new HttpResponse(hostedPage(title, notice(`${text} You may close this window.`)), {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    }),
  ];
}
