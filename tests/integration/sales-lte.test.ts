/**
 * The LTE wizard's server steps against the in-process simulator, as a signed-in customer: the pin's
 * coverage, the contacts verified with the profile's codes, the NIC check, the LTE draft, the sales
 * lead where there is no coverage, the cart lines of Add to Cart and the entry rule of the order personas.
 */
import { describe, expect, it } from "vitest";
import * as sales from "#contracts/sales";
import { operatorFor } from "~/operator/client.server";
import { detailsAction } from "~/routes/_shell.lterequest/details.server";
import { entryOf } from "~/routes/_shell.lterequest/entry.server";
import { locationAction } from "~/routes/_shell.lterequest/location.server";
import { emptyLteOrder, type LteOrder } from "~/routes/_shell.lterequest/state";
import { addToCart } from "~/routes/_shell.lterequest/summary.server";
import { sessionCookieFor } from "../support/session";
import { useSimulator } from "../support/sim";

const sim = useSimulator();
let counter = 0;
const uniqueMobile = () => `078${String((Date.now() + counter++ * 7919) % 10_000_000).padStart(7, "0")}`;

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
};

/** A persona signed in, with the wizard's state kept between its posts as the route keeps it. */
async function customer(key: string) {
  const persona = await sim.client.createPersona(key);
  const { cookie } = await sessionCookieFor(persona);
  const op = await operatorFor(new Request("http://portal.test/lterequest", { headers: { cookie } }));
  let order: LteOrder = {
    ...emptyLteOrder({ userName: persona.userName, userType: "EMAIL" }),
    profileContact: null,
  };
  order = { ...order, packages: { ...order.packages, voice: "Home ", internet: "4G Anytime 80" } };
  return {
    persona,
    op,
    order: () => order,
    async location(fields: Record<string, string>) {
      const result = await locationAction(op, form(fields), order);
      order = result.order;
      return result;
    },
    async details(fields: Record<string, string>) {
      const result = await detailsAction(op, form({ form: "details", ...fields }), order);
      order = result.order;
      return result;
    },
  };
}

describe("the location step asks the operator about the pin's 4G LTE signal", () => {
  it("Colombo is covered: Next goes on once the consent and the address are given", async () => {
    const c = await customer("no-accounts");
    const pinned = await c.location({ intent: "location-save", city: "Colombo", lat: "", lng: "" });
    expect(pinned.order.location).toMatchObject({ city: "Colombo", postalCode: "00100", rtom: "R-CEN", lat: null });
    await c.location({ intent: "location-save", city: "Colombo", lat: "6.9271", lng: "79.8612", address1: "", address2: "" });
    expect(c.order().coverage).toEqual({ lat: 6.9271, lng: 79.8612, level: "HIGH" });
    const early = await c.location({ intent: "location-next", city: "Colombo", lat: "6.9271", lng: "79.8612", address1: "No 12", address2: "" });
    expect(early).toMatchObject({ next: false, problem: { field: "grant", message: "Please accept the terms conditions" } });
    const done = await c.location({
      intent: "location-next",
      city: "Colombo",
      lat: "6.9271",
      lng: "79.8612",
      grant: "on",
      address1: "No 12",
      address2: "Galle Road",
    });
    expect(done).toMatchObject({ next: true, problem: null });
  });

  it("Kilinochchi has none: Next refuses with the banner's words", async () => {
    const c = await customer("lte-no-coverage");
    await c.location({ intent: "location-save", city: "Kilinochchi", lat: "" });
    const result = await c.location({
      intent: "location-next",
      city: "Kilinochchi",
      lat: "9.3803",
      lng: "80.3770",
      grant: "on",
      address1: "No 8",
      address2: "A9 Road",
    });
    expect(c.order().coverage?.level).toBe("NONE");
    expect(result).toMatchObject({ next: false, error: "not available at the selected location, You can request SLT Megaline service." });
  });
});

describe("customer details as the signed-in customer", () => {
  it("verifies the mobile by the profile's code, checks the NIC, saves the LTE draft and adds the cart", async () => {
    const c = await customer("no-accounts");
    await c.location({ intent: "location-save", city: "Colombo", lat: "" });
    await c.location({ intent: "location-next", city: "Colombo", lat: "6.9271", lng: "79.8612", grant: "on", address1: "No 12", address2: "Galle Road" });
    // The email is the login id: verified from the start.
    expect(c.order().details).toMatchObject({ email: c.persona.userName, emailVerified: true });

    const mobile = uniqueMobile();
    await c.details({ intent: "details-send-mobile-otp", title: "Mr", firstName: "Sunil", lastName: "Fernando", mobile });
    const wrong = await c.details({ intent: "details-verify-otp", otp: "12" });
    expect(wrong).toMatchObject({ kind: "stay", problem: { field: "otp", message: "Enter 6 digits OTP code" } });
    await c.details({ intent: "details-verify-otp", otp: await sim.client.latestOtp(mobile) });
    expect(c.order().details).toMatchObject({ mobile, mobileVerified: true });

    const checked = await c.details({ intent: "details-check-id", idNumber: "853400937V" });
    expect(checked).toMatchObject({ kind: "stay", problem: null, alert: null });
    expect(c.order().details).toMatchObject({ nic: "853400937V", idVerified: true, dateOfBirth: "1985-12-05" });

    const missing = await c.details({ intent: "details-next" });
    expect(missing).toMatchObject({ kind: "stay", problem: { field: "billingCity", message: "Cannot be Empty" } });
    const next = await c.details({ intent: "details-next", sameAsService: "on" });
    expect(next.kind).toBe("next");
    const orderRef = c.order().orderRef!;
    const draft = await c.op.data(sales.draftByRef, { REF_NO: orderRef });
    expect(draft.ok && draft.data[0]).toMatchObject({
      servicE_TYPE: "LTE",
      looP_AVAILABLITY: "N",
      servicE_ADD_PROVINCE: null,
      billinG_ADD_STREET1: "No 12",
      billinG_MODE: "eBill",
      iddstatus: "Y",
      voicE_PACKAGE: "Home ",
      bB_PACKAGE: "4G Anytime 80",
      mobileno: mobile,
    });

    // A later Next updates the same draft.
    await c.details({ intent: "details-next", sameAsService: "on", lastName: "Fernando Silva" });
    expect(c.order().orderRef).toBe(orderRef);
    const updated = await c.op.data(sales.draftByRef, { REF_NO: orderRef });
    expect(updated.ok && updated.data[0]?.lastname).toBe("Fernando Silva");

    const refused = await addToCart(c.op, form({ readApplication: "on", acceptTerms: "on" }), c.order());
    expect(refused).toEqual({ ok: false, message: "Please tick all three declarations to continue." });
    const added = await addToCart(c.op, form({ readApplication: "on", trueInformation: "on", acceptTerms: "on" }), c.order());
    expect(added).toEqual({ ok: true });
    const lines = await c.op.data(sales.invoicesLte, { REF_NO: orderRef });
    expect(lines.ok && lines.data.map((l) => [l.servicE_TYPE, l.packagE_NAME, l.inI_CHARGE, l.rental])).toEqual([
      ["BEARER", "SLT 4G", 3900, 0],
      ["VOICE", "Home ", 0, 390],
      ["BROADBAND", "4G Anytime 80", 0, 2990],
    ]);
    await expect(entryOf(c.op)).rejects.toMatchObject({ status: 302 });
  });

  it("an ineligible NIC is cleared and its alert's Ok leads to the broadband summary", async () => {
    const [c, ineligible] = await Promise.all([customer("postpaid-fibre"), sim.client.createPersona("ineligible-nic")]);
    await c.location({ intent: "location-save", city: "Colombo", lat: "6.9271", lng: "79.8612" });
    const result = await c.details({ intent: "details-check-id", title: "Mr", idNumber: ineligible.nic });
    expect(result).toMatchObject({ kind: "stay", alert: { message: "Please visit the regional office.", okTo: "/boardBand/summary" } });
    expect(c.order().details).toMatchObject({ nic: "", idVerified: false });
  });

  it("where there is no coverage, Request coverage leaves a sales lead", async () => {
    const c = await customer("lte-no-coverage");
    await c.location({ intent: "location-save", city: "Kilinochchi", lat: "9.3803", lng: "80.377" });
    const lead = () => sim.client.journal({ user: c.persona.userName, contract: "sales.createSalesLead" });
    // The same checks as Next (spec 002 §2.6): the mobile verified by its code, then the NIC; no lead before.
    const mobile = uniqueMobile();
    const unverified = await c.details({ intent: "details-lead", title: "Mr", firstName: "Ravi", lastName: "Kumar", mobile, address1: "No 8" });
    expect(unverified).toMatchObject({ kind: "stay", problem: { field: "mobile", message: "Should be verified" } });
    await c.details({ intent: "details-send-mobile-otp" });
    await c.details({ intent: "details-verify-otp", otp: await sim.client.latestOtp(mobile) });
    const noNic = await c.details({ intent: "details-lead", idNumber: "853400937V" });
    expect(noNic).toMatchObject({ kind: "stay", problem: { field: "idNumber", message: "Should be verified" } });
    expect(await lead()).toEqual([]);
    await c.details({ intent: "details-check-id" });
    expect(c.order().details).toMatchObject({ mobileVerified: true, idVerified: true });
    const sent = await c.details({ intent: "details-lead" });
    expect(sent.kind).toBe("lead");
    expect((await lead()).map((e) => e.status)).toEqual([200]);
  });
});

describe("the entry rule with the order personas", () => {
  it("an unpaid LTE cart goes to /cart; a paid order shows its status", async () => {
    const unpaid = await customer("lte-cart-unpaid");
    const thrown = await entryOf(unpaid.op).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("Location")).toBe("/cart");
    const paid = await customer("lte-order-fails");
    expect(await entryOf(paid.op)).toEqual({ kind: "status", view: { refNo: paid.persona.order!.refNo, status: "Pending", done: false } });
  });
});
