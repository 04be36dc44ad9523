import type { BroadbandOutlook } from "~/broadband/forecast.server";
import { Deferred } from "~/components/Deferred";
import { forecastMessage } from "~/components/forecast";
import { t } from "~/i18n/broadband";

/**
 * The forecast under the main bucket's gauge. It streams in after the usage (the daily usage is a
 * read of its own): its place is kept (`.forecast` is as tall as the sentence), so nothing moves when it comes.
 */
export function ForecastNote({ outlook }: { outlook: Promise<BroadbandOutlook> | BroadbandOutlook }) {
  return (
    <Deferred resolve={outlook} skeleton={<p className="forecast" aria-hidden="true" />} failed={null}>
      {({ forecast, unit }) => {
        if (!forecast) return null;
        const { form, vars } = forecastMessage(forecast);
        return (
          <p className="forecast" data-testid="usage-forecast">
            {t(`bb.forecast.${form}`, { ...vars, unit })}
          </p>
        );
      }}
    </Deferred>
  );
}
