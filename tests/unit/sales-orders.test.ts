/**
 * The shared modules of the signed-in orders with a fake operator: Add to Cart's saving sequence
 * (app/sales/cart.server.ts), the customer's newest order and its stage (app/sales/my-orders.server.ts)
 * and the CRM status rule (app/sales/crm.ts).
 */
import { createSession } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import * as sales from "#contracts/sales";
import type { Contract } from "#contracts/core";
import type { Operator } from "~/operator/route.server";
import type { SessionData } from "~/operator/session.server";
import { removeCart, saveCart, type CartLine } from "~/sales/cart.server";
import { crmStatus } from "~/sales/crm";
import { myOrder, newestOrder, stageOf, type MyOrder } from "~/sales/my-orders.server";

type Envelope = { isSuccess: boolean; dataBundle?: unknown; errorShow?: string | null };
/** An answer per contract name: an envelope, or a function of the call's input (and how many calls of it came before). */
type Answer = Envelope | ((input: Record<string, unknown>, nth: number) => Envelope);

const ok = (dataBundle: unknown = null): Envelope => ({ isSuccess: true, dataBundle, errorShow: null });
const refused = (errorShow: string): Envelope => ({ isSuccess: false, dataBundle: null, errorShow });

/** The signed-in customer's operator, answering by contract as the test says and recording each call in order. */
function customer(answers: Record<string, Answer>) {
  const calls: Array<{ contract: string; input: Record<string, unknown> }> = [];
  const op = {
    session: createSession<SessionData>(),
    clientIp: "192.0.2.20",
    now: () => Date.now(),
    async data(contract: Contract, input: Record<string, unknown>) {
      const nth = calls.filter((c) => c.contract === contract.name).length;
      calls.push({ contract: contract.name, input });
      const answer = answers[contract.name];
      if (!answer) throw new Error(`unexpected call ${contract.name}`);
      const envelope = contract.response.parse(typeof answer === "function" ? answer(input, nth) : answer) as Envelope;
      return envelope.isSuccess ? { ok: true, data: envelope.dataBundle } : { ok: false, message: envelope.errorShow || "failed" };
    },
  } as unknown as Operator;
  return { op, calls, names: () => calls.map((c) => c.contract) };
}

const bearer: CartLine = { serviceType: "BEARER", packageName: "SLT Fiber", rental: 0, iniCharge: 10000 };
const broadband: CartLine = { serviceType: "BROADBAND", packageName: "Any Joy", rental: 2990, iniCharge: 0 };
const peoTv: CartLine = { serviceType: "PEOTV", packageName: "PEO Silver", rental: 1200.5, iniCharge: 0 };

describe("saveCart", () => {
  it("empties the cart, saves the BEARER line first, then each package line, quantity 1 and status 1", async () => {
    const { op, calls, names } = customer({ [sales.removeInvoices.name]: ok(), [sales.saveInvoice.name]: ok() });
    expect(await saveCart(op, "FTTH24000001", bearer, [broadband, peoTv])).toEqual({ ok: true });
    expect(names()).toEqual([sales.removeInvoices.name, sales.saveInvoice.name, sales.saveInvoice.name, sales.saveInvoice.name]);
    expect(calls[0]!.input).toEqual({ REF_NO: "FTTH24000001" });
    expect(calls.slice(1).map((c) => c.input)).toEqual([
      { REF_NO: "FTTH24000001", SERVICE_TYPE: "BEARER", PACKAGE_NAME: "SLT Fiber", PACKAGE_COUNT: "1", RENTAL: "0.00", INI_CHARGE: "10000.00", STATUS: "1" },
      { REF_NO: "FTTH24000001", SERVICE_TYPE: "BROADBAND", PACKAGE_NAME: "Any Joy", PACKAGE_COUNT: "1", RENTAL: "2990.00", INI_CHARGE: "0.00", STATUS: "1" },
      { REF_NO: "FTTH24000001", SERVICE_TYPE: "PEOTV", PACKAGE_NAME: "PEO Silver", PACKAGE_COUNT: "1", RENTAL: "1200.50", INI_CHARGE: "0.00", STATUS: "1" },
    ]);
  });

  it("saves no package line when the BEARER line fails, and tells 'Save Bearer Invoce failed'", async () => {
    const { op, calls } = customer({ [sales.removeInvoices.name]: ok(), [sales.saveInvoice.name]: refused("operator says no") });
    expect(await saveCart(op, "FTTH24000001", bearer, [broadband, peoTv])).toEqual({ ok: false, message: "Save Bearer Invoce failed" });
    expect(calls.filter((c) => c.contract === sales.saveInvoice.name).map((c) => c.input.SERVICE_TYPE)).toEqual(["BEARER"]);
  });

  it.each([
    ["VOICE", "Save Voice Invoce failed"],
    ["BROADBAND", "Save broadband Invoce failed"],
    ["PEOTV", "Save PEOTV Invoce failed"],
  ] as const)("stops at the first failing %s line with its own message", async (failing, message) => {
    const voice: CartLine = { serviceType: "VOICE", packageName: "Home ", rental: 390, iniCharge: 0 };
    const { op, calls } = customer({
      [sales.removeInvoices.name]: ok(),
      [sales.saveInvoice.name]: (input) => (input.SERVICE_TYPE === failing ? refused("no") : ok()),
    });
    const lines = [voice, broadband, peoTv];
    expect(await saveCart(op, "LTE24000001", { ...bearer, packageName: "SLT 4G", iniCharge: 3900 }, lines)).toEqual({ ok: false, message });
    const saved = calls.filter((c) => c.contract === sales.saveInvoice.name).map((c) => c.input.SERVICE_TYPE);
    expect(saved).toEqual(["BEARER", ...lines.map((l) => l.serviceType).slice(0, lines.findIndex((l) => l.serviceType === failing) + 1)]);
  });

  it("saves nothing when the cart cannot be emptied first: the operator's message", async () => {
    const { op, names } = customer({
      [sales.removeInvoices.name]: refused("This order has been paid; its cart cannot change."),
      [sales.saveInvoice.name]: ok(),
    });
    expect(await saveCart(op, "FTTH24000001", bearer, [broadband])).toEqual({ ok: false, message: "This order has been paid; its cart cannot change." });
    expect(names()).toEqual([sales.removeInvoices.name]);
  });

  it("removeCart empties the order's cart, or tells the operator's refusal", async () => {
    const done = customer({ [sales.removeInvoices.name]: ok() });
    expect(await removeCart(done.op, "FTTH24000001")).toEqual({ ok: true });
    expect(done.calls).toEqual([{ contract: sales.removeInvoices.name, input: { REF_NO: "FTTH24000001" } }]);
    const locked = customer({ [sales.removeInvoices.name]: refused("Paid orders keep their cart.") });
    expect(await removeCart(locked.op, "FTTH24000001")).toEqual({ ok: false, message: "Paid orders keep their cart." });
  });
});

const draft = (refNo: string, kind: "FTTH" | "LTE") => ({ reF_NO: refNo, servicE_TYPE: kind, useR_COMMENT: "FULL", filE_UPLOAD_STATUS: "N" });
const invoice = (refNo: string, type: string, name: string, rental: number, charge = 0) => ({
  reF_NO: refNo,
  servicE_TYPE: type,
  packagE_NAME: name,
  packagE_COUNT: 1,
  rental,
  inI_CHARGE: charge,
  status: "1",
});

describe("newestOrder and myOrder", () => {
  it("answers null when the customer has no order of the kind", async () => {
    const { op, calls } = customer({ [sales.myDrafts.name]: ok([]) });
    expect(await newestOrder(op, "FTTH")).toEqual({ ok: true, data: null });
    expect(calls).toEqual([{ contract: sales.myDrafts.name, input: { SERVICE_TYPE: "FTTH" } }]);
  });

  it("reads the newest fibre draft's payment log and cart: unpaid, its lines, no progress", async () => {
    const lines = [invoice("FTTH2", "BEARER", "SLT Fiber", 0, 10000), invoice("FTTH2", "BROADBAND", "Any Joy", 2990)];
    const { op, calls } = customer({
      [sales.myDrafts.name]: ok([draft("FTTH2", "FTTH"), draft("FTTH1", "FTTH")]),
      [sales.paymentLog.name]: ok([{ gw_status: "0", crm_state: 0, sys_status: "-1" }]),
      [sales.invoices.name]: ok(lines),
    });
    const read = await newestOrder(op, "FTTH");
    expect(read.ok && read.data).toMatchObject({ kind: "FTTH", refNo: "FTTH2", paid: false, progress: null, crmState: null });
    expect(read.ok && read.data?.lines.map((l) => l.servicE_TYPE)).toEqual(["BEARER", "BROADBAND"]);
    expect(calls.find((c) => c.contract === sales.paymentLog.name)?.input).toEqual({ orderId: "FTTH2" });
    expect(calls.find((c) => c.contract === sales.invoices.name)?.input).toEqual({ REF_NO: "FTTH2" });
  });

  it("reads an LTE order through the LTE log and cart; a paid entry gives its CRM progress", async () => {
    const { op, names } = customer({
      [sales.myDrafts.name]: ok([draft("LTE7", "LTE")]),
      [sales.paymentLogLte.name]: ok([
        { gw_status: "0", crm_state: 0, sys_status: "-1" },
        { gw_status: "1", crm_state: 4, sys_status: "0" },
      ]),
      [sales.invoicesLte.name]: ok([]),
    });
    const read = await newestOrder(op, "LTE");
    expect(read.ok && read.data).toMatchObject({ kind: "LTE", refNo: "LTE7", paid: true, progress: "In processing", crmState: 4 });
    expect(names()).toEqual([sales.myDrafts.name, sales.paymentLogLte.name, sales.invoicesLte.name]);
  });

  it("tells the operator's message when the drafts, the log or the cart cannot be read", async () => {
    const drafts = customer({ [sales.myDrafts.name]: refused("Drafts are not available.") });
    expect(await newestOrder(drafts.op, "FTTH")).toEqual({ ok: false, message: "Drafts are not available." });
    const log = customer({ [sales.myDrafts.name]: ok([draft("F1", "FTTH")]), [sales.paymentLog.name]: refused("No log."), [sales.invoices.name]: ok([]) });
    expect(await newestOrder(log.op, "FTTH")).toEqual({ ok: false, message: "No log." });
    const cart = customer({ [sales.myDrafts.name]: ok([draft("F1", "FTTH")]), [sales.paymentLog.name]: ok([]), [sales.invoices.name]: refused("No cart.") });
    expect(await newestOrder(cart.op, "FTTH")).toEqual({ ok: false, message: "No cart." });
  });

  it("myOrder finds one of the customer's orders by reference, or null when it is not theirs", async () => {
    const answers = {
      [sales.myDrafts.name]: ok([draft("FTTH2", "FTTH"), draft("FTTH1", "FTTH")]),
      [sales.paymentLog.name]: ok([{ gw_status: "1", crm_state: 10, sys_status: "1" }]),
      [sales.invoices.name]: ok([]),
    };
    const older = await myOrder(customer(answers).op, "FTTH", "FTTH1");
    expect(older.ok && older.data).toMatchObject({ refNo: "FTTH1", paid: true, progress: "Completed" });
    const { op, names } = customer(answers);
    expect(await myOrder(op, "FTTH", "FTTH9")).toEqual({ ok: true, data: null });
    expect(names()).toEqual([sales.myDrafts.name]);
    expect(await myOrder(customer({ [sales.myDrafts.name]: refused("Down.") }).op, "FTTH", "FTTH1")).toEqual({ ok: false, message: "Down." });
  });
});

describe("stageOf", () => {
  const order = (paid: boolean, progress: MyOrder["progress"], lines: number): MyOrder => ({
    kind: "FTTH",
    draft: draft("F1", "FTTH") as MyOrder["draft"],
    refNo: "F1",
    paid,
    progress,
    lines: Array.from({ length: lines }, () => invoice("F1", "BEARER", "SLT Fiber", 0, 10000) as MyOrder["lines"][number]),
  });

  it("is none without an order", () => expect(stageOf(null)).toBe("none"));
  it("is paid while a paid order is pending or in processing", () => {
    expect(stageOf(order(true, "Pending", 1))).toBe("paid");
    expect(stageOf(order(true, "In processing", 0))).toBe("paid");
  });
  it("is none once a paid order is completed or failed: a new order may start", () => {
    expect(stageOf(order(true, "Completed", 1))).toBe("none");
    expect(stageOf(order(true, "Failed", 1))).toBe("none");
  });
  it("is cart for an unpaid order with cart lines, open for one without", () => {
    expect(stageOf(order(false, null, 3))).toBe("cart");
    expect(stageOf(order(false, null, 0))).toBe("open");
  });
});

describe("crmStatus", () => {
  it.each([
    [0, "0", "Pending"],
    [0, null, "Pending"],
    [1, "0", "In processing"],
    [9, "0", "In processing"],
    [10, "1", "Completed"],
    [10, "0", "In processing"],
    [10, null, "In processing"],
    [-1, "-1", "Failed"],
    [-1, null, "Failed"],
    [11, "1", "In processing"],
    [null, null, "In processing"],
    [null, "1", "In processing"],
  ] as const)("crm_state %s with sys_status %s is %s", (state, sys, status) => {
    expect(crmStatus(state, sys)).toBe(status);
  });
});
