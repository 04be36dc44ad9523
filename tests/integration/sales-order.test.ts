/**
 * The signed-in fibre wizard through its route module against the in-process simulator: a postpaid
 * customer's whole order by posts (the coverage check, the mobile's code from the outbox, the NIC,
 * the draft the operator then counts as the customer's own), Add to Cart's lines as the operator
 * reads them back, and the entry redirect to /cart that follows.
 */
import { describe, expect, it } from "vitest";
import * as sales from "#contracts/sales";
import * as orderRoute from "~/routes/_shell.applyonline.order/route";
import * as pdfRoute from "~/routes/_shell.applyonline.order.application/route";
import { sessionCookieFor } from "../support/session";
import { send, signIn, useSimulator } from "../support/sim";
import { answerData, callRoute, redirectPath } from "../support/route";

const sim = useSimulator();
const PORTAL = "http://portal.test";
const WIZARD = "/applyonline/order";

type View = { step: number; reply: { error?: Record<string, string[]> } | null; order: { feasibility: string; orderRef: string | null } };

describe("the signed-in fibre wizard against the simulator", () => {
  it("orders fibre from packages to Add to Cart; the cart lines are saved and the wizard then sends the customer to /cart", async () => {
    const person = await sim.client.createPersona("postpaid-fibre");
    const { cookie } = await sessionCookieFor(person);
    const get = (path: string) => new Request(`${PORTAL}${path}`, { headers: { Cookie: cookie } });
    const post = async (step: number, fields: Record<string, string>) =>
      redirectPath(
        await callRoute(
          orderRoute.action,
          new Request(`${PORTAL}${WIZARD}?step=${step}`, {
            method: "POST",
            // Posted from the portal's own page, as a browser's post says (the app refuses any other).
            headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: PORTAL },
            body: new URLSearchParams(fields),
          }),
        ),
      );
    const view = async (step: number) => answerData<View>(await callRoute(orderRoute.loader, get(`${WIZARD}?step=${step}`)));

    expect((await view(1)).step).toBe(1);
    for (const [kind, name] of [
      ["voice", "Home "],
      ["internet", "Any Joy"],
      ["peoTv", "PEO Silver"],
    ]) {
      expect(await post(1, { intent: "pick", kind: kind!, name: name! })).toBe(`${WIZARD}?step=1`);
    }
    expect(await post(1, { intent: "packages-next" })).toBe(`${WIZARD}?step=2`);

    // Jaffna has no distribution point in reach; Colombo 03 has.
    const mobile = `075${String(Date.now() % 10_000_000).padStart(7, "0")}`;
    await post(2, { intent: "feasibility-check", city: "Jaffna", town: "", mobile });
    expect((await view(2)).order.feasibility).toBe("notAvailable");
    expect(await post(2, { intent: "feasibility-next" })).toBe(`${WIZARD}?step=2`);
    await post(2, { intent: "feasibility-check", city: "Colombo 03", town: "" });
    expect((await view(2)).order.feasibility).toBe("available");
    expect(await post(2, { intent: "feasibility-next" })).toBe(`${WIZARD}?step=3`);

    const details = { title: "Mr", firstName: "Nimal", lastName: "Perera", mobile, idType: "nic", idNumber: "198812354321" };
    await post(3, { ...details, intent: "details-next" });
    expect((await view(3)).reply?.error).toEqual({ mobile: ["Should be verified"] });
    await post(3, { ...details, intent: "details-send-mobile-otp" });
    await post(3, { intent: "details-verify-otp", otp: await sim.client.latestOtp(mobile) });
    await post(3, { ...details, intent: "details-check-id" });
    expect(await post(3, { ...details, intent: "details-next" })).toBe(`${WIZARD}?step=4`);

    expect(await post(4, { intent: "address-next", line1: "12 Galle Road", line2: "Kollupitiya", sameAsService: "on" })).toBe(`${WIZARD}?step=5`);
    const { order } = await view(5);
    expect(order.orderRef).toMatch(/\S/);
    // The draft is the customer's own, as the operator keeps it.
    const token = await signIn(person);
    const mine = await send(sales.myDrafts, { SERVICE_TYPE: "FTTH" }, token);
    expect(mine.kind === "answer" && mine.answer.isSuccess && mine.answer.dataBundle[0]).toMatchObject({
      reF_NO: order.orderRef,
      useR_COMMENT: "FULL",
      billinG_ADD_STREET1: "12 Galle Road",
      servicE_ADD_CITY: "Colombo 03",
      mobileno: mobile,
      bB_PACKAGE: "Any Joy",
    });

    const pdf = (await callRoute(pdfRoute.loader, get(`${WIZARD}/application`))) as Response;
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toBe('attachment; filename="198812354321.pdf"');

    expect(await post(5, { intent: "summary-cart", readPdf: "on", trueInfo: "on" })).toBe(`${WIZARD}?step=5`);
    expect(await post(5, { intent: "summary-cart", readPdf: "on", trueInfo: "on", agree: "on" })).toBe("/cart");
    const lines = await send(sales.invoices, { REF_NO: order.orderRef! }, token);
    expect(lines.kind === "answer" && lines.answer.isSuccess && lines.answer.dataBundle.map((l) => [l.servicE_TYPE, l.packagE_NAME, l.inI_CHARGE])).toEqual([
      ["BEARER", "SLT Fiber", 10000],
      ["BROADBAND", "Any Joy", 0],
      ["PEOTV", "PEO Silver", 0],
    ]);
    expect(redirectPath(await callRoute(orderRoute.loader, get(WIZARD)))).toBe("/cart");
  });
});
