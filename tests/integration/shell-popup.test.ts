/**
 * The bill notification popup (seed 000 section 4): once per session when the bill status code
 * is '01' and the popup type is not B or C, never on /eBill. Checked at the layout's loader, the
 * way the page decides it.
 */
import { describe, expect, it } from "vitest";
import { loadShell } from "~/accounts/shell.server";
import { commitSession, sessionStorage } from "~/operator/session.server";
import { sessionCookieFor } from "../support/session";
import { useSimulator } from "../support/sim";

const sim = useSimulator();

const cookieFor = async (persona: { userName: string; password: string }) => (await sessionCookieFor(persona)).cookie;

const page = (path: string, cookie: string) => new Request(`http://portal.test${path}`, { headers: { Cookie: cookie } });

describe("the bill notification popup", () => {
  it("is due on a signed-in page when the bill status is '01'", async () => {
    const cookie = await cookieFor(await sim.client.createPersona("bill-popup"));
    expect((await loadShell(page("/boardBand/summary", cookie))).data.popup).not.toBeNull();
  });

  it("is never shown on /eBill", async () => {
    const cookie = await cookieFor(await sim.client.createPersona("bill-popup"));
    expect((await loadShell(page("/eBill", cookie))).data.popup).toBeNull();
    expect((await loadShell(page("/eBill/1", cookie))).data.popup).toBeNull();
  });

  it("is not due when the bill status is another code", async () => {
    const cookie = await cookieFor(await sim.client.createPersona("postpaid-fibre"));
    expect((await loadShell(page("/boardBand/summary", cookie))).data.popup).toBeNull();
  });

  it("is not shown again once seen in the session", async () => {
    const persona = await sim.client.createPersona("bill-popup");
    const session = await sessionStorage.getSession(await cookieFor(persona));
    session.set("popupSeen", true);
    const cookie = (await commitSession(session)).split(";")[0]!;
    expect((await loadShell(page("/boardBand/summary", cookie))).data.popup).toBeNull();
  });

  it("is not shown for prepaid lines", async () => {
    const cookie = await cookieFor(await sim.client.createPersona("prepaid-lte"));
    expect((await loadShell(page("/prepaid/boardBand", cookie))).data.popup).toBeNull();
  });
});
