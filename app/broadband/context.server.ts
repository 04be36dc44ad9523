/**
 * The broadband area's context: the selected account's first broadband service (its subscriber
 * id). The account redirects apply (no accounts → /noAccount, prepaid → /prepaid/boardBand); an
 * account without broadband but with TV goes to /peoTV, one with neither gets the area layout's
 * no-broadband panel.
 */
import { redirect } from "@remix-run/node";
import * as broadband from "#contracts/broadband";
import { requireAccount, type AccountContext, type Services } from "~/accounts/context.server";
import type { Operator } from "~/operator/route.server";

export interface BroadbandContext extends AccountContext {
  /** The broadband subscriber id (94XXXXXXXXX) of the selected account, or null without broadband. */
  subscriberId: string | null;
  service: Services["broadband"][number] | null;
}

export type SubscriberContext = BroadbandContext & { subscriberId: string };

/** Throws the area's redirects; returns the context otherwise (subscriberId null: no broadband). */
export async function requireBroadband(op: Operator): Promise<BroadbandContext> {
  const ctx = await requireAccount(op);
  const service = ctx.services?.broadband[0] ?? null;
  if (ctx.services && !service && ctx.services.peoTv.length > 0) throw redirect("/peoTV");
  return { ...ctx, subscriberId: service?.serviceID ?? null, service };
}

/** The pages of one broadband service: without one, the summary shows the no-broadband panel. */
export async function requireSubscriber(op: Operator): Promise<SubscriberContext> {
  const ctx = await requireBroadband(op);
  if (!ctx.subscriberId) throw redirect("/boardBand/summary");
  return { ...ctx, subscriberId: ctx.subscriberId };
}

/** The broadband profile with its privileges (extra_gb, bonus_data, data_addons, ...), or null when it cannot be read. */
export async function loadProfile(op: Operator, subscriberId: string | null) {
  if (!subscriberId) return null;
  const result = await op.data(broadband.profile, { subscriberID: subscriberId });
  return result.ok ? result.data : null;
}
