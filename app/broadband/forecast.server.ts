/**
 * What the broadband forecast is made from, read in one round: the usage summary (the package's main
 * bucket, the speed status), the profile the session keeps (the billing date) and the daily usage of
 * the month. The summary and the layout's heads-up both ask for it: the request's cache of reads
 * sends each call once.
 */
import * as bb from "#contracts/broadband";
import { lkDate } from "#contracts/lk";
import type { Operator } from "~/operator/route.server";
import { billDateOf, keptProfile, loadProfile } from "./context.server";
import { isYmd } from "./dates";
import { broadbandForecast, inUnit, type Forecast } from "./forecast";

export interface BroadbandOutlook {
  forecast: Forecast | null;
  /** The main bucket's unit (the pace's). */
  unit: string;
  /** Share of the main bucket used (0-1), null when unlimited or unknown. */
  usedShare: number | null;
}

type DailyRow = bb.DailyUsageRow;

/** The package's own use of a day (its base bundle, the usage sorted first), else the day's total, in `unit`. */
function packageUse(row: DailyRow, unit: string): number {
  const own = row.usages.filter((u) => u.sorter === 1);
  const used = row.usages.length ? own.reduce((sum, u) => sum + u.volume, 0) : row.daily_total_usage;
  return inUnit(used, row.volumeunit, unit);
}

/**
 * The daily usage is asked for with the billing date: before the session keeps a profile (the first
 * page of a session) it goes out beside the profile with the usual "01", and again only when the
 * profile names another day, so the summary stays one operator round.
 */
export async function loadBroadbandOutlook(op: Operator, subscriberID: string): Promise<BroadbandOutlook> {
  const guess = billDateOf(keptProfile(op, subscriberID));
  const [summary, profile, first] = await Promise.all([
    op.data(bb.usageSummary, { subscriberID }),
    loadProfile(op, subscriberID).then((read) => read.profile),
    op.data(bb.currentDailyUsage, { subscriberID, billDate: guess }),
  ]);
  const billDate = billDateOf(profile);
  const daily = billDate === guess ? first : await op.data(bb.currentDailyUsage, { subscriberID, billDate });
  const main = summary.ok ? summary.data.my_package_info?.usageDetails[0] : undefined;
  if (!summary.ok || !main) return { forecast: null, unit: "GB", usedShare: null };
  const unit = main.volume_unit;
  const usedShare = main.limit && main.limit > 0 ? Math.min(1, main.used / main.limit) : null;
  const billingDay = /^\d{1,2}$/.test(profile?.billing_date ?? "") ? Number(profile!.billing_date) : null;
  const forecast = broadbandForecast({
    // The operator's today (its clock answered the reads).
    today: lkDate(op.now()),
    billingDay,
    limit: main.limit,
    used: main.used,
    remaining: main.remaining,
    throttled: summary.data.status?.toUpperCase() === "THROTTLED",
    days: daily.ok ? daily.data.dailylist.filter((r) => isYmd(r.date)).map((r) => ({ date: r.date, used: packageUse(r, unit) })) : [],
  });
  return { forecast, unit, usedShare: summary.data.status?.toUpperCase() === "THROTTLED" ? null : usedShare };
}
