/**
 * The prepaid reload card gateway against the simulator: open a payment, approve or decline it
 * on the hosted card page, verify it, and see the wallet credited exactly once.
 */
import { describe, expect, it } from "vitest";
import * as payments from "#contracts/payments";
import * as prepaid from "#contracts/prepaid";
import { send, signIn, transport, useSimulator, type Persona } from "../support/sim";

const sim = useSimulator();
const APIKey = "sim-reload-key";

async function answer<T>(promise: Promise<{ kind: string; answer?: T }>): Promise<T> {
  const result = await promise;
  if (result.kind !== "answer") throw new Error(JSON.stringify(result));
  return result.answer as T;
}

async function openReload(persona: Persona, Amount = "500") {
  return answer(
    send(payments.reloadPayment, {
      Amount,
      ContactNo: persona.userName,
      Email: "",
      Status: "Pending",
      APIKey,
      customerName: persona.name,
      TelephoneNo: persona.lines[0]!.telephoneNo,
    }),
  );
}

/** Show the card page for a reference, then press Approve or Decline; answers the redirect target. */
async function onCardPage(ReferenceNo: string, decision: "approve" | "decline") {
  const page = await answer(send(payments.reloadCardPage, { ReferenceNo, returnUrl: "http://localhost:3000/prepaid/reload" }));
  expect(page).toContain(ReferenceNo);
  expect(page).toContain("Rs. 500.00");
  expect(page).toContain('<label for="card">Card number</label>');
  const response = await fetch(`${transport.bases.reload}/CardPayment/decision`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ReferenceNo, decision }).toString(),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!);
}

async function walletCents(persona: Persona, token: string) {
  const wallet = await answer(send(prepaid.walletDetail, { LTESLTNumber: persona.lines[0]!.telephoneNo }, token));
  if (!wallet.isSuccess) throw new Error(JSON.stringify(wallet));
  return wallet.dataBundle.totalAmount;
}

const verify = (ReferenceNo: string, key = APIKey) => answer(send(payments.reloadVerify, { ReferenceNo, APIKey: key }));

describe("prepaid reload through the card gateway", () => {
  it("credits the wallet once when the card page approved the payment", async () => {
    const persona = await sim.client.createPersona("prepaid-lte");
    const token = await signIn(persona);
    const before = await walletCents(persona, token);

    const opened = await openReload(persona);
    expect(opened).toMatchObject({ isSuccess: true });
    expect(opened.Hash).toMatch(/^[0-9a-f]{32}$/);
    const ReferenceNo = opened.ReferenceNo!;

    expect((await verify(ReferenceNo)).ReloadStatus).not.toBe("1001"); // card page not completed yet
    const back = await onCardPage(ReferenceNo, "approve");
    expect(back.pathname).toBe("/prepaid/reload");
    expect(Object.fromEntries(back.searchParams)).toEqual({ ReferenceNo, status: "1" });

    expect(await verify(ReferenceNo, "wrong-key")).toMatchObject({ isSuccess: false });
    expect(await verify(ReferenceNo)).toMatchObject({ isSuccess: true, ReloadStatus: "1001" });
    expect(await verify(ReferenceNo)).toMatchObject({ ReloadStatus: "1001" });
    expect(await walletCents(persona, token)).toBe(Number(before) + 50000);

    const again = await answer(send(payments.reloadCardPage, { ReferenceNo }));
    expect(again).toContain("already been completed");
    expect(again).not.toContain("Approve payment");
  });

  it("answers another status and leaves the wallet alone when the card page declined", async () => {
    const persona = await sim.client.createPersona("prepaid-lte");
    const token = await signIn(persona);
    const before = await walletCents(persona, token);
    const { ReferenceNo } = await openReload(persona);

    const back = await onCardPage(ReferenceNo!, "decline");
    expect(back.searchParams.get("status")).toBe("0");
    const verified = await verify(ReferenceNo!);
    expect(verified.isSuccess).toBe(true);
    expect(verified.ReloadStatus).not.toBe("1001");
    expect(await walletCents(persona, token)).toBe(before);
  });

  it("refuses amounts under Rs. 100 and numbers that are not prepaid", async () => {
    const prepaidUser = await sim.client.createPersona("prepaid-lte");
    expect(await openReload(prepaidUser, "99")).toMatchObject({
      isSuccess: false,
      Message: "Payment amount must be greater than or equal to Rs. 100.",
    });
    const postpaid = await sim.client.createPersona("postpaid-fibre");
    expect(await openReload(postpaid)).toMatchObject({ isSuccess: false, ReferenceNo: null });
    expect(await verify("RLD000000000000")).toMatchObject({ isSuccess: false });
  });
});
