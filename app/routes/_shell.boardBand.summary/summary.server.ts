/**
 * The broadband summary's reads, all sent at once: usage summary, profile (privileges), the open
 * usage pane's bucket, and the data of the open panel (Extra GB packages, add-ons, upgrade options).
 */
import * as bb from "#contracts/broadband";
import { loadProfile, type BroadbandProfile, type SubscriberContext } from "~/broadband/context.server";
import { operatorDateTime, operatorDayMonth } from "~/format";
import type { Outcome } from "~/operator/client.server";
import { addonCategories, type AddonCategory } from "./addons";
import type { PaneKey, SummaryView } from "./view";

type Item = bb.UsageItem;

export interface UsageItemView {
  name: string;
  used: number;
  /** null: unlimited */
  limit: number | null;
  remaining: number | null;
  /** Share remaining (computed), null when unlimited. */
  percent: number | null;
  unit: string;
  expiry: string | null;
  claim: { volume: number; unit: string } | null;
  unsubscribable: boolean;
  subscriptionId: string | null;
  timestamp: string | null;
}

export interface PaneView {
  key: PaneKey;
  privileged: boolean;
  summary: { used: number; limit: number | null; unit: string } | null;
  items: UsageItemView[];
}

const itemView = (u: Item): UsageItemView => ({
  name: u.name,
  used: u.used,
  limit: u.limit,
  remaining: u.remaining,
  percent: u.remainingPercent,
  unit: u.volume_unit,
  expiry: u.expiry_date ? operatorDayMonth(u.expiry_date) : null,
  claim: u.claim ? { volume: u.claim.volume ?? 0, unit: u.claim.volume_unit ?? "GB" } : null,
  unsubscribable: u.unsubscribable,
  subscriptionId: u.subscriptionid,
  timestamp: u.timestamp === null || u.timestamp === undefined ? null : String(u.timestamp),
});

const bucketOf = { extraGB: bb.extraGb, bonusData: bb.bonusData, addOns: bb.dashboardVasBundles, freeData: bb.freeData } as const;

/**
 * The usage view's reads, in parallel: the usage summary (speed status, report time, the five
 * summary blocks and the base package's items), the profile (privileges; the one the session keeps)
 * and the items of the open pane only; the other panes' figures come from the summary blocks. The
 * first failure's message is kept to show. Usage is never kept: every visit reads it, with its time.
 */
export async function loadUsage(ctx: SubscriberContext, active: PaneKey) {
  const subscriberID = ctx.subscriberId;
  const [summary, profile, bucket] = await Promise.all([
    ctx.op.data(bb.usageSummary, { subscriberID }),
    loadProfile(ctx.op, subscriberID).then((read) => read.profile),
    active === "base" ? null : ctx.op.data(bucketOf[active], { subscriberID }),
  ]);
  const error = [summary, bucket].find((r) => r && !r.ok);
  const s = summary.ok ? summary.data : null;
  const p = profile?.privileges ?? null;
  const items = (key: PaneKey) => (key === active && bucket?.ok ? bucket.data.usageDetails.map(itemView) : []);
  // Without the profile the privileges are unknown: show what the operator sent rather than 'No privilege'.
  const allowed = (flag: boolean | undefined) => (p ? Boolean(flag) : true);
  const block = (b: { used: number; limit: number | null; volume_unit: string } | null | undefined) =>
    b ? { used: b.used, limit: b.limit, unit: b.volume_unit } : null;
  const panes: PaneView[] = [
    { key: "base", privileged: true, summary: block(s?.my_package_summary), items: s?.my_package_info?.usageDetails.map(itemView) ?? [] },
    { key: "extraGB", privileged: allowed(p?.extra_gb), summary: block(s?.extra_gb_data_summary), items: items("extraGB") },
    { key: "bonusData", privileged: allowed(p?.bonus_data), summary: block(s?.bonus_data_summary), items: items("bonusData") },
    { key: "addOns", privileged: allowed(p?.data_addons), summary: block(s?.vas_data_summary), items: items("addOns") },
    { key: "freeData", privileged: allowed(p?.free_data), summary: block(s?.free_data_summary), items: items("freeData") },
  ];
  const reported = s?.reported_time ?? s?.my_package_info?.reported_time ?? null;
  return {
    speedStatus: s?.status ?? null,
    reportedTime: reported ? operatorDateTime(reported) : null,
    panes,
    error: error && !error.ok ? error.message : null,
  };
}

/**
 * Whether the line's package has a purchase's privilege (extra_gb, data_addons): false only when the profile says
 * so; when it cannot be read the operator decides, as the panes show what it sent.
 */
export function privileged(profile: BroadbandProfile | null, privilege: "extra_gb" | "data_addons") {
  return profile ? profile.privileges[privilege] : true;
}

/**
 * A catalogue sold only with the package's `privilege`, read beside the profile: nothing of it is offered without
 * the privilege (the panel then says to change the package, and no failure of the list is told).
 */
async function privilegedList<T>(ctx: SubscriberContext, list: Promise<Outcome<T>>, privilege: "extra_gb" | "data_addons") {
  const [read, { profile }] = await Promise.all([list, loadProfile(ctx.op, ctx.subscriberId)]);
  const noPrivilege = !privileged(profile, privilege);
  if (noPrivilege) return { data: null, noPrivilege, error: null };
  return read.ok ? { data: read.data, noPrivilege, error: null } : { data: null, noPrivilege, error: read.message };
}

/**
 * The open panel's data (read beside the usage, not after it). Extra GB and add-ons are bought only with the
 * package's privilege: without it the panel says to change the package, as the pane does.
 */
export async function loadPanel(ctx: SubscriberContext, view: SummaryView) {
  const subscriberID = ctx.subscriberId;
  const packageName = ctx.service?.packageName || "-";
  if (view.panel === "extraGb") {
    const { data, noPrivilege, error } = await privilegedList(ctx, ctx.op.data(bb.extraGbPackages, { subscriberID, packageName }), "extra_gb");
    const packages = (data ?? []).map((p) => ({ packageId: p.packageId, volume: p.volume, volumeUnit: p.volumeUnit, postPrice: p.postPrice }));
    return { panel: "extraGb" as const, packages, noPrivilege, error };
  }
  if (view.panel === "addons") {
    const { data, noPrivilege, error } = await privilegedList(ctx, ctx.op.data(bb.vasDataBundlePackages, { subscriberID, packageName }), "data_addons");
    return { panel: "addons" as const, categories: data ? addonCategories(data.categories) : ([] as AddonCategory[]), noPrivilege, error };
  }
  if (view.panel === "upgrade") {
    const query = { type: ctx.service?.serviceType || "FTTH", package: packageName };
    const [current, options] = await Promise.all([ctx.op.data(bb.currentBbPackageV2, query), ctx.op.data(bb.bbPackages, query)]);
    const failed = [current, options].find((r) => !r.ok);
    const row = (o: { BB_PACKAGE_NAME: string; STANDARD_GB: number | null; FREE_GB?: number | null; DESCRIPTION: string | null; MONTHLY_RENTAL: number }) => ({
      name: o.BB_PACKAGE_NAME,
      standardGB: o.STANDARD_GB,
      freeGB: o.FREE_GB ?? null,
      description: o.DESCRIPTION ?? "",
      rental: o.MONTHLY_RENTAL,
    });
    return {
      panel: "upgrade" as const,
      current: current.ok
        ? { name: current.data.bB_PACKAGE_NAME, rental: current.data.monthlY_RENTAL, standardGB: current.data.standarD_GB, freeGB: current.data.freE_GB }
        : null,
      any: options.ok ? options.data.Upgrades.Any.map(row) : [],
      unlimited: options.ok ? options.data.Upgrades.Unlimited.map(row) : [],
      error: failed && !failed.ok ? failed.message : null,
    };
  }
  return { panel: "usage" as const, error: null };
}

export type PanelData = Awaited<ReturnType<typeof loadPanel>>;
export type UsageData = Awaited<ReturnType<typeof loadUsage>>;
