/**
 * A scenario's broadband overrides (simulator/scenarios/schema.ts) applied to a line the seeder made,
 * and the line's broadband written back as such overrides when a user's state is saved.
 */
import { broadbandPackage } from "../../../fixtures/broadband";
import { toSubscriberId } from "../../../contracts/lk";
import type { BroadbandOverride } from "../../scenarios/schema";
import { instantOf } from "../../scenarios/schema";
import { nowMs } from "../../world";
import { addBucket, buckets, purchases, recordPurchase, round1, subscribers, type Bucket } from "./state";
import { billingPeriodOf, monthOf } from "./time";
import { usagePatternOf } from "./usage";

const iso = (ms: number) => new Date(ms).toISOString();

/** The usage items a package's base is made of: its name and GB (null: unlimited). */
export function basePartsOf(packageName: string): Array<[string, number | null]> {
  const pkg = broadbandPackage(packageName);
  if (!pkg) throw new Error(`No broadband package named ${packageName}`);
  if (pkg.kind === "UNLIMITED") return [["Total Usage", null]];
  if (pkg.kind === "WEB")
    return [
      ["Standard Usage", pkg.standardGB],
      ["Free Usage (Night)", pkg.freeGB],
    ];
  return [["Any Time Usage", pkg.standardGB]];
}

const baseOf = (subscriberId: string) =>
  buckets.findMany((q) => q.where({ subscriberId, kind: "base" })).sort((a, b) => a.startedAt - b.startedAt || a.id - b.id);

async function setBucket(
  bucket: Bucket,
  change: Partial<Pick<Bucket, "usedGB" | "limitGB" | "startedAt" | "expiresAt" | "claimGB" | "unsubscribable" | "subscriptionId">>,
) {
  await buckets.update(bucket, {
    data(b) {
      Object.assign(b, change);
      b.usedGB = round1(b.usedGB);
    },
  });
}

/** Swap the base items for those of another package, keeping the share used. */
async function changePackage(subscriberId: string, packageName: string) {
  const sub = subscribers.findFirst((q) => q.where({ subscriberId }))!;
  const old = baseOf(subscriberId);
  const share = old[0]?.limitGB ? Math.min(1, old[0].usedGB / old[0].limitGB) : 0.4;
  const month = monthOf(nowMs());
  const template = old[0];
  buckets.deleteMany((q) => q.where({ subscriberId, kind: "base" }));
  for (const [name, limit] of basePartsOf(packageName)) {
    await addBucket({
      subscriberId,
      kind: "base",
      name,
      limitGB: limit,
      usedGB: round1(limit === null ? (template?.usedGB ?? 20) : limit * share),
      startedAt: template?.startedAt ?? month.start,
      expiresAt: template?.expiresAt ?? month.end,
      percentage: 0,
      unsubscribable: false,
      subscriptionId: null,
      timestamp: 0,
      claimGB: null,
    });
  }
  await subscribers.update(sub, {
    data(s) {
      s.packageName = packageName;
    },
  });
}

export async function applyBroadbandOverride(telephoneNo: string, o: BroadbandOverride): Promise<void> {
  const subscriberId = toSubscriberId(telephoneNo);
  const sub = subscribers.findFirst((q) => q.where({ subscriberId }));
  if (!sub) return; // a prepaid LTE line: its data is the prepaid area's
  const now = nowMs();
  if (o.package && o.package !== sub.packageName) await changePackage(subscriberId, o.package);

  // The package's own items follow the billing period (before `buckets`, which may still move them).
  if (o.billingDate) {
    const period = billingPeriodOf(now, Number(o.billingDate));
    for (const b of baseOf(subscriberId)) await setBucket(b, { startedAt: period.start, expiresAt: period.end });
  }

  if (o.onlyTheseBuckets) {
    const keep = new Set((o.buckets ?? []).map((b) => b.name));
    buckets.deleteMany((q) => q.where((b) => b.subscriberId === subscriberId && !keep.has(b.name)));
  }
  for (const item of o.buckets ?? []) {
    const existing = buckets.findFirst((q) => q.where({ subscriberId, name: item.name }));
    const limitGB = item.totalGB !== undefined ? item.totalGB : (existing?.limitGB ?? null);
    const usedGB = item.usedPercent !== undefined && limitGB !== null ? (limitGB * item.usedPercent) / 100 : item.usedGB;
    const change = {
      ...(usedGB !== undefined ? { usedGB } : {}),
      ...(item.totalGB !== undefined ? { limitGB: item.totalGB } : {}),
      ...(item.starts ? { startedAt: instantOf(item.starts, now) } : {}),
      ...(item.expires ? { expiresAt: instantOf(item.expires, now) } : {}),
      ...(item.claimGB !== undefined ? { claimGB: item.claimGB } : {}),
      ...(item.unsubscribable !== undefined ? { unsubscribable: item.unsubscribable } : {}),
      ...(item.subscriptionId !== undefined ? { subscriptionId: item.subscriptionId } : {}),
      ...(item.percentage !== undefined ? { percentage: item.percentage } : {}),
      ...(item.bought !== undefined ? { timestamp: instantOf(item.bought, now) } : {}),
    };
    if (existing) {
      await setBucket(existing, change);
      continue;
    }
    const month = monthOf(now);
    const startedAt = item.starts ? instantOf(item.starts, now) : month.start;
    await addBucket({
      subscriberId,
      kind: item.kind ?? "addon",
      name: item.name,
      limitGB,
      usedGB: round1(usedGB ?? 0),
      startedAt,
      expiresAt: item.expires ? instantOf(item.expires, now) : month.end,
      percentage: item.percentage ?? 100,
      unsubscribable: item.unsubscribable ?? false,
      subscriptionId: item.subscriptionId ?? null,
      timestamp: item.bought ? instantOf(item.bought, now) : startedAt,
      claimGB: item.claimGB ?? null,
    });
  }

  const [main] = baseOf(subscriberId);
  if (main && (o.usedGB !== undefined || o.totalGB !== undefined || o.usedPercent !== undefined)) {
    const limitGB = o.totalGB ?? main.limitGB;
    const usedGB = o.usedPercent !== undefined ? ((limitGB ?? main.usedGB) * o.usedPercent) / 100 : (o.usedGB ?? main.usedGB);
    await setBucket(main, { limitGB, usedGB });
  }

  // Throttled: everything the line may use in general is used up; normal: some of it is left.
  if (o.status) {
    const general = buckets.findMany((q) => q.where((b) => b.subscriberId === subscriberId && ["base", "bonus", "extraGb"].includes(b.kind)));
    for (const b of general) {
      if (b.limitGB === null) continue;
      if (o.status === "THROTTLED") await setBucket(b, { usedGB: b.limitGB });
      else if (b.kind === "base" && b.usedGB >= b.limitGB) await setBucket(b, { usedGB: b.limitGB * 0.9 });
    }
  }

  if (o.purchases) {
    purchases.deleteMany((q) => q.where({ subscriberId }));
    for (const p of o.purchases) {
      await recordPurchase({
        subscriberId,
        at: instantOf(p.at, now),
        validTill: p.validTill === null ? null : instantOf(p.validTill, now),
        vasType: p.type,
        packageId: p.packageId,
        vasPackage: p.package,
        payPrice: p.price,
        payType: p.payType,
      });
    }
  }

  const current = subscribers.findFirst((q) => q.where({ subscriberId }))!;
  await subscribers.update(current, {
    data(s) {
      if (o.protocolReport === "none") s.report = null;
      else if (o.protocolReport) s.report = { reporterPackage: o.protocolReport === "yearly" ? "2" : "1", since: s.report?.since ?? monthOf(now, 1).start };
      if (s.report && o.protocolReportSince) s.report = { ...s.report, since: instantOf(o.protocolReportSince, now) };
      if (o.happyDay !== undefined) s.happyDay = o.happyDay;
      if (o.contactEmail !== undefined) s.email = o.contactEmail;
      if (o.contactMobile !== undefined) s.phone = o.contactMobile;
      if (o.firstBill !== undefined) s.firstBillDate = o.firstBill.replace(/-/g, "");
      if (o.billingDate !== undefined) s.billingDate = o.billingDate;
      if (o.usagePattern !== undefined) s.usageKey = o.usagePattern;
    },
  });
}

/** The line's broadband as overrides that make it again: package, every usage item and the purchase history. */
export function broadbandOverrideOf(telephoneNo: string): BroadbandOverride | undefined {
  const subscriberId = toSubscriberId(telephoneNo);
  const sub = subscribers.findFirst((q) => q.where({ subscriberId }));
  if (!sub) return undefined;
  const flags = Object.values(sub.privileges);
  const list = buckets.findMany((q) => q.where({ subscriberId })).sort((a, b) => a.id - b.id);
  return {
    medium: sub.medium,
    privileges: flags.every(Boolean) ? "all" : flags.some(Boolean) ? "all" : "none",
    package: sub.packageName as BroadbandOverride["package"],
    onlyTheseBuckets: true,
    buckets: list.map((b) => ({
      name: b.name,
      kind: b.kind,
      usedGB: b.usedGB,
      totalGB: b.limitGB,
      starts: iso(b.startedAt),
      expires: iso(b.expiresAt),
      claimGB: b.claimGB,
      unsubscribable: b.unsubscribable,
      subscriptionId: b.subscriptionId,
      percentage: b.percentage,
      bought: iso(b.timestamp),
    })),
    purchases: purchases
      .findMany((q) => q.where({ subscriberId }))
      .sort((a, b) => a.id - b.id)
      .map((p) => ({
        at: iso(p.at),
        type: p.vasType,
        package: p.vasPackage,
        packageId: p.packageId,
        price: p.payPrice,
        payType: p.payType,
        validTill: p.validTill === null ? null : iso(p.validTill),
      })),
    protocolReport: sub.report === null ? "none" : sub.report.reporterPackage === "2" ? "yearly" : "monthly",
    ...(sub.report ? { protocolReportSince: iso(sub.report.since) } : {}),
    happyDay: sub.happyDay,
    contactEmail: sub.email,
    contactMobile: sub.phone,
    firstBill: `${sub.firstBillDate.slice(0, 4)}-${sub.firstBillDate.slice(4, 6)}-${sub.firstBillDate.slice(6, 8)}`,
    billingDate: sub.billingDate,
    usagePattern: usagePatternOf(sub),
  };
}
