/**
 * The amount of an order's payment (issue 23, item 1). The hosted page takes the amount from the
 * browser's form, so the portal believes a payment only when the operator's payment log shows a paid
 * attempt of this payment that covers the fee recorded when the payment started. Through the cart's
 * route modules against the in-process simulator: its careful hosted page (a smaller amount is not a
 * success), and a careless operator's log (canned answers: a paid attempt of Rs. 1.00, or one without
 * an amount, which is believed and logged as payment-amount-unverified).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as sales from "#contracts/sales";
import * as cartRoute from "~/routes/_shell.cart/route";
import * as returnRoute from "~/routes/_shell.cart_.return/route";
import * as fibreResult from "~/routes/_shell.FTTH.$orderId.$status/route";
import { sessionCookieFor } from "../support/session";
import { useSimulator, type Persona } from "../support/sim";
import { answerData, browserOf, callRoute, redirectedTo } from "../support/route";

const sim = useSimulator();

type Hosted = { action: string; fields: Record<string, string> };

async function customer() {
  const person: Persona = await sim.client.createPersona("cart-unpaid");
  const { cookie } = await sessionCookieFor(person);
  const { get, post } = browserOf(cookie);
  return { refNo: person.order!.refNo, get, post };
}

/** The hosted page as a browser that edited the hidden fields uses it: posted with `edits`, then Approve. */
async function approve(hosted: Hosted, edits: Record<string, string> = {}): Promise<string> {
  const page = await (await fetch(hosted.action, { method: "POST", body: new URLSearchParams({ ...hosted.fields, ...edits }) })).text();
  const checkout = /name="checkout" value="([^"]+)"/.exec(page)?.[1];
  expect(checkout).toBeTruthy();
  const answer = await fetch(new URL("Checkout/decision", hosted.action), {
    method: "POST",
    body: new URLSearchParams({ checkout: checkout!, decision: "approve" }),
    redirect: "manual",
  });
  const back = new URL(answer.headers.get("location")!);
  return back.pathname + back.search;
}

/** Pay Now on the fibre cart, the hosted page approved, and the result page the return leads to. */
async function pay(c: Awaited<ReturnType<typeof customer>>, edits: Record<string, string> = {}, beforeReturn?: () => Promise<unknown>) {
  const { paynow } = await answerData<{ paynow: Hosted }>(await callRoute(cartRoute.action, c.post("/cart", { intent: "pay", kind: "FTTH" })));
  expect(paynow.fields.AmountPay).toBe("10000");
  const returned = await approve(paynow, edits);
  await beforeReturn?.();
  const result = redirectedTo(await callRoute(returnRoute.loader, c.get(returned)));
  const status = result.split("?")[0]!.split("/")[3]!;
  return (await answerData<{ result: unknown }>(await callRoute(fibreResult.loader, c.get(result), { orderId: c.refNo, status }))).result;
}

/** A careless operator: the next read of this order's payment log answers `row`. */
function cannedLog(refNo: string, row: Record<string, unknown>) {
  return sim.client.loadScenario({
    name: "A payment log that says paid",
    description: "The order's next payment log read answers one paid attempt.",
    answers: [
      {
        contract: sales.paymentLog.name,
        times: 1,
        match: { orderId: refNo },
        respond: { isSuccess: true, errorMessege: null, exceptionDetail: null, dataBundle: [row], errorShow: null, errorCode: null },
      },
    ],
  });
}

afterEach(() => vi.restoreAllMocks());

describe("the amount of an order's payment", () => {
  it("an AmountPay edited to 1.00 in the browser does not pay the order", async () => {
    const c = await customer();
    expect(await pay(c, { AmountPay: "1.00" })).toEqual({ kind: "failed", orderRef: c.refNo, reason: "declined" });
    // The order is unpaid: its cart is still there to pay.
    const { carts } = await answerData<{ carts: Array<{ refNo: string }> }>(await callRoute(cartRoute.loader, c.get("/cart")));
    expect(carts.map((cart) => cart.refNo)).toEqual([c.refNo]);
  });

  it("a log that says paid for Rs. 1.00 is not a success", async () => {
    const c = await customer();
    const result = await pay(c, {}, () => cannedLog(c.refNo, { gw_status: "1", crm_state: 0, sys_status: "0", amount: "1.00", txn_id: "CARELESS1" }));
    expect(result).toEqual({ kind: "failed", orderRef: c.refNo, reason: "short" });
  });

  it("a log that says paid without an amount is believed, and payment-amount-unverified is logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const c = await customer();
    const result = await pay(c, {}, () => cannedLog(c.refNo, { gw_status: "1", crm_state: 0, sys_status: "0" }));
    expect(result).toEqual({ kind: "paid", orderRef: c.refNo });
    const lines = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("payment-amount-unverified"));
    expect(lines.map((line) => JSON.parse(line))).toEqual([{ event: "payment-amount-unverified", contract: "sales.paymentLog", channel: "FTTX" }]);
  });
});
