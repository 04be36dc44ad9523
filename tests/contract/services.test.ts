/** Connection requests and the signed partner (KSS) link in the simulator. */
import { describe, expect, it } from "vitest";
import * as services from "#contracts/services";
import { send, signIn, transport, useSimulator } from "../support/sim";

const sim = useSimulator();

describe("connection request", () => {
  it("checks the form, records the request once, and texts the customer", async () => {
    const persona = await sim.client.createPersona("no-accounts");
    const token = await signIn(persona);
    const request = {
      telephoneNo: "",
      title: "Ms",
      firstName: "Dilani",
      lastName: "Jayasuriya",
      nic: "923456789V",
      ConatctTelNo: "0761234567",
      description: "new Megaline: Voice, PEO TV",
    };
    const errorOf = async (extra: Partial<typeof request>) => {
      const result = await send(services.connectionRequest, { ...request, ...extra }, token);
      return result.kind === "answer" && !result.answer.isSuccess ? result.answer.errorShow : "accepted";
    };
    expect(await errorOf({ firstName: " " })).toBe("First name can not be empty");
    expect(await errorOf({ lastName: "" })).toBe("Last name can not be empty");
    expect(await errorOf({ ConatctTelNo: "076123456" })).toBe("Enter valid mobile");
    expect(await errorOf({ nic: "92345678V" })).toBe("Enter valid NIC number");
    expect(await errorOf({ telephoneNo: "0112999999" })).toBe("The selected account is not linked to your profile.");

    expect(await errorOf({})).toBe("accepted");
    expect(await errorOf({})).toBe("You have already submitted this request. Our sales team will contact you shortly.");
    expect((await sim.client.outbox("0761234567")).some((m) => m.subject === "Connection request")).toBe(true);
  });
  it("takes an upgrade for a linked line, NICs with any letter, and the same request again a day later", async () => {
    const persona = await sim.client.createPersona("tv-only");
    const telephoneNo = persona.lines[0]!.telephoneNo;
    const request = {
      telephoneNo,
      title: "",
      firstName: "Nimal",
      lastName: "Perera",
      nic: "",
      ConatctTelNo: "0771234567",
      description: "upgrade Broadband: Broadband",
    };
    const accepted = async (input: typeof request) => {
      const result = await send(services.connectionRequest, input, await signIn(persona));
      return result.kind === "answer" && result.answer.isSuccess;
    };
    expect(await accepted(request)).toBe(true);
    expect(await accepted(request)).toBe(false);
    expect(await accepted({ ...request, description: "upgrade PEO TV: Broadband" })).toBe(true);
    expect(await accepted({ ...request, telephoneNo: "", nic: "923456789A", description: "new Megaline: Voice" })).toBe(true);
    const journal = await sim.client.journal({ user: persona.userName, contract: "services.connectionRequest" });
    expect(journal.filter((e) => e.status === 200)).toHaveLength(4);

    await sim.client.clock({ advanceMs: 24 * 3600 * 1000 + 1000 });
    expect(await accepted(request)).toBe(true);
  });
});

describe("signed partner link (KSS)", () => {
  it("answers a JWT for the user's broadband subscriber that the partner page accepts", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const token = await signIn(persona);
    const subscriberId = `94${persona.lines[0]!.telephoneNo.slice(1)}`;
    const result = await send(services.kssToken, { subscriberId, service: "KSS" }, token);
    if (result.kind !== "answer" || !result.answer.jwt) throw new Error(JSON.stringify(result));
    const [header, payload, signature] = result.answer.jwt.split(".");
    expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" });
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    expect(claims).toMatchObject({ subscriberId, service: "KSS" });
    expect(claims.exp - claims.iat).toBe(600);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(signature!.length).toBeGreaterThan(20);

    const page = await fetch(`${transport.bases.partner}/kss?token=${result.answer.jwt}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(subscriberId);
    expect((await fetch(`${transport.bases.partner}/kss?token=bad`)).status).toBe(401);
  });

  it("refuses a subscriber the user has not linked, and a line without broadband", async () => {
    const persona = await sim.client.createPersona("tv-only");
    const token = await signIn(persona);
    const own = `94${persona.lines[0]!.telephoneNo.slice(1)}`;
    expect(await send(services.kssToken, { subscriberId: own, service: "KSS" }, token)).toMatchObject({ kind: "http-error", status: 403 });
    const other = await sim.client.createPersona("postpaid-fibre");
    const theirs = `94${other.lines[0]!.telephoneNo.slice(1)}`;
    expect(await send(services.kssToken, { subscriberId: theirs, service: "KSS" }, token)).toMatchObject({ kind: "http-error", status: 403 });
  });
});
