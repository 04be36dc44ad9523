/**
 * Looking an order up by its id: the operator sends a one-time code to the order's mobile; the
 * verified code gives the visitor an identity for that order (user id and tokens), kept in the
 * session as `orderIdentity`, never in the browser. Which order is waiting for its code is kept in
 * the session too, so the code entry works across plain form posts without JavaScript.
 *
 * The operator's refusal (an order it does not know, a wrong code) is told in its own words, as every
 * refusal is (spec 002 §8: "A response with isSuccess false shows the server's errorShow text"); the
 * abuse limits bound how many ids a script can try.
 */
import * as sales from "#contracts/sales";
import { t } from "~/i18n/sales-landing";
import { describeFailure } from "~/operator/errors.server";
import { identifierKey, overLimit } from "~/operator/limits.server";
import type { Exchange } from "~/operator/transport.server";
import type { Operator } from "~/operator/route.server";
import { grantOrderIdentity } from "./order-identity.server";

declare module "~/operator/session.server" {
  interface SessionData {
    /** The order whose one-time code was sent to this browser, and when. */
    orderLookup: { orderId: string; sentAt: number };
  }
}

/** A code lives 5 minutes at the operator: after that the code entry gives way to sending a new one. */
const CODE_LIFETIME_MS = 5 * 60 * 1000;

type Result = { ok: true } | { ok: false; message: string };

/**
 * What the lookup's limits count an id as. The operator takes an id that is no order reference for a
 * mobile and texts the code to it, so a number counts as that mobile, bare: the limits write a number
 * as 0XXXXXXXXX however it was typed (+94, spaces, dots, dashes, brackets, without the 0), and the
 * wizards' mobile code counts the same mobile, so every spelling on every page shares one count. An
 * order reference counts as `order:<ref>`.
 */
function lookupLimitId(orderId: string): string {
  return /^\d+$/.test(identifierKey(orderId)) ? orderId : `order:${orderId}`;
}

/** Whether this browser is waiting for the code of this order (it was sent and is still alive). */
export function awaitingCode(op: Operator, orderId: string): boolean {
  const pending = op.session.get("orderLookup");
  return Boolean(pending && pending.orderId === orderId && Date.now() - pending.sentAt < CODE_LIFETIME_MS);
}

/** The order this browser is waiting for a code of, if any. */
export function pendingOrder(op: Operator): string | null {
  return op.session.get("orderLookup")?.orderId ?? null;
}

/** Send (or send again) the one-time code of an order to its mobile. */
export async function sendOrderCode(op: Operator, orderId: string): Promise<Result> {
  const limited = await overLimit(op, "otpSend", lookupLimitId(orderId));
  if (limited) return { ok: false, message: limited };
  const sent = await op.call(sales.sendOrderOtp, { userName: orderId, userType: "MOBILE", channelID: "WEB" });
  if (sent.kind !== "answer" || !sent.answer.isSuccess) return { ok: false, message: describeFailure(sent) };
  op.session.set("orderLookup", { orderId, sentAt: Date.now() });
  return { ok: true };
}

/** Why a code was not taken: the operator's words, or, when a refusal gives none, the portal's own. */
function refusal(result: Exchange<typeof sales.verifyOrderOtp>): string {
  return result.kind === "answer" ? result.answer.errorShow || t("lookup.otp.refused") : describeFailure(result);
}

/**
 * Check the code: on success the visitor's order identity, for this order only, replaces any earlier
 * one (a visitor tracks one order at a time), the session id is renewed and the lookup is over.
 */
export async function verifyOrderCode(op: Operator, orderId: string, otp: string): Promise<Result> {
  const limited = await overLimit(op, "otpVerify", lookupLimitId(orderId));
  if (limited) return { ok: false, message: limited };
  const verified = await op.call(sales.verifyOrderOtp, { code: orderId, channelID: "WEB", receivedOtp: otp });
  if (verified.kind !== "answer" || !verified.answer.isSuccess) return { ok: false, message: refusal(verified) };
  const { user_id, accessToken, refreshToken } = verified.answer.dataBundle;
  grantOrderIdentity(op, { userName: user_id || orderId, accessToken, refreshToken }, [orderId]);
  op.session.unset("orderLookup");
  return { ok: true };
}
