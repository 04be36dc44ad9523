/**
 * The signed-in fibre wizard (/applyonline/order) without a simulator: its step rules (Next's first
 * failure in the specification's order, the contact the user type locks, the feasibility states and
 * which step may open) and its posts against a fake operator (the coverage check, the draft, Add to
 * Cart's lines, the entry redirects).
 */
import { createSession } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import * as profile from "#contracts/profile";
import * as sales from "#contracts/sales";
import type { Contract } from "#contracts/core";
import type { Operator } from "~/operator/route.server";
import type { SessionData } from "~/operator/session.server";
import { isMobile } from "~/sales/identity";
import { addressAction, withAddresses } from "~/routes/_shell.applyonline.order/address.server";
import { detailsAction, withDetails } from "~/routes/_shell.applyonline.order/details.server";
import { feasibilityAction, withLocation } from "~/routes/_shell.applyonline.order/feasibility.server";
import { draftFieldsOf } from "~/routes/_shell.applyonline.order/draft";
import { currentOrder, requireOpenEntry } from "~/routes/_shell.applyonline.order/entry.server";
import {
  addressProblem,
  asksFeasibilityMobile,
  checkProblem,
  detailsProblem,
  feasibilityMobile,
  type AddressValues,
  type DetailsValues,
} from "~/routes/_shell.applyonline.order/forms";
import { afterChange, newOrder, type SignedInFibreOrder } from "~/routes/_shell.applyonline.order/state";
import { furthestStep } from "~/routes/_shell.applyonline.order/steps";
import { summaryAction } from "~/routes/_shell.applyonline.order/summary.server";

const EMAIL_USER = { userType: "EMAIL" as const, login: "nimal@example.lk", alternate: "" };
const MOBILE_USER = { userType: "MOBILE" as const, login: "0771234567", alternate: "" };

/** An order as step 4's Next leaves it: everything entered, checked, saved. */
function completeOrder(overrides: Partial<SignedInFibreOrder> = {}): SignedInFibreOrder {
  const order = newOrder(EMAIL_USER, isMobile);
  return {
    ...order,
    packages: { voice: "Home ", internet: "Any Joy", peoTv: "PEO Silver" },
    location: { city: "Colombo 03", district: "Colombo", rtom: "R-CEN", postalCode: "00300", lat: 6.906, lng: 79.853 },
    feasibility: "available",
    customer: {
      ...order.customer,
      title: "Mr",
      gender: "Male",
      firstName: "Nimal",
      lastName: "Perera",
      mobile: "0761234567",
      mobileVerified: true,
      nic: "198812312345",
      idVerified: true,
      sltNic: "198812312345",
      dateOfBirth: "1988-05-02",
    },
    addresses: { line1: "12 Galle Road", line2: "Kollupitiya", sameAsService: true, billing: { line1: "", line2: "", city: "", postalCode: "" } },
    orderRef: "FTTH24000500",
    saved: true,
    ...overrides,
  };
}

const ok = (dataBundle: unknown) => ({ isSuccess: true, dataBundle, errorShow: null, errorMessege: null });
const refused = (errorShow: string) => ({ isSuccess: false, dataBundle: null, errorShow });

type Answer = unknown | ((input: Record<string, string>) => unknown);

/** An operator whose answers the test gives by contract name (or as a function of the input); it records every call. */
function fakeOperator(answers: Record<string, Answer>, session = createSession<SessionData>()) {
  const calls: Array<{ contract: string; input: Record<string, string> }> = [];
  const answerOf = (contract: Contract, input: unknown) => {
    calls.push({ contract: contract.name, input: input as Record<string, string> });
    const answer = answers[contract.name];
    if (answer === undefined) throw new Error(`unexpected call ${contract.name}`);
    return typeof answer === "function" ? (answer as (i: unknown) => unknown)(input) : answer;
  };
  const op = {
    session,
    clientIp: "192.0.2.10",
    async call(contract: Contract, input: unknown) {
      return { kind: "answer", answer: contract.response.parse(answerOf(contract, input)), status: 200, at: null } as never;
    },
    async data(contract: Contract, input: unknown) {
      const parsed = contract.response.parse(answerOf(contract, input)) as { isSuccess: boolean; dataBundle?: unknown; errorShow?: string | null };
      return parsed.isSuccess ? { ok: true, data: parsed.dataBundle } : ({ ok: false, message: parsed.errorShow ?? "" } as never);
    },
    now: () => Date.now(),
    // The signed-in wizard never acts as a visitor: any call through the order identity fails the test.
    order: new Proxy({}, { get: (_, name) => (name === "then" ? undefined : () => Promise.reject(new Error("called as a visitor"))) }),
  } as unknown as Operator;
  return { op, calls };
}

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
}

const errorsOf = (result: { kind: string; reply?: { error?: Record<string, string[] | null> } | null }) =>
  result.kind === "stay" ? (result.reply?.error ?? {}) : {};

const CITIES = ok([
  { city: "Colombo 03", district: "Colombo", rtom: "R-CEN", postalcode: "00300", latitude: 6.906, longitude: 79.853 },
  { city: "Jaffna", district: "Jaffna", rtom: "R-JA", postalcode: "40000", latitude: 9.6615, longitude: 80.0255 },
]);

const CATALOGUE = {
  [sales.voicePackages.name]: ok({ Results: [{ VOICE_PACKAGE_NAME: "Home ", FREE_MINUTES: "100", PHONE_UNIT: "1.50", MONTHLY_RENTAL: "390.00" }] }),
  [sales.broadbandPackages.name]: ok([
    { Any: [{ BB_PACKAGE_NAME: "Any Joy", STANDARD_GB: "100", FREE_GB: "20", MONTHLY_RENTAL: "3690.00" }], Unlimited: [], Flash: [] },
  ]),
  [sales.peoTvPackages.name]: ok({ Results: [{ PEO_PACKAGE_NAME: "PEO Silver", NO_OF_CHANNELS: "59", MONTHLY_RENTAL: "950.00" }] }),
  [sales.initiationCharges.name]: ok({ Results: [{ BB_TYPE: "SLT Fiber", INITIAL_FEE: "11000" }] }),
};

// ---------------------------------------------------------------------------

describe("customer details: Next shows the first failure only, in the specification's order", () => {
  const all: DetailsValues = { title: "Mr", firstName: "Nimal", lastName: "Perera", dateOfBirth: "1988-05-02", idType: "nic", idNumber: "198812312345" };
  const verified = { mobileVerified: true, emailVerified: true, idVerified: true };

  it("Title, First Name, Last Name 'Cannot be Empty', Mobile and Email 'Should be verified', Date of Birth, then the NIC", () => {
    const nothing = { title: "", firstName: " ", lastName: "", dateOfBirth: "", idType: "nic" as const, idNumber: "" };
    const none = { mobileVerified: false, emailVerified: false, idVerified: false };
    const steps: Array<[Partial<DetailsValues>, Partial<typeof none>, string, string]> = [
      [{}, {}, "title", "details.error.empty"],
      [{ title: "Mr" }, {}, "firstName", "details.error.empty"],
      [{ firstName: "Nimal" }, {}, "lastName", "details.error.empty"],
      [{ lastName: "Perera" }, {}, "mobile", "details.error.shouldVerify"],
      [{}, { mobileVerified: true }, "email", "details.error.shouldVerify"],
      [{}, { emailVerified: true }, "dateOfBirth", "details.error.empty"],
      [{ dateOfBirth: "1988-05-02" }, {}, "idNumber", "details.error.shouldVerify"],
    ];
    let values: DetailsValues = nothing;
    let flags = none;
    for (const [more, moreFlags, field, message] of steps) {
      values = { ...values, ...more };
      flags = { ...flags, ...moreFlags };
      expect(detailsProblem(values, flags)).toEqual({ field, message });
    }
    expect(detailsProblem(all, verified)).toBeNull();
  });

  it("a passport must not be empty, then be verified", () => {
    expect(detailsProblem({ ...all, idType: "pp", idNumber: "" }, { ...verified, idVerified: false })).toEqual({
      field: "idNumber",
      message: "details.error.empty",
    });
    expect(detailsProblem({ ...all, idType: "pp", idNumber: "N1234567" }, { ...verified, idVerified: false })).toEqual({
      field: "idNumber",
      message: "details.error.shouldVerify",
    });
  });

  it("addresses: the service lines, then billing City, Postal Code, Address Line 1 and Line 2", () => {
    const empty: AddressValues = { line1: "", line2: "", billingLine1: "", billingLine2: "", billingCity: "", billingPostalCode: "" };
    const fill: Array<keyof AddressValues> = ["line1", "line2", "billingCity", "billingPostalCode", "billingLine1", "billingLine2"];
    let values = empty;
    for (const field of fill) {
      expect(addressProblem(values)).toEqual({ field, message: "details.error.empty" });
      values = { ...values, [field]: "x" };
    }
    expect(addressProblem(values)).toBeNull();
  });
});

describe("the contact the user type locks", () => {
  it("an email user starts with the email verified; a mobile alternate contact counts as verified too", () => {
    const plain = newOrder(EMAIL_USER, isMobile);
    expect(plain.customer).toMatchObject({ email: "nimal@example.lk", emailVerified: true, mobile: "", mobileVerified: false });
    const withMobile = newOrder({ ...EMAIL_USER, alternate: "0761234567" }, isMobile);
    expect(withMobile.customer).toMatchObject({ mobile: "0761234567", mobileVerified: true });
  });

  it("a mobile user starts with the mobile verified, and an email alternate contact", () => {
    const order = newOrder({ ...MOBILE_USER, alternate: "kamala@example.lk" }, isMobile);
    expect(order.customer).toMatchObject({ mobile: "0771234567", mobileVerified: true, email: "kamala@example.lk", emailVerified: true });
  });

  it("ignores a post to the locked contact; an edited contact is unverified unless it is the sign-in or the alternate contact", () => {
    const order = newOrder({ ...MOBILE_USER, alternate: "kamala@example.lk" }, isMobile);
    const locked = withDetails(order, form({ mobile: "0719999999" }));
    expect(locked.customer).toMatchObject({ mobile: "0771234567", mobileVerified: true });
    const edited = withDetails(order, form({ email: "other@example.lk" }));
    expect(edited.customer).toMatchObject({ email: "other@example.lk", emailVerified: false });
    const back = withDetails(edited, form({ email: " Kamala@Example.lk " }));
    expect(back.customer.emailVerified).toBe(true);

    const emailUser = newOrder(EMAIL_USER, isMobile);
    expect(withDetails(emailUser, form({ email: "x@example.lk" })).customer.email).toBe("nimal@example.lk");
    expect(withDetails(emailUser, form({ mobile: "0761234567" })).customer).toMatchObject({ mobile: "0761234567", mobileVerified: false });
  });

  it("a new title sets the gender and clears the NIC, its check and the date of birth", () => {
    const order = completeOrder();
    const changed = withDetails(order, form({ title: "Ms" }));
    expect(changed.customer).toMatchObject({ title: "Ms", gender: "Female", nic: "", idVerified: false, dateOfBirth: "" });
    // A verified NIC's date of birth cannot be typed over.
    expect(withDetails(order, form({ dateOfBirth: "2000-01-01" })).customer.dateOfBirth).toBe("1988-05-02");
  });

  it("refuses to send a code to the locked contact, and checks the other's format first", async () => {
    const { op, calls } = fakeOperator({ [profile.sendOtp.name]: ok(null) });
    const order = newOrder(EMAIL_USER, isMobile);
    expect(await detailsAction(op, form({ intent: "details-send-email-otp" }), order)).toMatchObject({ kind: "stay", reply: null });
    const bad = await detailsAction(op, form({ intent: "details-send-mobile-otp", mobile: "12345" }), order);
    expect(errorsOf(bad)).toEqual({ mobile: ["Enter valid mobile number"] });
    expect(calls).toEqual([]);
    await detailsAction(op, form({ intent: "details-send-mobile-otp", mobile: "0761234567" }), order);
    expect(calls).toEqual([
      { contract: "profile.sendOtp", input: { requestType: "FTTH", requestPeriod: "10", otpSource: "MOBILE", otpContact: "0761234567" } },
    ]);
  });

  it("a NIC that disagrees with the title is cleared, with both fields' messages and the alert text", async () => {
    const { op, calls } = fakeOperator({});
    const order = completeOrder();
    order.customer = { ...order.customer, title: "Mrs", gender: "Female", idVerified: false };
    const result = await detailsAction(op, form({ intent: "details-check-id" }), order);
    expect(result.kind === "stay" && result.order.customer).toMatchObject({ nic: "", dateOfBirth: "", idVerified: false });
    expect(errorsOf(result)).toMatchObject({ title: ["Not match with Nic"], idNumber: ["Not match with title"], "": ["NIC and your name title not match"] });
    expect(calls).toEqual([]);
  });

  it("checks a NIC with the operator as the signed-in customer; an ineligible one is cleared with its alert", async () => {
    const { op } = fakeOperator({
      [sales.eligibility.name]: { ...ok({ eligibility: "N", customer_exist: "Y", outstanding: "N", sltnic: null }), errorMessege: "Not eligible" },
    });
    const order = completeOrder();
    order.customer = { ...order.customer, idVerified: false };
    const result = await detailsAction(op, form({ intent: "details-check-id" }), order);
    expect(result).toMatchObject({ kind: "stay", alert: { title: "You are an Existing customer!", message: "Please visit the regional office." } });
    expect(result.kind === "stay" && result.order.customer).toMatchObject({ nic: "", idVerified: false });
    expect(errorsOf(result)).toMatchObject({ idNumber: ["Not eligible"] });
  });
});

describe("the feasibility step", () => {
  it("sends the check against the best mobile known: a mobile user's sign-in, else a verified or typed mobile", () => {
    expect(feasibilityMobile(newOrder(MOBILE_USER, isMobile))).toBe("0771234567");
    expect(asksFeasibilityMobile(newOrder(MOBILE_USER, isMobile))).toBe(false);
    const email = newOrder(EMAIL_USER, isMobile);
    expect(feasibilityMobile(email)).toBeNull();
    expect(asksFeasibilityMobile(email)).toBe(true);
    expect(asksFeasibilityMobile(newOrder({ ...EMAIL_USER, alternate: "0761234567" }, isMobile))).toBe(false);
    expect(feasibilityMobile(newOrder({ ...EMAIL_USER, alternate: "0761234567" }, isMobile))).toBe("0761234567");
  });

  it("Check needs a city, a 5-character postal code, a pin and (when asked) a mobile", () => {
    const good = { city: "Colombo 03", postalCode: "00300", located: true, mobile: null };
    expect(checkProblem({ ...good, city: "" })).toEqual({ field: "city", message: "order.feas.cityRequired" });
    expect(checkProblem({ ...good, postalCode: "300" })).toEqual({ field: "city", message: "order.feas.postalCode" });
    expect(checkProblem({ ...good, located: false })).toEqual({ field: "location", message: "order.feas.pinRequired" });
    expect(checkProblem({ ...good, mobile: "123" })).toEqual({ field: "mobile", message: "order.error.mobile" });
    expect(checkProblem(good)).toBeNull();
  });

  it("a new city takes its district, RTOM and postal code and clears the pin, the service address and the feasibility", () => {
    const order = completeOrder();
    const cities = [
      { city: "Colombo 03", district: "Colombo", rtom: "R-CEN", postalCode: "00300", lat: 6.906, lng: 79.853 },
      { city: "Jaffna", district: "Jaffna", rtom: "R-JA", postalCode: "40000", lat: 9.6615, lng: 80.0255 },
    ];
    const moved = withLocation(order, form({ city: "Jaffna", lat: "", lng: "" }), cities);
    expect(moved.location).toEqual({ city: "Jaffna", district: "Jaffna", rtom: "R-JA", postalCode: "40000", lat: null, lng: null });
    expect(moved.feasibility).toBe("unknown");
    expect(moved.addresses).toMatchObject({ line1: "", line2: "" });
    // A new pin in the same city: unknown again, the address stays.
    const pinned = withLocation(order, form({ city: "Colombo 03", lat: "6.910000", lng: "79.860000" }), cities);
    expect(pinned).toMatchObject({ feasibility: "unknown", location: { lat: 6.91, lng: 79.86 }, addresses: { line1: "12 Galle Road" } });
    // The same pin: nothing changes.
    expect(withLocation(order, form({ city: "Colombo 03", lat: "6.906000", lng: "79.853000" }), cities)).toEqual(order);
    // Without JavaScript a new city with the old pin's coordinates still in the boxes starts at the city.
    const noJs = withLocation(order, form({ city: "Jaffna", town: "", lat: "6.906", lng: "79.853" }), cities);
    expect(noJs.location).toMatchObject({ lat: 9.6615, lng: 80.0255 });
  });

  it("unknown → not available → available; a failed check shows the operator's message; Next only once available", async () => {
    const order = { ...completeOrder(), feasibility: "unknown" as const, location: null };
    const answers: Record<string, Answer> = { [sales.cities.name]: CITIES };
    const { op, calls } = fakeOperator(answers);

    answers[sales.feasibility.name] = ok({ dpexist: "N" });
    const jaffna = await feasibilityAction(op, form({ intent: "feasibility-check", city: "Jaffna", town: "" }), order);
    expect(jaffna).toMatchObject({ kind: "stay", reply: null, order: { feasibility: "notAvailable" } });
    expect(calls.at(-1)).toEqual({
      contract: "sales.feasibility",
      input: { rtom: "R-JA", eqtype: "FDP", longitude: "80.0255", latitude: "9.6615", mobileno: "0761234567" },
    });
    expect(await feasibilityAction(op, form({ intent: "feasibility-next" }), jaffna.order)).toMatchObject({ kind: "stay" });

    answers[sales.feasibility.name] = refused("You have reached the maximum of 3 feasibility checks for today. Please try again tomorrow.");
    const failed = await feasibilityAction(op, form({ intent: "feasibility-check", city: "Colombo 03", town: "" }), jaffna.order);
    expect(failed).toMatchObject({ kind: "stay", order: { feasibility: "unknown" } });
    expect(errorsOf(failed)).toMatchObject({ "": ["You have reached the maximum of 3 feasibility checks for today. Please try again tomorrow."] });

    answers[sales.feasibility.name] = ok({ dpexist: "Y" });
    const colombo = await feasibilityAction(op, form({ intent: "feasibility-check", city: "Colombo 03", town: "" }), failed.order);
    expect(colombo.order.feasibility).toBe("available");
    expect(await feasibilityAction(op, form({ intent: "feasibility-next" }), colombo.order)).toEqual({ kind: "next", order: colombo.order });
  });

  it("asks an email customer without a mobile for one before checking", async () => {
    const order = newOrder(EMAIL_USER, isMobile);
    const { op, calls } = fakeOperator({ [sales.cities.name]: CITIES, [sales.feasibility.name]: ok({ dpexist: "Y" }) });
    const missing = await feasibilityAction(op, form({ intent: "feasibility-check", city: "Colombo 03", town: "" }), order);
    expect(errorsOf(missing)).toMatchObject({ mobile: ["Enter valid mobile number"] });
    const given = await feasibilityAction(op, form({ intent: "feasibility-check", city: "Colombo 03", town: "", mobile: "0761234567" }), order);
    expect(given.order).toMatchObject({ feasibility: "available", customer: { mobile: "0761234567", mobileVerified: false } });
    expect(calls.filter((c) => c.contract === "sales.feasibility").map((c) => c.input.mobileno)).toEqual(["0761234567"]);
  });
});

describe("which step may open", () => {
  it("each step needs the ones before it; the summary a saved draft of what the steps hold", () => {
    const done = completeOrder();
    expect(furthestStep(done)).toBe(5);
    expect(furthestStep({ ...done, packages: { voice: "Home ", internet: null, peoTv: null } })).toBe(1);
    expect(furthestStep({ ...done, feasibility: "notAvailable" })).toBe(2);
    expect(furthestStep({ ...done, customer: { ...done.customer, idVerified: false } })).toBe(3);
    expect(furthestStep({ ...done, addresses: { ...done.addresses, line2: "" } })).toBe(4);
    expect(furthestStep({ ...done, saved: false })).toBe(4);
    // A change to what the draft holds must be saved again; the declarations start over.
    const ticked = { ...done, declarations: { readPdf: true, trueInfo: true, agree: true } };
    const changed = afterChange(ticked, { ...ticked, packages: { ...ticked.packages, peoTv: null } });
    expect(changed).toMatchObject({ saved: false, declarations: { readPdf: false, trueInfo: false, agree: false } });
    expect(afterChange(ticked, { ...ticked })).toEqual(ticked);
  });
});

describe("the addresses and the draft", () => {
  it("'Same as service address' copies the service address; unticking clears the billing address; postal codes keep digits", () => {
    const order = completeOrder({
      addresses: { line1: "12 Galle Road", line2: "Kollupitiya", sameAsService: false, billing: { line1: "", line2: "", city: "", postalCode: "" } },
    });
    const same = withAddresses(order, form({ line1: "12 Galle Road", line2: "Kollupitiya", sameAsService: "on" }));
    expect(same.addresses.billing).toEqual({ line1: "12 Galle Road", line2: "Kollupitiya", city: "Colombo 03", postalCode: "00300" });
    const unticked = withAddresses(same, form({ line1: "12 Galle Road", line2: "Kollupitiya", billingLine1: "12 Galle Road" }));
    expect(unticked.addresses).toMatchObject({ sameAsService: false, billing: { line1: "", line2: "", city: "", postalCode: "" } });
    const typed = withAddresses(unticked, form({ billingLine1: "5 Temple Road", billingLine2: "Kandy", billingCity: "Kandy", billingPostalCode: "20a0001" }));
    expect(typed.addresses.billing).toEqual({ line1: "5 Temple Road", line2: "Kandy", city: "Kandy", postalCode: "20000" });
  });

  it("creates the draft the first time (FTTH, FULL, the billing address), updates it after, and tells a failure", async () => {
    const order = completeOrder({ orderRef: null, saved: false });
    const answers: Record<string, Answer> = { [sales.createDraft.name]: ok({ orderRef: "FTTH24000777" }) };
    const { op, calls } = fakeOperator(answers);
    const created = await addressAction(op, form({ intent: "address-next", line1: "12 Galle Road", line2: "Kollupitiya", sameAsService: "on" }), order);
    expect(created).toMatchObject({ kind: "next", order: { orderRef: "FTTH24000777", saved: true } });
    expect(calls[0]!.input).toMatchObject({
      SERVICE_TYPE: "FTTH",
      USER_COMMENT: "FULL",
      NIC: "198812312345",
      email: "nimal@example.lk",
      mobileno: "0761234567",
      SERVICE_ADD_CITY: "Colombo 03",
      BILLING_ADD_STREET1: "12 Galle Road",
      BILLING_ADD_CITY: "Colombo 03",
      RTOM: "R-CEN",
      LATITUDE: "6.906",
      VOICE_PACKAGE: "Home ",
      PEO_PACKAGE: "PEO Silver",
    });
    expect(sales.createDraft.request.safeParse(draftFieldsOf(created.order)).success).toBe(true);
    expect(op.session.get("customerOrders")).toEqual({ fibre: "FTTH24000777" });

    answers[sales.updateDraft.name] = refused("");
    const failed = await addressAction(op, form({ intent: "address-next", sameAsService: "on" }), created.order);
    expect(errorsOf(failed)).toMatchObject({ "": ["Update draft failed"] });
    answers[sales.updateDraft.name] = ok(null);
    expect(await addressAction(op, form({ intent: "address-next", sameAsService: "on" }), created.order)).toMatchObject({ kind: "next" });
    expect(calls.at(-1)).toMatchObject({ contract: "sales.updateDraft", input: { REF_NO: "FTTH24000777" } });

    const noDraft = fakeOperator({ [sales.createDraft.name]: refused("") });
    expect(errorsOf(await addressAction(noDraft.op, form({ intent: "address-next", sameAsService: "on" }), order))).toMatchObject({
      "": ["Save draft failed"],
    });
  });

  it("Next shows the first empty field only", async () => {
    const { op, calls } = fakeOperator({});
    const order = completeOrder({ addresses: { line1: "", line2: "", sameAsService: false, billing: { line1: "", line2: "", city: "", postalCode: "" } } });
    const result = await addressAction(op, form({ intent: "address-next", line1: "12 Galle Road", line2: "Kollupitiya" }), order);
    expect(errorsOf(result)).toEqual({ billingCity: ["Cannot be Empty"] });
    expect(calls).toEqual([]);
  });
});

describe("Add to Cart", () => {
  const all = { intent: "summary-cart", readPdf: "on", trueInfo: "on", agree: "on" };

  it("needs all three declarations, keeping the ones ticked", async () => {
    const { op, calls } = fakeOperator(CATALOGUE);
    const result = await summaryAction(op, form({ intent: "summary-cart", readPdf: "on" }), completeOrder());
    expect(result).toMatchObject({ kind: "stay", order: { declarations: { readPdf: true, trueInfo: false, agree: false } } });
    expect(errorsOf(result)).toEqual({
      trueInfo: ["Please confirm that the information is true and accurate."],
      agree: ["Please accept the Terms and Conditions to continue."],
    });
    expect(calls).toEqual([]);
  });

  it("saves BEARER ('SLT Fiber', the fibre fee), then BROADBAND and PEOTV with their rentals, no VOICE line, and goes to the cart", async () => {
    const { op, calls } = fakeOperator({ ...CATALOGUE, [sales.removeInvoices.name]: ok(null), [sales.saveInvoice.name]: ok(null) });
    expect(await summaryAction(op, form(all), completeOrder())).toMatchObject({ kind: "cart" });
    const lines = calls.filter((c) => c.contract === "sales.saveInvoice").map((c) => c.input);
    expect(lines).toEqual([
      { REF_NO: "FTTH24000500", SERVICE_TYPE: "BEARER", PACKAGE_NAME: "SLT Fiber", PACKAGE_COUNT: "1", RENTAL: "0.00", INI_CHARGE: "11000.00", STATUS: "1" },
      { REF_NO: "FTTH24000500", SERVICE_TYPE: "BROADBAND", PACKAGE_NAME: "Any Joy", PACKAGE_COUNT: "1", RENTAL: "3690.00", INI_CHARGE: "0.00", STATUS: "1" },
      { REF_NO: "FTTH24000500", SERVICE_TYPE: "PEOTV", PACKAGE_NAME: "PEO Silver", PACKAGE_COUNT: "1", RENTAL: "950.00", INI_CHARGE: "0.00", STATUS: "1" },
    ]);
  });

  it("a PEOTV-only order has no BROADBAND line; a failure is told and the ticks are kept", async () => {
    let saved = 0;
    const { op, calls } = fakeOperator({
      ...CATALOGUE,
      [sales.removeInvoices.name]: ok(null),
      [sales.saveInvoice.name]: () => (saved++ === 0 ? ok(null) : refused("busy")),
    });
    const order = completeOrder({ packages: { voice: "Home ", internet: null, peoTv: "PEO Silver" } });
    const result = await summaryAction(op, form(all), order);
    expect(calls.filter((c) => c.contract === "sales.saveInvoice").map((c) => c.input.SERVICE_TYPE)).toEqual(["BEARER", "PEOTV"]);
    expect(result).toMatchObject({ kind: "stay", order: { declarations: { readPdf: true, trueInfo: true, agree: true } } });
    expect(errorsOf(result)).toMatchObject({ "": ["Save PEOTV Invoce failed"] });
  });

  it("refuses an order without internet or PEOTV", async () => {
    const { op } = fakeOperator(CATALOGUE);
    const result = await summaryAction(op, form(all), completeOrder({ packages: { voice: "Home ", internet: null, peoTv: null } }));
    expect(errorsOf(result)).toMatchObject({ "": ["Please select minimum one of Internet or PEO TV package"] });
  });
});

describe("entering the wizard", () => {
  const draft = (refNo: string) => ok([{ reF_NO: refNo, servicE_TYPE: "FTTH" }]);
  const signedIn = () => {
    const session = createSession<SessionData>();
    session.set("accessToken", "token");
    session.set("userName", "nimal@example.lk");
    session.set("userType", "EMAIL");
    return session;
  };

  it("a paid order goes to /connectionOrder, one in the cart to /cart", async () => {
    const paid = fakeOperator({
      [sales.myDrafts.name]: draft("FTTH1"),
      [sales.paymentLog.name]: ok([{ gw_status: "1", crm_state: 2, sys_status: "0" }]),
      [sales.invoices.name]: ok([]),
    });
    await expect(requireOpenEntry(paid.op)).rejects.toMatchObject({ status: 302 });
    const thrown = await requireOpenEntry(paid.op).catch((r: Response) => r.headers.get("Location"));
    expect(thrown).toBe("/connectionOrder");

    const cart = fakeOperator({
      [sales.myDrafts.name]: draft("FTTH2"),
      [sales.paymentLog.name]: ok([]),
      [sales.invoices.name]: ok([{ reF_NO: "FTTH2", servicE_TYPE: "BEARER", packagE_NAME: "SLT Fiber", inI_CHARGE: 10000 }]),
    });
    expect(await requireOpenEntry(cart.op).catch((r: Response) => r.headers.get("Location"))).toBe("/cart");

    const none = fakeOperator({ [sales.myDrafts.name]: ok([]) });
    expect(await requireOpenEntry(none.op)).toEqual({ newest: null, error: null });
  });

  it("continues this session's order while its draft is the newest open one, else starts a new one with the contacts", async () => {
    const { op } = fakeOperator({ [profile.contactDetails.name]: ok({ altrContact: "0761234567" }) }, signedIn());
    const fresh = await currentOrder(op, null);
    expect(fresh.contacts).toEqual({ userType: "EMAIL", login: "nimal@example.lk", alternate: "0761234567" });
    expect(fresh.customer).toMatchObject({ mobile: "0761234567", mobileVerified: true });

    const mine = completeOrder({ contacts: fresh.contacts, orderRef: "FTTH9" });
    op.session.set("signedInFibreOrder", mine);
    const open = { kind: "FTTH" as const, refNo: "FTTH9", draft: { reF_NO: "FTTH9" } as sales.DraftRow, paid: false, progress: null, lines: [] };
    expect(await currentOrder(op, open)).toBe(mine);
    // A completed order, or another newest one: the wizard starts over.
    const completed = { ...open, paid: true, progress: "Completed" as const };
    expect((await currentOrder(op, completed)).orderRef).toBeNull();
  });
});
