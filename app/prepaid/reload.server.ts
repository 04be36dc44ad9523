/**
 * The prepaid reload through the card gateway: /Payment opens a pending reload with the server's
 * API key (which never reaches the browser), the browser posts to the hosted card page, which
 * returns to /prepaid/reload/result, where /PaymentVerify says whether it succeeded (ReloadStatus
 * 1001). Only the verification credits count: the return address alone proves nothing.
 */
import * as payments from "#contracts/payments";
import * as profile from "#contracts/profile";
import { browserBases, env } from "~/env.server";
import { t } from "~/i18n/prepaid";
import { t as tShell } from "~/i18n/shell";
import type { Operator } from "~/operator/route.server";
import { describeFailure } from "~/operator/errors.server";
import { contractUrl } from "~/operator/transport.server";
import { settlePayment, startedPayment, startPayment } from "~/payments/started.server";
import { loadStatus, type PrepaidContext } from "./context.server";

export const RELOAD_SUCCESS = "1001";

export type OpenedReload = { ok: true; cardPage: { url: string; fields: Record<string, string> } } | { ok: false; message: string };

export async function openReload(ctx: PrepaidContext, amount: string, portalOrigin: string): Promise<OpenedReload> {
  if (!ctx.number) return { ok: false, message: ctx.error ?? t("error.generic") };
  // The reload reads the customer's profile (the spec's 7): the payment goes in their name, and a MOBILE user's
  // email is their alternate contact. Both beside the line's status: one operator round.
  const [status, details] = await Promise.all([loadStatus(ctx), ctx.op.data(profile.viewUserInfo, {})]);
  if (status.ok && status.data.dormant) return { ok: false, message: tShell("dormant.message") };
  if (!details.ok) return { ok: false, message: details.message };
  const result = await ctx.op.call(payments.reloadPayment, {
    Amount: amount,
    ContactNo: ctx.number,
    Email: ctx.user.userType === "EMAIL" ? ctx.user.userName : (details.data.altrContact ?? ""),
    Status: "Pending",
    APIKey: env.RELOAD_API_KEY,
    customerName: details.data.name?.trim() || ctx.user.userName,
    TelephoneNo: ctx.number,
  });
  if (result.kind !== "answer") return { ok: false, message: describeFailure(result) };
  if (!result.answer.isSuccess || !result.answer.ReferenceNo) return { ok: false, message: result.answer.Message || t("error.generic") };
  // The gateway's reference is this session's: only its return, with this nonce, is verified.
  const started = startPayment(ctx.op.session, "reload", { amount: Number(amount), ref: result.answer.ReferenceNo });
  return {
    ok: true,
    cardPage: {
      url: contractUrl(payments.reloadCardPage, browserBases),
      fields: { ReferenceNo: result.answer.ReferenceNo, returnUrl: `${portalOrigin}/prepaid/reload/result?pay=${started.nonce}` },
    },
  };
}

/**
 * True when this session started the reload (its nonce and the gateway's reference match what was
 * recorded) and the gateway reports ReloadStatus 1001 for it; a reload is confirmed once.
 */
export async function verifyReload(op: Operator, nonce: string | null, referenceNo: string): Promise<boolean> {
  const started = startedPayment(op.session, "reload", nonce);
  if (!started || started.ref !== referenceNo || started.settled) return false;
  const approved = await verifyWithGateway(op, referenceNo);
  settlePayment(op.session, started.nonce, approved);
  return approved;
}

async function verifyWithGateway(op: Operator, referenceNo: string): Promise<boolean> {
  const result = await op.call(payments.reloadVerify, { ReferenceNo: referenceNo, APIKey: env.RELOAD_API_KEY });
  return result.kind === "answer" && result.answer.isSuccess === true && result.answer.ReloadStatus === RELOAD_SUCCESS;
}
