/**
 * The prepaid LTE area's context: no accounts → /noAccount, a line that is not prepaid →
 * /boardBand/summary (its pages are the postpaid ones). Also the line's status (dormant = 'Pool')
 * and its wallet, which the purchase and reload rules check.
 */
import { redirect } from "@remix-run/node";
import * as prepaid from "#contracts/prepaid";
import { requireAccount, type AccountContext } from "~/accounts/context.server";
import type { Operator } from "~/operator/route.server";

export interface PrepaidContext extends AccountContext {
  /** The selected prepaid line's number (0XXXXXXXXX); null only with `error`. */
  number: string | null;
}

export async function requirePrepaid(op: Operator): Promise<PrepaidContext> {
  const ctx = await requireAccount(op, { postpaidOnly: false });
  if (ctx.services && !ctx.services.prepaid) throw redirect("/boardBand/summary");
  return { ...ctx, number: ctx.services?.prepaid && ctx.selected ? ctx.selected.telephoneNo : null };
}

export async function loadStatus(ctx: PrepaidContext) {
  if (!ctx.number) return { ok: false as const, message: ctx.error ?? "" };
  return ctx.op.data(prepaid.subscriberStatus, { LTESLTNumber: ctx.number });
}

/** The wallet in cents, or the message to show. */
export async function loadWalletCents(ctx: PrepaidContext) {
  if (!ctx.number) return { ok: false as const, message: ctx.error ?? "" };
  const wallet = await ctx.op.data(prepaid.walletDetail, { LTESLTNumber: ctx.number });
  if (!wallet.ok) return wallet;
  return { ok: true as const, data: wallet.data.totalAmount ?? 0 };
}
