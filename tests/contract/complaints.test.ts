/** Fault complaints in the simulator: submit, list, one open complaint per service, the operator's refusals. */
import { describe, expect, it } from "vitest";
import * as bb from "#contracts/broadband";
import * as complaints from "#contracts/complaints";
import { send, signIn, useSimulator } from "../support/sim";

const sim = useSimulator();

const complaint = (telephoneNo: string, extra: Partial<Record<string, string>> = {}) => ({
  faultyTelephoneNo: telephoneNo,
  serviceOption: "BROADBAND" as const,
  contactNo: "0771234567",
  faultdescription: "No internet since this morning",
  lattitude: "6.927079",
  longitude: "79.861244",
  status: "Active",
  serviceID: telephoneNo,
  ...extra,
});

async function faultsOf(telephoneNo: string, token: string) {
  const result = await send(complaints.viewFaultList, { faultyTelephoneNo: telephoneNo }, token);
  if (result.kind !== "answer" || !result.answer.isSuccess) throw new Error(JSON.stringify(result));
  return result.answer.dataBundle.asset.flatMap((a) => a.fault.map((f) => ({ service: a.serviceName, ...f })));
}

describe("fault complaints", () => {
  it("lists a new complaint as Open, refuses a second one for the service, and resolves it with time", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    let token = await signIn(persona);
    const tel = persona.lines[0]!.telephoneNo;
    const before = await faultsOf(tel, token);

    const created = await send(complaints.createFault, complaint(tel), token);
    expect(created).toMatchObject({ kind: "answer", answer: { isSuccess: true } });
    const ref = created.kind === "answer" && created.answer.isSuccess ? created.answer.dataBundle.faultRef : null;
    expect(ref).toMatch(/^FLT\d{10}$/);

    const after = await faultsOf(tel, token);
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual(expect.objectContaining({ service: "BROADBAND", faultRef: ref, status: "Open" }));
    expect((await sim.client.outbox("0771234567")).some((m) => m.body.includes(ref!))).toBe(true);

    const again = await send(complaints.createFault, complaint(tel), token);
    expect(again).toMatchObject({ answer: { isSuccess: false } });
    expect(again.kind === "answer" && again.answer.errorShow).toContain(ref);
    // Another service of the same line is independent.
    expect(await send(complaints.createFault, complaint(tel, { serviceOption: "VOICE" }), token)).toMatchObject({ answer: { isSuccess: true } });

    await sim.client.call("clock", { advanceMs: 3 * 24 * 3600 * 1000 });
    token = await signIn(persona);
    expect(await faultsOf(tel, token)).toContainEqual(expect.objectContaining({ faultRef: ref, status: "Resolved" }));
    expect(await send(complaints.createFault, complaint(tel), token)).toMatchObject({ answer: { isSuccess: true } });
  });

  it("refuses a throttled broadband line with the operator's message", async () => {
    const persona = await sim.client.createPersona("adsl-throttled");
    const token = await signIn(persona);
    const tel = persona.lines[0]!.telephoneNo;
    expect(await send(complaints.createFault, complaint(tel), token)).toMatchObject({
      answer: { isSuccess: false, errorShow: "Sorry! Your Broadband is Throttled. Please purchase Extra GB. " },
    });
    expect(await send(complaints.createFault, complaint(tel, { serviceOption: "VOICE" }), token)).toMatchObject({ answer: { isSuccess: true } });

    // Buying Extra GB lifts the throttle, and with it the refusal.
    const subscriberID = `94${tel.slice(1)}`;
    const bought = await send(bb.purchaseExtraGb, { subscriberID, packageId: "EGB_5", commitUse: persona.userName, channel: "SCP" }, token);
    expect(bought).toMatchObject({ answer: { isSuccess: true } });
    expect(await send(complaints.createFault, complaint(tel), token)).toMatchObject({ answer: { isSuccess: true } });
  });

  it("refuses a voice complaint while the voice service is suspended, whatever status the caller sends", async () => {
    const persona = await sim.client.createPersona("voice-suspended");
    const token = await signIn(persona);
    const tel = persona.lines[0]!.telephoneNo;
    expect(await send(complaints.createFault, complaint(tel, { serviceOption: "VOICE" }), token)).toMatchObject({
      answer: {
        isSuccess: false,
        errorShow: "Dear valued customer, your voice service is not active at the moment. Kindly settle your bills to experience an uninterrupted service . ",
      },
    });
    expect(await send(complaints.createFault, complaint(tel), token)).toMatchObject({ answer: { isSuccess: true } });
  });

  it("checks the service, contact number, location and description", async () => {
    const persona = await sim.client.createPersona("tv-only");
    const token = await signIn(persona);
    const tel = persona.lines[0]!.telephoneNo;
    const refused = async (extra: Partial<Record<string, string>>) => {
      const result = await send(complaints.createFault, complaint(tel, { serviceOption: "PEOTV", ...extra }), token);
      return result.kind === "answer" && !result.answer.isSuccess ? result.answer.errorShow : "accepted";
    };
    expect(await refused({ serviceOption: "BROADBAND" })).toBe("The selected service is not available on this connection.");
    expect(await refused({ serviceOption: "VOICE", status: "Suspended" })).toBe(
      "Dear valued customer, your voice service is not active at the moment. Kindly settle your bills to experience an uninterrupted service . ",
    );
    expect(await refused({ contactNo: "077123456" })).toBe("Sorry, Please Enter Valide Contact number (0xxxxxxxxx).");
    expect(await refused({ lattitude: "51.5072", longitude: "-0.1276" })).toBe("Sorry, Please Select Location .");
    expect(await refused({ lattitude: "" })).toBe("Sorry, Please Select Location .");
    expect(await refused({ faultdescription: "   " })).toBe("Sorry, Description cannot be empty.");
    expect(await faultsOf(tel, token)).not.toContainEqual(expect.objectContaining({ status: "Open" }));
  });
});
