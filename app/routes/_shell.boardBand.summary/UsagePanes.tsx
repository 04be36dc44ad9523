import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { AppLink } from "~/components/AppLink";
import { formatVolume } from "~/format";
import { t } from "~/i18n/broadband";
import { Carousel } from "./Carousel";
import { Gauge } from "./Gauge";
import type { PaneView, UsageItemView } from "./summary.server";
import { summaryHref, type PaneKey } from "./view";

/** The pane's used-of-limit figure for its link, or N/A. */
function paneFigure(pane: PaneView): string {
  if (!pane.privileged || !pane.summary) return t("bb.summary.na");
  const { used, limit, unit } = pane.summary;
  return limit === null
    ? t("bb.summary.paneFigureUnlimited", { used: formatVolume(used), unit })
    : t("bb.summary.paneFigure", { used: formatVolume(used), limit: formatVolume(limit), unit });
}

function UsageCard({ item, pane, note }: { item: UsageItemView; pane: PaneKey; note?: ReactNode }) {
  return (
    <article className="usage-card">
      <h4>{item.name}</h4>
      {item.limit === null || item.percent === null ? (
        <div className="gauge gauge-unlimited" role="img" aria-label={t("bb.summary.unlimited")}>
          <span className="gauge-centre" aria-hidden="true">
            <span className="gauge-value">∞</span>
            <span className="gauge-unit">{t("bb.summary.unlimited")}</span>
          </span>
        </div>
      ) : (
        <Gauge percent={item.percent} remaining={item.remaining ?? 0} limit={item.limit} unit={item.unit} />
      )}
      <p className="usage-used">
        {item.limit === null
          ? t("bb.summary.usedUnlimited", { used: formatVolume(item.used), unit: item.unit })
          : t("bb.summary.usedOf", { used: formatVolume(item.used), limit: formatVolume(item.limit), unit: item.unit })}
      </p>
      {item.expiry ? (
        <p className="usage-expiry">
          {t("bb.summary.validTill")} {item.expiry}
        </p>
      ) : null}
      {note}
      {pane === "addOns" && item.unsubscribable && item.subscriptionId && item.timestamp ? (
        <AppLink
          className="btn btn-outline"
          to={summaryHref({ pane: "addOns", unsub: item.subscriptionId, ts: item.timestamp })}
          preventScrollReset
          aria-label={t("bb.summary.unsubscribeLabel", { name: item.name })}
        >
          {t("bb.summary.unsubscribe")}
        </AppLink>
      ) : null}
    </article>
  );
}

/** The panes; `mainNote` goes under the package's main bucket (My Package's first item). */
/** 'No privilege' and the package-change message of a feature the line's package does not have (its pane or its purchase panel). */
export function NoPrivilege({ feature }: { feature: Exclude<PaneKey, "base"> }) {
  return (
    <div className="pane-empty">
      <p className="pane-empty-title">{t("bb.summary.noPrivilege")}</p>
      <p>{t(`bb.summary.noPrivilege.${feature}`)}</p>
    </div>
  );
}

export function UsagePanes({ panes, active, mainNote }: { panes: PaneView[]; active: PaneKey; mainNote?: ReactNode }) {
  const pane = panes.find((p) => p.key === active) ?? panes[0]!;
  const claim = pane.key === "bonusData" && pane.privileged ? pane.items[0]?.claim : null;
  return (
    <div className="usage">
      <nav aria-label={t("bb.summary.panes")}>
        <ul className="pane-links">
          {panes.map((p) => (
            <li key={p.key}>
              <AppLink className="pane-link" to={summaryHref({ pane: p.key })} aria-current={p.key === pane.key ? "page" : undefined} preventScrollReset>
                <span className="pane-name">{t(`bb.summary.pane.${p.key}`)}</span>
                <span className="pane-figure">{paneFigure(p)}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="pane" aria-labelledby="pane-title">
        <h3 id="pane-title" className="narrow-visually-hidden">
          {t(`bb.summary.pane.${pane.key}`)}
        </h3>
        {!pane.privileged && pane.key !== "base" ? (
          <NoPrivilege feature={pane.key} />
        ) : pane.items.length === 0 ? (
          <p className="pane-empty">{t(`bb.summary.empty.${pane.key}`)}</p>
        ) : (
          <Carousel
            label={t(`bb.summary.pane.${pane.key}`)}
            className="usage-carousel"
            slides={pane.items.map((item, i) => (
              <UsageCard key={`${item.name}-${i}`} item={item} pane={pane.key} note={pane.key === "base" && i === 0 ? mainNote : undefined} />
            ))}
          />
        )}
        {claim ? (
          <Form method="post" preventScrollReset className="pane-action">
            <input type="hidden" name="intent" value="upgradeLoyalty" />
            <button type="submit" className="btn btn-accent">
              {t("bb.summary.upgradeLoyalty", { volume: formatVolume(claim.volume), unit: claim.unit })}
            </button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
