import { createSession } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import * as sales from "#contracts/sales";
import type { Contract } from "#contracts/core";
import type { Operator } from "~/operator/route.server";
import type { SessionData } from "~/operator/session.server";
import { FIBRE_CONNECTION, fibrePackagesProblem as packagesProblem } from "~/sales/catalogue";
import { chosenPackages, monthlyRental, voiceOffered, type PackageCatalogue } from "~/sales/catalogue";
import { packagesAction } from "~/routes/applyonline.fiber/packages.server";
import { PAY_NOW_AMOUNT, statusPagePath, verifyFibrePayment } from "~/routes/applyonline.fiber/payment.server";
import { emptyFibreOrder, type FibreOrder } from "~/routes/applyonline.fiber/state";
import { furthestStep, stepOf } from "~/routes/applyonline.fiber/steps";
import { NO_COVERAGE_SURCHARGE, loadSummary, summaryAction, summaryFee } from "~/routes/applyonline.fiber/summary.server";
import { formatFee } from "~/sales/PackageLines";
import { draftFieldsOf } from "~/routes/applyonline.fiber/draft";
import { startPayment } from "~/payments/started.server";

/** A complete order as the details step leaves it: packages, details, location, draft and feasibility. */
function completeOrder(overrides: Partial<FibreOrder> = {}): FibreOrder {
  const empty = emptyFibreOrder();
  return {
    ...empty,
    packages: { voice: "Home ", internet: "Any Joy", peoTv: null },
    details: {
      ...empty.details,
      title: "Mrs",
      gender: "Female",
      firstName: " Dilani ",
      lastName: "Jayasuriya",
      mobile: "0761234567",
      mobileVerified: true,
      email: "dilani@example.lk",
      emailVerified: true,
      idType: "nic",
      nic: "927456789v",
      passport: "",
      idVerified: true,
      sltNic: "927456789V",
      dateOfBirth: "1992-09-01",
      address1: "12 Temple Road",
      address2: "Maharagama",
    },
    location: { city: "Maharagama", district: "Colombo", rtom: "R-MH", postalCode: "10280", lat: 6.848, lng: 79.9265 },
    orderRef: "FTTH24000123",
    dpexist: "Y",
    ...overrides,
  };
}

type Call = { contract: string; input: unknown; as: "visitor" | "order" };

/** An operator whose answers the test gives by contract name; it records every call. */
function fakeOperator(answers: Record<string, unknown>, session = createSession<SessionData>()) {
  const calls: Call[] = [];
  const make = (as: Call["as"]): Operator => {
    const op: Operator = {
      session,
      clientIp: "192.0.2.10",
      returnTo: "/applyonline/fiber",
      async call(contract: Contract, input: unknown) {
        calls.push({ contract: contract.name, input, as });
        const answer = answers[contract.name];
        if (answer === undefined) throw new Error(`unexpected call ${contract.name}`);
        return { kind: "answer", answer, status: 200, at: null } as never;
      },
      async data(contract: Contract, input: unknown) {
        calls.push({ contract: contract.name, input, as });
        const answer = answers[contract.name] as { isSuccess: boolean; dataBundle?: unknown; errorShow?: string } | undefined;
        if (!answer) throw new Error(`unexpected call ${contract.name}`);
        const parsed = contract.response.parse(answer) as { isSuccess: boolean; dataBundle?: unknown; errorShow?: string };
        return parsed.isSuccess ? { ok: true, data: parsed.dataBundle } : ({ ok: false, message: parsed.errorShow || "failed" } as never);
      },
      now: () => Date.now(),
      get order() {
        return orderOp;
      },
    } as Operator;
    return op;
  };
  const orderOp = make("order");
  return { op: make("visitor"), calls, session };
}

const ok = (dataBundle: unknown) => ({ isSuccess: true, dataBundle, errorShow: null });

const catalogueAnswers = {
  [sales.voicePackages.name]: ok({
    Results: [
      { VOICE_PACKAGE_NAME: "Voice Pal - Baisc", FREE_MINUTES: "0", PHONE_UNIT: "1.50", MONTHLY_RENTAL: "590.00", NO_OF_CHANNELS: "1" },
      { VOICE_PACKAGE_NAME: "Home ", FREE_MINUTES: "100", PHONE_UNIT: "1.50", MONTHLY_RENTAL: "390.00", NO_OF_CHANNELS: "1" },
      { VOICE_PACKAGE_NAME: "Unlimited", FREE_MINUTES: "Unlimited", PHONE_UNIT: "0.00", MONTHLY_RENTAL: "1490.00", NO_OF_CHANNELS: "1" },
    ],
  }),
  [sales.broadbandPackages.name]: ok([
    {
      Any: [{ BB_PACKAGE_NAME: "Any Joy", STANDARD_GB: "100", FREE_GB: "20", MONTHLY_RENTAL: "3690.00" }],
      Unlimited: [{ BB_PACKAGE_NAME: "Unlimited Lite", STANDARD_GB: "0", FREE_GB: "0", MONTHLY_RENTAL: "6490.00" }],
      Flash: [{ BB_PACKAGE_NAME: "Flash 100", STANDARD_GB: "500", FREE_GB: "100", MONTHLY_RENTAL: "9990.00" }],
    },
  ]),
  [sales.peoTvPackages.name]: ok({ Results: [{ PEO_PACKAGE_NAME: "PEO Silver", NO_OF_CHANNELS: "59", MONTHLY_RENTAL: "950.00" }] }),
  [sales.initiationCharges.name]: ok({ Results: [{ BB_TYPE: "SLT Fiber", INITIAL_FEE: "11000" }] }),
};

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
}

describe("the draft fields of a fibre order", () => {
  it("sends the details, the one service address (also the billing address), the pin and the package names", () => {
    const fields = draftFieldsOf(completeOrder());
    expect(fields).toMatchObject({
      NIC: "927456789V",
      PP: "",
      TITLE: "Mrs",
      FIRSTNAME: "Dilani",
      LASTNAME: "Jayasuriya",
      BIRTH_DATE: "1992-09-01",
      NATIONALITY: "Sri Lankan",
      gender: "Female",
      SLTNIC: "927456789V",
      SERVICE_ADD_NO: "60",
      SERVICE_ADD_STREET1: "12 Temple Road",
      SERVICE_ADD_STREET2: "Maharagama",
      SERVICE_ADD_CITY: "Maharagama",
      SERVICE_ADD_DISTRICT: "Colombo",
      SERVICE_ADD_POSTAL_CODE: "10280",
      BILLING_ADD_NO: "60",
      BILLING_ADD_STREET1: "12 Temple Road",
      BILLING_ADD_CITY: "Maharagama",
      BILLING_ADD_POSTAL_CODE: "10280",
      RTOM: "R-MH",
      EQTYPE: "FDP",
      LATITUDE: "6.848",
      LONGITUDE: "79.9265",
      SERVICE_TYPE: "FTTH",
      VOICE_PACKAGE: "Home ",
      BB_PACKAGE: "Any Joy",
      PEO_PACKAGE: "",
      billinG_MODE: "eBill",
      iddstatus: "Y",
      email: "dilani@example.lk",
      mobileno: "0761234567",
      LOOP_AVAILABLITY: "Y",
    });
    // What the wizard sends is what the operator's contract accepts.
    expect(sales.createDraft.request.safeParse(fields).success).toBe(true);
  });

  it("sends a passport holder's passport and no NIC, and empty location fields before a pin", () => {
    const order = completeOrder({ location: null });
    order.details = { ...order.details, idType: "pp", passport: "n4820173", nic: "" };
    const fields = draftFieldsOf(order);
    expect(fields.NIC).toBe("");
    expect(fields.PP).toBe("N4820173");
    expect(fields.LATITUDE).toBe("");
    expect(fields.SERVICE_ADD_CITY).toBe("");
  });
});

describe("the packages step", () => {
  it("offers 'Home ' to a line with voice and broadband, 'Voice Pal - Baisc' to a voice-only line", () => {
    const list = [{ name: "Voice Pal - Baisc" }, { name: "Home " }, { name: "Unlimited" }, { name: "Home" }];
    expect(FIBRE_CONNECTION).toBe("cBoth");
    expect(voiceOffered(list, "cBoth")).toEqual([{ name: "Home " }]);
    expect(voiceOffered(list, "cVoice")).toEqual([{ name: "Voice Pal - Baisc" }]);
    expect(voiceOffered(list, "cBroadBand")).toHaveLength(4);
  });

  it("needs a voice package first, then an internet or a PEOTV package", () => {
    expect(packagesProblem({ voice: null, internet: "Any Joy", peoTv: null })).toBe("voiceRequired");
    expect(packagesProblem({ voice: "Home ", internet: null, peoTv: null })).toBe("internetOrTvRequired");
    expect(packagesProblem({ voice: "Home ", internet: null, peoTv: "PEO Silver" })).toBeNull();
  });

  it("chooses only packages the picker offers, removes them, and tells what Next misses", async () => {
    const { op } = fakeOperator(catalogueAnswers);
    const empty = emptyFibreOrder();
    const picked = await packagesAction(op, form({ intent: "pick", kind: "voice", name: "Home " }), empty);
    expect(picked).toEqual({ kind: "stay", order: { ...empty, packages: { voice: "Home ", internet: null, peoTv: null } }, error: null });
    // 'Voice Pal - Baisc' is in the catalogue but not offered on a fibre line with broadband.
    const refused = await packagesAction(op, form({ intent: "pick", kind: "voice", name: "Voice Pal - Baisc" }), empty);
    expect(refused).toMatchObject({ kind: "stay", order: empty, error: "That package is not offered. Please choose one from the list." });
    const flash = await packagesAction(op, form({ intent: "pick", kind: "internet", name: "Flash 100" }), picked.order);
    expect(flash.order.packages.internet).toBe("Flash 100");

    expect(await packagesAction(op, form({ intent: "packages-next" }), empty)).toMatchObject({ error: "Please select a Voice package." });
    expect(await packagesAction(op, form({ intent: "packages-next" }), picked.order)).toMatchObject({
      error: "Please select at least an Internet or a PEOTV package.",
    });
    expect(await packagesAction(op, form({ intent: "packages-next" }), flash.order)).toEqual({ kind: "next", order: flash.order });
    const removed = await packagesAction(op, form({ intent: "remove", kind: "internet" }), flash.order);
    expect(removed.order.packages).toEqual({ voice: "Home ", internet: null, peoTv: null });
  });

  it("sums the chosen packages' rentals", () => {
    const catalogue: PackageCatalogue = {
      voice: [{ name: "Home ", freeMinutes: "100", phoneUnit: "1.50", rental: 390, callCharges: true }],
      internet: { any: [{ name: "Any Joy", gb: 100, freeGb: null, rental: 3690 }], unlimited: [] },
      peoTv: [{ name: "PEO Silver", channels: 59, rental: 950 }],
    };
    const chosen = chosenPackages(completeOrder({ packages: { voice: "Home ", internet: "Any Joy", peoTv: "PEO Silver" } }).packages, catalogue);
    expect(monthlyRental(chosen)).toBe(5030);
  });
});

describe("which step may open", () => {
  it("opens details after complete packages and the summary after a saved draft with feasibility", () => {
    expect(stepOf("summary")).toBe("summary");
    expect(stepOf("nonsense")).toBe("packages");
    expect(furthestStep(emptyFibreOrder())).toBe("packages");
    expect(furthestStep(completeOrder({ orderRef: null, dpexist: null }))).toBe("details");
    expect(furthestStep(completeOrder({ dpexist: null }))).toBe("details");
    expect(furthestStep(completeOrder({ dpexist: "N" }))).toBe("summary");
  });
});

describe("the summary's fee", () => {
  it("is Rs. 10,000.00 with Pay Now where there is coverage, else the charge plus 2500 to register only", () => {
    expect(summaryFee("Y", 11000)).toEqual({ payNow: true, amount: PAY_NOW_AMOUNT });
    expect(summaryFee("N", 10000)).toEqual({ payNow: false, amount: 10000 + NO_COVERAGE_SURCHARGE });
    expect(formatFee(PAY_NOW_AMOUNT)).toBe("Rs. 10,000.00");
    expect(formatFee(12500)).toBe("Rs. 12,500.00");
  });

  it("reads the SLT Fiber charge for the fee without coverage", async () => {
    const { op } = fakeOperator(catalogueAnswers);
    const view = await loadSummary(op, completeOrder({ dpexist: "N", packages: { voice: "Home ", internet: "Unlimited Lite", peoTv: null } }));
    expect(view.fee).toEqual({ payNow: false, amount: 13500 });
    expect(view.chosen.internet).toEqual({ name: "Unlimited Lite", gb: 0, freeGb: null, rental: 6490 });
    expect(view.chosen.voice?.name).toBe("Home ");
  });
});

describe("the summary's post", () => {
  const updated = { [sales.updateDraft.name]: { isSuccess: true, dataBundle: null, errorShow: null } };

  it("checks the terms on the server before saving anything", async () => {
    const { op, calls } = fakeOperator(updated);
    const result = await summaryAction(op, form({ intent: "summary-submit", choice: "payNow" }), completeOrder());
    expect(result.kind).toBe("failed");
    expect(result.kind === "failed" && result.submission.reply().error).toEqual({ agree: ["Please accept the Terms and Conditions to continue."] });
    expect(calls).toEqual([]);
  });

  it("Pay Now saves the draft FULL with the order's identity and answers the hosted page's form", async () => {
    const { op, calls, session } = fakeOperator({ ...updated, [sales.paymentLog.name]: ok([{ gw_status: "0" }]) });
    const order = completeOrder();
    const result = await summaryAction(op, form({ intent: "summary-submit", choice: "payNow", agree: "on" }), order);
    expect(calls).toEqual([
      { contract: "sales.updateDraft", as: "order", input: { ...draftFieldsOf(order), REF_NO: "FTTH24000123", USER_COMMENT: "FULL" } },
      // What the log holds before the payment: only a newer paid attempt can prove it.
      { contract: "sales.paymentLog", as: "order", input: { orderId: "FTTH24000123" } },
    ]);
    expect(result.kind).toBe("pay");
    if (result.kind !== "pay") return;
    expect(result.form.action).toMatch(/\/OnlinePayment\/Checkout$/);
    expect(result.form.fields).toEqual({
      ContactNumber: "0761234567",
      CustEmail: "dilani@example.lk",
      channel: "FTTH",
      AmountPay: "10000",
      orderRefNo: "FTTH24000123",
      NIC: "927456789V",
      PassportNo: "",
      returnUrl: expect.stringMatching(/^http:\/\/portal\.test\/applyonline\/fiber\/result\?pay=[\w-]{16,}$/),
    });
    const [started] = session.get("payments") ?? [];
    expect(started).toMatchObject({ kind: "order", ref: "FTTH24000123", amount: 10000, detail: { channel: "FTTH", paidBefore: "0" } });
    expect(result.form.fields.returnUrl).toContain(`pay=${started?.nonce}`);
  });

  it("Register Now & Pay Later saves the draft ADVANCED and goes to the status page", async () => {
    const { op, calls, session } = fakeOperator(updated);
    const result = await summaryAction(op, form({ intent: "summary-submit", choice: "later", agree: "on" }), completeOrder({ dpexist: "N" }));
    expect(result).toEqual({ kind: "registered", to: "/applyonline/fibre/statustracking/FTTH24000123", orderRef: "FTTH24000123" });
    expect(calls[0]).toMatchObject({ contract: "sales.updateDraft", input: { USER_COMMENT: "ADVANCED", REF_NO: "FTTH24000123" } });
    expect(session.get("payments")).toBeUndefined();
    expect(statusPagePath("FTTH24000123")).toBe("/applyonline/fibre/statustracking/FTTH24000123");
  });

  it("refuses Pay Now without coverage, and tells the operator's refusal of the update", async () => {
    const noCoverage = fakeOperator(updated);
    const refused = await summaryAction(noCoverage.op, form({ choice: "payNow", agree: "on" }), completeOrder({ dpexist: "N" }));
    expect(refused.kind === "failed" && refused.message).toBe("Pay Now is not available in your area. Please choose Register Now & Pay Later.");
    expect(noCoverage.calls).toEqual([]);

    const failing = fakeOperator({ [sales.updateDraft.name]: { isSuccess: false, dataBundle: null, errorShow: "" } });
    const failed = await summaryAction(failing.op, form({ choice: "later", agree: "on" }), completeOrder());
    expect(failed.kind === "failed" && failed.message).toBe("Update draft failed");
  });
});

describe("the payment result", () => {
  const log = (rows: Array<{ gw_status: string }>) => ({ [sales.paymentLog.name]: ok(rows) });

  it("is paid only for the order this session sent to pay, under its nonce, once its log shows gw_status '1'", async () => {
    const session = createSession<SessionData>();
    const nothingStarted = fakeOperator(log([{ gw_status: "1" }]), session);
    expect(await verifyFibrePayment(nothingStarted.op, new URLSearchParams("orderId=FTTH24000123&status=1"))).toEqual({ kind: "unknown" });
    expect(nothingStarted.calls).toEqual([]);

    const { nonce } = startPayment(session, "order", { amount: 10000, ref: "FTTH24000123", detail: { channel: "FTTH" } });
    const other = fakeOperator(log([{ gw_status: "1" }]), session);
    expect(await verifyFibrePayment(other.op, new URLSearchParams(`pay=${nonce}&orderId=FTTH24000999&status=1`))).toEqual({ kind: "unknown" });
    // Another nonce (a forged or foreign return) proves nothing either.
    expect(await verifyFibrePayment(other.op, new URLSearchParams("pay=forged&orderId=FTTH24000123&status=1"))).toEqual({ kind: "unknown" });

    // The URL's status '1' proves nothing while the log shows no paid attempt.
    const declined = fakeOperator(log([{ gw_status: "0" }]), session);
    expect(await verifyFibrePayment(declined.op, new URLSearchParams(`pay=${nonce}&orderId=FTTH24000123&status=1`))).toEqual({
      kind: "unpaid",
      orderRef: "FTTH24000123",
      channel: "FTTH",
    });

    const paid = fakeOperator(log([{ gw_status: "0" }, { gw_status: "1" }]), session);
    expect(await verifyFibrePayment(paid.op, new URLSearchParams(`pay=${nonce}&orderId=FTTH24000123&status=0`))).toEqual({
      kind: "paid",
      orderRef: "FTTH24000123",
      amount: 10000,
      channel: "FTTH",
    });
    expect(paid.calls).toEqual([{ contract: "sales.paymentLog", as: "order", input: { orderId: "FTTH24000123" } }]);
  });

  type Row = { gw_status: string; amount?: string | number; txn_id?: string };
  const amountLog = (rows: Row[]) => ({ [sales.paymentLog.name]: ok(rows) });
  // A paid attempt proves one payment across every session (claimProof): a test whose log rows another test's
  // payment already holds names its own order.
  const started = (session: ReturnType<typeof createSession<SessionData>>, before: Row[] = [], ref = "FTTH24000123") =>
    startPayment(session, "order", {
      amount: 10000,
      ref,
      detail: { channel: "FTTH", paidBefore: String(before.length), keysBefore: JSON.stringify(before.map((r) => r.txn_id ?? null)) },
    }).nonce;
  const verify = (rows: Row[], session: ReturnType<typeof createSession<SessionData>>, nonce: string, ref = "FTTH24000123") =>
    verifyFibrePayment(fakeOperator(amountLog(rows), session).op, new URLSearchParams(`pay=${nonce}&orderId=${ref}&status=1`));

  it("is not paid by a paid attempt for less than the fee, nor by one the log held before the start", async () => {
    const session = createSession<SessionData>();
    const short = started(session);
    expect(await verify([{ gw_status: "1", amount: "1.00", txn_id: "T1" }], session, short)).toEqual({
      kind: "short",
      orderRef: "FTTH24000123",
      channel: "FTTH",
    });
    expect(await verify([{ gw_status: "1", amount: "9999.99", txn_id: "T1" }], session, short)).toMatchObject({ kind: "short" });

    const old = started(session, [{ gw_status: "1", amount: "10000.00", txn_id: "T0" }]);
    expect(await verify([{ gw_status: "1", amount: "10000.00", txn_id: "T0" }], session, old)).toMatchObject({ kind: "unpaid" });
    expect(
      await verify(
        [
          { gw_status: "1", amount: "10000.00", txn_id: "T0" },
          { gw_status: "1", amount: "10,000.00", txn_id: "T2" },
        ],
        session,
        old,
      ),
    ).toMatchObject({
      kind: "paid",
      amount: 10000,
    });
  });

  it("believes a paid attempt without an amount, and logs payment-amount-unverified", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const session = createSession<SessionData>();
      const nonce = started(session, [], "FTTH24000124");
      expect(await verify([{ gw_status: "1" }], session, nonce, "FTTH24000124")).toMatchObject({ kind: "paid" });
      expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
        { event: "payment-amount-unverified", contract: "sales.paymentLog", channel: "FTTH" },
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});
