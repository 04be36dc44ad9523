/**
 * The public fibre wizard's customer-details step on the server (details.server.ts) against the
 * in-process simulator: mobile verification giving the order identity, the NIC/passport checks and
 * their alerts, Next's checks, the draft and the coverage check.
 */
import { describe, expect, it } from "vitest";
import { operatorFor } from "~/operator/client.server";
import { detailsAction, loadDetails } from "~/routes/applyonline.fiber/details.server";
import { emptyFibreOrder, type FibreOrder } from "~/routes/applyonline.fiber/state";
import { useSimulator } from "../support/sim";

const sim = useSimulator();
let counter = 0;
const uniqueMobile = () => `077${String((Date.now() + counter++ * 7919) % 10_000_000).padStart(7, "0")}`;

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
};

async function visitor() {
  const op = await operatorFor(new Request("http://portal.test/applyonline/fiber?step=details"));
  let order: FibreOrder = { ...emptyFibreOrder(), packages: { voice: "Home ", internet: "Any Beat", peoTv: null } };
  async function post(fields: Record<string, string>) {
    const result = await detailsAction(op, form(fields), order);
    order = result.order;
    return result;
  }
  return { op, post, order: () => order };
}

/** A visitor whose mobile is verified with the code from the simulator's outbox. */
async function verifiedVisitor(title = "Mr") {
  const v = await visitor();
  const mobile = uniqueMobile();
  await v.post({ intent: "details-send-mobile-otp", title, firstName: "Nimal", lastName: "Perera", mobile });
  const code = await sim.client.latestOtp(mobile);
  const verified = await v.post({ intent: "details-verify-otp", otp: code });
  expect(verified).toMatchObject({ kind: "stay", reply: null });
  return { ...v, mobile };
}

/** Next with everything else its checks ask for: an email, the address and a pin in Kandy. */
const READY_FOR_NEXT = {
  intent: "details-next",
  email: "nimal@example.lk",
  address1: "No 5",
  address2: "Temple Road",
  city: "Kandy",
  lat: "7.2906",
  lng: "80.6337",
};

const errorsOf = (result: Awaited<ReturnType<typeof detailsAction>>) => (result.kind === "stay" ? (result.reply?.error ?? {}) : {});

describe("mobile verification", () => {
  it("refuses a malformed mobile, then verifies the code and keeps the order identity in the session", async () => {
    const v = await visitor();
    const bad = await v.post({ intent: "details-send-mobile-otp", mobile: "12345" });
    expect(errorsOf(bad)).toMatchObject({ mobile: ["Enter a valid mobile phone number."] });

    const mobile = uniqueMobile();
    await v.post({ intent: "details-send-mobile-otp", title: "Mr", firstName: "Nimal", lastName: "Perera", mobile });
    expect((await loadDetails(v.op, v.order(), new Request("http://portal.test"))).otp).toEqual({ channel: "mobile", contact: mobile });

    const wrong = await v.post({ intent: "details-verify-otp", otp: "12345" });
    expect(errorsOf(wrong)).toMatchObject({ otp: ["Enter 6 digits OTP code"] });

    const code = await sim.client.latestOtp(mobile);
    await v.post({ intent: "details-verify-otp", otp: code });
    expect(v.order().details.mobileVerified).toBe(true);
    expect(v.op.session.get("orderIdentity")).toMatchObject({ userName: mobile, accessToken: expect.any(String) });
    const view = await loadDetails(v.op, v.order(), new Request("http://portal.test"));
    expect(view.otp).toBeNull();
    expect(view.cities.find((c) => c.city === "Kandy")).toMatchObject({ district: "Kandy", postalCode: "20000" });
  });

  it("verifies the email with its own code once the mobile is verified", async () => {
    const v = await verifiedVisitor();
    expect(errorsOf(await v.post({ intent: "details-send-email-otp", email: "nimal@" }))).toMatchObject({ email: ["Enter valid email"] });
    const email = `nimal${counter++}@example.lk`;
    await v.post({ intent: "details-send-email-otp", email });
    expect((await loadDetails(v.op, v.order(), new Request("http://portal.test"))).otp).toEqual({ channel: "email", contact: email });
    await v.post({ intent: "details-verify-otp", otp: await sim.client.latestOtp(email) });
    expect(v.order().details).toMatchObject({ email, emailVerified: true, altContact: email });
  });

  it("ignores email, NIC and address until the mobile is verified", async () => {
    const v = await visitor();
    await v.post({ intent: "details-check-id", email: "a@b.lk", idNumber: "853400937V", address1: "No 1" });
    expect(v.order().details).toMatchObject({ email: "", nic: "", address1: "" });
  });
});

describe("NIC and passport", () => {
  it("clears a NIC whose gender does not match the title", async () => {
    const v = await verifiedVisitor("Mrs");
    const result = await v.post({ intent: "details-check-id", idType: "nic", idNumber: "853400937V" });
    expect(errorsOf(result)).toMatchObject({
      "": ["NIC and your name title not match"],
      title: ["Not match with Nic"],
      idNumber: ["Not match with title"],
    });
    expect(v.order().details).toMatchObject({ nic: "", idVerified: false, dateOfBirth: "" });
  });

  it("verifies an eligible NIC, derives the date of birth, and a new title clears them", async () => {
    const v = await verifiedVisitor("Mr");
    await v.post({ intent: "details-check-id", idType: "nic", idNumber: "853400937v" });
    expect(v.order().details).toMatchObject({ nic: "853400937V", idVerified: true, dateOfBirth: "1985-12-05" });
    await v.post({ intent: "details-save", title: "Ms" });
    expect(v.order().details).toMatchObject({ gender: "Female", nic: "", idVerified: false, dateOfBirth: "" });
  });

  it("clears an ineligible NIC with the operator's reason and the office alert", async () => {
    const persona = await sim.client.createPersona("ineligible-nic");
    const v = await verifiedVisitor("Mr");
    const result = await v.post({ intent: "details-check-id", idType: "nic", idNumber: persona.nic });
    expect(result).toMatchObject({ alert: { title: "You are not an Existing customer!", message: "Please visit the regional office." } });
    expect(errorsOf(result).idNumber?.[0]).toBeTruthy();
    expect(v.order().details).toMatchObject({ nic: "", idVerified: false });
  });

  it("verifies an existing customer with an outstanding balance and points to the bill", async () => {
    const persona = await sim.client.createPersona("existing-outstanding");
    const v = await verifiedVisitor("Mr");
    const result = await v.post({ intent: "details-check-id", idType: "nic", idNumber: persona.nic });
    expect(result).toMatchObject({
      alert: { title: "You are an Existing customer!", message: "Check your outstanding amount.", link: { to: "/bill/0", label: "Check from here" } },
    });
    expect(v.order().details).toMatchObject({ idVerified: true, sltNic: persona.nic });
  });

  it("checks the passport pattern, then asks to settle an outstanding balance", async () => {
    const v = await verifiedVisitor("Mr");
    expect(errorsOf(await v.post({ intent: "details-check-id", idType: "pp", idNumber: "" }))).toMatchObject({
      idNumber: ["Passport/NIC Number cannot be empty"],
    });
    expect(errorsOf(await v.post({ intent: "details-check-id", idType: "pp", idNumber: "Q4820173" }))).toMatchObject({
      idNumber: ["Enter Valid Passport Number"],
    });
    const owed = await v.post({ intent: "details-check-id", idType: "pp", idNumber: "N4820173" });
    expect(errorsOf(owed)).toMatchObject({ idNumber: ["Please settle the current outstanding balance..!"] });
    await v.post({ intent: "details-check-id", idType: "pp", idNumber: "N48 20174" });
    expect(v.order().details).toMatchObject({ passport: "N48 20174", idVerified: true });
  });
});

describe("Next", () => {
  it("reports every check in order, keeps what was typed, then saves the draft and checks coverage", async () => {
    const v = await verifiedVisitor("Mr");
    const empty = await v.post({ intent: "details-next", firstName: "Nimal2", email: "nimal@", address1: "No 5" });
    expect(errorsOf(empty)).toEqual({
      firstName: ["Only letters are allowed"],
      email: ["Invalid Email Format"],
      address2: ["Cannot be Empty"],
      dateOfBirth: ["Cannot be Empty"],
      idNumber: ["Cannot be Empty"],
      location: ["Please select your service installation location"],
    });
    expect(v.order().details).toMatchObject({ firstName: "Nimal2", email: "nimal@", address1: "No 5" });

    await v.post({ intent: "details-check-id", idType: "nic", idNumber: "199012301234" });
    const ready = { ...READY_FOR_NEXT, firstName: "Nimal" };
    const next = await v.post(ready);
    expect(next.kind).toBe("next");
    expect(v.order()).toMatchObject({ orderRef: expect.stringMatching(/^FTTH/), dpexist: "Y", location: { city: "Kandy", rtom: "R-KY", postalCode: "20000" } });
    const ref = v.order().orderRef;

    // Jaffna has no distribution point in reach: the draft is updated and the area marked not covered.
    const jaffna = await v.post({ ...ready, city: "Jaffna", lat: "9.6615", lng: "80.0255" });
    expect(jaffna.kind).toBe("next");
    expect(v.order()).toMatchObject({ orderRef: ref, dpexist: "N", location: { city: "Jaffna", district: "Jaffna" } });
  });

  it("saves the name and alternate contact at Next when the mobile was verified before a name was typed", async () => {
    const v = await visitor();
    const mobile = uniqueMobile();
    await v.post({ intent: "details-send-mobile-otp", mobile });
    await v.post({ intent: "details-verify-otp", otp: await sim.client.latestOtp(mobile) });
    const saves = () => sim.client.journal({ contract: "profile.updateUserInfo", user: mobile });
    expect(await saves()).toEqual([]);

    await v.post({ intent: "details-check-id", title: "Mr", idType: "nic", idNumber: "199012301234" });
    const ready = { ...READY_FOR_NEXT, title: "Mr", firstName: "Nimal", lastName: "Perera" };
    const first = await v.post(ready);
    expect(errorsOf(first)).toEqual({});
    expect(first.kind).toBe("next");
    expect(await saves()).toHaveLength(1);
    // Saved once: another Next does not send it again.
    expect((await v.post(ready)).kind).toBe("next");
    expect(await saves()).toHaveLength(1);
  });

  it("a failing coverage check still moves on, marked not covered; once marked, only the error shows", async () => {
    const v = await verifiedVisitor("Mr");
    await v.post({ intent: "details-check-id", idType: "nic", idNumber: "199012301234" });
    await sim.client.addFault({ kind: "http500", contract: "sales.feasibility", user: v.mobile, remaining: 2 });
    const ready = { intent: "details-next", email: "n@example.lk", address1: "No 5", address2: "Road", city: "Kandy", lat: "7.2906", lng: "80.6337" };
    const first = await v.post(ready);
    expect(first).toMatchObject({ kind: "next", notice: expect.any(String), order: { dpexist: "N", orderRef: expect.any(String) } });
    const again = await v.post(ready);
    expect(again.kind).toBe("stay");
    expect(errorsOf(again)[""]?.[0]).toBeTruthy();
  });

  it("without JavaScript puts the pin on the chosen town, else on the city", async () => {
    const v = await verifiedVisitor("Mr");
    await v.post({ intent: "details-save", city: "Galle", town: "hikkaduwa", lat: "", lng: "" });
    expect(v.order().location).toMatchObject({ city: "Galle", postalCode: "80000", lat: 6.1395, lng: 80.1063 });
    await v.post({ intent: "details-save", city: "Matara", town: "", lat: "", lng: "" });
    expect(v.order().location).toMatchObject({ city: "Matara", lat: 5.9549, lng: 80.555 });
  });
});
