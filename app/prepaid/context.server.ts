/**
 * The prepaid LTE area's context (seed 000): no accounts → /noAccount, a line that is not
 * prepaid → /boardBand/summary. Also the line's status (dormant = 'Pool') and wallet.
 */
import { redirect } from "@remix-run/node";
import * as prepaid from "#contracts/prepaid";
import { requireAccount, type AccountContext } from "~/accounts/context.server";

export interface PrepaidContext extends AccountContext {
  /** The selected prepaid line's number (0XXXXXXXXX); null only with `error`. */
  number: string | null;
}

export async function requirePrepaid(request: Request): Promise<PrepaidContext> {
  const ctx = await requireAccount(request, { postpaidOnly: false });
  if (ctx.services && !ctx.services.prepaid) throw redirect("/boardBand/summary", { headers: await ctx.op.headers() });
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
