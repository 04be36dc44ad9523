/**
 * The cart, its payment and /connectionOrder through their route modules against the in-process
 * simulator, with the order personas: what the cart lists, Pay Now's hosted form, the hosted page's
 * decision coming back through /cart/return to the right result, and the document submit setting
 * the order's status code L.
 */
import { describe, expect, it } from "vitest";
import * as sales from "#contracts/sales";
import { operatorFor } from "~/operator/client.server";
import * as cartRoute from "~/routes/_shell.cart/route";
import * as returnRoute from "~/routes/_shell.cart_.return/route";
import * as fibreResult from "~/routes/_shell.FTTH.$orderId.$status/route";
import * as lteResult from "~/routes/_shell.LTE.$orderId.$status/route";
import * as connectionRoute from "~/routes/_shell.connectionOrder/route";
import { sessionCookieFor } from "../support/session";
import { useSimulator, type Persona } from "../support/sim";
import { answerData, browserOf, callRoute, redirectedTo } from "../support/route";

const sim = useSimulator();
const PORTAL = "http://portal.test";

/** A signed-in customer of a persona: GET and POST on the portal's pages with their session cookie. */
async function customerOf(key: string) {
  const person: Persona = await sim.client.createPersona(key);
  const { cookie } = await sessionCookieFor(person);
  const { get, post } = browserOf(cookie);
  return { person, refNo: person.order!.refNo, cookie, get, post };
}

type CartData = Awaited<ReturnType<typeof cartRoute.loader>>;
type Hosted = { paynow: { action: string; fields: Record<string, string> } };

/** The hosted page as a browser uses it: the form posted, then Approve or Decline; answers where it sends the browser back. */
async function decide(hosted: Hosted["paynow"], decision: "approve" | "decline"): Promise<string> {
  const page = await (await fetch(hosted.action, { method: "POST", body: new URLSearchParams(hosted.fields) })).text();
  expect(page).toContain("Pay your connection fee");
  const checkout = /name="checkout" value="([^"]+)"/.exec(page)?.[1];
  expect(checkout).toBeTruthy();
  const answer = await fetch(new URL("Checkout/decision", hosted.action), {
    method: "POST",
    body: new URLSearchParams({ checkout: checkout!, decision }),
    redirect: "manual",
  });
  const back = new URL(answer.headers.get("location")!);
  return back.pathname + back.search;
}

describe("the cart", () => {
  it("lists cart-unpaid's fibre cart, answers the promo code beside its field, and pays the bearer charge on channel FTTX", async () => {
    const c = await customerOf("cart-unpaid");
    const { carts, error } = await answerData<CartData>(await callRoute(cartRoute.loader, c.get("/cart")));
    expect(error).toBeNull();
    expect(carts).toEqual([
      {
        kind: "FTTH",
        refNo: c.refNo,
        lines: [
          { service: "BROADBAND", name: "Any Joy", rental: expect.any(Number) },
          { service: "PEOTV", name: "PEO Silver", rental: expect.any(Number) },
        ],
        fee: 10000,
      },
    ]);

    const promo = await callRoute(cartRoute.action, c.post("/cart", { intent: "promo", kind: "FTTH", promoCode: "save10" }));
    expect((promo as Response).status).toBe(400);
    expect(await answerData(promo)).toMatchObject({
      promo: {
        kind: "FTTH",
        result: { error: { promoCode: ["No promo code applies to online connections. Nothing was discounted: the total stays as shown."] } },
      },
    });

    const paid = await answerData<Hosted>(await callRoute(cartRoute.action, c.post("/cart", { intent: "pay", kind: "FTTH" })));
    expect(paid.paynow.fields).toMatchObject({ channel: "FTTX", orderRefNo: c.refNo, CustEmail: c.person.userName, NIC: c.person.nic });
    expect(Number(paid.paynow.fields.AmountPay)).toBe(10000);
    expect(paid.paynow.fields.ContactNumber).toMatch(/^07\d{8}$/);
    const back = new URL(paid.paynow.fields.returnUrl!);
    expect(back.pathname).toBe("/cart/return");
    expect(back.searchParams.get("pay")).toBeTruthy();

    // Approved: /cart/return sends it to the fibre result, which the payment log proves.
    const returned = await decide(paid.paynow, "approve");
    expect(returned).toMatch(new RegExp(`^/cart/return\\?pay=[^&]+&orderId=${c.refNo}&status=1$`));
    const result = redirectedTo(await callRoute(returnRoute.loader, c.get(returned)));
    expect(result).toBe(`/FTTH/${c.refNo}/1?pay=${back.searchParams.get("pay")}`);
    const shown = await answerData<{ page: string; result: unknown }>(await callRoute(fibreResult.loader, c.get(result), { orderId: c.refNo, status: "1" }));
    expect(shown).toEqual({ page: "FTTH", result: { kind: "paid", orderRef: c.refNo } });
    // Success needs the return's status '1' as well as the paid log.
    const zero = result.replace(`/${c.refNo}/1?`, `/${c.refNo}/0?`);
    expect(await answerData(await callRoute(fibreResult.loader, c.get(zero), { orderId: c.refNo, status: "0" }))).toMatchObject({
      result: { kind: "failed", reason: "declined" },
    });
    // Another order's reference with this nonce proves nothing.
    expect(await answerData(await callRoute(fibreResult.loader, c.get(result), { orderId: "FTTH99999999", status: "1" }))).toMatchObject({
      result: { kind: "failed", orderRef: null, reason: "unknown" },
    });

    // Paid: no cart any more, and /connectionOrder shows the order waiting for its documents.
    expect((await answerData<CartData>(await callRoute(cartRoute.loader, c.get("/cart")))).carts).toEqual([]);
    const connection = await answerData<Awaited<ReturnType<typeof connectionRoute.loader>>>(await callRoute(connectionRoute.loader, c.get("/connectionOrder")));
    expect(connection.order).toMatchObject({ view: { reference: c.refNo, status: "Pending Document Upload" }, documents: { identity: "nic" } });
  });

  it("an LTE payment returns to the LTE result; a declined one is a failure there and the cart keeps its lines", async () => {
    const c = await customerOf("lte-cart-unpaid");
    const { carts } = await answerData<CartData>(await callRoute(cartRoute.loader, c.get("/cart")));
    expect(carts).toMatchObject([{ kind: "LTE", fee: 3900, lines: [{ service: "BROADBAND", name: "4G Anytime 80" }, { service: "VOICE" }] }]);

    const paid = await answerData<Hosted>(await callRoute(cartRoute.action, c.post("/cart", { intent: "pay", kind: "LTE" })));
    expect(paid.paynow.fields).toMatchObject({ channel: "LTE", orderRefNo: c.refNo });
    const returned = await decide(paid.paynow, "decline");
    const result = redirectedTo(await callRoute(returnRoute.loader, c.get(returned)));
    expect(result).toMatch(new RegExp(`^/LTE/${c.refNo}/0\\?pay=`));
    // Opened as a fibre result, the LTE payment is sent to its own page.
    expect(redirectedTo(await callRoute(fibreResult.loader, c.get(result.replace("/LTE/", "/FTTH/")), { orderId: c.refNo, status: "0" }))).toBe(result);
    const shown = await answerData<{ result: unknown }>(await callRoute(lteResult.loader, c.get(result), { orderId: c.refNo, status: "1" }));
    expect(shown.result).toEqual({ kind: "failed", orderRef: c.refNo, reason: "declined" });
    expect((await answerData<CartData>(await callRoute(cartRoute.loader, c.get("/cart")))).carts).toMatchObject([{ kind: "LTE", refNo: c.refNo }]);
  });

  it("a return without this session's nonce goes to the fibre result, which proves nothing", async () => {
    const c = await customerOf("cart-unpaid");
    const result = redirectedTo(await callRoute(returnRoute.loader, c.get(`/cart/return?orderId=${c.refNo}&status=1`)));
    expect(result).toBe(`/FTTH/${c.refNo}/1`);
    const shown = await answerData<{ result: unknown }>(await callRoute(fibreResult.loader, c.get(result), { orderId: c.refNo, status: "1" }));
    expect(shown.result).toEqual({ kind: "failed", orderRef: null, reason: "unknown" });
  });

  it("Remove empties the order's cart; a second Remove finds nothing to remove", async () => {
    const c = await customerOf("cart-unpaid");
    expect(redirectedTo(await callRoute(cartRoute.action, c.post("/cart", { intent: "remove", kind: "FTTH" })))).toBe("/cart");
    expect((await answerData<CartData>(await callRoute(cartRoute.loader, c.get("/cart")))).carts).toEqual([]);
    const op = await operatorFor(c.get("/cart"));
    expect(await op.data(sales.invoices, { REF_NO: c.refNo })).toEqual({ ok: true, data: [] });
    const again = await callRoute(cartRoute.action, c.post("/cart", { intent: "pay", kind: "FTTH" }));
    expect(redirectedTo(again)).toBe("/cart");
    expect((again as Response).headers.get("Set-Cookie")).toContain("outcome=");
  });
});

describe("/connectionOrder", () => {
  const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

  function upload(c: Awaited<ReturnType<typeof customerOf>>, files: Record<string, Blob>) {
    const body = new FormData();
    for (const [name, file] of Object.entries(files)) body.set(name, file);
    return new Request(`${PORTAL}/connectionOrder`, { method: "POST", headers: { Cookie: c.cookie, Origin: PORTAL }, body });
  }

  it("sends a customer without a paid fibre order to order one", async () => {
    const c = await customerOf("cart-unpaid");
    expect(redirectedTo(await callRoute(connectionRoute.loader, c.get("/connectionOrder")))).toBe("/applyonline/order");
  });

  it("refuses a file that is not an image, then uploads the NIC's images with the application and sets status L", async () => {
    const c = await customerOf("fibre-order-paid");
    const pdf = new File(["%PDF-1.4 not an image"], "front.jpg", { type: "image/jpeg" });
    const png = (name: string) => new File([PNG], name, { type: "image/png" });
    const refused = await callRoute(connectionRoute.action, upload(c, { nicFront: pdf, nicBack: png("back.png") }));
    expect((refused as Response).status).toBe(400);
    expect(await answerData(refused)).toMatchObject({ error: { nicFront: ["Only png, jpg and jpeg images are allowed."] } });

    const done = await callRoute(connectionRoute.action, upload(c, { nicFront: png("front.png"), nicBack: png("back.png") }));
    expect(redirectedTo(done)).toBe("/connectionOrder");
    const op = await operatorFor(c.get("/connectionOrder"));
    const drafts = await op.data(sales.myDrafts, { SERVICE_TYPE: "FTTH" });
    expect(drafts.ok && drafts.data[0]).toMatchObject({ reF_NO: c.refNo, filE_UPLOAD_STATUS: "Y", ordeR_STATUS: "L" });
    const uploads = await sim.client.call("journal", { user: c.person.userName, contract: sales.uploadDocuments.name });
    expect(uploads.map((e) => e.status)).toEqual([200]);

    const connection = await answerData<Awaited<ReturnType<typeof connectionRoute.loader>>>(await callRoute(connectionRoute.loader, c.get("/connectionOrder")));
    expect(connection.order).toMatchObject({ documents: null, progress: "Pending", crmState: 0, view: { status: "Pending" } });
    // Already received: a second upload changes nothing.
    expect(redirectedTo(await callRoute(connectionRoute.action, upload(c, { nicFront: png("front.png"), nicBack: png("back.png") })))).toBe("/connectionOrder");
  });
});
