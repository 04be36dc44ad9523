/**
 * Abuse limits on the steps that text or e-mail a code, or check an identity, through the routes
 * that make them: My Profile's contact update, eBill's registration, the order status page and the
 * wizards' NIC/passport check. Each limited step is refused with the wait and calls nothing.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { operatorFor } from "~/operator/client.server";
import { takeOutcome } from "~/operator/outcome.server";
import { detailsAction } from "~/routes/applyonline.fiber/details.server";
import { emptyFibreOrder, type FibreOrder } from "~/routes/applyonline.fiber/state";
import * as statusRoute from "~/routes/applyonline.status.$orderId/route";
import * as eBillRoute from "~/routes/_shell.eBill.($type)/route";
import * as profileRoute from "~/routes/_shell.myProfile/route";
import { verifyIdentity } from "~/sales/eligibility.server";
import { sessionCookieFor } from "../support/session";
import { useSimulator } from "../support/sim";

const sim = useSimulator();
const PORTAL = "http://portal.test";

let address = 0;
/** Each test from an address of its own, so per-address counts stay apart. */
const nextAddress = () => `198.51.100.${++address}`;
let serial = 0;
const uniqueMobile = () => `077${String((Date.now() + serial++ * 7919) % 10_000_000).padStart(7, "0")}`;

const journal = async (contract: string) => (await sim.client.call("journal", { contract, limit: 5000 })).length;

type Handler = (args: ActionFunctionArgs) => Promise<unknown>;

/** A route's answer: what it returned, or the response it threw (a redirect). */
async function run(handler: Handler, request: Request, params: Record<string, string> = {}, clientIp?: string): Promise<unknown> {
  try {
    // The client's address comes in the load context, as the production server gives it.
    return await handler({ request, params, context: clientIp ? { clientIp } : {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** A browser: its session cookie (once it has one) and its address, posting and getting the portal's routes. */
function browser(ip: string, cookie = "") {
  const headers = () => ({ ...(cookie ? { Cookie: cookie } : {}) });
  const keepCookie = (answer: unknown) => {
    const set = answer instanceof Response ? answer.headers.get("Set-Cookie") : null;
    const session = set?.split(/,(?=\s*\w+=)/).find((c) => c.trim().startsWith("__session="));
    if (session) cookie = session.split(";")[0]!.trim();
    return answer;
  };
  return {
    async post(handler: Handler, path: string, fields: Record<string, string>, params: Record<string, string> = {}) {
      const request = new Request(`${PORTAL}${path}`, {
        method: "POST",
        // A post from the portal's own pages, as a browser's is.
        headers: { ...headers(), Origin: PORTAL, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
      return keepCookie(await run(handler, request, params, ip));
    },
    async get(handler: Handler, path: string, params: Record<string, string> = {}) {
      return keepCookie(await run(handler, new Request(`${PORTAL}${path}`, { headers: headers() }), params, ip));
    },
  };
}

/** The message of the outcome a redirect carries, or of a form's answer. */
async function messageOf(answer: unknown): Promise<string | null> {
  if (answer instanceof Response) {
    if (answer.status >= 300 && answer.status < 400) {
      const outcome = answer.headers.get("Set-Cookie")?.match(/(?:^|[\s,])outcome=([^;]+)/)?.[1];
      if (!outcome) return null;
      const { outcome: taken } = await takeOutcome(new Request(PORTAL, { headers: { Cookie: `outcome=${outcome}` } }));
      return taken?.message ?? null;
    }
    const data = (await answer.json()) as { error?: Record<string, string[]> };
    return data.error?.[""]?.[0] ?? null;
  }
  const data = answer as { error?: Record<string, string[]> } | null;
  return data?.error?.[""]?.[0] ?? null;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("codes from signed-in pages are limited per user, per contact and per address", () => {
  it("My Profile: the contact update and Resend send 2 codes to one contact, the 3rd is refused without a call; verifying is limited too", async () => {
    vi.stubEnv("RATE_LIMIT_OTPSEND", "100/2/60");
    vi.stubEnv("RATE_LIMIT_OTPVERIFY", "100/2/10");
    const person = await sim.client.createPersona("postpaid-fibre");
    const me = browser(nextAddress(), (await sessionCookieFor(person)).cookie);
    const contact = uniqueMobile();
    const action = profileRoute.action as Handler;

    expect(await me.post(action, "/myProfile", { intent: "update", name: "Nimal", altrContact: contact })).toMatchObject({ status: 302 });
    expect(await me.post(action, "/myProfile?step=otp", { intent: "resend" })).toMatchObject({ status: 302 });
    const sent = await journal("profile.sendOtp");
    const refused = await me.post(action, "/myProfile?step=otp", { intent: "resend" });
    expect(await messageOf(refused)).toBe("Too many attempts. Please try again in 60 minutes.");
    expect(await journal("profile.sendOtp")).toBe(sent);

    // The same contact written another way (as the form accepts it), from another user, is the same contact.
    const other = browser(nextAddress(), (await sessionCookieFor(await sim.client.createPersona("postpaid-fibre"))).cookie);
    for (const written of [`+94${contact.slice(1)}`, `${contact.slice(0, 3)}-${contact.slice(3, 6)}-${contact.slice(6)}`]) {
      expect(await messageOf(await other.post(action, "/myProfile", { intent: "update", name: "Kamal", altrContact: written })), written).toBe(
        "Too many attempts. Please try again in 60 minutes.",
      );
    }
    expect(await journal("profile.sendOtp")).toBe(sent);
    // Another contact of the first user: that user has had their 2 codes.
    expect(await messageOf(await me.post(action, "/myProfile", { intent: "update", name: "Nimal", altrContact: uniqueMobile() }))).toBe(
      "Too many attempts. Please try again in 60 minutes.",
    );
    expect(await journal("profile.sendOtp")).toBe(sent);

    const checks = await journal("profile.verifyOtp");
    for (let i = 0; i < 2; i += 1) await me.post(action, "/myProfile?step=otp", { intent: "verify", otp: "000000" });
    expect(await journal("profile.verifyOtp")).toBe(checks + 2);
    expect(await messageOf(await me.post(action, "/myProfile?step=otp", { intent: "verify", otp: "000000" }))).toBe(
      "Too many attempts. Please try again in 10 minutes.",
    );
    expect(await journal("profile.verifyOtp")).toBe(checks + 2);
  });

  it("eBill: registration and Resend OTP are limited per user; one user cannot mail codes to address after address", async () => {
    vi.stubEnv("RATE_LIMIT_OTPSEND", "100/2/60");
    const person = await sim.client.createPersona("bill-popup");
    const me = browser(nextAddress(), (await sessionCookieFor(person)).cookie);
    const action = eBillRoute.action as Handler;
    const register = (email: string) => me.post(action, "/eBill/register", { intent: "submit", email, agree: "on" }, { type: "register" });

    expect(await register(`first.${serial++}@example.com`)).toMatchObject({ status: 302 });
    expect(await me.post(action, "/eBill/register", { intent: "resend-otp" }, { type: "register" })).toMatchObject({ status: 302 });
    const sent = await journal("profile.sendOtp");
    expect(await messageOf(await me.post(action, "/eBill/register", { intent: "resend-otp" }, { type: "register" }))).toBe(
      "Too many attempts. Please try again in 60 minutes.",
    );
    await me.post(action, "/eBill/register", { intent: "back" }, { type: "register" });
    expect(await messageOf(await register(`second.${serial++}@example.com`))).toBe("Too many attempts. Please try again in 60 minutes.");
    expect(await journal("profile.sendOtp")).toBe(sent);
  });

  it("eBill: one e-mail address, in any case, gets its codes counted together whoever asks", async () => {
    vi.stubEnv("RATE_LIMIT_OTPSEND", "100/1/60");
    const email = `Shared.${Date.now()}@Example.com`;
    const action = eBillRoute.action as Handler;
    const first = browser(nextAddress(), (await sessionCookieFor(await sim.client.createPersona("bill-popup"))).cookie);
    expect(await first.post(action, "/eBill/register", { intent: "submit", email, agree: "on" }, { type: "register" })).toMatchObject({ status: 302 });
    const second = browser(nextAddress(), (await sessionCookieFor(await sim.client.createPersona("bill-popup"))).cookie);
    const refused = await second.post(action, "/eBill/register", { intent: "submit", email: email.toLowerCase(), agree: "on" }, { type: "register" });
    expect(await messageOf(refused)).toBe("Too many attempts. Please try again in 60 minutes.");
  });
});

describe("the order status page", () => {
  const statusPath = (orderId: string) => `/applyonline/status/${orderId}`;

  it("a GET sends nothing", async () => {
    const person = await sim.client.createPersona("order-advanced");
    const before = await journal("sales.sendOrderOtp");
    const visitor = browser(nextAddress());
    await visitor.get(statusRoute.loader as Handler, statusPath(person.order!.refNo), { orderId: person.order!.refNo });
    await visitor.get(statusRoute.loader as Handler, statusPath("FTTH00000000"), { orderId: "FTTH00000000" });
    expect(await journal("sales.sendOrderOtp")).toBe(before);
  });

  it("Continue sends the order's code; an order or a code the operator refuses is told in its words (spec 002 §8)", async () => {
    const person = await sim.client.createPersona("order-advanced");
    const orderId = person.order!.refNo;
    const visitor = browser(nextAddress());
    const sent = (await visitor.post(statusRoute.action as Handler, statusPath(orderId), { intent: "send" }, { orderId })) as Response;
    expect({ status: sent.status, to: sent.headers.get("Location"), outcome: await messageOf(sent) }).toEqual({
      status: 302,
      to: statusPath(orderId),
      outcome: null,
    });
    const page = await visitor.get(statusRoute.loader as Handler, statusPath(orderId), { orderId });
    expect(page).toMatchObject({ orderId, awaiting: true });
    const checked = await visitor.post(statusRoute.action as Handler, statusPath(orderId), { intent: "verify", otp: "000000" }, { orderId });
    expect(await messageOf(checked)).toBe("Invalid OTP. Please check the code and try again.");

    const stranger = browser(nextAddress());
    const unknown = (await stranger.post(
      statusRoute.action as Handler,
      statusPath("FTTH00000000"),
      { intent: "send" },
      { orderId: "FTTH00000000" },
    )) as Response;
    expect(unknown.headers.get("Location")).toBe(statusPath("FTTH00000000"));
    expect(await messageOf(unknown)).toBe("No order found for the given reference. Please check the order ID and try again.");
    const unknownPage = await stranger.get(statusRoute.loader as Handler, statusPath("FTTH00000000"), { orderId: "FTTH00000000" });
    expect(unknownPage).toMatchObject({ awaiting: false });
  });
});

describe("identity checks are limited per order identity, per user and per address", () => {
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return body;
  };

  /** A public-wizard visitor whose mobile is verified: the order identity that checks NICs. */
  async function verifiedVisitor(ip: string) {
    const op = await operatorFor(new Request(`${PORTAL}/applyonline/fiber?step=details`), { clientIp: ip });
    let order: FibreOrder = { ...emptyFibreOrder(), packages: { voice: "Home ", internet: "Any Beat", peoTv: null } };
    const post = async (fields: Record<string, string>) => {
      const result = await detailsAction(op, form(fields), order);
      order = result.order;
      return result;
    };
    const mobile = uniqueMobile();
    await post({ intent: "details-send-mobile-otp", title: "Mr", firstName: "Nimal", lastName: "Perera", mobile });
    await post({ intent: "details-verify-otp", otp: await sim.client.latestOtp(mobile) });
    const checkId = (idNumber: string) => post({ intent: "details-check-id", idType: "nic", idNumber });
    return { op, checkId, order: () => order };
  }
  const idError = (result: Awaited<ReturnType<typeof detailsAction>>) => (result.kind === "stay" ? result.reply?.error?.idNumber : undefined);

  it("one order identity may check 3 times in the window; the 4th is refused without asking the operator", async () => {
    vi.stubEnv("RATE_LIMIT_IDCHECK", "100/3/60");
    const v = await verifiedVisitor(nextAddress());
    for (let i = 0; i < 3; i += 1) expect(idError(await v.checkId("853400937V"))).toBeUndefined();
    const asked = await journal("sales.eligibility");
    expect(idError(await v.checkId("853400937V"))).toEqual(["Too many attempts. Please try again in 60 minutes."]);
    expect(await journal("sales.eligibility")).toBe(asked);
    expect(v.order().details.idVerified).toBe(false);
  });

  it("one order identity may check at most the configured number of distinct identity numbers; those it checked stay checkable", async () => {
    vi.stubEnv("RATE_LIMIT_IDNUMBERS", "2/1440");
    const v = await verifiedVisitor(nextAddress());
    expect(idError(await v.checkId("853400937V"))).toBeUndefined();
    expect(idError(await v.checkId("199012301234"))).toBeUndefined();
    const asked = await journal("sales.eligibility");
    expect(idError(await v.checkId("198812354321"))).toEqual(["Too many attempts. Please try again in 1440 minutes."]);
    expect(await journal("sales.eligibility")).toBe(asked);
    expect(idError(await v.checkId("853400937v"))).toBeUndefined();
  });

  it("a signed-in customer's checks count per user; one address counts every identity's checks", async () => {
    vi.stubEnv("RATE_LIMIT_IDCHECK", "4/2/60");
    const ip = nextAddress();
    const { cookie } = await sessionCookieFor(await sim.client.createPersona("postpaid-fibre"));
    const op = await operatorFor(new Request(`${PORTAL}/applyonline/order`, { headers: { Cookie: cookie } }), { clientIp: ip });
    const person = {
      title: "Mr" as const,
      gender: "Male" as const,
      firstName: "Nimal",
      lastName: "Perera",
      nic: "853400937V",
      passport: "",
      idVerified: false,
      sltNic: "",
      dateOfBirth: "",
    };
    expect((await verifyIdentity(op, person, "nic")).problems).toEqual([]);
    expect((await verifyIdentity(op, person, "nic")).problems).toEqual([]);
    expect((await verifyIdentity(op, person, "nic")).problems).toEqual([{ field: "idNumber", message: "Too many attempts. Please try again in 60 minutes." }]);

    // Another identity from the same address: the address's fourth check passes, its fifth does not.
    const v = await verifiedVisitor(ip);
    expect(idError(await v.checkId("853400937V"))).toBeUndefined();
    expect(idError(await v.checkId("853400937V"))).toEqual(["Too many attempts. Please try again in 60 minutes."]);
  });
});
