/**
 * The cart, the payment results and /connectionOrder without an operator: which carts show and what
 * they charge, the promo code form, the result addresses, and what /connectionOrder shows of an order.
 */
import { describe, expect, it } from "vitest";
import { parseWithSchema } from "~/forms/parse";
import type { MyOrder } from "~/sales/my-orders.server";
import { cartKindOf } from "~/routes/_shell.cart/cart";
import { cartOf } from "~/routes/_shell.cart/cart.server";
import { promoSchema } from "~/routes/_shell.cart/schema";
import { resultPath } from "~/routes/_shell.FTTH.$orderId.$status/result";
import { connectionStatus, connectionView, documentNeeds, documentsMissing } from "~/routes/_shell.connectionOrder/connection.server";

/** A cart line as the operator reads it back: [service type, package, rental, one-time charge]. */
type Spec = [type: string, name: string, rental: number, charge?: number | null];
const row = ([type, name, rental, charge = 0]: Spec) => ({
  reF_NO: "R1",
  servicE_TYPE: type,
  packagE_NAME: name,
  packagE_COUNT: 1,
  rental,
  inI_CHARGE: charge,
});

function order(kind: MyOrder["kind"], lines: Array<ReturnType<typeof row>>, extra: Partial<MyOrder> = {}): MyOrder {
  return {
    kind,
    refNo: kind === "LTE" ? "LTE24000009" : "FTTH24000009",
    draft: {
      reF_NO: kind === "LTE" ? "LTE24000009" : "FTTH24000009",
      nic: "199012301234",
      filE_UPLOAD_STATUS: "N",
      servicE_ADD_NO: "60",
      servicE_ADD_STREET1: "7 Lake Drive",
      servicE_ADD_STREET2: "Nugegoda",
      servicE_ADD_CITY: "Nugegoda",
      servicE_ADD_POSTAL_CODE: "10250",
      billinG_ADD_STREET1: "7 Lake Drive",
      billinG_ADD_STREET2: "Nugegoda",
      bB_PACKAGE: "Any Joy",
      peO_PACKAGE: "PEO Silver",
      voicE_PACKAGE: "Home ",
      useR_COMMENT: "FULL",
    } as MyOrder["draft"],
    paid: false,
    progress: null,
    lines: lines as MyOrder["lines"],
    ...extra,
  };
}

const fibreLines = [
  row(["BEARER", "SLT Fiber", 0, 10000]),
  row(["PEOTV", "PEO Silver", 1200]),
  row(["BROADBAND", "Any Joy", 2990]),
  row(["VOICE", "Home ", 390]),
];
const lteLines = [row(["BEARER", "SLT 4G", 0, 3900]), row(["VOICE", "Home ", 390]), row(["BROADBAND", "4G Anytime 80", 2490])];

describe("cartOf", () => {
  it("a fibre cart lists its broadband and PEO TV lines and charges the BEARER line's fee", () => {
    expect(cartOf(order("FTTH", fibreLines))).toEqual({
      kind: "FTTH",
      refNo: "FTTH24000009",
      lines: [
        { service: "BROADBAND", name: "Any Joy", rental: 2990 },
        { service: "PEOTV", name: "PEO Silver", rental: 1200 },
      ],
      fee: 10000,
    });
  });

  it("an LTE cart lists its broadband and voice lines", () => {
    expect(cartOf(order("LTE", lteLines))).toMatchObject({
      kind: "LTE",
      lines: [
        { service: "BROADBAND", name: "4G Anytime 80" },
        { service: "VOICE", name: "Home" },
      ],
      fee: 3900,
    });
    // A PEO TV line (where the 'SLT 4G' catalogue offered one) is listed too: nothing billed is left out.
    expect(cartOf(order("LTE", [...lteLines, row(["PEOTV", "PEO Silver", 1200])]))?.lines.map((l) => l.service)).toEqual(["BROADBAND", "VOICE", "PEOTV"]);
  });

  it("the LTE cart shows with a BEARER line alone; the fibre cart needs a broadband or PEO TV line beside it", () => {
    expect(cartOf(order("LTE", [row(["BEARER", "SLT 4G", 0, 3900])]))).toMatchObject({ kind: "LTE", lines: [], fee: 3900 });
    expect(cartOf(order("FTTH", [row(["BEARER", "SLT Fiber", 0, 10000])]))).toBeNull();
    expect(cartOf(order("FTTH", [row(["BEARER", "SLT Fiber", 0, 10000]), row(["VOICE", "Home ", 390])]))).toBeNull();
    expect(cartOf(order("FTTH", [row(["BEARER", "SLT Fiber", 0, 10000]), row(["PEOTV", "PEO Silver", 1200])]))).toMatchObject({
      lines: [{ service: "PEOTV" }],
    });
  });

  it("shows no cart without a BEARER line, for a paid order, or without an order", () => {
    expect(cartOf(order("FTTH", fibreLines.slice(1)))).toBeNull();
    expect(cartOf(order("LTE", lteLines.slice(1)))).toBeNull();
    expect(cartOf(order("FTTH", fibreLines, { paid: true, progress: "Pending" }))).toBeNull();
    expect(cartOf(null)).toBeNull();
  });

  it("reads the service type whatever its case and padding; a BEARER line without a charge takes the standard fee", () => {
    const odd = [row([" bearer ", "SLT 4G", 0, null]), row(["broadband", "4G Anytime 80", 2490])];
    expect(cartOf(order("LTE", odd))).toMatchObject({ lines: [{ service: "BROADBAND" }], fee: 3900 });
    expect(cartOf(order("FTTH", [row(["BEARER", "SLT Fiber", 0, 0]), row(["BROADBAND", "Any Joy", 2990])]))?.fee).toBe(10000);
  });

  it("knows only the two kinds of cart", () => {
    expect(cartKindOf("FTTH")).toBe("FTTH");
    expect(cartKindOf("LTE")).toBe("LTE");
    expect(cartKindOf("ftth")).toBeNull();
    expect(cartKindOf(null)).toBeNull();
  });
});

describe("promo code form", () => {
  const parse = (promoCode?: string) => {
    const body = new FormData();
    if (promoCode !== undefined) body.set("promoCode", promoCode);
    return parseWithSchema(body, { schema: promoSchema });
  };
  const errorsOf = (promoCode?: string) => {
    const parsed = parse(promoCode);
    return parsed.status === "success" ? null : parsed.error;
  };

  it("asks for a code, refuses one that is not letters, digits and dashes of at most 20", () => {
    expect(errorsOf()).toEqual({ promoCode: ["Enter a promo code."] });
    expect(errorsOf("   ")).toEqual({ promoCode: ["Enter a promo code."] });
    expect(errorsOf("SAVE 10%")).toEqual({ promoCode: ["A promo code has only letters, digits and dashes (at most 20)."] });
    expect(errorsOf("A".repeat(21))).toEqual({ promoCode: ["A promo code has only letters, digits and dashes (at most 20)."] });
  });

  it("takes a well-formed code trimmed and upper-cased", () => {
    const parsed = parse(" save-10 ");
    expect(parsed.status).toBe("success");
    expect(parsed.status === "success" && parsed.value).toEqual({ promoCode: "SAVE-10" });
  });
});

describe("result addresses", () => {
  it("carries the nonce in the query and the order and status in the path", () => {
    expect(resultPath("FTTH", "FTTH24000009", "1", "n0nce")).toBe("/FTTH/FTTH24000009/1?pay=n0nce");
    expect(resultPath("LTE", "LTE24000009", "0", "n0nce")).toBe("/LTE/LTE24000009/0?pay=n0nce");
  });

  it("keeps a return without a nonce, an order or a status a valid address", () => {
    expect(resultPath("FTTH", "", "", "")).toBe("/FTTH/-/0");
    expect(resultPath("FTTH", "a/b", "1", "x y")).toBe("/FTTH/a%2Fb/1?pay=x%20y");
  });
});

describe("/connectionOrder's view", () => {
  it("is 'Pending Document Upload' with the NIC's two images while the documents are missing", () => {
    const paid = order("FTTH", fibreLines, { paid: true, progress: "Pending", crmState: 0 });
    expect(documentsMissing(paid)).toBe(true);
    expect(connectionStatus(paid)).toBe("Pending Document Upload");
    const view = connectionView(paid);
    expect(view.documents).toEqual({ identity: "nic", billingProof: false });
    expect(view.view).toMatchObject({ reference: "FTTH24000009", status: "Pending Document Upload", amount: "Rs. 10000.00" });
    expect(view.view.location[0]).toBe("60, 7 Lake Drive");
    expect(view.view.packages.map((p) => p.name)).toEqual(["Home", "Any Joy", "PEO Silver"]);
  });

  it("asks a passport holder for the passport, and an address proof when the billing address is another", () => {
    const base = order("FTTH", fibreLines, { paid: true, progress: "Pending" });
    const passport = { ...base, draft: { ...base.draft, nic: "", passport: "N4820173", billinG_ADD_STREET1: "4 Hill Street" } };
    expect(documentNeeds(passport)).toEqual({ identity: "pp", billingProof: true });
    const noBilling = { ...base, draft: { ...base.draft, billinG_ADD_STREET1: "", billinG_ADD_STREET2: "" } };
    expect(documentNeeds(noBilling)).toEqual({ identity: "nic", billingProof: false });
  });

  it("after the documents tells the CRM's status and step", () => {
    const base = order("FTTH", fibreLines, { paid: true, progress: "In processing", crmState: 3 });
    const received = { ...base, draft: { ...base.draft, filE_UPLOAD_STATUS: "Y" } };
    expect(documentsMissing(received)).toBe(false);
    expect(connectionView(received)).toMatchObject({ documents: null, progress: "In processing", crmState: 3, view: { status: "In processing" } });
    expect(connectionStatus({ ...received, progress: "Failed", crmState: -1 })).toBe("Failed");
    expect(connectionStatus({ ...received, progress: "Completed", crmState: 10 })).toBe("Completed");
  });
});
