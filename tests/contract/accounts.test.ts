/** The operator's account-linking rules, as the simulator keeps them. */
import { describe, expect, it } from "vitest";
import * as accounts from "#contracts/accounts";
import * as bb from "#contracts/broadband";
import type { Contract, RequestOf } from "#contracts/core";
import { initialBroadbandPassword } from "../../fixtures/broadband";
import { send, signIn, useSimulator, type Persona } from "../support/sim";

const sim = useSimulator();

async function persona(key: string) {
  const p = await sim.client.createPersona(key);
  return { p, token: await signIn(p) };
}

/** The envelope of a call (fails the test on transport errors). */
async function call<C extends Contract>(contract: C, input: RequestOf<C>, token: string) {
  const result = await send(contract, input, token);
  if (result.kind !== "answer") throw new Error(`${contract.name}: ${JSON.stringify(result)}`);
  return result.answer as { isSuccess: boolean; dataBundle?: unknown; errorShow?: string | null; errorMessege?: string | null };
}

const linkedTelephones = async (p: Persona, token: string) => {
  const answer = await call(accounts.accountDetail, { username: p.userName }, token);
  expect(answer.isSuccess).toBe(true);
  return (answer.dataBundle as Array<{ telephoneno: string }>).map((a) => a.telephoneno);
};

describe("linking a postpaid line", () => {
  it("needs the account number and the owner's NIC, links once, and unlinks", async () => {
    const { p, token } = await persona("no-accounts");
    const line = p.lines[0]!;
    expect(line.linked).toBe(false);
    expect(await linkedTelephones(p, token)).toEqual([]);

    const wrongNic = await call(accounts.addAccount, { accountNo: line.accountNo, TelephoneNo: line.telephoneNo, nic: "199012345678" }, token);
    expect(wrongNic).toMatchObject({ isSuccess: false, errorShow: "The NIC number does not match the owner of this account." });
    const wrongAccount = await call(accounts.addAccount, { accountNo: "0000000001", TelephoneNo: line.telephoneNo, nic: p.nic }, token);
    expect(wrongAccount).toMatchObject({ isSuccess: false, errorShow: expect.stringMatching(/account number/) });
    // Not linked yet: its services are not readable.
    expect((await call(accounts.serviceDetail, { telephoneNo: line.telephoneNo }, token)).isSuccess).toBe(false);

    const added = await call(accounts.addAccount, { accountNo: line.accountNo, TelephoneNo: line.telephoneNo, nic: p.nic }, token);
    expect(added.isSuccess).toBe(true);
    expect((added.dataBundle as string[])[0]).toBe(line.telephoneNo);
    expect(await linkedTelephones(p, token)).toEqual([line.telephoneNo]);

    const again = await call(accounts.addAccount, { accountNo: line.accountNo, TelephoneNo: line.telephoneNo, nic: p.nic }, token);
    expect(again).toMatchObject({ isSuccess: false, errorShow: "This account is already added to your profile." });

    const services = await call(accounts.serviceDetail, { telephoneNo: line.telephoneNo }, token);
    expect(services.dataBundle).toMatchObject({
      accountNo: line.accountNo,
      promotionType: "Postpaid",
      prepaid: false,
      listofBBService: [{ serviceID: `94${line.telephoneNo.slice(1)}`, serviceType: "FTTH" }],
      listofPEOService: [expect.objectContaining({ serviceStatus: "ACTIVE" })],
      listofVoiceService: [expect.objectContaining({ serviceID: line.telephoneNo })],
    });

    expect((await call(accounts.removeAccount, { accountNo: line.accountNo, telephoneNo: line.telephoneNo }, token)).isSuccess).toBe(true);
    expect(await linkedTelephones(p, token)).toEqual([]);
    expect((await call(accounts.serviceDetail, { telephoneNo: line.telephoneNo }, token)).isSuccess).toBe(false);
    const removeAgain = await call(accounts.removeAccount, { accountNo: line.accountNo, telephoneNo: line.telephoneNo }, token);
    expect(removeAgain).toMatchObject({ isSuccess: false, errorShow: "This account is not linked to your profile." });
  });

  it("accepts the owner's old-format NIC when the new one has its 0", async () => {
    // Only NICs whose 8th digit is 0 have an old form: take the first persona instance that has one.
    let linked = false;
    for (let i = 0; i < 60 && !linked; i++) {
      const { p, token } = await persona("no-accounts");
      const match = /^19(\d{2})(\d{3})0(\d{4})$/.exec(p.nic);
      if (!match) continue;
      const line = p.lines[0]!;
      const answer = await call(
        accounts.addAccount,
        { accountNo: line.accountNo, TelephoneNo: line.telephoneNo, nic: `${match[1]}${match[2]}${match[3]}v` },
        token,
      );
      expect(answer.isSuccess).toBe(true);
      linked = true;
    }
    expect(linked).toBe(true);
  });

  it("refuses a fifth account", async () => {
    const { p, token } = await persona("four-accounts");
    expect(await linkedTelephones(p, token)).toHaveLength(4);
    const other = (await persona("no-accounts")).p;
    const line = other.lines[0]!;
    const answer = await call(accounts.addAccount, { accountNo: line.accountNo, TelephoneNo: line.telephoneNo, nic: other.nic }, token);
    expect(answer).toMatchObject({ isSuccess: false, errorShow: expect.stringMatching(/maximum of 4 accounts/) });

    // After removing one, the fifth line fits.
    const last = p.lines[3]!;
    expect((await call(accounts.removeAccount, { accountNo: last.accountNo, telephoneNo: last.telephoneNo }, token)).isSuccess).toBe(true);
    expect((await call(accounts.addAccount, { accountNo: line.accountNo, TelephoneNo: line.telephoneNo, nic: other.nic }, token)).isSuccess).toBe(true);
    expect(await linkedTelephones(p, token)).toEqual([p.lines[0]!.telephoneNo, p.lines[1]!.telephoneNo, p.lines[2]!.telephoneNo, line.telephoneNo]);
  });
});

describe("linking a prepaid LTE line", () => {
  it("goes through AddAccountRequestLTE, not the postpaid form", async () => {
    const { p, token } = await persona("prepaid-lte");
    const line = p.lines[0]!;
    await call(accounts.removeAccount, { accountNo: line.accountNo, telephoneNo: line.telephoneNo }, token);

    const viaPostpaid = await call(accounts.addAccount, { accountNo: line.accountNo, TelephoneNo: line.telephoneNo, nic: p.nic }, token);
    expect(viaPostpaid).toMatchObject({ isSuccess: false, errorShow: "This is a prepaid number. Please select Prepaid to add it." });
    const wrongNic = await call(accounts.addAccountLte, { TelephoneNo: line.telephoneNo, nic: "987654321V" }, token);
    expect(wrongNic.isSuccess).toBe(false);

    expect((await call(accounts.addAccountLte, { TelephoneNo: line.telephoneNo, nic: p.nic }, token)).isSuccess).toBe(true);
    const services = await call(accounts.serviceDetail, { telephoneNo: line.telephoneNo }, token);
    expect(services.dataBundle).toMatchObject({ promotionType: "Prepaid", prepaid: true, listofBBService: [{ serviceType: "LTE" }], listofPEOService: [] });
    const lte = await call(accounts.lteDetail, { LTESLTNumber: `94${line.telephoneNo.slice(1)}` }, token);
    expect(lte.dataBundle).toMatchObject({ telephoneNo: line.telephoneNo, connectionType: "PREPAID" });
  });

  it("refuses a postpaid line on the LTE form", async () => {
    const owner = (await persona("no-accounts")).p;
    const { token } = await persona("no-accounts");
    const line = owner.lines[0]!;
    const answer = await call(accounts.addAccountLte, { TelephoneNo: line.telephoneNo, nic: owner.nic }, token);
    expect(answer).toMatchObject({ isSuccess: false, errorShow: expect.stringMatching(/not a prepaid LTE number/) });
  });
});

describe("linking by broadband id", () => {
  it("needs the broadband password, and follows a password change", async () => {
    const owner = await persona("postpaid-fibre");
    const { p, token } = await persona("no-accounts");
    const line = owner.p.lines[0]!;
    const subscriberID = `94${line.telephoneNo.slice(1)}`;

    const wrong = await call(accounts.vasAccount, { vasusername: subscriberID, userkey: "not-it" }, token);
    expect(wrong).toMatchObject({ isSuccess: false, errorShow: "Invalid broadband username or password." });

    const changed = await call(
      bb.changeBbPassword,
      { subscriberID, currentpass: initialBroadbandPassword(line.telephoneNo), newpass: "Galle#2025" },
      owner.token,
    );
    expect(changed.isSuccess).toBe(true);
    expect((await call(accounts.vasAccount, { vasusername: subscriberID, userkey: initialBroadbandPassword(line.telephoneNo) }, token)).isSuccess).toBe(false);
    expect((await call(accounts.vasAccount, { vasusername: subscriberID, userkey: "Galle#2025" }, token)).isSuccess).toBe(true);
    expect(await linkedTelephones(p, token)).toEqual([line.telephoneNo]);
  });
});

describe("who may read what", () => {
  it("refuses another user's account list and an unlinked line", async () => {
    const a = await persona("postpaid-fibre");
    const b = await persona("postpaid-fibre");
    expect((await call(accounts.accountDetail, { username: b.p.userName }, a.token)).isSuccess).toBe(false);
    expect((await call(accounts.serviceDetail, { telephoneNo: b.p.lines[0]!.telephoneNo }, a.token)).isSuccess).toBe(false);
    expect((await call(accounts.serviceDetail, { telephoneNo: "0119999999" }, a.token)).errorShow).toMatch(/Invalid telephone number/);
  });

  it("gives the bill-popup line its popup, with an image the simulator serves", async () => {
    const { p, token } = await persona("bill-popup");
    const answer = await call(accounts.popupMessageBanner, { subscriberID: `94${p.lines[0]!.telephoneNo.slice(1)}` }, token);
    const popup = answer.dataBundle as { popuP_TYPE: string; popuP_URL: string; buttoN_NAME: string };
    expect(popup).toMatchObject({ popuP_TYPE: "A", buttoN_NAME: expect.any(String) });
    const image = await fetch(popup.popuP_URL);
    expect(image.headers.get("content-type")).toContain("image/svg+xml");

    const plain = await persona("postpaid-fibre");
    const none = await call(accounts.popupMessageBanner, { subscriberID: plain.p.lines[0]!.telephoneNo }, plain.token);
    expect(none).toMatchObject({ isSuccess: true, dataBundle: null });
  });
});
