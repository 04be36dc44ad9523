/**
 * The buy-online header's badge '1' when a paid draft exists (issue 25, item 4a): for a signed-in
 * customer it comes from the operator's records of their orders (sales.myDrafts and the order's
 * payment log), not from the orders this browser session made: a customer who paid in another browser,
 * or before signing in again, sees it too.
 */
import { describe, expect, it } from "vitest";
import * as buyOnline from "~/routes/promo.buyonline.($path)/route";
import { recordSalesPayment } from "../../simulator/areas/sales/state";
import { sessionCookieFor } from "../support/session";
import { useSimulator } from "../support/sim";
import { answerData, browserOf, callRoute } from "../support/route";

const sim = useSimulator();

type Cards = { view: "cards"; paid: Array<{ kind: string; refNo: string }> };

async function badgeOf(cookie: string | null) {
  return (await answerData<Cards>(await callRoute(buyOnline.loader, browserOf(cookie).get("/promo/buyonline")))).paid;
}

describe("the buy-online badge of a signed-in customer", () => {
  it("counts their paid fibre order from the operator's records, in a session that never saw it", async () => {
    const person = await sim.client.createPersona("fibre-order-paid");
    const { cookie } = await sessionCookieFor(person);
    expect(await badgeOf(cookie)).toEqual([{ kind: "fibre", refNo: person.order!.refNo }]);
  });

  it("counts their paid LTE order the same way", async () => {
    const person = await sim.client.createPersona("lte-order-fails");
    const { cookie } = await sessionCookieFor(person);
    expect(await badgeOf(cookie)).toEqual([{ kind: "lte", refNo: person.order!.refNo }]);
  });

  it("shows nothing while their order waits in the cart, and counts it once the fee is paid", async () => {
    const person = await sim.client.createPersona("cart-unpaid");
    const { cookie } = await sessionCookieFor(person);
    expect(await badgeOf(cookie)).toEqual([]);
    await recordSalesPayment(person.order!.refNo, "FTTX", 10000, true, `FULL${person.order!.refNo}`);
    expect(await badgeOf(cookie)).toEqual([{ kind: "fibre", refNo: person.order!.refNo }]);
  });

  it("shows nothing to a customer without orders, nor to a visitor", async () => {
    const person = await sim.client.createPersona("postpaid-fibre");
    expect(await badgeOf((await sessionCookieFor(person)).cookie)).toEqual([]);
    expect(await badgeOf(null)).toEqual([]);
  });
});
