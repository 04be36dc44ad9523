import type { BroadbandOutlook } from "~/broadband/forecast.server";
import { Deferred } from "~/components/Deferred";
import { forecastMessage, type ForecastMessage } from "~/components/forecast";
import { t } from "~/i18n/broadband";

/** The forecast's place, kept while it streams in and when there is none to say. */
const room = <p className="forecast" aria-hidden="true" />;

/** The forecast in the summary's words. */
function sentence(m: ForecastMessage, unit: string): string {
  if (!("pace" in m)) return t(`bb.forecast.${m.form}`, { renewal: m.ends });
  return t(`bb.forecast.${m.form}`, { pace: m.pace, unit, date: m.date, days: m.days, renewal: m.ends });
}

/**
 * The forecast under the main bucket's gauge. It streams in after the usage (the daily usage is a
 * read of its own) into a place kept for it (`.forecast` is as tall as the sentence in the page's
 * language), which stays when there is no forecast (too early in the period, no daily usage): nothing moves.
 */
export function ForecastNote({ outlook }: { outlook: Promise<BroadbandOutlook> | BroadbandOutlook }) {
  return (
    <Deferred resolve={outlook} skeleton={room} failed={room}>
      {({ forecast, unit }) => {
        if (!forecast) return room;
        return (
          <p className="forecast" data-testid="usage-forecast">
            {sentence(forecastMessage(forecast), unit)}
          </p>
        );
      }}
    </Deferred>
  );
}
