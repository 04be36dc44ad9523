/** Bills and eBill in the simulator: balances, history, bill method, downloads, eBill with OTP, hosted pay pages. */
import { describe, expect, it } from "vitest";
import * as bills from "#contracts/bills";
import * as profile from "#contracts/profile";
import { paymentsFor } from "../../simulator/areas/bills";
import { send, signIn, transport, useSimulator, type Persona } from "../support/sim";

const sim = useSimulator();

async function signedIn(key: string) {
  const persona = await sim.client.createPersona(key);
  const token = await signIn(persona);
  const line = persona.lines[0]!;
  return { persona, token, line, tp: { tpNo: line.telephoneNo, accountNo: line.accountNo } };
}

function answer<T>(result: { kind: string; answer?: T }): T {
  expect(result.kind, JSON.stringify(result)).toBe("answer");
  return result.answer as T;
}

async function inquiry(line: Persona["lines"][number], token: string) {
  const a = answer(await send(bills.billingInquiry, { telephoneNo: line.telephoneNo, accountNo: line.accountNo }, token));
  if (!a.isSuccess) throw new Error(a.errorShow ?? "inquiry failed");
  return a.dataBundle.listofbillingInquiryType[0]!;
}

/** Open the hosted page, then press one of its buttons, as a browser would. */
async function payOnPage(html: string, decision: "approve" | "decline") {
  const paymentId = html.match(/name="paymentId" value="([^"]+)"/)?.[1];
  const action = html.match(/<form method="post" action="([^"]+)"/)?.[1];
  expect(paymentId).toBeTruthy();
  const origin = new URL(transport.bases.billpay).origin;
  const response = await fetch(new URL(action!, origin), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ paymentId: paymentId!, decision }).toString(),
    redirect: "manual",
  });
  return { paymentId: paymentId!, response };
}

describe("total payable and bill history", () => {
  it("shows the persona's outstanding balance, and a history whose newest balance matches it", async () => {
    const { token, line } = await signedIn("outstanding");
    expect((await inquiry(line, token)).outstandingBalance).toBe(18999.5);
    const history = answer(await send(bills.billHistory, { telephoneNo: line.telephoneNo, accountNo: line.accountNo }, token));
    if (!history.isSuccess) throw new Error("history failed");
    const rows = history.dataBundle.listofBillHistoryDetail;
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.length).toBeLessThanOrEqual(12);
    expect(rows[0]!.outstanding).toBe(18999.5);
    expect(rows[0]!.billMonth).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const dates = rows.map((r) => Date.parse(r.billMonth));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it("refuses a line the user has not linked", async () => {
    const { token } = await signedIn("postpaid-fibre");
    const other = await sim.client.createPersona("outstanding");
    const a = answer(await send(bills.billingInquiry, { telephoneNo: other.lines[0]!.telephoneNo, accountNo: other.lines[0]!.accountNo }, token));
    expect(a).toMatchObject({ isSuccess: false, errorShow: "The selected account is not linked to your profile." });
  });
});

describe("bill download", () => {
  it("answers a one-page PDF for a month whose eBill exists", async () => {
    const { token, line, tp } = await signedIn("postpaid-fibre");
    const history = answer(await send(bills.billHistory, { telephoneNo: line.telephoneNo, accountNo: line.accountNo }, token));
    if (!history.isSuccess) throw new Error("history failed");
    const month = history.dataBundle.listofBillHistoryDetail[2]!;
    expect(month.eBillAvailability).toBe(true);
    const a = answer(await send(bills.billDownload, { ...tp, eContact: "", ebillMonth: String(month.billMonth) }, token));
    if (!a.isSuccess) throw new Error(a.errorShow ?? "download failed");
    const pdf = Buffer.from(a.dataBundle, "base64").toString("latin1");
    expect(pdf.startsWith("%PDF-1.4")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
    const xrefAt = Number(pdf.match(/startxref\n(\d+)/)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe("xref");
    expect(pdf).toContain(line.accountNo);
  });

  it("refuses printed bills (bill code 01) and unknown months", async () => {
    const { token, line, tp } = await signedIn("bill-popup");
    const history = answer(await send(bills.billHistory, { telephoneNo: line.telephoneNo, accountNo: line.accountNo }, token));
    if (!history.isSuccess) throw new Error("history failed");
    const month = String(history.dataBundle.listofBillHistoryDetail[0]!.billMonth);
    expect(answer(await send(bills.billDownload, { ...tp, ebillMonth: month }, token))).toMatchObject({ isSuccess: false });
    expect(answer(await send(bills.billDownload, { ...tp, ebillMonth: "01/31/1999" }, token))).toMatchObject({
      isSuccess: false,
      errorShow: "No bill found for the selected month.",
    });
  });
});

describe("bill method (smart bill)", () => {
  it("needs an email for the email bill, then reports the new method", async () => {
    const { token, tp } = await signedIn("bill-popup");
    const before = answer(await send(bills.billStatus, tp, token));
    expect(before).toMatchObject({ isSuccess: true, dataBundle: { bill_code: "01", email: null } });
    expect(before.isSuccess && before.dataBundle.possiblebillmodelist.map((m) => m.bill_code)).toEqual(["01", "02", "20", "23"]);

    const empty = answer(await send(bills.smartBillRegistration, { ...tp, econtact: "", billCode: "02" }, token));
    expect(empty).toMatchObject({ isSuccess: true, dataBundle: { isSuccess: false, errorShow: "E-Mail cannot be empty" } });
    const bad = answer(await send(bills.smartBillRegistration, { ...tp, econtact: "not-an-email", billCode: "02" }, token));
    expect(bad).toMatchObject({ dataBundle: { isSuccess: false, errorShow: "Enter valid email" } });

    const done = answer(await send(bills.smartBillRegistration, { ...tp, econtact: "Amara@Example.com", billCode: "02" }, token));
    expect(done).toMatchObject({ isSuccess: true, dataBundle: { isSuccess: true } });
    expect(answer(await send(bills.billStatus, tp, token))).toMatchObject({ dataBundle: { bill_code: "02", email: "amara@example.com" } });
  });
});

describe("a line whose bill method is fixed", () => {
  it("offers no other method and refuses a change", async () => {
    const { token, tp } = await signedIn("bill-method-locked");
    expect(answer(await send(bills.billStatus, tp, token))).toMatchObject({ isSuccess: true, dataBundle: { bill_code: "02", possiblebillmodelist: [] } });
    expect(answer(await send(bills.smartBillRegistration, { ...tp, econtact: "", billCode: "01" }, token))).toMatchObject({
      dataBundle: { isSuccess: false, errorShow: "You do not have permission to change the bill method" },
    });
  });
});

describe("eBill registration", () => {
  it("asks a first registration to verify the email by OTP, and the OTP works once", async () => {
    const { token, tp } = await signedIn("bill-popup");
    const eTp = { accountNo: tp.accountNo, tpNo: tp.tpNo };
    expect(answer(await send(bills.eBillCheckUserExist, eTp, token))).toMatchObject({ dataBundle: { userexist: "N" } });
    expect(answer(await send(bills.eBillStatus, eTp, token))).toMatchObject({ isSuccess: true, dataBundle: [] });

    const register = { accountNumber: tp.accountNo, eventSource: tp.tpNo, newEmailAddress: "kasun.ebill@example.com", isAlreadyRegistered: "N" as const };
    expect(answer(await send(bills.eBillRegistration, register, token))).toMatchObject({ isSuccess: false });

    const sent = answer(await send(profile.sendOtp, { requestType: "eBill", otpSource: "EMAIL", otpContact: "kasun.ebill@example.com" }, token));
    expect(sent).toMatchObject({ isSuccess: true });
    const otp = await sim.client.latestOtp("kasun.ebill@example.com");
    const wrong = otp === "111111" ? "222222" : "111111";
    expect(answer(await send(bills.otpEBillAuth, { econtact: "kasun.ebill@example.com", otpCode: wrong }, token))).toMatchObject({ isSuccess: false });
    expect(answer(await send(bills.otpEBillAuth, { econtact: "kasun.ebill@example.com", otpCode: otp }, token))).toMatchObject({ isSuccess: true });
    expect(answer(await send(bills.otpEBillAuth, { econtact: "kasun.ebill@example.com", otpCode: otp }, token))).toMatchObject({ isSuccess: false });

    const done = answer(await send(bills.eBillRegistration, { ...register, newContactNumber: "0771234567", isEnableSms: "Y" }, token));
    expect(done).toMatchObject({ isSuccess: true, dataBundle: "Successfully registered for eBill service" });
    expect(answer(await send(bills.eBillStatus, eTp, token))).toMatchObject({
      dataBundle: [{ emailaddress: "kasun.ebill@example.com", mobileno: "0771234567" }],
    });
    expect(answer(await send(bills.eBillCheckUserExist, eTp, token))).toMatchObject({ dataBundle: { userexist: "Y" } });
    expect(answer(await send(bills.smsServiceStatus, eTp, token))).toMatchObject({ dataBundle: { isSuccess: true } });
    expect(answer(await send(bills.billStatus, tp, token))).toMatchObject({ dataBundle: { bill_code: "02" } });
    const mail = await sim.client.outbox("kasun.ebill@example.com");
    expect(mail.some((m) => m.subject === "Welcome to eBill")).toBe(true);
  });

  it("emails a bill again to the eBill address", async () => {
    const { persona, token, tp } = await signedIn("postpaid-fibre");
    const month = (await inquiry(persona.lines[0]!, token)).lastBillDate!;
    const [y, m, d] = month.split("/");
    const a = answer(await send(bills.eBillResend, { ...tp, eContact: persona.userName, ebillMonth: `${m}/${d}/${y}` }, token));
    expect(a).toMatchObject({ isSuccess: true });
    expect((await sim.client.outbox(persona.userName)).some((msg) => msg.subject.startsWith("Your bill for"))).toBe(true);
  });
});

describe("hosted bill payment page", () => {
  it("shows the amount, and an approved payment lowers the balance and returns to the portal", async () => {
    const { token, line } = await signedIn("outstanding");
    const page = answer(await send(bills.payBill, { EventSource: line.telephoneNo, vpc_Amount: "5000.00", returnUrl: "http://portal.test/bill/0?tab=1" }));
    expect(page).toContain("Rs. 5,000.00");
    expect(page).toContain("Approve payment");
    expect(page).toContain("Decline payment");

    const { paymentId, response } = await payOnPage(page, "approve");
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get("location")!);
    expect(back.origin + back.pathname).toBe("http://portal.test/bill/0");
    expect(Object.fromEntries(back.searchParams)).toEqual({ tab: "1", status: "approved", paymentId });

    const after = await inquiry(line, token);
    expect(after.outstandingBalance).toBe(13999.5);
    expect(after.lastPaymentAmount).toBe(5000);
    expect(after.lastPaymentDate).not.toBeNull();

    const again = await payOnPage(page, "approve");
    expect(again.response.status).toBe(409);
  });

  it("leaves the balance alone when the payment is declined", async () => {
    const { token, line } = await signedIn("outstanding");
    const page = answer(await send(bills.payBill, { EventSource: line.telephoneNo, vpc_Amount: "Rs.2000.00", returnUrl: "http://portal.test/bill/0" }));
    const { response } = await payOnPage(page, "decline");
    expect(new URL(response.headers.get("location")!).searchParams.get("status")).toBe("declined");
    expect((await inquiry(line, token)).outstandingBalance).toBe(18999.5);
  });

  it("refuses less than Rs. 100", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const result = await send(bills.payBill, { EventSource: persona.lines[0]!.telephoneNo, vpc_Amount: "99.00" });
    expect(result).toMatchObject({ kind: "http-error", status: 400 });
  });
});

describe("hosted broadband Pay Now page", () => {
  it("prices the yearly usage report and records the approved payment for the broadband area", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const subscriberID = `94${persona.lines[0]!.telephoneNo.slice(1)}`;
    const page = answer(
      await send(bills.payNow, {
        ContactNumber: "0771234567",
        CustEmail: "payer@example.com",
        subscriberID,
        prepaidID: "PAR",
        receiver: subscriberID,
        channel: "SLTPRE",
        reporterPackage: "2",
        activatedBy: subscriberID,
        callbackURLSLT: "http://portal.test/boardBand/summary",
      }),
    );
    expect(page).toContain("Rs. 1,180.00");
    const { paymentId, response } = await payOnPage(page, "approve");
    expect(response.headers.get("location")).toBe(`http://portal.test/boardBand/summary?status=approved&paymentId=${paymentId}`);
    expect(paymentsFor(subscriberID)).toEqual([expect.objectContaining({ id: paymentId, purpose: "PAR", amount: 1180, status: "approved", applied: false })]);
    expect((await sim.client.outbox("payer@example.com")).some((m) => m.subject === "Payment receipt")).toBe(true);
  });

  it("refuses a data gift to a receiver that is not a broadband subscriber", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const subscriberID = `94${persona.lines[0]!.telephoneNo.slice(1)}`;
    const result = await send(bills.payNow, { subscriberID, prepaidID: "DGF", receiver: "94000000000", packageId: "5", channel: "SLTPRE", vpc_Amount: "500" });
    expect(result).toMatchObject({ kind: "http-error", status: 400 });
  });

  it("charges its own price, never an amount the browser posts, and sells nothing it cannot price", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const subscriberID = `94${persona.lines[0]!.telephoneNo.slice(1)}`;
    const item = { subscriberID, receiver: subscriberID, channel: "SLTPRE" as const, vpc_Amount: "1.00" };
    const page = answer(await send(bills.payNow, { ...item, prepaidID: "EGB", packageId: "EGB_10" }));
    expect(page).not.toContain("Rs. 1.00");
    // A plan the page has no price for, with the browser's own amount: no payment starts.
    const unpriced = await send(bills.payNow, { ...item, prepaidID: "PAR", reporterPackage: "9", activatedBy: subscriberID });
    expect(unpriced).toMatchObject({ kind: "http-error", status: 400 });
    expect(paymentsFor(subscriberID).filter((p) => p.purpose === "PAR")).toEqual([]);
  });
});
