/**
 * A paid attempt for less than the fee pays nothing, on every page that asks whether an order is paid
 * (app/sales/paid.server.ts), not only on the payment result. The operator's payment log of a fibre
 * order in the cart is made to hold a captured payment of Rs. 1.00 (gw_status '1'; the simulator's own
 * hosted page never logs one, a careless operator's might): the cart still offers Pay Now for the fee,
 * the signed-in wizard still sends the customer to the cart, /connectionOrder takes no documents and
 * sets no status, and the buy-online page does not count the order as paid.
 */
import { describe, expect, it } from "vitest";
import * as sales from "#contracts/sales";
import { operatorFor } from "~/operator/client.server";
import * as orderWizard from "~/routes/_shell.applyonline.order/route";
import * as cartRoute from "~/routes/_shell.cart/route";
import * as connectionRoute from "~/routes/_shell.connectionOrder/route";
import { paidOrders } from "~/sales/customer-orders.server";
import { findDraft, recordSalesPayment } from "../../simulator/areas/sales/state";
import { sessionCookieFor } from "../support/session";
import { useSimulator, type Persona } from "../support/sim";
import { answerData, browserOf, callRoute, redirectPath } from "../support/route";

const sim = useSimulator();
const PORTAL = "http://portal.test";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

type CartData = Awaited<ReturnType<typeof cartRoute.loader>>;

/** A signed-in customer with a fibre order in the cart (fee Rs. 10,000.00 on its BEARER line). */
async function customer() {
  const person: Persona = await sim.client.createPersona("cart-unpaid");
  const { cookie } = await sessionCookieFor(person);
  const { get, post } = browserOf(cookie);
  const upload = () => {
    const body = new FormData();
    for (const name of ["nicFront", "nicBack"]) body.set(name, new File([PNG], `${name}.png`, { type: "image/png" }));
    return new Request(`${PORTAL}/connectionOrder`, { method: "POST", headers: { Cookie: cookie, Origin: PORTAL }, body });
  };
  return { person, refNo: person.order!.refNo, get, post, upload };
}

const journal = async (user: string, contract: string) => (await sim.client.call("journal", { user, contract, limit: 2000 })).length;

describe("a captured payment for less than the fee", () => {
  /** The customer's order with a captured payment of Rs. 1.00 in its log, as the portal reads it. */
  async function shortPaid() {
    const c = await customer();
    await recordSalesPayment(c.refNo, "FTTX", 1, true, `SHORT${c.refNo}`);
    const op = await operatorFor(c.get("/cart"));
    const log = await op.data(sales.paymentLog, { orderId: c.refNo });
    expect(log.ok && log.data).toMatchObject([{ gw_status: "1", amount: 1 }]);
    return c;
  }

  it("leaves the order in the cart, with Pay Now for the whole fee", async () => {
    const c = await shortPaid();
    // The cart still lists the order, and Pay Now opens the hosted page for the whole fee.
    const { carts } = await answerData<CartData>(await callRoute(cartRoute.loader, c.get("/cart")));
    expect(carts).toMatchObject([{ kind: "FTTH", refNo: c.refNo, fee: 10000 }]);
    const pay = await answerData<{ paynow?: { fields: Record<string, string> } }>(
      await callRoute(cartRoute.action, c.post("/cart", { intent: "pay", kind: "FTTH" })),
    );
    expect(pay.paynow?.fields).toMatchObject({ orderRefNo: c.refNo, AmountPay: "10000" });
    // The signed-in fibre wizard sends the customer to that cart, not to the order's status.
    expect(redirectPath(await callRoute(orderWizard.loader, c.get("/applyonline/order")))).toBe("/cart");
  });

  it("leaves /connectionOrder closed: no documents taken, no status set", async () => {
    const c = await shortPaid();
    // /connectionOrder is for a paid order: it sends the customer away and takes no documents.
    expect(redirectPath(await callRoute(connectionRoute.loader, c.get("/connectionOrder")))).toBe("/applyonline/order");
    expect(redirectPath(await callRoute(connectionRoute.action, c.upload()))).toBe("/applyonline/order");
    expect(await journal(c.person.userName, sales.uploadDocuments.name)).toBe(0);
    expect(await journal(c.person.userName, sales.updateOrderStatus.name)).toBe(0);
    expect(findDraft(c.refNo)).toMatchObject({ fileUploadStatus: "N", orderStatus: null, documents: [] });
  });

  it("is not counted among the buy-online page's paid orders; a payment of the whole fee is", async () => {
    const c = await customer();
    /** The buy-online page's paid orders, as a page load of this customer reads them. */
    const paid = async () => paidOrders(await operatorFor(c.get("/promo/buyonline")));
    await recordSalesPayment(c.refNo, "FTTX", 9999.99, true, `SHORT${c.refNo}`);
    expect(await paid()).toEqual([]);
    await recordSalesPayment(c.refNo, "FTTX", 10000, true, `FULL${c.refNo}`);
    expect(await paid()).toEqual([{ kind: "fibre", refNo: c.refNo }]);
  });
});
