/**
 * What the three order wizards share (app/sales): how a post changes the person (title, names,
 * contacts, NIC or passport), the city and pin a post describes, the billing address, a step's reply,
 * the steps in the URL and the one dispatcher of their posts, the cart lines, and the contact codes of a
 * signed-in customer.
 */
import { createSession } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import * as profile from "#contracts/profile";
import type { Contract } from "#contracts/core";
import type { Operator } from "~/operator/route.server";
import type { SessionData } from "~/operator/session.server";
import { postedBilling } from "~/sales/address";
import { cartLines } from "~/sales/cart.server";
import { contactCodePost, signedInCodes, signedInContactPost, signedInSendCheck } from "~/sales/contact-codes.server";
import { emptyCustomer } from "~/sales/draft";
import { postedLocation } from "~/sales/location.server";
import { personProblem, withChosenIdType, withoutIdentity, withTypedContacts, withTypedIdentity, withTypedName } from "~/sales/person";
import { stepReply } from "~/sales/step-answer.server";
import { wizardSteps } from "~/sales/steps";
import { answerPost, forEach, intentOf } from "~/sales/wizard.server";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
}

const verifiedNic = { ...emptyCustomer(), title: "Mr" as const, nic: "853400937V", idVerified: true, sltNic: "853400937V", dateOfBirth: "1985-12-05" };

describe("what a post changes of the person", () => {
  it("a new title sets the gender and clears the NIC, its check and the date of birth; a verified passport stays verified", () => {
    expect(withTypedName(verifiedNic, form({ title: "Ms" }), "nic")).toMatchObject({
      title: "Ms",
      gender: "Female",
      nic: "",
      idVerified: false,
      sltNic: "",
      dateOfBirth: "",
    });
    const passport = { ...verifiedNic, idType: "pp" as const, nic: "", passport: "N4820173", dateOfBirth: "1990-01-02" };
    expect(withTypedName(passport, form({ title: "Ms" }), "pp")).toMatchObject({ title: "Ms", passport: "N4820173", idVerified: true, dateOfBirth: "" });
    expect(withTypedName(verifiedNic, form({ title: "Dr", firstName: "x".repeat(60) }), "nic")).toMatchObject({ title: "Mr", firstName: "x".repeat(50) });
  });

  it("another document, or an edited number, must be checked again; a valid NIC gives the date of birth, a verified one locks it", () => {
    expect(withChosenIdType(verifiedNic, form({ idType: "pp" }))).toMatchObject({ idType: "pp", idVerified: false, sltNic: "" });
    expect(withChosenIdType(verifiedNic, form({ idType: "nic" }))).toBe(verifiedNic);
    expect(withTypedIdentity(verifiedNic, form({ idNumber: " 853400937v " }), "nic")).toMatchObject({ nic: "853400937V", idVerified: true });
    expect(withTypedIdentity(verifiedNic, form({ idNumber: "199575512345" }), "nic")).toMatchObject({ idVerified: false, dateOfBirth: "1995-09-11" });
    expect(withTypedIdentity(verifiedNic, form({ dateOfBirth: "2000-01-01" }), "nic").dateOfBirth).toBe("1985-12-05");
    expect(withTypedIdentity({ ...verifiedNic, nic: "" }, form({ dateOfBirth: "1 Jan" }), "pp").dateOfBirth).toBe("");
    expect(withoutIdentity(verifiedNic)).toMatchObject({ nic: "", passport: "", idVerified: false, sltNic: "", dateOfBirth: "" });
  });

  it("only the open contacts change; an edited one is verified only when it is a contact verified already", () => {
    const person = { ...emptyCustomer(), mobile: "0771234567", mobileVerified: true, email: "a@example.lk", emailVerified: false };
    const typed = withTypedContacts(person, form({ mobile: "0719999999", email: " B@Example.lk " }), ["email"], ["b@example.lk"]);
    expect(typed).toMatchObject({ mobile: "0771234567", mobileVerified: true, email: "B@Example.lk", emailVerified: true });
    expect(withTypedContacts(person, form({ mobile: "0761111111" }), ["mobile"], [])).toMatchObject({ mobile: "0761111111", mobileVerified: false });
    // Unchanged: verified as before, or now that it is known.
    expect(withTypedContacts(person, form({ email: "a@example.lk" }), ["email"], ["a@example.lk"]).emailVerified).toBe(true);
  });

  it("Next of a signed-in customer tells the first failure of the person", () => {
    const flags = { idType: "nic" as const, mobileVerified: true, emailVerified: true, idVerified: true };
    const values = { title: "Mr", firstName: "Nimal", lastName: "Perera", dateOfBirth: "1985-12-05", idNumber: "853400937V" };
    expect(personProblem(values, flags)).toBeNull();
    expect(personProblem({ ...values, lastName: " " }, { ...flags, mobileVerified: false })).toEqual({ field: "lastName", message: "details.error.empty" });
    expect(personProblem(values, { ...flags, emailVerified: false })).toEqual({ field: "email", message: "details.error.shouldVerify" });
    expect(personProblem({ ...values, idNumber: "" }, { ...flags, idType: "pp", idVerified: false })).toEqual({
      field: "idNumber",
      message: "details.error.empty",
    });
    expect(personProblem(values, { ...flags, idType: "pp", idVerified: false })).toBeNull();
  });
});

describe("the city and pin of a post", () => {
  const cities = [
    { city: "Colombo 03", district: "Colombo", rtom: "R-CEN", postalCode: "00300", lat: 6.906, lng: 79.853 },
    { city: "Jaffna", district: "Jaffna", rtom: "R-JA", postalCode: "40000", lat: 9.6615, lng: 80.0255 },
  ];
  const colombo = { city: "Colombo 03", district: "Colombo", rtom: "R-CEN", postalCode: "00300", lat: 6.91, lng: 79.86 };

  it("with JavaScript: the map's pin, which a new city keeps unless it is still the old one", () => {
    expect(postedLocation(null, form({ city: "Jaffna", lat: "9.7", lng: "80.01" }), cities)).toMatchObject({
      city: "Jaffna",
      rtom: "R-JA",
      lat: 9.7,
      lng: 80.01,
    });
    expect(postedLocation(colombo, form({ city: "Jaffna", lat: "6.91", lng: "79.86" }), cities)).toMatchObject({ city: "Jaffna", lat: null, lng: null });
    expect(postedLocation(colombo, form({ city: "Colombo 03", lat: "6.9123456", lng: "79.87" }), cities)).toMatchObject({ lat: 6.912346, lng: 79.87 });
    expect(postedLocation(colombo, form({ city: "Colombo 03", lat: "", lng: "" }), cities)).toMatchObject({ lat: null, lng: null });
  });

  it("without JavaScript: the typed coordinates, else the town, else the city; a new city after a pin starts at the town or the city", () => {
    expect(postedLocation(null, form({ city: "Jaffna", town: "", lat: "9.7", lng: "80.01" }), cities)).toMatchObject({ lat: 9.7, lng: 80.01 });
    expect(postedLocation(null, form({ city: "Jaffna", town: "", lat: "", lng: "" }), cities)).toMatchObject({ lat: 9.6615, lng: 80.0255 });
    expect(postedLocation(colombo, form({ city: "Jaffna", town: "", lat: "7.1", lng: "80.1" }), cities)).toMatchObject({ lat: 9.6615, lng: 80.0255 });
    expect(postedLocation(colombo, form({ city: "Colombo 03", town: "", lat: "6.95", lng: "79.9" }), cities)).toMatchObject({ lat: 6.95, lng: 79.9 });
  });

  it("no city: none; an unknown city: what there was; nothing of the pin posted: the pin stays", () => {
    expect(postedLocation(colombo, form({ city: " " }), cities)).toBeNull();
    expect(postedLocation(colombo, form({ city: "Atlantis", lat: "7", lng: "80" }), cities)).toBe(colombo);
    expect(postedLocation(colombo, form({ city: "Colombo 03" }), cities)).toBe(colombo);
  });
});

describe("the billing address", () => {
  const names = { line1: "b1", line2: "b2", city: "bc", postalCode: "bp" };
  const service = { line1: "No 12", line2: "Galle Road", city: "Colombo", postalCode: "00100" };
  const empty = { line1: "", line2: "", city: "", postalCode: "" };

  it("'Same as service address' copies the service address; unticking clears it; otherwise as typed (postal code: 5 digits)", () => {
    const same = postedBilling({ same: false, billing: empty }, form({ sameAsService: "on", b1: "ignored" }), service, names);
    expect(same).toEqual({ same: true, billing: service });
    expect(postedBilling(same, form({ b1: "x" }), service, names)).toEqual({ same: false, billing: empty });
    expect(postedBilling({ same: false, billing: empty }, form({ b1: "5 Temple Road", bc: "Kandy", bp: "20a0001" }), service, names)).toEqual({
      same: false,
      billing: { line1: "5 Temple Road", line2: "", city: "Kandy", postalCode: "20000" },
    });
  });
});

describe("a step's answer", () => {
  it("nothing to tell: none; without values the problems and the form's message only; with them the form's values too", () => {
    expect(stepReply(null, null)).toBeNull();
    expect(stepReply({ field: "mobile", message: "Enter valid mobile number" }, "Refused")).toEqual({
      status: "error",
      error: { mobile: ["Enter valid mobile number"], "": ["Refused"] },
    });
    const reply = stepReply(
      [
        { field: "title", message: "Not match with Nic" },
        { field: "idNumber", message: "Not match with title" },
      ],
      null,
      { title: "Mrs", idNumber: "" },
    );
    expect(reply).toMatchObject({
      status: "error",
      initialValue: { title: "Mrs" },
      error: { title: ["Not match with Nic"], idNumber: ["Not match with title"] },
    });
  });
});

describe("the steps in the URL and the cart lines", () => {
  it("a step's address, the step an address names (the first otherwise), and the visible step", () => {
    const steps = wizardSteps("/lterequest", [1, 2, 3, 4, 5, 6] as const, [0, 1, 1, 2, 2, 3]);
    expect(steps.path(4)).toBe("/lterequest?step=4");
    expect([steps.of("5"), steps.of("9"), steps.of(null)]).toEqual([5, 1, 1]);
    expect(steps.visibleIndex(5)).toBe(2);
    expect(wizardSteps("/applyonline/fiber", ["packages", "details", "summary"] as const).visibleIndex("summary")).toBe(2);
  });

  it("BEARER with the fee first, then the lines of the kinds the connection bills", () => {
    const chosen = {
      voice: { name: "Home ", freeMinutes: "60", phoneUnit: "1.50", rental: 390, callCharges: true },
      internet: { name: "Any Joy", gb: 100, freeGb: null, rental: 3690 },
      peoTv: { name: "PEO Silver", channels: 59, rental: 950 },
    };
    const fibre = cartLines("SLT Fiber", 10000, chosen, ["internet", "peoTv"]);
    expect(fibre.bearer).toEqual({ serviceType: "BEARER", packageName: "SLT Fiber", rental: 0, iniCharge: 10000 });
    expect(fibre.packages.map((l) => [l.serviceType, l.packageName, l.rental])).toEqual([
      ["BROADBAND", "Any Joy", 3690],
      ["PEOTV", "PEO Silver", 950],
    ]);
  });
});

/** A signed-in operator answering the profile's code calls; it records them. */
function signedIn(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const data = async (contract: Contract) => {
    calls.push(contract.name);
    return answers[contract.name] ?? { ok: true, data: null };
  };
  const op = { session: createSession<SessionData>(), clientIp: "192.0.2.10", data } as unknown as Operator;
  return { op, calls };
}

describe("a signed-in customer's contact codes", () => {
  const customer = { mobile: "0761234567", mobileVerified: false, email: "n@example.lk", emailVerified: true };

  it("sends nothing to a verified contact or an invalid one; the code must be six digits; a verified code verifies its contact", async () => {
    expect(signedInSendCheck(customer)("email")).toBe("verified");
    expect(signedInSendCheck({ ...customer, mobile: "12" })("mobile")).toEqual({ field: "mobile", message: "Enter valid mobile number" });
    const { op, calls } = signedIn({});
    expect(await signedInContactPost(op, form({}), "details-next", "test", customer)).toBeNull();
    expect(await signedInContactPost(op, form({}), "details-send-mobile-otp", "test", customer)).toEqual({ customer, problem: null });
    expect(calls).toEqual([profile.sendOtp.name]);
    const wrong = await contactCodePost(op, form({ otp: "12" }), "details-verify-otp", {
      flow: "test",
      codes: signedInCodes,
      sendCheck: signedInSendCheck(customer),
      contacts: customer,
    });
    expect(wrong).toEqual({ problem: { field: "otp", message: "Enter 6 digits OTP code" } });
    const verified = await signedInContactPost(op, form({ otp: "123456" }), "details-verify-otp", "test", customer);
    expect(verified).toEqual({ customer: { ...customer, mobileVerified: true }, problem: null });
    expect(calls).toEqual([profile.sendOtp.name, profile.verifyOtp.name]);
  });
});

describe("the wizards' one dispatcher", () => {
  type Step = 1 | 2 | 3;
  const ran: string[] = [];
  const action = (step: Step) => ({ step, run: (post: { name: string }) => (ran.push(`${step}:${post.name}`), new Response(null, { status: 204 })) });
  const table = { ...forEach(["pick", "remove"] as const, action(1)), "details-next": action(2), "summary-cart": action(3) };
  const gate = (furthest: Step) => ({ isOpen: (step: Step) => step <= furthest, furthest: () => `/wizard?step=${furthest}` });
  const thrown = async (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it("runs the action of the intent's step when that step may open", async () => {
    ran.length = 0;
    expect((await answerPost(table, "remove", gate(2), { name: "a" })).status).toBe(204);
    expect((await answerPost(table, "details-next", gate(2), { name: "b" })).status).toBe(204);
    expect(ran).toEqual(["1:a", "2:b"]);
  });

  it("sends a post of a step that may not open yet to the furthest open step, without running it", async () => {
    ran.length = 0;
    const answer = await answerPost(table, "summary-cart", gate(2), { name: "c" });
    expect([answer.status, answer.headers.get("Location")]).toEqual([302, "/wizard?step=2"]);
    expect(ran).toEqual([]);
  });

  it("refuses an intent the table does not name with 400, whatever its prefix, and runs nothing", async () => {
    ran.length = 0;
    for (const intent of ["", "details-forget", "summary-", "constructor", "toString"]) {
      const error = await thrown(answerPost(table, intent, gate(3), { name: intent }));
      expect(error instanceof Response && error.status, intent).toBe(400);
    }
    expect(ran).toEqual([]);
  });

  it("reads the intent a post names", () => {
    expect(intentOf(form({ intent: "pick", kind: "voice" }))).toBe("pick");
    expect(intentOf(form({ kind: "voice" }))).toBe("");
  });
});
