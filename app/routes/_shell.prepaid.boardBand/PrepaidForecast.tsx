import type { PrepaidOutlook } from "~/prepaid/forecast.server";
import { Deferred } from "~/components/Deferred";
import { forecastMessage, type ForecastMessage } from "~/components/forecast";
import { t } from "~/i18n/prepaid";

/** The forecast's place, kept while the usage streams in and when there is none to say. */
const room = <p className="forecast pp-forecast" aria-hidden="true" />;

/** The forecast in the prepaid page's words. */
function sentence(m: ForecastMessage, name: string): string {
  if (!("pace" in m)) return t(`pp.forecast.${m.form}`, { package: name, expiry: m.ends });
  return t(`pp.forecast.${m.form}`, { pace: m.pace, package: name, date: m.date, days: m.days, expiry: m.ends });
}

/** Under the main packages: the package in use at its pace, against its expiry. */
export function PrepaidForecast({ content }: { content: Promise<{ outlook: PrepaidOutlook | null }> | { outlook: PrepaidOutlook | null } }) {
  return (
    <Deferred resolve={content} skeleton={room} failed={room}>
      {({ outlook }) => {
        if (!outlook?.forecast || !outlook.packageName) return room;
        return (
          <p className="forecast pp-forecast" data-testid="usage-forecast">
            {sentence(forecastMessage(outlook.forecast), outlook.packageName)}
          </p>
        );
      }}
    </Deferred>
  );
}
