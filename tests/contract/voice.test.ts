/** Call forwarding in the simulator: subscribe to a 10-digit number, unsubscribe, and the status follows. */
import { describe, expect, it } from "vitest";
import * as voice from "#contracts/voice";
import { send, signIn, useSimulator } from "../support/sim";

const sim = useSimulator();

describe("call forwarding", () => {
  it("subscribes and unsubscribes, and the status follows", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const token = await signIn(persona);
    const telephoneNo = persona.lines[0]!.telephoneNo;
    const status = async () => (await send(voice.callForwardingStatus, { telephoneNo }, token)) as { kind: string; answer: unknown };

    expect((await status()).answer).toMatchObject({ isSuccess: true, dataBundle: { status: "N", fwdNo: null, subscribed: false } });
    expect(await send(voice.callForwardingRequest, { telephoneNo, mobileNo: "077123456", requestType: "Y" }, token)).toMatchObject({
      answer: { isSuccess: false, errorShow: "Enter valid number" },
    });
    expect(await send(voice.callForwardingRequest, { telephoneNo, mobileNo: telephoneNo, requestType: "Y" }, token)).toMatchObject({
      answer: { isSuccess: false },
    });
    expect(await send(voice.callForwardingRequest, { telephoneNo, mobileNo: "0771234567", requestType: "Y" }, token)).toMatchObject({
      answer: { isSuccess: true },
    });
    expect((await status()).answer).toMatchObject({ dataBundle: { status: "Y", fwdNo: "0771234567", subscribed: true } });
    expect(await send(voice.callForwardingRequest, { telephoneNo, mobileNo: "0711111111", requestType: "Y" }, token)).toMatchObject({
      answer: { isSuccess: false, errorShow: "Call forwarding is already active to 0771234567. Please unsubscribe first." },
    });
    expect((await sim.client.outbox("0771234567")).some((m) => m.body.includes(telephoneNo))).toBe(true);

    expect(await send(voice.callForwardingRequest, { telephoneNo, mobileNo: "0771234567", requestType: "N" }, token)).toMatchObject({
      answer: { isSuccess: true },
    });
    expect((await status()).answer).toMatchObject({ dataBundle: { status: "N", subscribed: false } });
    expect(await send(voice.callForwardingRequest, { telephoneNo, requestType: "N" }, token)).toMatchObject({
      answer: { isSuccess: false, errorShow: "Call forwarding is not active on this number." },
    });
  });

  it("has no call forwarding on a line without voice, nor on someone else's line", async () => {
    const prepaid = await sim.client.createPersona("prepaid-lte");
    const token = await signIn(prepaid);
    expect(await send(voice.callForwardingStatus, { telephoneNo: prepaid.lines[0]!.telephoneNo }, token)).toMatchObject({
      answer: { isSuccess: false, errorShow: "Voice service is not available for this connection." },
    });
    const other = await sim.client.createPersona("postpaid-fibre");
    expect(await send(voice.callForwardingStatus, { telephoneNo: other.lines[0]!.telephoneNo }, token)).toMatchObject({
      answer: { isSuccess: false, errorShow: "The selected account is not linked to your profile." },
    });
  });
});
