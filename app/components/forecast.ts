/**
 * A usage forecast (app/broadband/forecast.ts) in the page's words: which of a message's four forms
 * says it, and its placeholders formatted for the page's language (the pace rounded, the days as
 * "24 Nov"). The broadband summary and the prepaid page word it each in their own catalogue.
 */
import { roundPace, type Forecast } from "~/broadband/forecast";
import { formatDay, formatNumber, formatVolume } from "~/format";

/** The message's form and its placeholders: the end date named as each message names it (the renewal or the expiry). */
export type ForecastMessage =
  { form: "usedUp" | "lasts"; ends: string } | { form: "runsOut" | "runsOutDayBefore"; ends: string; pace: string; date: string; days: string };

export function forecastMessage(f: Forecast): ForecastMessage {
  const ends = formatDay(f.ends);
  if (f.kind === "usedUp" || f.kind === "lasts") return { form: f.kind, ends };
  return {
    form: f.daysBefore === 1 ? "runsOutDayBefore" : "runsOut",
    ends,
    pace: formatVolume(roundPace(f.pace)),
    date: formatDay(f.runsOut),
    days: formatNumber(f.daysBefore),
  };
}
