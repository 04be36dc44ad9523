/**
 * A visitor's order identity (issue 23, item 9) opens by an id in a URL only the orders it was
 * verified for (the order lookup's one-time code) or saved itself, and granting it renews the
 * session id. Through the route modules against the in-process simulator.
 */
import { describe, expect, it } from "vitest";
import { commitSession } from "~/operator/session.server";
import { operatorFor } from "~/operator/client.server";
import * as lookupRoute from "~/routes/applyonline.status.$orderId/route";
import * as statusRoute from "~/routes/applyonline.fibre.statustracking.$orderId/route";
import { detailsAction } from "~/routes/applyonline.fiber/details.server";
import { emptyFibreOrder, type FibreOrder } from "~/routes/applyonline.fiber/state";
import { useSimulator, type Persona } from "../support/sim";
import { callRoute, redirectPath } from "../support/route";

const sim = useSimulator();
const PORTAL = "http://portal.test";

const cookieOf = (answer: unknown) => (answer instanceof Response ? (answer.headers.get("Set-Cookie")?.split(";")[0] ?? null) : null);
const get = (path: string, cookie: string | null) => new Request(`${PORTAL}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const statusPath = (ref: string) => `/applyonline/fibre/statustracking/${ref}`;

/** The order status page as the browser with `cookie` opens it: where it sends them, or null when it shows the order. */
async function openStatus(ref: string, cookie: string) {
  return redirectPath(await callRoute(statusRoute.loader, get(statusPath(ref), cookie), { orderId: ref }));
}

describe("the order lookup's identity", () => {
  it("opens the order whose code was verified, no other, under a new session id", async () => {
    const mine: Persona = await sim.client.createPersona("order-awaiting-documents");
    const other: Persona = await sim.client.createPersona("order-advanced");
    const ref = mine.order!.refNo;

    // The lookup's Continue (a form post) sends the code and starts the visitor's session.
    const arrived = await callRoute(
      lookupRoute.action,
      new Request(`${PORTAL}/applyonline/status/${ref}`, {
        method: "POST",
        headers: { Origin: PORTAL, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "send" }),
      }),
      { orderId: ref },
    );
    const before = cookieOf(arrived);
    expect(before).toBeTruthy();

    const otp = await sim.client.latestOtp(mine.order!.mobile);
    const verified = await callRoute(
      lookupRoute.action,
      new Request(`${PORTAL}/applyonline/status/${ref}`, {
        method: "POST",
        headers: { Cookie: before!, Origin: PORTAL, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ otp }),
      }),
      { orderId: ref },
    );
    expect(redirectPath(verified)).toBe(statusPath(ref));
    const after = cookieOf(verified);
    expect(after, "the identity is granted under a new session id").toBeTruthy();
    expect(after).not.toBe(before);

    expect(await openStatus(ref, after!)).toBeNull();
    expect(await openStatus(ref.toLowerCase(), after!)).toBeNull();
    // Another order's id in the URL: the visitor proves that one first.
    expect(await openStatus(other.order!.refNo, after!)).toBe(`/applyonline/status/${other.order!.refNo}`);
    // The session id from before the code carries nothing.
    expect(await openStatus(ref, before!)).toBe(`/applyonline/status/${ref}`);
  });
});

describe("the fibre wizard's identity from one's own mobile", () => {
  it("opens no order by its id, not even one of that mobile, and renews the session id", async () => {
    const holder: Persona = await sim.client.createPersona("order-awaiting-documents");
    const ref = holder.order!.refNo;
    const mobile = holder.order!.mobile;

    // The visitor's session as their browser holds it (an id of its own) when the wizard opens.
    const opened = await operatorFor(get("/applyonline/fiber?step=details", null));
    opened.session.set("fibreOrder", emptyFibreOrder());
    const before = (await commitSession(opened.session)).split(";")[0]!;
    const op = await operatorFor(get("/applyonline/fiber?step=details", before));
    let order: FibreOrder = { ...emptyFibreOrder(), packages: { voice: "Home ", internet: "Any Beat", peoTv: null } };
    order = (await detailsAction(op, form({ intent: "details-send-mobile-otp", title: "Mr", firstName: "Nimal", lastName: "Perera", mobile }), order)).order;
    order = (await detailsAction(op, form({ intent: "details-verify-otp", otp: await sim.client.latestOtp(mobile) }), order)).order;
    expect(order.details.mobileVerified).toBe(true);
    const after = (await commitSession(op.session)).split(";")[0]!;
    expect(after).not.toBe(before);

    // The operator would show this identity the order of its mobile; the portal does not ask it.
    expect(await openStatus(ref, after)).toBe(`/applyonline/status/${ref}`);
  });
});

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
}
