/**
 * Where a customer stands in an order wizard outlives the session: what the wizard keeps under a
 * carried key comes back when the same customer signs in again (after a logout or a session that
 * timed out), never to another customer, and a key not carried does not.
 */
import { describe, expect, it } from "vitest";
import { carryAcrossSignIns, commitSession, destroySession, getSession, signIn, trackChanges } from "~/operator/session.server";

carryAcrossSignIns("lteNewAfter");

const request = (cookie?: string) => new Request("http://portal/", { headers: cookie ? { Cookie: cookie } : {} });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

async function signedIn(userName: string): Promise<string> {
  const session = trackChanges(await getSession(request()));
  signIn(session, { accessToken: "access", refreshToken: "refresh" }, { userName, userType: "EMAIL" });
  return cookieOf(await commitSession(session));
}

async function change(cookie: string, edit: (session: Awaited<ReturnType<typeof getSession>>) => void) {
  const session = trackChanges(await getSession(request(cookie)));
  edit(session);
  await commitSession(session);
}

const read = async (cookie: string) => getSession(request(cookie));

describe("carried across sign-ins", () => {
  it("the same customer signing in again finds the carried keys; another customer and other keys do not", async () => {
    const user = `carry-${Date.now()}@example.lk`;
    const first = await signedIn(user);
    await change(first, (session) => {
      session.set("lteNewAfter", "LTE100");
      session.set("resetUserName", "not carried");
    });
    // The session ends (a logout destroys it on the server).
    await destroySession(await read(first));
    expect((await read(first)).get("lteNewAfter")).toBeUndefined();

    const again = await signedIn(user);
    expect((await read(again)).get("lteNewAfter")).toBe("LTE100");
    expect((await read(again)).get("resetUserName")).toBeUndefined();

    const other = await signedIn(`other-${user}`);
    expect((await read(other)).get("lteNewAfter")).toBeUndefined();
  });

  it("a carried key unset is gone at the next sign-in", async () => {
    const user = `carry-unset-${Date.now()}@example.lk`;
    const first = await signedIn(user);
    await change(first, (session) => session.set("lteNewAfter", "LTE200"));
    await change(first, (session) => session.unset("lteNewAfter"));
    expect((await read(await signedIn(user))).get("lteNewAfter")).toBeUndefined();
  });
});
