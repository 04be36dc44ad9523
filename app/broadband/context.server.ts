/**
 * The broadband area's context: the selected account's first broadband service (its subscriber
 * id). The account redirects apply (no accounts → /noAccount, prepaid → /prepaid/boardBand); an
 * account without broadband but with TV goes to /peoTV, one with neither gets the area layout's
 * no-broadband panel.
 */
import { redirect } from "@remix-run/node";
import * as broadband from "#contracts/broadband";
import type { AnswerOf } from "#contracts/core";
import { requireAccount, type AccountContext, type Services } from "~/accounts/context.server";
import { later, type Operator } from "~/operator/route.server";

type ProfileAnswer = Extract<AnswerOf<typeof broadband.profile>, { isSuccess: true }>;
export type BroadbandProfile = NonNullable<ProfileAnswer["dataBundle"]>;

declare module "~/operator/session.server" {
  interface SessionData {
    /** The broadband profile of the selected line, with the time it was read (see loadProfile). */
    bbProfile: { subscriberId: string; at: number; profile: BroadbandProfile };
  }
}

/** How long the kept broadband profile is used as it is; after that a page uses it and reads it again beside it. */
export const PROFILE_FRESH_MS = 10 * 60_000;

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

/**
 * The broadband profile as read: the profile, or null with why it could not be read (the operator's errorShow or the
 * generic message; no error without a subscriber, or when the operator answers without one). A page that decides
 * from the privileges shows that message, never "not eligible".
 */
export type ProfileRead = { profile: BroadbandProfile; error: null } | { profile: null; error: string | null };

/**
 * The broadband profile with its privileges (extra_gb, bonus_data, data_addons, ...). Kept in the session with the
 * time it was read: pages that only show what it says (the area's header, the summary's panes, the daily usage) use
 * the kept one, and read it again beside the page once it is older than PROFILE_FRESH_MS; the pages that edit it or
 * decide from it ask for it `fresh`, and the actions that change it forget it (forgetProfile).
 */
export async function loadProfile(op: Operator, subscriberId: string | null, { fresh = false } = {}): Promise<ProfileRead> {
  if (!subscriberId) return { profile: null, error: null };
  const kept = op.session.get("bbProfile");
  if (!fresh && kept?.subscriberId === subscriberId) {
    if (Date.now() - kept.at > PROFILE_FRESH_MS) later(op, readProfile(op, subscriberId));
    return { profile: kept.profile, error: null };
  }
  return readProfile(op, subscriberId);
}

/** The kept profile of this line, however old, without reading it. */
export function keptProfile(op: Operator, subscriberId: string | null): BroadbandProfile | null {
  const kept = op.session.get("bbProfile");
  return subscriberId && kept?.subscriberId === subscriberId ? kept.profile : null;
}

async function readProfile(op: Operator, subscriberId: string): Promise<ProfileRead> {
  const result = await op.data(broadband.profile, { subscriberID: subscriberId });
  if (!result.ok) return { profile: null, error: result.message };
  if (!result.data) return { profile: null, error: null };
  op.session.set("bbProfile", { subscriberId, at: Date.now(), profile: result.data });
  return { profile: result.data, error: null };
}

/**
 * The billing date the daily usage is asked for: the profile's day of the month, or "01" when the
 * profile does not say (or is not known yet).
 */
export function billDateOf(profile: BroadbandProfile | null): string {
  return /^\d{1,2}$/.test(profile?.billing_date ?? "") ? profile!.billing_date! : "01";
}

/** After a change to the profile (a report subscription, the Happy Day, contact details, a package change): the next page reads it again. */
export function forgetProfile(op: Operator) {
  op.session.unset("bbProfile");
}
