import type { PrepaidOutlook } from "~/prepaid/forecast.server";
import { Deferred } from "~/components/Deferred";
import { forecastMessage } from "~/components/forecast";
import { t } from "~/i18n/prepaid";

/** The forecast's place, kept while the usage streams in and when there is none to say. */
const room = <p className="forecast pp-forecast" aria-hidden="true" />;

/** Under the main packages: the package in use at its pace, against its expiry. */
export function PrepaidForecast({ content }: { content: Promise<{ outlook: PrepaidOutlook | null }> | { outlook: PrepaidOutlook | null } }) {
  return (
    <Deferred resolve={content} skeleton={room} failed={room}>
      {({ outlook }) => {
        if (!outlook?.forecast || !outlook.packageName) return room;
        const { form, vars } = forecastMessage(outlook.forecast);
        return (
          <p className="forecast pp-forecast" data-testid="usage-forecast">
            {t(`pp.forecast.${form}`, { ...vars, package: outlook.packageName })}
          </p>
        );
      }}
    </Deferred>
  );
}
