/**
 * The demo world the README promises stakeholders: the three demo users sign in with Demo@1234,
 * and new@demo.lk can link the line the README names with its account number and NIC.
 */
import { describe, expect, it } from "vitest";
import * as accounts from "#contracts/accounts";
import * as auth from "#contracts/auth";
import { send, useSimulator } from "../support/sim";

const sim = useSimulator();

async function tokenOf(username: string) {
  const login = await send(auth.login, { username, password: "Demo@1234", channelID: "WEB" });
  expect(login, username).toMatchObject({ kind: "answer" });
  const token = login.kind === "answer" ? login.answer.accessToken : null;
  expect(token, username).toBeTruthy();
  return token!;
}

describe("the README's demo world", () => {
  it("signs in the three demo users", async () => {
    await sim.client.call("reset", {});
    for (const user of ["fibre@demo.lk", "0771234567", "new@demo.lk"]) await tokenOf(user);
  });

  it("lets new@demo.lk link the waiting line named in the README", async () => {
    await sim.client.call("reset", {});
    const token = await tokenOf("new@demo.lk");
    const linked = await send(accounts.addAccount, { accountNo: "0010023757", TelephoneNo: "0112100003", nic: "196907450240" }, token);
    expect(linked).toMatchObject({ kind: "answer", answer: { isSuccess: true } });
    const list = await send(accounts.accountDetail, { username: "new@demo.lk" }, token);
    expect(JSON.stringify(list)).toContain("0112100003");
  });
});
