/**
 * The prepaid forecast: the package in use (of the main packages not yet expired, the one that
 * expires first), at the pace of its use since it was activated, against its expiry. From the
 * data usage the prepaid page reads anyway.
 */
import * as prepaid from "#contracts/prepaid";
import { prepaidForecast, type Forecast } from "~/broadband/forecast";
import type { Operator } from "~/operator/route.server";
import { ocsInstant } from "./format";

export interface PrepaidOutlook {
  /** The package in use, as the operator names it. */
  packageName: string | null;
  forecast: Forecast | null;
  /** Share of the package used (0-1), null without a package in use. */
  usedShare: number | null;
}

const none: PrepaidOutlook = { packageName: null, forecast: null, usedShare: null };

export function prepaidOutlook(units: prepaid.FreeUnit[], now: number): PrepaidOutlook {
  const [unit] = units
    .filter((u) => u.packageCategory === "Main Packages")
    .map((u) => ({ ...u, expires: ocsInstant(u.expireTime) }))
    .filter((u): u is typeof u & { expires: number } => u.expires !== null && u.expires > now)
    .sort((a, b) => a.expires - b.expires);
  if (!unit || unit.initialAmount <= 0) return none;
  const forecast = prepaidForecast({
    now,
    activated: ocsInstant(unit.effectiveTime),
    expires: unit.expires,
    initial: unit.initialAmount,
    remaining: unit.currentAmount,
  });
  return { packageName: unit.packageName, forecast, usedShare: Math.min(1, Math.max(0, unit.initialAmount - unit.currentAmount) / unit.initialAmount) };
}

/** The line's data usage, then its outlook (no package, or a read that failed: nothing to say). */
export async function loadPrepaidOutlook(op: Operator, number: string): Promise<PrepaidOutlook> {
  const usage = await op.data(prepaid.freeUnitDetail, { LTESLTNumber: number, OperationType: "QUERY_FREE_UNITS" });
  return usage.ok ? prepaidOutlook(usage.data.listofFreeUnit, op.now()) : none;
}
