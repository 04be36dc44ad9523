/**
 * The LTE wizard's rules (app/routes/_shell.lterequest): the connection's package messages, the
 * location step's consent and Next order, the details step's first failure, the NIC/passport and
 * nationality rules, which step may open, the draft fields, the cart lines and the entry rule.
 */
import { createSession } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import type { Contract } from "#contracts/core";
import type { Operator } from "~/operator/route.server";
import type { SessionData } from "~/operator/session.server";
import type { PackageCatalogue } from "~/sales/catalogue";
import {
  idCheckProblem,
  leadProblem,
  nationalitiesMatching,
  nextProblem,
  problemFor,
  type DetailsFlags,
  type DetailsValues,
} from "~/routes/_shell.lterequest/forms";
import { withTyped } from "~/routes/_shell.lterequest/details.server";
import { needsOf } from "~/routes/_shell.lterequest/documents.server";
import { draftFieldsOf, draftKey, idTypeOf } from "~/routes/_shell.lterequest/draft";
import { currentOrder, entryOf } from "~/routes/_shell.lterequest/entry.server";
import { coverageAt, grantProblem, locationProblem } from "~/routes/_shell.lterequest/location";
import { withLocation } from "~/routes/_shell.lterequest/location.server";
import { cartProblem, keptPackages, kindsOf, packagesProblem } from "~/routes/_shell.lterequest/packages";
import { emptyLteOrder, type LteOrder } from "~/routes/_shell.lterequest/state";
import { furthestStep, isOpen, stepOf, visibleIndex } from "~/routes/_shell.lterequest/steps";
import { cartLines } from "~/routes/_shell.lterequest/summary.server";

const catalogue: PackageCatalogue = {
  voice: [{ name: "Home ", freeMinutes: "60", phoneUnit: "1.50", rental: 390, callCharges: true }],
  internet: {
    any: [{ name: "4G Anytime 80", gb: 80, freeGb: 10, rental: 2990 }],
    unlimited: [{ name: "4G Unlimited Home", gb: 0, freeGb: null, rental: 8990 }],
  },
  peoTv: [],
};

const colombo = { city: "Colombo", district: "Colombo", rtom: "R-CEN", postalCode: "00100", lat: 6.9271, lng: 79.8612 };

/** An order as far as the details step: packages, a covered location with consent and address. */
function locatedOrder(): LteOrder {
  const order = emptyLteOrder({ userName: "nimal@example.lk", userType: "EMAIL" });
  return {
    ...order,
    packages: { ...order.packages, voice: "Home ", internet: "4G Anytime 80" },
    location: { ...colombo, grant: true, address1: "No 12", address2: "Galle Road" },
    coverage: { lat: 6.9271, lng: 79.8612, level: "HIGH" },
  };
}

/** The details of a customer ready for Next. */
function detailedOrder(): LteOrder {
  const order = locatedOrder();
  return {
    ...order,
    profileContact: null,
    details: {
      ...order.details,
      title: "Mr",
      firstName: "Nimal",
      lastName: "Perera",
      mobile: "0761234567",
      mobileVerified: true,
      nic: "853400937V",
      idVerified: true,
      sltNic: "",
      dateOfBirth: "1985-12-05",
      billing1: "No 12",
      billing2: "Galle Road",
      billingCity: "Colombo",
      billingPostal: "00100",
    },
  };
}

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
};

describe("the package step", () => {
  it("asks for what the connection needs, in the spec's words", () => {
    const none = { voice: null, internet: null, peoTv: null };
    expect(packagesProblem("cBroadBand", { ...none, voice: "Home " })).toBe("lte.pkg.internetRequired");
    expect(packagesProblem("cVoice", { ...none, internet: "4G Anytime 80" })).toBe("lte.pkg.voiceRequired");
    expect(packagesProblem("cBoth", none)).toBe("lte.pkg.anyRequired");
    expect(packagesProblem("cBoth", { ...none, internet: "4G Anytime 80" })).toBeNull();
    expect(packagesProblem("cVoice", { ...none, voice: "Voice Pal - Baisc" })).toBeNull();
  });

  it("checks again on Add to Cart with its own messages", () => {
    const none = { voice: null, internet: null, peoTv: null };
    expect(cartProblem("cBroadBand", none)).toBe("lte.cart.internetRequired");
    expect(cartProblem("cVoice", none)).toBe("lte.cart.voiceRequired");
    expect(cartProblem("cBoth", none)).toBe("lte.cart.bothRequired");
    expect(cartProblem("cBoth", { ...none, voice: "Home " })).toBeNull();
  });

  it("offers the cards of the connection, and drops what a new connection does not allow", () => {
    expect(kindsOf("cVoice", catalogue)).toEqual(["voice"]);
    expect(kindsOf("cBroadBand", catalogue)).toEqual(["internet"]);
    expect(kindsOf("cBoth", { ...catalogue, peoTv: [{ name: "PEO Silver", channels: 59, rental: 950 }] })).toEqual(["voice", "internet", "peoTv"]);
    const names = { voice: "Home ", internet: "4G Anytime 80", peoTv: null };
    expect(keptPackages(names, "cBroadBand", catalogue)).toEqual({ voice: null, internet: "4G Anytime 80", peoTv: null });
    // Voice only offers 'Voice Pal - Baisc': 'Home ' goes, and so does the internet package.
    expect(keptPackages(names, "cVoice", { ...catalogue, voice: [] })).toEqual({ voice: null, internet: null, peoTv: null });
    expect(keptPackages(names, "cBoth", catalogue)).toEqual(names);
    // A PEO TV package stays only while the 'SLT 4G' catalogue offers it (the simulator's offers none).
    const withTv = { ...names, peoTv: "PEO Silver" };
    expect(keptPackages(withTv, "cBoth", catalogue).peoTv).toBeNull();
    expect(keptPackages(withTv, "cBoth", { ...catalogue, peoTv: [{ name: "PEO Silver", channels: 59, rental: 950 }] }).peoTv).toBe("PEO Silver");
  });
});

describe("the location step", () => {
  it("lets the consent be ticked only with a city and a pin", () => {
    expect(grantProblem({ city: "", lat: null, lng: null })).toBe("Please select the your City to continue");
    expect(grantProblem({ city: "Colombo", lat: null, lng: null })).toBe("Please drag the home icon to your exact location");
    expect(grantProblem({ city: "Colombo", lat: 6.9, lng: 79.8 })).toBeNull();
  });

  it("checks Next in order: city, postal code, consent, address lines, first failure only", () => {
    const full = { ...colombo, grant: true, address1: "No 12", address2: "Galle Road" };
    expect(locationProblem({ ...full, city: "", postalCode: "", grant: false })).toEqual({ field: "city", message: "Cannot be Empty" });
    expect(locationProblem({ ...full, postalCode: "", grant: false })).toEqual({ field: "postalCode", message: "Cannot be Empty" });
    expect(locationProblem({ ...full, postalCode: "001", grant: false })).toEqual({ field: "postalCode", message: "Invalid postal code" });
    expect(locationProblem({ ...full, grant: false, address1: "" })).toEqual({ field: "grant", message: "Please accept the terms conditions" });
    expect(locationProblem({ ...full, address1: " ", address2: "" })).toEqual({ field: "address1", message: "Cannot be Empty" });
    expect(locationProblem({ ...full, address2: "" })).toEqual({ field: "address2", message: "Cannot be Empty" });
    expect(locationProblem(full)).toBeNull();
  });

  it("reads the coverage answer only for the pin it was given for", () => {
    const coverage = { lat: 6.9271, lng: 79.8612, level: "LOW" as const };
    expect(coverageAt({ lat: 6.9271, lng: 79.8612 }, coverage)).toBe("LOW");
    expect(coverageAt({ lat: 6.9272, lng: 79.8612 }, coverage)).toBeNull();
    expect(coverageAt({ lat: null, lng: null }, coverage)).toBeNull();
  });

  it("a new city fills district, RTOM and postal code and clears pin, consent and address; the pin then follows the map", () => {
    const cities = [
      { ...colombo, postalCode: "00100" },
      { city: "Kandy", district: "Kandy", rtom: "R-KY", postalCode: "20000", lat: 7.2906, lng: 80.6337 },
    ];
    const previous = { ...colombo, grant: true, address1: "No 12", address2: "Galle Road" };
    const moved = withLocation(previous, form({ city: "Kandy", lat: "6.9271", lng: "79.8612", grant: "on", address1: "No 1", address2: "x" }), cities);
    expect(moved).toEqual({
      city: "Kandy",
      district: "Kandy",
      rtom: "R-KY",
      postalCode: "20000",
      lat: null,
      lng: null,
      grant: false,
      address1: "",
      address2: "",
    });
    const pinned = withLocation(moved, form({ city: "Kandy", lat: "7.29061234", lng: "80.6337", grant: "on", address1: "No 1" }), cities);
    expect(pinned).toMatchObject({ lat: 7.290612, lng: 80.6337, grant: true, address1: "No 1" });
    // Without JavaScript the town list stands in: a new city without a town is pinned at the city itself.
    expect(withLocation(pinned, form({ city: "Colombo", town: "", lat: "7.29", lng: "80.63" }), cities)).toMatchObject({
      city: "Colombo",
      lat: 6.9271,
      lng: 79.8612,
    });
    expect(withLocation(pinned, form({ city: "" }), cities)).toMatchObject({ city: "", postalCode: "", lat: null, grant: false });
  });
});

const values = (v: Partial<DetailsValues> = {}): DetailsValues => ({
  title: "Mr",
  firstName: "Nimal",
  lastName: "Perera",
  mobile: "0761234567",
  email: "nimal@example.lk",
  nationality: "Sri Lankan",
  idNumber: "853400937V",
  dateOfBirth: "1985-12-05",
  billing1: "No 12",
  billing2: "Galle Road",
  billingCity: "Colombo",
  billingPostal: "00100",
  altContact: "",
  ...v,
});
const verified: DetailsFlags = { idType: "nic", mobileVerified: true, emailVerified: true, idVerified: true };

describe("the customer details' Next: the first failure only", () => {
  it("checks title, names, mobile, email, date of birth, the identity and the billing address in order", () => {
    const cases: Array<[Partial<DetailsValues>, Partial<DetailsFlags>, string, string]> = [
      [{ title: "", firstName: "" }, {}, "title", "Cannot be Empty"],
      [{ firstName: " ", lastName: "" }, {}, "firstName", "Cannot be Empty"],
      [{ lastName: "" }, { mobileVerified: false }, "lastName", "Cannot be Empty"],
      [{}, { mobileVerified: false, emailVerified: false }, "mobile", "Should be verified"],
      [{ dateOfBirth: "" }, { emailVerified: false }, "email", "Should be verified"],
      [{ dateOfBirth: "" }, { idVerified: false }, "dateOfBirth", "Cannot be Empty"],
      [{ billingCity: "" }, { idVerified: false }, "idNumber", "Should be verified"],
      [{ idNumber: "", billingCity: "" }, { idType: "pp", idVerified: false }, "idNumber", "Cannot be Empty"],
      [{ billingCity: "", billingPostal: "" }, {}, "billingCity", "Cannot be Empty"],
      [{ billingPostal: "", billing1: "" }, {}, "billingPostal", "Cannot be Empty"],
      [{ billing1: "", billing2: "" }, {}, "billing1", "Cannot be Empty"],
      [{ billing2: "" }, {}, "billing2", "Cannot be Empty"],
      [{ billingPostal: "123" }, {}, "billingPostal", "Invalid postal code"],
      [{ altContact: "someone" }, {}, "altContact", "Enter a valid mobile number or email"],
    ];
    for (const [changes, flags, field, message] of cases) {
      expect(nextProblem(values(changes), { ...verified, ...flags }), `${field}: ${message}`).toEqual({ field, message });
    }
    expect(nextProblem(values(), verified)).toBeNull();
    expect(nextProblem(values({ nationality: "Indian", idNumber: "N1234567" }), { ...verified, idType: "pp" })).toBeNull();
  });

  it("checks what each Verify button needs", () => {
    expect(problemFor("details-send-mobile-otp", values({ mobile: "12345" }), { ...verified, mobileVerified: false })).toEqual({
      field: "mobile",
      message: "Enter valid mobile number",
    });
    expect(problemFor("details-send-email-otp", values({ email: "nimal@" }), { ...verified, emailVerified: false })).toEqual({
      field: "email",
      message: "Enter valid email",
    });
    expect(problemFor("details-send-mobile-otp", values({ mobile: "12345" }), verified)).toBeNull();
  });
});

describe("the NIC, the passport and the nationality", () => {
  it("a NIC of 10 or 12 characters; a passport not empty and under 10 characters", () => {
    expect(idCheckProblem({ idNumber: "853400937V" }, "nic")).toBeNull();
    expect(idCheckProblem({ idNumber: "199012301234" }, "nic")).toBeNull();
    expect(idCheckProblem({ idNumber: "85340093" }, "nic")).toEqual({ field: "idNumber", message: "Enter Valid NIC Number" });
    expect(idCheckProblem({ idNumber: "N1234567" }, "pp")).toBeNull();
    expect(idCheckProblem({ idNumber: "AB12345678" }, "pp")).toEqual({ field: "idNumber", message: "Enter Valid Passport Number" });
    expect(idCheckProblem({ idNumber: " " }, "pp")).toEqual({ field: "idNumber", message: "Enter Valid Passport Number" });
  });

  it("a Sri Lankan identifies by NIC, anyone else by passport; the list matches by prefix", () => {
    expect(idTypeOf({ nationality: "Sri Lankan" })).toBe("nic");
    expect(idTypeOf({ nationality: " sri lankan " })).toBe("nic");
    expect(idTypeOf({ nationality: "Maldivian" })).toBe("pp");
    expect(nationalitiesMatching("in")).toEqual(["Indian"]);
    expect(nationalitiesMatching("S")).toEqual(["Sri Lankan", "Singaporean", "Swiss"]);
    expect(nationalitiesMatching("lankan")).toEqual([]);
  });

  it("a request for coverage checks the person as Next does, with the NIC or passport verified, and no billing address", () => {
    expect(leadProblem(values({ lastName: "" }), verified)).toEqual({ field: "lastName", message: "Cannot be Empty" });
    expect(leadProblem(values(), { ...verified, mobileVerified: false })).toEqual({ field: "mobile", message: "Should be verified" });
    expect(leadProblem(values(), { ...verified, emailVerified: false })).toEqual({ field: "email", message: "Should be verified" });
    expect(leadProblem(values(), { ...verified, idVerified: false })).toEqual({ field: "idNumber", message: "Should be verified" });
    expect(leadProblem(values({ nationality: "Indian", idNumber: "N1234567" }), { ...verified, idType: "pp", idVerified: false })).toEqual({
      field: "idNumber",
      message: "Should be verified",
    });
    expect(leadProblem(values({ billing1: "", billingCity: "", billingPostal: "" }), verified)).toBeNull();
  });
});

describe("what the details form's posts change", () => {
  const trusted = ["nimal@example.lk", "0779998888"];
  const post = (order: LteOrder, fields: Record<string, string>) => withTyped(order, form({ form: "details", ...fields }), trusted);

  it("a new title sets the gender and clears the NIC, its check and the date of birth", () => {
    const changed = post(detailedOrder(), { title: "Mrs" }).details;
    expect(changed).toMatchObject({ title: "Mrs", gender: "Female", nic: "", idVerified: false, dateOfBirth: "" });
  });

  it("a new nationality clears NIC, passport, the check and the date of birth", () => {
    const changed = post(detailedOrder(), { nationality: "Indian" }).details;
    expect(changed).toMatchObject({ nationality: "Indian", nic: "", passport: "", idVerified: false, dateOfBirth: "" });
    const passport = post({ ...detailedOrder(), details: changed }, { idNumber: "n1234567", dateOfBirth: "1990-01-02" }).details;
    expect(passport).toMatchObject({ passport: "N1234567", nic: "", dateOfBirth: "1990-01-02" });
  });

  it("an edited NIC is upper-cased, unverified and gives the date of birth", () => {
    const changed = post(detailedOrder(), { idNumber: "199575512345" }).details;
    expect(changed).toMatchObject({ nic: "199575512345", idVerified: false, dateOfBirth: "1995-09-11" });
    expect(post(detailedOrder(), { idNumber: "853400937v" }).details.idVerified).toBe(true);
  });

  it("an edited contact is unverified unless it is the login id or the alternate contact", () => {
    expect(post(detailedOrder(), { mobile: "0761111111" }).details.mobileVerified).toBe(false);
    expect(post(detailedOrder(), { mobile: "077 999 8888" }).details.mobileVerified).toBe(true);
    expect(post(detailedOrder(), { mobile: "0761234567" }).details.mobileVerified).toBe(true);
  });

  it("'Same as service address' copies the service address; unticking clears the billing address", () => {
    const order = { ...detailedOrder(), details: { ...detailedOrder().details, billing1: "", billing2: "", billingCity: "", billingPostal: "" } };
    const same = post(order, { sameAsService: "on", billing1: "ignored" }).details;
    expect(same).toMatchObject({ sameAsService: true, billing1: "No 12", billing2: "Galle Road", billingCity: "Colombo", billingPostal: "00100" });
    const unticked = post({ ...order, details: same }, { billing1: "No 12" }).details;
    expect(unticked).toMatchObject({ sameAsService: false, billing1: "", billing2: "", billingCity: "", billingPostal: "" });
  });

  it("the code dialog's posts leave the form's fields alone", () => {
    const order = detailedOrder();
    expect(withTyped(order, form({ intent: "details-verify-otp", otp: "1" }), trusted)).toBe(order);
  });
});

describe("which step may open", () => {
  it("maps the internal steps onto the four shown", () => {
    expect([1, 2, 3, 4, 5, 6].map((s) => visibleIndex(s as 1))).toEqual([0, 1, 1, 2, 2, 3]);
    expect(stepOf("5")).toBe(5);
    expect(stepOf("9")).toBe(1);
  });

  it("opens each step once the one before is complete, and the request for coverage beside the location", () => {
    const empty = emptyLteOrder(null);
    expect(furthestStep(empty, draftKey(empty))).toBe(1);
    const packaged = { ...empty, packages: { ...empty.packages, internet: "4G Anytime 80" } };
    expect(furthestStep(packaged, draftKey(packaged))).toBe(2);
    expect(isOpen(3, packaged, draftKey(packaged))).toBe(false);
    const noCoverage = { ...locatedOrder(), coverage: { lat: 6.9271, lng: 79.8612, level: "NONE" as const } };
    expect(furthestStep(noCoverage, draftKey(noCoverage))).toBe(2);
    expect(isOpen(3, noCoverage, draftKey(noCoverage))).toBe(true);
    const located = locatedOrder();
    expect(furthestStep(located, draftKey(located))).toBe(4);
    const saved = { ...detailedOrder(), orderRef: "LTE24000001" };
    const withDraft = { ...saved, savedDraft: draftKey(saved) };
    expect(furthestStep(withDraft, draftKey(withDraft))).toBe(5);
    expect(furthestStep({ ...withDraft, documentsFor: "LTE24000001" }, draftKey(withDraft))).toBe(6);
    // A change after the draft was saved sends the customer back to save it again.
    const changed = { ...withDraft, packages: { ...withDraft.packages, internet: "4G Unlimited Home" }, documentsFor: "LTE24000001" };
    expect(furthestStep(changed, draftKey(changed))).toBe(4);
  });
});

describe("the documents step", () => {
  it("asks for a billing address proof only when the billing address differs from the service address", () => {
    const order = detailedOrder();
    expect(needsOf(order)).toEqual({ identity: "nic", billingProof: false });
    // Typed the same (case and spaces aside), or copied with 'Same as service address': no proof.
    expect(needsOf({ ...order, details: { ...order.details, billing1: " no 12 ", billing2: "GALLE ROAD" } }).billingProof).toBe(false);
    expect(needsOf({ ...order, details: { ...order.details, sameAsService: true } }).billingProof).toBe(false);
    expect(needsOf({ ...order, details: { ...order.details, billing1: "5 Temple Road", billing2: "Kandy" } })).toEqual({ identity: "nic", billingProof: true });
    const foreign = { ...order.details, nationality: "Indian", billing2: "Elsewhere" };
    expect(needsOf({ ...order, details: foreign })).toEqual({ identity: "pp", billingProof: true });
  });
});

describe("the LTE draft and the cart", () => {
  it("sends SERVICE_TYPE LTE, empty provinces, the billing address, bill type, IDD and LOOP_AVAILABLITY N", () => {
    const order = detailedOrder();
    const fields = draftFieldsOf({ ...order, packages: { ...order.packages, billingMode: "sms", idd: false } });
    expect(fields).toMatchObject({
      SERVICE_TYPE: "LTE",
      NIC: "853400937V",
      PP: "",
      TITLE: "Mr",
      gender: "Male",
      NATIONALITY: "Sri Lankan",
      SERVICE_ADD_CITY: "Colombo",
      SERVICE_ADD_POSTAL_CODE: "00100",
      SERVICE_ADD_PROVINCE: "",
      BILLING_ADD_STREET1: "No 12",
      BILLING_ADD_CITY: "Colombo",
      BILLING_ADD_PROVINCE: "",
      RTOM: "R-CEN",
      LATITUDE: "6.9271",
      LONGITUDE: "79.8612",
      VOICE_PACKAGE: "Home ",
      BB_PACKAGE: "4G Anytime 80",
      PEO_PACKAGE: "",
      billinG_MODE: "sms",
      iddstatus: "N",
      email: "nimal@example.lk",
      mobileno: "0761234567",
      LOOP_AVAILABLITY: "N",
    });
  });

  it("saves the bearer 'SLT 4G' with the fee first, then the chosen packages", () => {
    const chosen = { voice: catalogue.voice[0]!, internet: catalogue.internet.any[0]!, peoTv: null };
    expect(cartLines(chosen, 3900)).toEqual({
      bearer: { serviceType: "BEARER", packageName: "SLT 4G", rental: 0, iniCharge: 3900 },
      packages: [
        { serviceType: "VOICE", packageName: "Home ", rental: 390, iniCharge: 0 },
        { serviceType: "BROADBAND", packageName: "4G Anytime 80", rental: 2990, iniCharge: 0 },
      ],
    });
    expect(cartLines({ voice: null, internet: chosen.internet, peoTv: null }, 3900).packages).toHaveLength(1);
  });
});

/** An operator whose envelope answers the test gives by contract name (already as outcomes). */
function answering(outcomes: Record<string, unknown>, session = createSession<SessionData>()): Operator {
  const data = async (contract: Contract) => {
    if (!(contract.name in outcomes)) throw new Error(`unexpected call ${contract.name}`);
    return outcomes[contract.name];
  };
  return { session, clientIp: "192.0.2.7", now: () => Date.now(), data } as unknown as Operator;
}

const draftRow = { reF_NO: "LTE24000009" };
const paidLog = (crm_state: number, sys_status: string) => ({ ok: true, data: [{ gw_status: "1", crm_state, sys_status }] });

describe("the entry rule", () => {
  it("no order, or a draft without a cart: the wizard", async () => {
    expect(await entryOf(answering({ "sales.myDrafts": { ok: true, data: [] } }))).toEqual({ kind: "wizard", error: null });
    const open = answering({
      "sales.myDrafts": { ok: true, data: [draftRow] },
      "sales.paymentLogLte": { ok: true, data: [] },
      "sales.invoicesLte": { ok: true, data: [] },
    });
    expect(await entryOf(open)).toEqual({ kind: "wizard", error: null });
  });

  it("a cart waiting for payment: /cart", async () => {
    const op = answering({
      "sales.myDrafts": { ok: true, data: [draftRow] },
      "sales.paymentLogLte": { ok: true, data: [{ gw_status: "0" }] },
      "sales.invoicesLte": { ok: true, data: [{ reF_NO: "LTE24000009", servicE_TYPE: "BEARER" }] },
    });
    const thrown = await entryOf(op).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/cart");
  });

  it("a paid order: its status, until the customer leaves one that is over for a new request", async () => {
    const paid = (log: unknown, session?: ReturnType<typeof createSession<SessionData>>) =>
      answering({ "sales.myDrafts": { ok: true, data: [draftRow] }, "sales.paymentLogLte": log, "sales.invoicesLte": { ok: true, data: [] } }, session);
    expect(await entryOf(paid(paidLog(0, "0")))).toEqual({ kind: "status", view: { refNo: "LTE24000009", status: "Pending", done: false } });
    expect(await entryOf(paid(paidLog(4, "0")))).toMatchObject({ view: { status: "In processing", done: false } });
    expect(await entryOf(paid(paidLog(10, "1")))).toMatchObject({ view: { status: "Completed", done: true } });
    const session = createSession<SessionData>();
    session.set("lteRequest", { ...emptyLteOrder(null), orderRef: "LTE24000009" });
    expect(await entryOf(paid(paidLog(-1, "-1"), session))).toMatchObject({ view: { status: "Failed", done: true } });
    // The wizard that made the paid order starts over.
    expect(session.get("lteRequest")).toBeUndefined();
    session.set("lteNewAfter", "LTE24000009");
    expect(await entryOf(paid(paidLog(-1, "-1"), session))).toEqual({ kind: "wizard", error: null });
  });

  it("a failed read of the orders leaves the wizard open with the message", async () => {
    expect(await entryOf(answering({ "sales.myDrafts": { ok: false, message: "Service unavailable" } }))).toEqual({
      kind: "wizard",
      error: "Service unavailable",
    });
  });

  it("a new wizard fills in the login id as the verified email of an email user, the mobile of a mobile user", () => {
    const session = createSession<SessionData>();
    session.set("userName", "nimal@example.lk");
    session.set("userType", "EMAIL");
    expect(currentOrder(answering({}, session)).details).toMatchObject({ email: "nimal@example.lk", emailVerified: true, mobile: "", mobileVerified: false });
    session.set("userName", "0771234567");
    session.set("userType", "MOBILE");
    expect(currentOrder(answering({}, session)).details).toMatchObject({ email: "", emailVerified: false, mobile: "0771234567", mobileVerified: true });
  });
});
