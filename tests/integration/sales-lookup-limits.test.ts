/**
 * The order lookup's one-time codes count against the mobile they are texted to. The operator takes an
 * order id that is no order reference for a mobile (sendOrderOtp) and texts it a code, so the lookup
 * (`/applyonline/status/{orderId}`'s Continue and the landing page's Order Id box) counts a number as
 * that mobile however it is written, in the same count as the public wizard's mobile code: after the
 * per-id limit of otpSend the next send is refused with the wait, and no more SMS leaves the operator.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "~/operator/limits.server";
import { operatorFor } from "~/operator/client.server";
import { takeOutcome } from "~/operator/outcome.server";
import { detailsAction } from "~/routes/applyonline.fiber/details.server";
import { emptyFibreOrder } from "~/routes/applyonline.fiber/state";
import * as landingRoute from "~/routes/applyonline._index/route";
import * as statusRoute from "~/routes/applyonline.status.$orderId/route";
import { useSimulator } from "../support/sim";
import { answerData, browserOf, callRoute, redirectPath } from "../support/route";

const sim = useSimulator();
const PORTAL = "http://portal.test";
const REFUSED = `Too many attempts. Please try again in ${DEFAULT_LIMITS.otpSend.windowMinutes} minutes.`;

let serial = 0;
/** A mobile no other test counts, as 077XXXXXXX. */
const uniqueMobile = () => `077${String((Date.now() + serial++ * 7919) % 10_000_000).padStart(7, "0")}`;

/** The same mobile 0771234567 written the ways a visitor may type it. */
function spellings(mobile: string): string[] {
  const [a, b, c] = [mobile.slice(1, 3), mobile.slice(3, 6), mobile.slice(6)];
  return [`0${a}${b}${c}`, `${a}${b}${c}`, `94${a}${b}${c}`, `(0${a})${b}${c}`, `0${a}.${b}.${c}`, `0${a} ${b} ${c}`, `+94 ${a}-${b}-${c}`, `0${a}-${b}-${c}`];
}

const { post } = browserOf(null);

/** Continue on `/applyonline/status/{orderId}`: the path as the browser sends it, the id as Remix decodes it. */
async function continueLookup(orderId: string) {
  const path = `/applyonline/status/${encodeURIComponent(orderId)}`;
  const answer = await callRoute(statusRoute.action, post(path, { intent: "send" }), { orderId });
  return { path, to: redirectPath(answer), message: await outcomeOf(answer) };
}

/** The message the outcome dialog shows after a redirect, or null. */
async function outcomeOf(answer: unknown): Promise<string | null> {
  const cookie = answer instanceof Response ? answer.headers.get("Set-Cookie")?.match(/(?:^|[\s,])outcome=([^;]+)/)?.[1] : undefined;
  if (!cookie) return null;
  return (await takeOutcome(new Request(PORTAL, { headers: { Cookie: `outcome=${cookie}` } }))).outcome?.message ?? null;
}

const smsTo = async (mobile: string) => (await sim.client.outbox(mobile)).length;
const sendCalls = async () => (await sim.client.call("journal", { contract: "sales.sendOrderOtp", limit: 5000 })).length;

describe("the order lookup's codes to a mobile", () => {
  it("count as that mobile however it is written: after the per-id limit the lookup refuses and texts nothing", async () => {
    const mobile = uniqueMobile();
    const written = spellings(mobile);
    const { perId } = DEFAULT_LIMITS.otpSend;
    expect(written.length).toBeGreaterThan(perId);

    for (const orderId of written.slice(0, perId)) {
      const sent = await continueLookup(orderId);
      expect(sent, orderId).toEqual({ path: sent.path, to: sent.path, message: null });
    }
    expect(await smsTo(mobile)).toBe(perId);
    const calls = await sendCalls();

    for (const orderId of written.slice(perId)) {
      const refused = await continueLookup(orderId);
      expect(refused, orderId).toEqual({ path: refused.path, to: refused.path, message: REFUSED });
    }
    // The landing page's Order Id box: the same mobile, refused in the form.
    const landing = await callRoute(landingRoute.action, post("/applyonline", { orderId: "+94 77-" + mobile.slice(3) }));
    expect(landing).toMatchObject({ status: 400 });
    expect(await answerData(landing)).toMatchObject({ error: { "": [REFUSED] } });

    expect(await sendCalls()).toBe(calls);
    expect(await smsTo(mobile)).toBe(perId);
  });

  it("share one count with the public wizard's mobile code", async () => {
    const mobile = uniqueMobile();
    const { perId } = DEFAULT_LIMITS.otpSend;
    const op = await operatorFor(new Request(`${PORTAL}/applyonline/fiber?step=details`));
    const order = { ...emptyFibreOrder(), packages: { voice: "Home ", internet: "Any Beat", peoTv: null } };
    const body = new FormData();
    for (const [k, v] of Object.entries({ intent: "details-send-mobile-otp", title: "Mr", firstName: "Nimal", lastName: "Perera", mobile })) body.set(k, v);
    for (let i = 0; i < perId - 1; i += 1) await detailsAction(op, body, order);
    expect(await smsTo(mobile)).toBe(perId - 1);

    const [last, over] = spellings(mobile).slice(-2) as [string, string];
    expect(await continueLookup(last)).toMatchObject({ message: null });
    expect(await continueLookup(over)).toMatchObject({ message: REFUSED });
    expect(await smsTo(mobile)).toBe(perId);
  });
});
