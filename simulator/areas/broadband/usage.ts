/** What the usage calls answer, computed from the buckets: summaries, usage items, daily usage, protocol shares. */
import { DAY_MS, lkDate, lkInstant, lkParts } from "../../../contracts/lk";
import { protocolNames } from "../../../fixtures/broadband";
import { hash, nowMs, world } from "../../world";
import { buckets, round1, type Bucket, type BucketKind, type Subscriber } from "./state";
import { dayMonth, lastReport, localIso, monthDay, monthName, monthOf, reportTime, startOfToday } from "./time";

export function activeBuckets(subscriberId: string, kind?: BucketKind): Bucket[] {
  const at = nowMs();
  return buckets
    .findMany((q) => q.where(kind ? { subscriberId, kind } : { subscriberId }))
    .filter((b) => b.startedAt <= at && b.expiresAt >= at)
    .sort((a, b) => a.startedAt - b.startedAt || a.id - b.id);
}

const remainingOf = (b: Bucket) => (b.limitGB === null ? null : Math.max(0, round1(b.limitGB - b.usedGB)));

/** THROTTLED: the base quota, loyalty bonus and Extra GB are all used up. Add-ons only cover their apps. */
export function isThrottled(subscriberId: string): boolean {
  const base = activeBuckets(subscriberId, "base");
  if (base.length === 0 || base.some((b) => b.limitGB === null)) return false;
  const general = [...base, ...activeBuckets(subscriberId, "bonus"), ...activeBuckets(subscriberId, "extraGb")];
  return general.reduce((sum, b) => sum + (remainingOf(b) ?? 0), 0) <= 0;
}

type Style = "text" | "number";
const figure = (n: number | null, style: Style) => (n === null ? null : style === "text" ? n.toFixed(1) : round1(n));

function usageItem(b: Bucket, style: Style) {
  const remaining = remainingOf(b);
  // The base item's percentage is recomputed on each report; the others keep the value from when they were bought.
  const percentage = b.kind === "base" ? (b.limitGB ? Math.floor(((remaining ?? 0) / b.limitGB) * 100) : 0) : b.percentage;
  return {
    name: b.name,
    limit: figure(b.limitGB, style),
    remaining: figure(remaining, style),
    used: figure(b.usedGB, style),
    percentage,
    volume_unit: "GB",
    expiry_date: dayMonth(b.expiresAt),
    claim: b.claimGB ? { volume: b.claimGB, volume_unit: "GB" } : null,
    unsubscribable: b.unsubscribable,
    timestamp: b.timestamp,
    subscriptionid: b.subscriptionId,
  };
}

function summaryOf(list: Bucket[], style: Style) {
  if (list.length === 0) return null;
  const limit = list.some((b) => b.limitGB === null) ? null : list.reduce((s, b) => s + (b.limitGB ?? 0), 0);
  return {
    limit: figure(limit, style),
    used: figure(
      list.reduce((s, b) => s + b.usedGB, 0),
      style,
    ),
    volume_unit: "GB",
  };
}

export function usageSummaryView(sub: Subscriber) {
  const at = lastReport();
  const base = activeBuckets(sub.subscriberId, "base");
  return {
    status: isThrottled(sub.subscriberId) ? "THROTTLED" : "NORMAL",
    reported_time: reportTime(at),
    my_package_summary: summaryOf(base, "text"),
    bonus_data_summary: summaryOf(activeBuckets(sub.subscriberId, "bonus"), "text"),
    free_data_summary: summaryOf(activeBuckets(sub.subscriberId, "free"), "text"),
    vas_data_summary: summaryOf(activeBuckets(sub.subscriberId, "addon"), "text"),
    extra_gb_data_summary: summaryOf(activeBuckets(sub.subscriberId, "extraGb"), "text"),
    my_package_info: {
      package_name: sub.packageName,
      package_summary: null,
      usageDetails: base.map((b) => usageItem(b, "text")),
      reported_time: reportTime(at),
    },
  };
}

/**
 * ExtraGB, BonusData and FreeData answer numbers and an ISO-like time; GetDashboardVASBundles
 * answers strings and the "28-Sep-2024 09:26 AM" time, as the live API does.
 */
export function bucketView(sub: Subscriber, kind: Exclude<BucketKind, "base">) {
  const list = activeBuckets(sub.subscriberId, kind);
  const style: Style = kind === "addon" ? "text" : "number";
  const at = lastReport();
  return {
    package_name: null,
    package_summary: summaryOf(list, style),
    usageDetails: list.map((b) => usageItem(b, style)),
    reported_time: kind === "addon" ? reportTime(at) : localIso(at),
  };
}

// ---------------------------------------------------------------------------
// Daily usage

interface Part {
  name: string;
  sorter: number;
  tenths: number;
  /** First day (midnight) the part can have usage on. */
  from: number;
}

/** What a subscriber's day-by-day usage and protocol shares are drawn from (a scenario may pin it). */
export const usagePatternOf = (sub: Subscriber) => sub.usageKey ?? `${world.seed}:${sub.subscriberId}`;

/** Split `tenths` over the days with deterministic, uneven weights (weekends heavier); the shares add up exactly. */
function spread(tenths: number, days: number[], key: string): number[] {
  if (days.length === 0) return [];
  const weights = days.map((d) => {
    const weekend = [0, 6].includes(lkParts(d).weekday);
    return 30 + (hash(`${key}:${lkDate(d)}`) % 70) + (weekend ? 35 : 0);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.floor((tenths * w) / total));
  let left = tenths - shares.reduce((a, b) => a + b, 0);
  for (let i = shares.length - 1; left > 0; i = (i - 1 + shares.length) % shares.length, left--) shares[i]! += 1;
  return shares;
}

const sorterOf: Record<BucketKind, number> = { base: 1, bonus: 2, extraGb: 3, addon: 4, free: 4 };

function currentParts(sub: Subscriber, monthStart: number): Part[] {
  const parts = new Map<string, Part>();
  for (const b of activeBuckets(sub.subscriberId)) {
    const name = b.kind === "base" ? sub.packageName : b.kind === "bonus" ? "Loyalty" : b.kind === "extraGb" ? "Extra GB" : b.name;
    const t = lkParts(Math.max(b.startedAt, monthStart));
    const from = lkInstant(t.y, t.m, t.d);
    const part = parts.get(name) ?? { name, sorter: sorterOf[b.kind], tenths: 0, from };
    part.tenths += Math.round(b.usedGB * 10);
    part.from = Math.min(part.from, from);
    parts.set(name, part);
  }
  return [...parts.values()];
}

/** A past month's volume, a function of the subscriber and the month only. */
function previousParts(sub: Subscriber, y: number, m: number, monthStart: number): Part[] {
  const h = hash(`${usagePatternOf(sub)}:${y}-${m}`);
  const base = activeBuckets(sub.subscriberId, "base");
  const limit = base.some((b) => b.limitGB === null) ? null : base.reduce((s, b) => s + (b.limitGB ?? 0), 0);
  const used = limit === null ? 80 + (h % 270) : limit * (0.55 + (h % 46) / 100);
  const parts: Part[] = [{ name: sub.packageName, sorter: 1, tenths: Math.round(used * 10), from: monthStart }];
  if (sub.privileges.bonus_data) parts.push({ name: "Loyalty", sorter: 2, tenths: 18 + ((h >> 8) % 42), from: monthStart });
  return parts;
}

const two = (n: number) => Math.round(n * 100) / 100;

export function dailyUsageView(sub: Subscriber, monthIndex: number) {
  const at = nowMs();
  const month = monthOf(at, monthIndex);
  const lastDay = monthIndex === 0 ? startOfToday() : month.end - DAY_MS + 1;
  const days: number[] = [];
  for (let d = month.start; d <= lastDay; d += DAY_MS) days.push(d);
  const parts = monthIndex === 0 ? currentParts(sub, month.start) : previousParts(sub, month.y, month.m, month.start);

  const perDay = days.map(() => [] as Array<{ part: Part; tenths: number }>);
  for (const part of parts) {
    const span = days.map((d, i) => [d, i] as const).filter(([d]) => d >= part.from);
    const shares = spread(
      part.tenths,
      span.map(([d]) => d),
      `${usagePatternOf(sub)}:${part.name}`,
    );
    span.forEach(([, i], k) => {
      if (shares[k]) perDay[i]!.push({ part, tenths: shares[k]! });
    });
  }
  const totals = perDay.map((list) => list.reduce((s, x) => s + x.tenths, 0));
  const max = Math.max(1, ...totals);

  return {
    dailylist: days.map((d, i) => ({
      displaydate: monthDay(d),
      date: lkDate(d),
      daily_total_usage: (totals[i]! / 10).toFixed(1),
      volumeunit: "GB",
      daily_percentage: two((totals[i]! / max) * 100),
      usages: perDay[i]!.sort((a, b) => a.part.sorter - b.part.sorter).map(({ part, tenths }) => {
        const gb = tenths / 10;
        return {
          sorter: part.sorter,
          percentage: two((tenths / totals[i]!) * 100),
          offer_name: part.name,
          volume: gb.toFixed(1),
          volumes: { pdl: (gb * 0.57).toFixed(2), opdl: (gb * 0.35).toFixed(2), pul: (gb * 0.05).toFixed(2), opul: (gb * 0.03).toFixed(2) },
        };
      }),
    })),
    previousmonths: { previous1: monthName(lkParts(at).m - 1), previous2: monthName(lkParts(at).m - 2) },
  };
}

// ---------------------------------------------------------------------------
// Protocol report

function shares(key: string) {
  const h = hash(key);
  const pool = [...protocolNames.slice(0, -1)].sort((a, b) => hash(`${key}:${a}`) - hash(`${key}:${b}`));
  const chosen = [...pool.slice(0, 5 + (h % 5)), "Others"];
  const weights = chosen.map((p, i) => (p === "Others" ? 4 : (hash(`${key}:w:${p}`) % 40) + 2 + (i === 0 ? 45 : 0)));
  const total = weights.reduce((a, b) => a + b, 0);
  const list = chosen.map((protocol, i) => ({ protocol, presentage: two((weights[i]! / total) * 100) }));
  const drift = two(100 - list.reduce((s, x) => s + x.presentage, 0));
  list[0]!.presentage = two(list[0]!.presentage + drift);
  return list.sort((a, b) => b.presentage - a.presentage);
}

export function protocolReportView(sub: Subscriber, date: string) {
  const key = `${usagePatternOf(sub)}:${date}`;
  return { total: shares(`${key}:total`), download: shares(`${key}:dl`), upload: shares(`${key}:ul`) };
}
