/**
 * The broadband area's context: the selected account's first broadband service (its subscriber
 * id), and the redirects of seed 000: no accounts → /noAccount, prepaid → /prepaid/boardBand,
 * no broadband → /peoTV when TV exists (otherwise the no-broadband panel of the area layout).
 */
import { redirect } from "@remix-run/node";
import * as broadband from "#contracts/broadband";
import { requireAccount, type AccountContext, type Services } from "~/accounts/context.server";

export interface BroadbandContext extends AccountContext {
  /** The broadband subscriber id (94XXXXXXXXX) of the selected account, or null without broadband. */
  subscriberId: string | null;
  service: Services["broadband"][number] | null;
}

/** Throws the area's redirects; returns the context otherwise (subscriberId null: no broadband). */
export async function requireBroadband(request: Request): Promise<BroadbandContext> {
  const ctx = await requireAccount(request);
  const service = ctx.services?.broadband[0] ?? null;
  if (ctx.services && !service && ctx.services.peoTv.length > 0) throw redirect("/peoTV", { headers: await ctx.op.headers() });
  return { ...ctx, subscriberId: service?.serviceID ?? null, service };
}

/** The broadband profile with its privileges (extra_gb, bonus_data, data_addons, ...). */
export async function loadProfile(ctx: BroadbandContext) {
  if (!ctx.subscriberId) return null;
  const result = await ctx.op.data(broadband.profile, { subscriberID: ctx.subscriberId });
  return result.ok ? result.data : null;
}
