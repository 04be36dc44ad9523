import { Form, useLocation } from "@remix-run/react";
import { forecastMessage } from "~/components/forecast";
import { useSeenInPlace } from "./seen-in-place";
import { t } from "~/i18n/shell";
import type { UsageAlert } from "./usage-alert.server";

const actions = {
  extraGb: { to: "/boardBand/summary?panel=extraGb", key: "alert.extraGb" },
  addons: { to: "/prepaid/boardBand?tab=addons", key: "alert.addons" },
  reload: { to: "/prepaid/reload", key: "alert.reload" },
} as const;

function message(alert: UsageAlert): string {
  const m = alert.forecast ? forecastMessage(alert.forecast) : null;
  if (m?.form === "usedUp") return alert.kind === "broadband" ? t("alert.broadband.usedUp", { renewal: m.ends }) : t("alert.prepaid.usedUp");
  if (m?.form === "runsOut" || m?.form === "runsOutDayBefore")
    return alert.kind === "broadband"
      ? t("alert.broadband.runsOut", { date: m.date, renewal: m.ends })
      : t("alert.prepaid.runsOut", { date: m.date, expiry: m.ends });
  return t("alert.used", { percent: alert.usedPercent });
}

/**
 * The usage heads-up: what is running out and the top-up that fits. It keeps to the bottom of the
 * window, over the page rather than in it, so nothing on the page moves when it streams in; the
 * room after the page lets the page's end scroll clear of it. On a phone it is a short bar, its
 * message left to screen readers: the page the customer lands on says it under the gauge. Following its action or dismissing it
 * marks it seen for the session (/popupSeen; dismissing in place: useSeenInPlace): plain forms, so it works without
 * JavaScript.
 */
export function UsageAlertBanner({ alert }: { alert: UsageAlert }) {
  const location = useLocation();
  const action = actions[alert.action];
  const { closed, close } = useSeenInPlace();
  const seen = (returnTo: string, label: string, className: string, inPlace = false) => (
    <Form method="post" action="/popupSeen" onSubmit={inPlace ? close : undefined}>
      <input type="hidden" name="notice" value="usage" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
  if (closed) return null;
  return (
    <>
      <div className="usage-alert-room" aria-hidden="true" />
      <section className="usage-alert" aria-labelledby="usage-alert-title">
        <h2 id="usage-alert-title">{t("alert.title")}</h2>
        <p className="narrow-visually-hidden">{message(alert)}</p>
        <div className="actions-compact">
          {seen(action.to, t(action.key), "btn btn-accent")}
          {seen(location.pathname + location.search, t("alert.dismiss"), "btn btn-outline", true)}
        </div>
      </section>
    </>
  );
}
