/**
 * Looking an order up by its id: the operator sends a one-time code to the order's mobile; the
 * verified code gives the visitor an identity for that order (user id and tokens), kept in the
 * session as `orderIdentity`, never in the browser. Which order is waiting for its code is kept in
 * the session too, so the code entry works across plain form posts without JavaScript.
 *
 * Nothing here tells whether an order exists: the operator's refusal to send a code (an order it
 * does not know) is answered as a code sent, and a refused code is worded alike for every reason,
 * so a script posting order ids learns nothing; only a failure to reach the operator is told.
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

/** The operator answered, or refused with a 4xx: its reason may be that the order does not exist. Anything else is a failure to reach it. */
const operatorAnswered = (result: Exchange<typeof sales.sendOrderOtp | typeof sales.verifyOrderOtp>) =>
  result.kind === "answer" || (result.kind === "http-error" && result.status < 500);

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
  if (!operatorAnswered(sent)) return { ok: false, message: describeFailure(sent) };
  op.session.set("orderLookup", { orderId, sentAt: Date.now() });
  return { ok: true };
}

/**
 * Check the code: on success the visitor's order identity, for this order only, replaces any earlier
 * one (a visitor tracks one order at a time), the session id is renewed and the lookup is over.
 */
export async function verifyOrderCode(op: Operator, orderId: string, otp: string): Promise<Result> {
  const limited = await overLimit(op, "otpVerify", lookupLimitId(orderId));
  if (limited) return { ok: false, message: limited };
  const verified = await op.call(sales.verifyOrderOtp, { code: orderId, channelID: "WEB", receivedOtp: otp });
  if (!operatorAnswered(verified)) return { ok: false, message: describeFailure(verified) };
  if (verified.kind !== "answer" || !verified.answer.isSuccess) return { ok: false, message: t("lookup.otp.refused") };
  const { user_id, accessToken, refreshToken } = verified.answer.dataBundle;
  grantOrderIdentity(op, { userName: user_id || orderId, accessToken, refreshToken }, [orderId]);
  op.session.unset("orderLookup");
  return { ok: true };
}
