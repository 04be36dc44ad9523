/**
 * The bill notification popup: once per session when the bill status code is '01' and the popup
 * type is not B or C, never on /eBill. Checked at the layout's loader, the way the page decides it.
 */
import { describe, expect, it } from "vitest";
import { operatorFor } from "~/operator/client.server";
import { commitSession, sessionStorage } from "~/operator/session.server";
import { loadShell } from "~/routes/_shell/shell.server";
import { sessionCookieFor } from "../support/session";
import { useSimulator } from "../support/sim";

const sim = useSimulator();

const cookieFor = async (persona: { userName: string; password: string }) => (await sessionCookieFor(persona)).cookie;

/** The layout's data for `path`, as its loader reads it (with the request's operator), its late parts awaited. */
async function shellAt(path: string, cookie: string) {
  const request = new Request(`http://portal.test${path}`, { headers: { Cookie: cookie } });
  const { data, late } = await loadShell(request, await operatorFor(request));
  return { ...data, popup: await late.popup };
}

describe("the bill notification popup", () => {
  it("is due on a signed-in page when the bill status is '01'", async () => {
    const cookie = await cookieFor(await sim.client.createPersona("bill-popup"));
    expect((await shellAt("/boardBand/summary", cookie)).popup).not.toBeNull();
  });

  it("is never shown on /eBill", async () => {
    const cookie = await cookieFor(await sim.client.createPersona("bill-popup"));
    expect((await shellAt("/eBill", cookie)).popup).toBeNull();
    expect((await shellAt("/eBill/1", cookie)).popup).toBeNull();
  });

  it("is not due when the bill status is another code", async () => {
    const cookie = await cookieFor(await sim.client.createPersona("postpaid-fibre"));
    expect((await shellAt("/boardBand/summary", cookie)).popup).toBeNull();
  });

  it("is not shown again once seen in the session", async () => {
    const persona = await sim.client.createPersona("bill-popup");
    const session = await sessionStorage.getSession(await cookieFor(persona));
    session.set("popupSeen", true);
    const cookie = (await commitSession(session)).split(";")[0]!;
    expect((await shellAt("/boardBand/summary", cookie)).popup).toBeNull();
  });

  it("is not shown for prepaid lines", async () => {
    const cookie = await cookieFor(await sim.client.createPersona("prepaid-lte"));
    expect((await shellAt("/prepaid/boardBand", cookie)).popup).toBeNull();
  });
});
