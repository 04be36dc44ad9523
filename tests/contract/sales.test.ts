/**
 * Online sales against the simulator: OTP sign-in of the public wizard, the NIC check per persona,
 * drafts, the cart, paying on the hosted page, documents, agent code, feasibility, order lookup.
 */
import { describe, expect, it } from "vitest";
import * as sales from "#contracts/sales";
import * as payments from "#contracts/payments";
import type { Contract, RequestOf } from "#contracts/core";
import { send, signIn, transport, useSimulator } from "../support/sim";

const sim = useSimulator();

/** The answer of a call that must reach the simulator and parse. */
async function call<C extends Contract>(contract: C, input: RequestOf<C>, token?: string | null) {
  const result = await send(contract, input, token);
  if (result.kind !== "answer") throw new Error(`${contract.name}: ${JSON.stringify(result)}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the bundle of its own contract
  return result.answer as { isSuccess?: boolean; dataBundle?: any; errorShow?: string | null; errorMessege?: string | null };
}

let mobileSeq = 0;
const freshMobile = () => `0719${String(100000 + ++mobileSeq).slice(-6)}`;

/** The public wizard's sign-in: an SMS code to a mobile, then tokens for it. */
async function verifiedMobile(mobile = freshMobile()) {
  expect(await call(sales.sendOrderOtp, { userName: mobile, userType: "MOBILE", channelID: "WEB" })).toMatchObject({ isSuccess: true });
  const otp = await sim.client.latestOtp(mobile);
  const answer = await call(sales.verifyOtpOpenFtth, { userName: mobile, userType: "MOBILE", verifyOtp: otp, channelID: "WEB" });
  expect(answer.isSuccess).toBe(true);
  return { mobile, token: answer.dataBundle.accessToken as string };
}

const fibreDraft = (mobile: string, extra: Record<string, string> = {}) => ({
  NIC: "198834512345",
  TITLE: "Mr",
  FIRSTNAME: "Kasun",
  LASTNAME: "Jayasinghe",
  BIRTH_DATE: "1988-12-10",
  NATIONALITY: "Sri Lankan",
  gender: "Male",
  SERVICE_ADD_NO: "60",
  SERVICE_ADD_STREET1: "Temple Road",
  SERVICE_ADD_STREET2: "Nugegoda",
  SERVICE_ADD_CITY: "Nugegoda",
  SERVICE_ADD_DISTRICT: "Colombo",
  SERVICE_ADD_POSTAL_CODE: "10250",
  SERVICE_ADD_PROVINCE: "Western",
  RTOM: "R-ND",
  LATITUDE: "6.8650",
  LONGITUDE: "79.8998",
  email: "kasun@example.lk",
  mobileno: mobile,
  SERVICE_TYPE: "FTTH" as const,
  VOICE_PACKAGE: "Home ",
  BB_PACKAGE: "Any Joy",
  PEO_PACKAGE: "",
  ...extra,
});

/** What the LTE wizard sends: no PEO TV, no province, LOOP_AVAILABLITY N. */
const lteDraft = (mobile: string, extra: Record<string, string> = {}) => ({
  ...fibreDraft(mobile),
  SERVICE_TYPE: "LTE" as const,
  SERVICE_ADD_PROVINCE: "",
  BB_PACKAGE: "4G Anytime 80",
  LOOP_AVAILABLITY: "N",
  ...extra,
});

async function newFibreOrder() {
  const { mobile, token } = await verifiedMobile();
  const created = await call(sales.createDraft, fibreDraft(mobile), token);
  expect(created.isSuccess).toBe(true);
  return { mobile, token, refNo: created.dataBundle.orderRef as string };
}

/** Open the hosted page for an order and press one of its buttons; answers the redirect target. */
async function payOnHostedPage(
  refNo: string,
  decision: "approve" | "decline",
  {
    channel = "FTTH",
    amount = "10000",
    returnUrl = "http://localhost:3000/fttx/result",
  }: { channel?: "FTTH" | "FTTX" | "LTE"; amount?: string; returnUrl?: string } = {},
) {
  const page = await call(payments.salesPaymentPage, {
    ContactNumber: "0771234567",
    CustEmail: "kasun@example.lk",
    channel,
    AmountPay: amount,
    orderRefNo: refNo,
    NIC: "198834512345",
    PassportNo: "",
    returnUrl,
  });
  const html = page as unknown as string;
  expect(html).toContain(`Rs. ${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
  expect(html).toContain(refNo);
  const checkout = /name="checkout" value="([^"]+)"/.exec(html)?.[1];
  expect(checkout).toBeTruthy();
  const response = await fetch(`${transport.bases.salespay}/OnlinePayment/Checkout/decision`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ checkout: checkout!, decision }).toString(),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!);
}

const png = (bytes = 1024, type = "image/png") => new Blob([new Uint8Array(bytes)], { type });

describe("OTP sign-in of the public wizard", () => {
  it("gives working tokens for a verified mobile; a code works once and a wrong one is refused", async () => {
    const mobile = freshMobile();
    await call(sales.sendOrderOtp, { userName: mobile, userType: "MOBILE", channelID: "WEB" });
    const otp = await sim.client.latestOtp(mobile);
    const wrong = otp === "111111" ? "222222" : "111111";
    const refused = await call(sales.verifyOtpOpenFtth, { userName: mobile, userType: "MOBILE", verifyOtp: wrong, channelID: "WEB" });
    expect(refused.isSuccess).toBe(false);

    const ok = await call(sales.verifyOtpOpenFtth, { userName: mobile, userType: "MOBILE", verifyOtp: otp, channelID: "WEB" });
    expect(ok).toMatchObject({ isSuccess: true, dataBundle: { user_id: mobile } });
    const again = await call(sales.verifyOtpOpenFtth, { userName: mobile, userType: "MOBILE", verifyOtp: otp, channelID: "WEB" });
    expect(again.isSuccess).toBe(false);

    const check = await call(sales.eligibility, { NIC: "199512345678" }, ok.dataBundle.accessToken);
    expect(check.isSuccess).toBe(true);
  });

  it("refuses a malformed mobile number", async () => {
    const answer = await call(sales.sendOrderOtp, { userName: "12345", userType: "MOBILE", channelID: "WEB" });
    expect(answer).toMatchObject({ isSuccess: false, errorShow: "Enter a valid mobile phone number." });
  });
});

describe("NIC and passport eligibility", () => {
  it.each([
    ["postpaid-fibre", { eligibility: "Y", customer_exist: "Y", outstanding: "N" }],
    ["existing-outstanding", { eligibility: "Y", customer_exist: "Y", outstanding: "Y" }],
    ["ineligible-nic", { eligibility: "N", customer_exist: "N", outstanding: "N" }],
  ])("answers the standing of %s's NIC", async (key, standing) => {
    const persona = await sim.client.createPersona(key);
    const answer = await call(sales.eligibility, { NIC: persona.nic }, await signIn(persona));
    expect(answer).toMatchObject({ isSuccess: true, dataBundle: standing });
    if (standing.customer_exist === "Y") expect(answer.dataBundle.sltnic).toBe(persona.nic);
    if (standing.eligibility === "N") expect(answer.errorMessege).toMatch(/regional office/);
  });

  it("treats an unknown NIC as an eligible new customer and knows the outstanding demo passport", async () => {
    const { token } = await verifiedMobile();
    expect(await call(sales.eligibility, { NIC: "200112345678" }, token)).toMatchObject({
      dataBundle: { eligibility: "Y", customer_exist: "N", outstanding: "N", sltnic: null },
    });
    expect(await call(sales.eligibility, { PP: "N4820173" }, token)).toMatchObject({
      dataBundle: { eligibility: "N", outstanding: "Y" },
    });
    expect(await call(sales.eligibility, { NIC: "12345" }, token)).toMatchObject({ isSuccess: false });
  });
});

describe("drafts", () => {
  it("creates a fibre draft, reads it back in the operator's casing and updates it", async () => {
    const { token, refNo, mobile } = await newFibreOrder();
    expect(refNo).toMatch(/^FTTH\d{8}$/);

    const [row] = (await call(sales.draftByRef, { REF_NO: refNo }, token)).dataBundle;
    expect(row).toMatchObject({
      reF_NO: refNo,
      useR_COMMENT: "ADVANCED",
      filE_UPLOAD_STATUS: "N",
      servicE_TYPE: "FTTH",
      voicE_PACKAGE: "Home ",
      bB_PACKAGE: "Any Joy",
      servicE_ADD_CITY: "Nugegoda",
      mobileno: mobile,
      firstname: "Kasun",
    });
    expect(row.paymenT_REFUND_STATUS).toMatch(/^\d+$/);

    const update = await call(sales.updateDraft, { ...fibreDraft(mobile, { BB_PACKAGE: "Unlimited Lite" }), REF_NO: refNo, USER_COMMENT: "FULL" }, token);
    expect(update.isSuccess).toBe(true);
    const [updated] = (await call(sales.draftsByNic, { NIC: "198834512345" }, token)).dataBundle;
    expect(updated).toMatchObject({ reF_NO: refNo, useR_COMMENT: "FULL", bB_PACKAGE: "Unlimited Lite" });
  });

  it("keeps a draft private to its owner", async () => {
    const { refNo } = await newFibreOrder();
    const other = await verifiedMobile();
    expect(await call(sales.draftByRef, { REF_NO: refNo }, other.token)).toMatchObject({ isSuccess: false });
    expect((await call(sales.draftsByNic, { NIC: "198834512345" }, other.token)).dataBundle).toEqual([]);
  });

  it("refuses an ineligible NIC, an unknown package and PEO TV on LTE", async () => {
    const persona = await sim.client.createPersona("ineligible-nic");
    const { mobile, token } = await verifiedMobile();
    expect(await call(sales.createDraft, fibreDraft(mobile, { NIC: persona.nic }), token)).toMatchObject({ isSuccess: false });
    expect(await call(sales.createDraft, fibreDraft(mobile, { BB_PACKAGE: "Made Up 999" }), token)).toMatchObject({ isSuccess: false });
    const lte = { ...fibreDraft(mobile), SERVICE_TYPE: "LTE" as const, BB_PACKAGE: "4G Anytime 40" };
    expect(await call(sales.createDraftLte, { ...lte, PEO_PACKAGE: "PEO Silver" }, token)).toMatchObject({ isSuccess: false });
    const created = await call(sales.createDraftLte, lte, token);
    expect(created.dataBundle.orderRefLTE).toMatch(/^LTE\d{8}$/);
    expect((await call(sales.draftsByNicLte, { NIC: "198834512345" }, token)).dataBundle[0].reF_NO).toBe(created.dataBundle.orderRefLTE);
  });
});

describe("the cart, the hosted payment page and the order after it", () => {
  it("keeps one line per service type and empties on bulk remove", async () => {
    const { token, refNo } = await newFibreOrder();
    const line = { REF_NO: refNo, PACKAGE_COUNT: "1", STATUS: "1" };
    await call(sales.saveInvoice, { ...line, SERVICE_TYPE: "BEARER", PACKAGE_NAME: "SLT Fiber", RENTAL: "0", INI_CHARGE: "10000" }, token);
    await call(sales.saveInvoice, { ...line, SERVICE_TYPE: "BROADBAND", PACKAGE_NAME: "Any Beat", RENTAL: "2790.00", INI_CHARGE: "0" }, token);
    await call(sales.saveInvoice, { ...line, SERVICE_TYPE: "BROADBAND", PACKAGE_NAME: "Any Joy", RENTAL: "3690.00", INI_CHARGE: "0" }, token);
    const bad = await call(sales.saveInvoice, { ...line, SERVICE_TYPE: "PEOTV", PACKAGE_NAME: "PEO Diamond", RENTAL: "1", INI_CHARGE: "0" }, token);
    expect(bad.isSuccess).toBe(false);

    const rows = (await call(sales.invoices, { REF_NO: refNo }, token)).dataBundle;
    expect(rows).toEqual([
      expect.objectContaining({ servicE_TYPE: "BEARER", inI_CHARGE: 10000 }),
      expect.objectContaining({ servicE_TYPE: "BROADBAND", packagE_NAME: "Any Joy", rental: 3690 }),
    ]);
    await call(sales.removeInvoices, { REF_NO: refNo }, token);
    expect((await call(sales.invoices, { REF_NO: refNo }, token)).dataBundle).toEqual([]);
  });

  it("records an approved payment: gw_status '1', documents pending, packages locked", async () => {
    const { token, refNo, mobile } = await newFibreOrder();
    expect((await call(sales.orderStatus, { orderId: refNo }, token)).dataBundle.status).toBe("Registered");

    const back = await payOnHostedPage(refNo, "approve");
    expect(back.pathname).toBe("/fttx/result");
    expect(Object.fromEntries(back.searchParams)).toEqual({ orderId: refNo, status: "1" });

    const logs = (await call(sales.paymentLog, { orderId: refNo }, token)).dataBundle;
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ gw_status: "1", crm_state: 0 });
    expect((await call(sales.orderStatus, { orderId: refNo }, token)).dataBundle.status).toBe("Pending Document Upload");

    const change = await call(sales.updateDraft, { ...fibreDraft(mobile, { BB_PACKAGE: "Flash 300" }), REF_NO: refNo }, token);
    expect(change).toMatchObject({ isSuccess: false });
    const billing = await call(sales.updateDraft, { ...fibreDraft(mobile, { BILLING_ADD_STREET1: "Station Road" }), REF_NO: refNo }, token);
    expect(billing.isSuccess).toBe(true);

    const again = (await call(payments.salesPaymentPage, { channel: "FTTH", AmountPay: "10000", orderRefNo: refNo })) as unknown as string;
    expect(again).toContain("already been paid");
    expect(again).not.toContain("Approve payment");
  });

  it("records a declined payment with gw_status '0' and returns status '0'", async () => {
    const { token, refNo } = await newFibreOrder();
    const back = await payOnHostedPage(refNo, "decline");
    expect(back.searchParams.get("status")).toBe("0");
    const logs = (await call(sales.paymentLog, { orderreff: refNo }, token)).dataBundle;
    expect(logs.map((l: { gw_status: string }) => l.gw_status)).toEqual(["0"]);
    expect((await call(sales.orderStatus, { orderId: refNo }, token)).dataBundle.status).toBe("Registered");
  });

  it("logs an approval for less than the order's fee with its amount, as not paid (gw_status '0', status '0')", async () => {
    const { token, refNo } = await newFibreOrder();
    const page = (await call(payments.salesPaymentPage, { channel: "FTTH", AmountPay: "1.00", orderRefNo: refNo })) as unknown as string;
    expect(page).toContain("less than the fee");
    const back = await payOnHostedPage(refNo, "approve", { amount: "1.00" });
    expect(back.searchParams.get("status")).toBe("0");
    const logs = (await call(sales.paymentLog, { orderId: refNo }, token)).dataBundle;
    expect(logs).toEqual([expect.objectContaining({ gw_status: "0", amount: 1 })]);
    expect((await call(sales.orderStatus, { orderId: refNo }, token)).dataBundle.status).toBe("Registered");
    // The fee itself still pays it.
    expect((await payOnHostedPage(refNo, "approve")).searchParams.get("status")).toBe("1");
    expect((await call(sales.orderStatus, { orderId: refNo }, token)).dataBundle.status).toBe("Pending Document Upload");
  });
});

describe("documents and agent code", () => {
  it("checks the files, then marks the draft uploaded once", async () => {
    const { token, refNo } = await newFibreOrder();
    const base = { nic: "198834512345", rtom: "R-ND", orderreff: refNo };
    const tooBig = await call(sales.uploadDocuments, { ...base, nicfront_file: png(2097153), nicback_file: png() }, token);
    expect(tooBig).toMatchObject({ isSuccess: false, errorShow: "Maximum file upload size 2MB" });
    const gif = await call(sales.uploadDocuments, { ...base, nicfront_file: png(10, "image/gif"), nicback_file: png() }, token);
    expect(gif.isSuccess).toBe(false);
    const missing = await call(sales.uploadDocuments, { ...base, nicfront_file: png() }, token);
    expect(missing).toMatchObject({ isSuccess: false, errorShow: "Please upload all the relevant files" });

    const ok = await call(
      sales.uploadDocuments,
      { ...base, nicfront_file: png(2097152), nicback_file: png(), application_file: new Blob(["%PDF-1.4"], { type: "application/pdf" }) },
      token,
    );
    expect(ok.isSuccess).toBe(true);
    expect((await call(sales.draftByRef, { REF_NO: refNo }, token)).dataBundle[0].filE_UPLOAD_STATUS).toBe("Y");
    expect((await call(sales.uploadDocuments, { ...base, nicfront_file: png(), nicback_file: png() }, token)).isSuccess).toBe(false);
  });

  it("stores an agent code of 5 or more characters once", async () => {
    const { token, refNo } = await newFibreOrder();
    const seq = (await call(sales.draftByRef, { REF_NO: refNo }, token)).dataBundle[0].paymenT_REFUND_STATUS as string;
    expect((await call(sales.agentCode, { REF_NO: refNo, SEQ_NO: seq }, token)).dataBundle).toEqual([]);
    expect(await call(sales.updateAgentCode, { REF_NO: refNo, SEQ_NO: seq, AGENT_CODE: "AG12" }, token)).toMatchObject({
      isSuccess: false,
      errorShow: "Agent code must be greater than 4 characters long.",
    });
    expect((await call(sales.updateAgentCode, { REF_NO: refNo, SEQ_NO: "0", AGENT_CODE: "AG123" }, token)).isSuccess).toBe(false);
    expect((await call(sales.updateAgentCode, { REF_NO: refNo, SEQ_NO: seq, AGENT_CODE: "ag123" }, token)).isSuccess).toBe(true);
    expect((await call(sales.agentCode, { REF_NO: refNo, SEQ_NO: seq }, token)).dataBundle[0].agentcode).toBe("AG123");
    expect((await call(sales.updateAgentCode, { REF_NO: refNo, SEQ_NO: seq, AGENT_CODE: "ZZ999" }, token)).isSuccess).toBe(false);
  });
});

describe("feasibility", () => {
  it("answers by location and allows 3 checks per mobile per day", async () => {
    const { mobile, token } = await verifiedMobile();
    const at = (latitude: string, longitude: string) => call(sales.feasibility, { rtom: "R-X", eqtype: "FDP", latitude, longitude, mobileno: mobile }, token);
    expect((await at("6.9061", "79.8531")).dataBundle.dpexist).toBe("Y"); // Colombo
    expect((await at("8.3114", "80.4037")).dataBundle.dpexist).toBe("N"); // Anuradhapura
    expect((await at("7.2906", "80.6337")).dataBundle.dpexist).toBe("Y"); // Kandy
    const fourth = await at("6.9061", "79.8531");
    expect(fourth.isSuccess).toBe(false);
    expect(fourth.errorShow).toMatch(/maximum of 3/);
  });
});

describe("order lookup by order ID", () => {
  it("sends a code to the order's mobile and its tokens read the order", async () => {
    const { refNo, mobile } = await newFibreOrder();
    expect(await call(sales.sendOrderOtp, { userName: refNo.toLowerCase(), userType: "MOBILE", channelID: "WEB" })).toMatchObject({ isSuccess: true });
    const otp = await sim.client.latestOtp(mobile);
    const verified = await call(sales.verifyOrderOtp, { code: refNo, channelID: "WEB", receivedOtp: otp });
    expect(verified).toMatchObject({ isSuccess: true, dataBundle: { user_id: mobile } });
    const read = await call(sales.draftByRef, { REF_NO: refNo }, verified.dataBundle.accessToken);
    expect(read.dataBundle[0].reF_NO).toBe(refNo);
    expect(await call(sales.sendOrderOtp, { userName: "FTTH24000000", userType: "MOBILE", channelID: "WEB" })).toMatchObject({ isSuccess: false });
  });
});

describe("catalogues", () => {
  it("serves fibre groups, the 4G Results list, the specified voice names and the charges", async () => {
    const fibre = (await call(sales.broadbandPackages, { Mode: "SLT Fiber" })).dataBundle;
    expect(fibre.Any.length && fibre.Unlimited.length && fibre.Flash.length).toBeTruthy();
    expect(fibre.Unlimited.every((p: { STANDARD_GB: number }) => p.STANDARD_GB === 0)).toBe(true);
    expect((await call(sales.broadbandPackages, { Mode: "SLT 4G" })).dataBundle.all.length).toBeGreaterThan(0);
    const voice = (await call(sales.voicePackages, { Mode: "SLT Fiber" })).dataBundle.Results.map((v: { VOICE_PACKAGE_NAME: string }) => v.VOICE_PACKAGE_NAME);
    expect(voice).toEqual(expect.arrayContaining(["Voice Pal - Baisc", "Home "]));
    const charges = (await call(sales.initiationCharges, {})).dataBundle.Results;
    expect(Object.fromEntries(charges.map((c: { BB_TYPE: string; INITIAL_FEE: number }) => [c.BB_TYPE, c.INITIAL_FEE]))).toEqual({
      ADSL: 3500,
      "SLT 4G": 3900,
      "SLT Fiber": 10000,
    });
    expect((await call(sales.cities, {})).dataBundle.length).toBeGreaterThanOrEqual(60);
  });
});

describe("provisioning after the documents", () => {
  it("moves through the CRM states as time passes and completes", async () => {
    const { token, refNo, mobile } = await newFibreOrder();
    await payOnHostedPage(refNo, "approve");
    await call(sales.uploadDocuments, { nic: "198834512345", orderreff: refNo, nicfront_file: png(), nicback_file: png() }, token);
    expect((await call(sales.orderStatus, { orderId: refNo }, token)).dataBundle).toMatchObject({ status: "Pending", crm_state: 0 });
    // Ten CRM steps of 6 hours each; the access token expires meanwhile, so sign in again with a code.
    await sim.client.call("clock", { advanceMs: 61 * 3600 * 1000 });
    expect((await send(sales.orderStatus, { orderId: refNo }, token)).kind).toBe("unauthorized");
    const { token: later } = await verifiedMobile(mobile);
    const status = (await call(sales.orderStatus, { orderId: refNo }, later)).dataBundle;
    expect(status).toMatchObject({ status: "Completed", crm_state: 10, sys_status: "1" });
    expect((await call(sales.paymentLog, { orderId: refNo }, later)).dataBundle[0]).toMatchObject({ gw_status: "1", crm_state: 10, sys_status: "1" });
  });
});

describe("the signed-in customer's own drafts (sales.myDrafts)", () => {
  it("lists only the drafts the user saved, newest first, by service type", async () => {
    const a = await sim.client.createPersona("cart-unpaid");
    const b = await sim.client.createPersona("lte-cart-unpaid");
    const [ta, tb] = [await signIn(a), await signIn(b)];
    const refs = async (token: string, input: { SERVICE_TYPE?: "FTTH" | "LTE" } = {}) =>
      (await call(sales.myDrafts, input, token)).dataBundle.map((r: { reF_NO: string; servicE_TYPE: string }) => [r.reF_NO, r.servicE_TYPE]);

    expect(await refs(ta)).toEqual([[a.order!.refNo, "FTTH"]]);
    expect(await refs(ta, { SERVICE_TYPE: "LTE" })).toEqual([]);
    expect(await refs(tb)).toEqual([[b.order!.refNo, "LTE"]]);

    // A's second order, an LTE one, comes first; B still sees only theirs.
    const lte = (await call(sales.createDraftLte, lteDraft(a.order!.mobile), ta)).dataBundle.orderRefLTE as string;
    expect(await refs(ta)).toEqual([
      [lte, "LTE"],
      [a.order!.refNo, "FTTH"],
    ]);
    expect(await refs(ta, { SERVICE_TYPE: "FTTH" })).toEqual([[a.order!.refNo, "FTTH"]]);
    expect(await refs(tb)).toEqual([[b.order!.refNo, "LTE"]]);

    // A draft someone else saved with A's NIC: A may read it by NIC, but it is not one of A's own.
    const { mobile, token } = await verifiedMobile();
    const theirs = (await call(sales.createDraft, fibreDraft(mobile, { NIC: a.nic }), token)).dataBundle.orderRef as string;
    expect((await call(sales.draftsByNic, { NIC: a.nic }, ta)).dataBundle.map((r: { reF_NO: string }) => r.reF_NO)).toContain(theirs);
    expect((await refs(ta)).map(([ref]: string[]) => ref)).not.toContain(theirs);
    expect(await refs(token)).toEqual([[theirs, "FTTH"]]);
  });
});

describe("LTE coverage (sales.lteCoverage)", () => {
  it("answers HIGH, LOW or NONE by location and refuses a pin outside Sri Lanka", async () => {
    const persona = await sim.client.createPersona("lte-no-coverage");
    const token = await signIn(persona);
    const at = async (latitude: string, longitude: string) => (await call(sales.lteCoverage, { latitude, longitude }, token)).dataBundle?.coverage;
    expect(await at("6.9271", "79.8612")).toBe("HIGH"); // Colombo
    expect(await at("7.9570", "80.7600")).toBe("LOW"); // Sigiriya
    expect(await at("8.4500", "80.0000")).toBe("NONE"); // Wilpattu
    expect(await at(String(persona.home!.lat), String(persona.home!.lng))).toBe("NONE");
    expect(await call(sales.lteCoverage, { latitude: "51.5072", longitude: "-0.1276" }, token)).toMatchObject({ isSuccess: false });
    // No limit on coverage checks (unlike fibre feasibility).
    for (let i = 0; i < 4; i++) expect(await at("6.9271", "79.8612")).toBe("HIGH");
  });

  it("parses the operator's answer tolerantly", () => {
    expect(sales.lteCoverage.response.parse({ isSuccess: true, dataBundle: { coverage: " low " } })).toMatchObject({ dataBundle: { coverage: "LOW" } });
    expect(sales.lteCoverage.response.safeParse({ isSuccess: true, dataBundle: { coverage: "SOMETIMES" } }).success).toBe(false);
    expect(sales.lteCoverage.request.safeParse({ latitude: "6.9", longitude: "east" }).success).toBe(false);
  });
});

describe("order status codes (sales.updateOrderStatus)", () => {
  it("stores the code on the order; the status keeps following the CRM; other users and unknown orders are refused", async () => {
    const persona = await sim.client.createPersona("fibre-order-paid");
    const token = await signIn(persona);
    const refNo = persona.order!.refNo;
    expect((await call(sales.draftByRef, { REF_NO: refNo }, token)).dataBundle[0].ordeR_STATUS).toBeNull();
    expect(await call(sales.updateOrderStatus, { REF_NO: refNo, STATUS: "l" }, token)).toMatchObject({ isSuccess: true });
    expect((await call(sales.draftByRef, { REF_NO: refNo }, token)).dataBundle[0].ordeR_STATUS).toBe("L");
    expect((await call(sales.orderStatus, { orderId: refNo }, token)).dataBundle).toMatchObject({ status: "Pending Document Upload", crm_state: 0 });

    const other = await signIn(await sim.client.createPersona("cart-unpaid"));
    const refused = await call(sales.updateOrderStatus, { REF_NO: refNo, STATUS: "X" }, other);
    expect(refused).toMatchObject({ isSuccess: false, errorShow: expect.stringMatching(/No order found/) });
    expect(await call(sales.updateOrderStatus, { REF_NO: "FTTH24999999", STATUS: "L" }, token)).toMatchObject({ isSuccess: false });
    expect((await call(sales.draftByRef, { REF_NO: refNo }, token)).dataBundle[0].ordeR_STATUS).toBe("L");
  });
});

describe("LTE orders behave as fibre ones", () => {
  it("updates the draft, keeps one cart line per service type, empties, pays with channel LTE and locks", async () => {
    const { mobile, token } = await verifiedMobile();
    const refNo = (await call(sales.createDraftLte, lteDraft(mobile), token)).dataBundle.orderRefLTE as string;
    expect(await call(sales.updateDraftLte, { ...lteDraft(mobile, { BB_PACKAGE: "4G Anytime 150" }), REF_NO: refNo }, token)).toMatchObject({
      isSuccess: true,
    });
    expect((await call(sales.draftByRef, { REF_NO: refNo }, token)).dataBundle[0]).toMatchObject({
      servicE_TYPE: "LTE",
      bB_PACKAGE: "4G Anytime 150",
      servicE_ADD_PROVINCE: null,
      looP_AVAILABLITY: "N",
    });

    const line = { REF_NO: refNo, PACKAGE_COUNT: "1", STATUS: "1" };
    const cart = async () => {
      await call(sales.saveInvoice, { ...line, SERVICE_TYPE: "BEARER", PACKAGE_NAME: "SLT 4G", RENTAL: "0", INI_CHARGE: "3900" }, token);
      await call(sales.saveInvoice, { ...line, SERVICE_TYPE: "VOICE", PACKAGE_NAME: "Home ", RENTAL: "390.00", INI_CHARGE: "0" }, token);
      await call(sales.saveInvoice, { ...line, SERVICE_TYPE: "BROADBAND", PACKAGE_NAME: "4G Anytime 150", RENTAL: "4690.00", INI_CHARGE: "0" }, token);
    };
    await cart();
    await call(sales.saveInvoice, { ...line, SERVICE_TYPE: "BROADBAND", PACKAGE_NAME: "4G Anytime 80", RENTAL: "2990.00", INI_CHARGE: "0" }, token);
    const tv = await call(sales.saveInvoice, { ...line, SERVICE_TYPE: "PEOTV", PACKAGE_NAME: "PEO Silver", RENTAL: "950.00", INI_CHARGE: "0" }, token);
    expect(tv.isSuccess).toBe(false);
    expect((await call(sales.invoicesLte, { REF_NO: refNo }, token)).dataBundle).toEqual([
      expect.objectContaining({ servicE_TYPE: "BEARER", packagE_NAME: "SLT 4G", inI_CHARGE: 3900 }),
      expect.objectContaining({ servicE_TYPE: "VOICE", packagE_NAME: "Home ", rental: 390 }),
      expect.objectContaining({ servicE_TYPE: "BROADBAND", packagE_NAME: "4G Anytime 80", rental: 2990 }),
    ]);
    expect(await call(sales.removeInvoices, { REF_NO: refNo }, token)).toMatchObject({ isSuccess: true });
    expect((await call(sales.invoicesLte, { REF_NO: refNo }, token)).dataBundle).toEqual([]);
    await cart();
    expect((await call(sales.paymentLogLte, { orderreff: refNo }, token)).dataBundle).toEqual([]);

    const back = await payOnHostedPage(refNo, "approve", { channel: "LTE", amount: "3900", returnUrl: "http://localhost:3000/LTE/result?from=cart" });
    expect(back.pathname).toBe("/LTE/result");
    expect(Object.fromEntries(back.searchParams)).toEqual({ from: "cart", orderId: refNo, status: "1" });
    const [log] = (await call(sales.paymentLogLte, { orderreff: refNo }, token)).dataBundle;
    expect(log).toMatchObject({ gw_status: "1", crm_state: 0, channel: "LTE", amount: 3900 });
    expect((await call(sales.paymentLog, { orderreff: refNo }, token)).dataBundle[0]).toMatchObject({ gw_status: "1" });
    expect((await call(sales.orderStatus, { orderId: refNo }, token)).dataBundle.status).toBe("Pending Document Upload");

    expect(await call(sales.removeInvoices, { REF_NO: refNo }, token)).toMatchObject({ isSuccess: false });
    expect((await call(sales.invoicesLte, { REF_NO: refNo }, token)).dataBundle).toHaveLength(3);
    const change = await call(sales.updateDraftLte, { ...lteDraft(mobile, { BB_PACKAGE: "4G Unlimited Home" }), REF_NO: refNo }, token);
    expect(change.isSuccess).toBe(false);
  });

  it("takes a fibre payment with channel FTTX and a declined LTE one back to the return address", async () => {
    const fibre = await newFibreOrder();
    const paid = await payOnHostedPage(fibre.refNo, "approve", { channel: "FTTX", returnUrl: `http://localhost:3000/fttx/${fibre.refNo}/1` });
    expect(paid.pathname).toBe(`/fttx/${fibre.refNo}/1`);
    expect(Object.fromEntries(paid.searchParams)).toEqual({ orderId: fibre.refNo, status: "1" });
    expect((await call(sales.paymentLog, { orderId: fibre.refNo }, fibre.token)).dataBundle[0]).toMatchObject({ gw_status: "1", channel: "FTTX" });

    const { mobile, token } = await verifiedMobile();
    const refNo = (await call(sales.createDraftLte, lteDraft(mobile), token)).dataBundle.orderRefLTE as string;
    const declined = await payOnHostedPage(refNo, "decline", { channel: "LTE", amount: "3900", returnUrl: "http://localhost:3000/LTE/result" });
    expect(Object.fromEntries(declined.searchParams)).toEqual({ orderId: refNo, status: "0" });
    expect((await call(sales.paymentLogLte, { orderreff: refNo }, token)).dataBundle).toEqual([expect.objectContaining({ gw_status: "0", sys_status: "-1" })]);
  });
});
