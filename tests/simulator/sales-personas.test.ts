/**
 * The online-sales personas of the signed-in wizards, the cart and /connectionOrder: each a fresh
 * user with its own credentials and order, the draft as its wizard sends it, and provisioning
 * that moves (or fails) with the simulator clock.
 */
import { describe, expect, it } from "vitest";
import * as accounts from "#contracts/accounts";
import * as profile from "#contracts/profile";
import * as sales from "#contracts/sales";
import type { Contract, RequestOf } from "#contracts/core";
import { drafts, findDraft } from "../../simulator/areas/sales/state";
import { send, signIn, useSimulator, type Persona } from "../support/sim";

const sim = useSimulator();
const HOUR = 3600 * 1000;

async function call<C extends Contract>(contract: C, input: RequestOf<C>, token: string) {
  const result = await send(contract, input, token);
  if (result.kind !== "answer") throw new Error(`${contract.name}: ${JSON.stringify(result)}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the bundle of its own contract
  return result.answer as { isSuccess?: boolean; dataBundle?: any; errorShow?: string | null };
}

/** A persona instance signed in, with its order's draft row. */
async function open(key: string) {
  const persona = await sim.client.createPersona(key);
  const token = await signIn(persona);
  const rows = persona.order ? (await call(sales.draftByRef, { REF_NO: persona.order.refNo }, token)).dataBundle : [];
  return { persona, token, row: rows[0] };
}

const cartOf = async (persona: Persona, token: string) => {
  const contract = persona.order!.service === "LTE" ? sales.invoicesLte : sales.invoices;
  return (await call(contract, { REF_NO: persona.order!.refNo }, token)).dataBundle.map(
    (l: { servicE_TYPE: string; packagE_NAME: string; rental: number; inI_CHARGE: number }) => [l.servicE_TYPE, l.packagE_NAME, l.rental, l.inI_CHARGE],
  );
};

const logsOf = async (persona: Persona, token: string) =>
  (await call(persona.order!.service === "LTE" ? sales.paymentLogLte : sales.paymentLog, { orderreff: persona.order!.refNo }, token)).dataBundle;

const statusOf = async (persona: Persona, token: string) => (await call(sales.orderStatus, { orderId: persona.order!.refNo }, token)).dataBundle;

/** The draft's fields go through the wizard's own create call: the operator takes them as they are. */
async function resend(persona: Persona, token: string) {
  const draft = findDraft(persona.order!.refNo)!;
  const input = { ...draft.fields, SERVICE_TYPE: draft.kind } as never;
  return call(draft.kind === "LTE" ? sales.createDraftLte : sales.createDraft, input, token);
}

describe("signed-in order personas", () => {
  it("cart-unpaid: one postpaid account and a fibre draft with BEARER, BROADBAND and PEOTV in the cart, unpaid", async () => {
    const { persona, token, row } = await open("cart-unpaid");
    expect(persona.userName).toMatch(/^cart-unpaid-\d+@sim\.test$/);
    expect(persona.password).toBeTruthy();
    expect(persona.lines).toEqual([expect.objectContaining({ promotionType: "Postpaid", linked: true })]);
    expect((await call(accounts.accountDetail, { username: persona.userName }, token)).dataBundle).toHaveLength(1);
    expect(persona.order).toMatchObject({ refNo: expect.stringMatching(/^FTTH\d{8}$/), service: "FTTH", mobile: expect.stringMatching(/^07\d{8}$/) });

    expect(row).toMatchObject({
      reF_NO: persona.order!.refNo,
      servicE_TYPE: "FTTH",
      useR_COMMENT: "FULL",
      filE_UPLOAD_STATUS: "N",
      nic: persona.nic,
      sltnic: persona.nic,
      email: persona.userName,
      mobileno: persona.order!.mobile,
      servicE_ADD_NO: "60",
      servicE_ADD_DISTRICT: "Colombo",
      servicE_ADD_PROVINCE: "Western",
      billinG_ADD_NO: "60",
      billinG_ADD_PROVINCE: "Western",
      eqtype: "FDP",
      looP_AVAILABLITY: "Y",
      voicE_PACKAGE: "Home ",
      bB_PACKAGE: "Any Joy",
      peO_PACKAGE: "PEO Silver",
    });
    expect(row.birtH_DATE).toMatch(new RegExp(`^${persona.nic.slice(0, 4)}-\\d{2}-\\d{2}$`));
    expect(await cartOf(persona, token)).toEqual([
      ["BEARER", "SLT Fiber", 0, 10000],
      ["BROADBAND", "Any Joy", 3690, 0],
      ["PEOTV", "PEO Silver", 950, 0],
    ]);
    expect(await logsOf(persona, token)).toEqual([]);
    expect(await statusOf(persona, token)).toMatchObject({ status: "Pending Payment", crm_state: 0 });
    // The mobile they verified in the wizard is their alternate contact, as the wizard leaves it.
    expect((await call(profile.contactDetails, {}, token)).dataBundle.altrContact).toBe(persona.order!.mobile);
    expect(await resend(persona, token)).toMatchObject({ isSuccess: true });
  });

  it("lte-cart-unpaid: an LTE draft (no province, loop N) with BEARER 3900, VOICE and BROADBAND, unpaid", async () => {
    const { persona, token, row } = await open("lte-cart-unpaid");
    expect(persona.order).toMatchObject({ refNo: expect.stringMatching(/^LTE\d{8}$/), service: "LTE" });
    expect(row).toMatchObject({
      servicE_TYPE: "LTE",
      servicE_ADD_PROVINCE: null,
      billinG_ADD_PROVINCE: null,
      looP_AVAILABLITY: "N",
      peO_PACKAGE: null,
      bB_PACKAGE: "4G Anytime 80",
    });
    expect(await cartOf(persona, token)).toEqual([
      ["BEARER", "SLT 4G", 0, 3900],
      ["VOICE", "Home ", 390, 0],
      ["BROADBAND", "4G Anytime 80", 2990, 0],
    ]);
    expect(await logsOf(persona, token)).toEqual([]);
    const mine = (await call(sales.myDrafts, { SERVICE_TYPE: "LTE" }, token)).dataBundle;
    expect(mine.map((r: { reF_NO: string }) => r.reF_NO)).toEqual([persona.order!.refNo]);
    expect(await resend(persona, token)).toMatchObject({ isSuccess: true });
  });

  it("fibre-order-paid: paid, no documents: Pending Document Upload", async () => {
    const { persona, token, row } = await open("fibre-order-paid");
    expect(row).toMatchObject({ filE_UPLOAD_STATUS: "N", ordeR_STATUS: null });
    expect(await logsOf(persona, token)).toEqual([expect.objectContaining({ gw_status: "1", crm_state: 0, amount: 10000 })]);
    expect(await statusOf(persona, token)).toMatchObject({ status: "Pending Document Upload", crm_state: 0 });
    expect(await cartOf(persona, token)).toHaveLength(3);
  });

  it("lte-no-coverage: no linked accounts, no order, a home where LTE does not reach", async () => {
    const { persona, token } = await open("lte-no-coverage");
    expect(persona.lines).toEqual([]);
    expect(persona.order).toBeUndefined();
    expect(persona.home).toEqual({ city: "Kilinochchi", lat: 9.3803, lng: 80.377 });
    const coverage = await call(sales.lteCoverage, { latitude: String(persona.home!.lat), longitude: String(persona.home!.lng) }, token);
    expect(coverage.dataBundle).toEqual({ coverage: "NONE" });
    expect((await call(sales.myDrafts, {}, token)).dataBundle).toEqual([]);
    expect((await call(sales.eligibility, { NIC: persona.nic }, token)).dataBundle).toMatchObject({ eligibility: "Y", customer_exist: "N" });
    const lead = await call(
      sales.createSalesLead,
      { servicetype: "LTE", name: persona.name, email: persona.userName, city: "Kilinochchi", latitude: "9.3803", longitude: "80.3770" },
      token,
    );
    expect(lead.isSuccess).toBe(true);
  });

  it("gives every instance its own user and order", async () => {
    const [a, b] = await Promise.all([sim.client.createPersona("cart-unpaid"), sim.client.createPersona("cart-unpaid")]);
    expect(a.userName).not.toBe(b.userName);
    expect(a.order!.refNo).not.toBe(b.order!.refNo);
    expect(a.order!.mobile).not.toBe(b.order!.mobile);
    const tb = await signIn(b);
    expect(await call(sales.invoices, { REF_NO: a.order!.refNo }, tb)).toMatchObject({ isSuccess: false });
    const listed = (await sim.client.call("listPersonas")).map((p) => p.key);
    expect(listed).toEqual(
      expect.arrayContaining(["cart-unpaid", "lte-cart-unpaid", "fibre-order-in-progress", "fibre-order-paid", "lte-order-fails", "lte-no-coverage"]),
    );
  });
});

describe("provisioning with the simulator clock", () => {
  // Access tokens last 15 minutes of simulator time: every read after moving the clock signs in again.
  const statusNow = async (persona: Persona) => statusOf(persona, await signIn(persona));
  const logsNow = async (persona: Persona) => logsOf(persona, await signIn(persona));

  it("fibre-order-in-progress: documents 14 hours ago, status L, In processing, Completed 46 hours later", async () => {
    await sim.client.clock({ freeze: true });
    const { persona, token, row } = await open("fibre-order-in-progress");
    expect(row).toMatchObject({ filE_UPLOAD_STATUS: "Y", ordeR_STATUS: "L" });
    expect(await statusOf(persona, token)).toEqual({ status: "In processing", crm_state: 2, sys_status: "0" });
    expect(await logsOf(persona, token)).toEqual([expect.objectContaining({ gw_status: "1", crm_state: 2, sys_status: "0" })]);

    await sim.client.clock({ advanceMs: 45 * HOUR });
    expect(await statusNow(persona)).toMatchObject({ status: "In processing", crm_state: 9 });
    await sim.client.clock({ advanceMs: 1 * HOUR });
    expect(await statusNow(persona)).toEqual({ status: "Completed", crm_state: 10, sys_status: "1" });
    expect(await logsNow(persona)).toEqual([expect.objectContaining({ gw_status: "1", crm_state: 10, sys_status: "1" })]);
    await sim.client.clock({ freeze: false });
  });

  it("lte-order-fails: Pending, In processing after 4 hours, Failed (crm_state -1) within a day, and stays failed", async () => {
    await sim.client.clock({ freeze: true });
    const { persona, token, row } = await open("lte-order-fails");
    expect(row).toMatchObject({ servicE_TYPE: "LTE", filE_UPLOAD_STATUS: "Y" });
    expect(await statusOf(persona, token)).toEqual({ status: "Pending", crm_state: 0, sys_status: "0" });

    await sim.client.clock({ advanceMs: 4 * HOUR });
    expect(await statusNow(persona)).toMatchObject({ status: "In processing", crm_state: 1 });
    await sim.client.clock({ advanceMs: 20 * HOUR });
    expect(await statusNow(persona)).toEqual({ status: "Failed", crm_state: -1, sys_status: "-1" });
    expect(await logsNow(persona)).toEqual([expect.objectContaining({ gw_status: "1", crm_state: -1, sys_status: "-1" })]);

    await sim.client.clock({ advanceMs: 60 * HOUR });
    expect(await statusNow(persona)).toMatchObject({ status: "Failed", crm_state: -1 });
    await sim.client.clock({ freeze: false });
  });

  it("one customer's own clock moves their order alone; the world's time and their sign-in stay as they were", async () => {
    const ahead = await open("fibre-order-in-progress");
    const other = await open("fibre-order-in-progress");
    const before = (await sim.client.call("getClock", {})).now;
    const moved = await sim.client.clock({ user: ahead.persona.userName, advanceMs: 48 * HOUR });
    expect(Date.parse(moved.now) - Date.parse(before)).toBeGreaterThanOrEqual(48 * HOUR);
    // The same tokens still work (bearer tokens are checked against the world's time).
    expect(await statusOf(ahead.persona, ahead.token)).toEqual({ status: "Completed", crm_state: 10, sys_status: "1" });
    expect(await statusOf(other.persona, other.token)).toEqual({ status: "In processing", crm_state: 2, sys_status: "0" });
    expect(Date.parse((await sim.client.call("getClock", {})).now) - Date.parse(before)).toBeLessThan(HOUR);
    await expect(sim.client.clock({ user: ahead.persona.userName, freeze: true })).rejects.toThrow(/only be advanced/);
  });

  it("a wizard's order fails the same way when its draft is marked to fail", async () => {
    const { persona, token } = await open("fibre-order-in-progress");
    await drafts.update(findDraft(persona.order!.refNo)!, {
      data(d) {
        d.failsAt = 2;
      },
    });
    expect(await statusOf(persona, token)).toEqual({ status: "Failed", crm_state: -1, sys_status: "-1" });
  });

  it("restores a saved world from before drafts had a status code or a failure step", async () => {
    const { persona } = await open("fibre-order-paid");
    const state = await sim.client.snapshot();
    const older = (state.collections["sales.drafts"] as Array<Record<string, unknown>>).map(({ orderStatus: _s, failsAt: _f, ...draft }) => draft);
    await sim.client.restore({ ...state, collections: { ...state.collections, "sales.drafts": older } });
    expect(findDraft(persona.order!.refNo)).toMatchObject({ orderStatus: null, failsAt: null });
    expect(await statusOf(persona, await signIn(persona))).toMatchObject({ status: "Pending Document Upload" });
  });
});
