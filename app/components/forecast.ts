/**
 * A usage forecast (app/broadband/forecast.ts) in the page's words: which of a message's four forms
 * says it, and its placeholders formatted for the page's language (the pace rounded, the days as
 * "24 Nov"). The broadband summary and the prepaid page word it each in their own catalogue.
 */
import { roundPace, type Forecast } from "~/broadband/forecast";
import { formatDay, formatNumber, formatVolume } from "~/format";

export type ForecastForm = "runsOut" | "runsOutDayBefore" | "lasts" | "usedUp";

export function forecastMessage(f: Forecast): { form: ForecastForm; vars: Record<string, string> } {
  const ends = formatDay(f.ends);
  // One end date, named as each message names it: the renewal (broadband) or the expiry (prepaid).
  const base = { renewal: ends, expiry: ends };
  if (f.kind === "usedUp") return { form: "usedUp", vars: base };
  if (f.kind === "lasts") return { form: "lasts", vars: base };
  return {
    form: f.daysBefore === 1 ? "runsOutDayBefore" : "runsOut",
    vars: { ...base, pace: formatVolume(roundPace(f.pace)), date: formatDay(f.runsOut), days: formatNumber(f.daysBefore) },
  };
}
