/** The journal: every exchange with its user, fault and contract verdicts; a request that breaks its contract is answered like the operator. */
import { describe, expect, it } from "vitest";
import * as tv from "#contracts/tv";
import { IN_PROCESS_ORIGIN } from "../../simulator/in-process";
import { send, signIn, useSimulator } from "../support/sim";
import * as banners from "#contracts/banners";

const sim = useSimulator();
const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "x-ibm-client-id": "qa", "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

describe("journal verdicts", () => {
  it("answers a request that breaks its contract with the operator's failure envelope and marks it", async () => {
    await sim.client.reset();
    const persona = await sim.client.createPersona("postpaid-fibre");
    // Account/Login without channelID.
    const response = await fetch(`${IN_PROCESS_ORIGIN}/api/Account/Login`, form({ username: persona.userName, password: persona.password }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      isSuccess: false,
      dataBundle: null,
      errorMessege: expect.any(String),
      exceptionDetail: null,
      errorShow: "Invalid request. Please check the details and try again.",
      errorCode: "INVALID_REQUEST",
    });
    const [entry] = await sim.client.journal({ contract: "auth.login", limit: 1 });
    expect(entry).toMatchObject({ contract: "auth.login", method: "POST", status: 200, requestOk: false, fault: null });
    expect(entry!.issues).toEqual([expect.stringMatching(/^channelID: /)]);
  });

  it("marks a good exchange ok on both sides, with the user and the answer", async () => {
    await sim.client.reset();
    const persona = await sim.client.createPersona("postpaid-fibre");
    const token = await signIn(persona);
    await send(banners.bannerDetail, { username: persona.userName }, token);
    const [entry] = await sim.client.journal({ user: persona.userName, contract: "banners.bannerDetail" });
    expect(entry).toMatchObject({ user: persona.userName, status: 200, requestOk: true, answerOk: true, issues: [], fault: null });
    expect(entry).toHaveProperty("answer.isSuccess", true);
  });

  it("records the fault applied to a call", async () => {
    await sim.client.reset();
    await sim.client.addFault({ kind: "gateway", contract: "tv.packages", remaining: 1 });
    await send(tv.packages, {});
    const [entry] = await sim.client.journal({ contract: "tv.packages" });
    expect(entry).toMatchObject({ status: 503, fault: "gateway" });
  });

  it("records a call without the gateway's client id as a broken request", async () => {
    await sim.client.reset();
    const response = await fetch(`${IN_PROCESS_ORIGIN}/api/Account/Login`, {
      method: "POST",
      body: "username=a&password=b&channelID=WEB",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(401);
    const [entry] = await sim.client.journal({ contract: "auth.login" });
    expect(entry).toMatchObject({ status: 401, requestOk: false, issues: ["missing client-id header"] });
  });
});
