/**
 * Happy Day statuses follow the operator's clock (REDEEMED once the date is reached), read
 * from the Date of its answers, not this server's: moving the simulator's clock past the chosen day
 * makes the page show it redeemed and locked, and the operator refuses a change.
 */
import { describe, expect, it } from "vitest";
import * as bb from "#contracts/broadband";
import { lkDate } from "#contracts/lk";
import { loader } from "~/routes/_shell.boardBand.happyDay/route";
import { sessionCookieFor } from "../support/session";
import { send, signIn, useSimulator } from "../support/sim";

const sim = useSimulator();
const DAY = 24 * 3600 * 1000;

async function pageData(cookie: string) {
  const answer: unknown = await loader({
    request: new Request("http://portal.test/boardBand/happyDay", { headers: { Cookie: cookie } }),
    params: {},
    context: {},
  });
  // Plain data, or a response when the session changed on the way (it carries the cookie).
  const data: unknown = answer instanceof Response ? await answer.json() : answer;
  return data as { status: string; date: string | null; range: { min: string; max: string } };
}

describe("Happy Day and the operator's clock", () => {
  it("is changeable before the day and REDEEMED once the operator's clock reaches it", async () => {
    // Mid-year, so that tomorrow and the day after are in the same year.
    await sim.client.call("clock", { set: `${new Date().getUTCFullYear()}-06-10T06:00:00Z` });
    const persona = await sim.client.createPersona("postpaid-fibre");
    const { cookie } = await sessionCookieFor(persona);
    const token = await signIn(persona);
    const subscriberID = `94${persona.lines[0]!.telephoneNo.slice(1)}`;
    const operatorToday = lkDate(Date.parse(`${new Date().getUTCFullYear()}-06-10T06:00:00Z`));
    const tomorrow = lkDate(Date.parse(`${operatorToday}T12:00:00Z`) + DAY);

    const before = await pageData(cookie);
    expect(before.status).toBe("DATE_NOT_SET");
    expect(before.range.min).toBe(tomorrow);

    const set = await send(bb.happyDay, { subscriberID, happydate: tomorrow, channel: "SCP", commituser: persona.userName }, token);
    expect(set).toMatchObject({ kind: "answer", answer: { isSuccess: true } });
    expect(await pageData(cookie)).toMatchObject({ status: "DATE_CAN_UPDATE", date: tomorrow });

    await sim.client.call("clock", { advanceMs: 2 * DAY });
    expect(await pageData(cookie)).toMatchObject({ status: "REDEEMED", date: tomorrow });
    const later = lkDate(Date.parse(`${operatorToday}T12:00:00Z`) + 5 * DAY);
    const change = await send(bb.happyDay, { subscriberID, happydate: later, channel: "SCP", commituser: persona.userName }, await signIn(persona));
    expect(change).toMatchObject({ answer: { isSuccess: false, errorShow: "Your Happy Day for this year has already been redeemed. It cannot be changed." } });
  });
});
