import { Link } from "@remix-run/react";
import { rupees } from "~/broadband/prices";
import { ConfirmDialog } from "~/components/dialogs";
import { Facts } from "~/components/Facts";
import { formatVolume } from "~/format";
import { t } from "~/i18n/broadband";
import { Carousel } from "./Carousel";
import { summaryHref, type SummaryView } from "./view";

export interface UpgradeOption {
  name: string;
  standardGB: number | null;
  freeGB: number | null;
  description: string;
  rental: number;
}

export interface CurrentPackage {
  name: string;
  rental: number | null;
  standardGB: number | null;
  freeGB: number | null;
}

const gb = (v: number | null) => (v === null ? t("bb.summary.unlimited") : `${formatVolume(v)} GB`);

/** Package upgrade: the current package card and the ANY TIME / UNLIMITED upgrade cards. */
export function UpgradePanel({
  current,
  any,
  unlimited,
  view,
}: {
  current: CurrentPackage | null;
  any: UpgradeOption[];
  unlimited: UpgradeOption[];
  view: SummaryView["upgrade"];
}) {
  const list = view.kind === "unlimited" ? unlimited : any;
  const kind = view.kind === "unlimited" ? "unlimited" : null;
  const target = view.target ? [...any, ...unlimited].find((o) => o.name === view.target) : undefined;
  return (
    <section className="card bb-panel" aria-labelledby="upgrade-title">
      <h3 id="upgrade-title">{t("bb.upgrade.title")}</h3>
      {current ? (
        <article className="package-card current" aria-labelledby="current-package">
          <p className="package-kicker">{t("bb.upgrade.current")}</p>
          <h4 id="current-package">{current.name}</h4>
          <Facts
            items={[
              { label: t("bb.upgrade.rental"), value: current.rental === null ? "-" : t("bb.upgrade.rentalValue", { price: rupees(current.rental) }) },
              { label: t("bb.upgrade.standard"), value: gb(current.standardGB) },
              { label: t("bb.upgrade.free"), value: gb(current.freeGB) },
            ]}
          />
        </article>
      ) : null}
      <div className="segmented" role="group" aria-label={t("bb.upgrade.kinds")}>
        <Link to={summaryHref({ panel: "upgrade" })} aria-current={kind ? undefined : "true"} preventScrollReset>
          {t("bb.upgrade.any")}
        </Link>
        <Link to={summaryHref({ panel: "upgrade", kind: "unlimited" })} aria-current={kind ? "true" : undefined} preventScrollReset>
          {t("bb.upgrade.unlimited")}
        </Link>
      </div>
      {list.length === 0 ? (
        <p>{t("bb.upgrade.none")}</p>
      ) : (
        <Carousel
          label={t("bb.upgrade.options")}
          className="upgrade-carousel"
          previousLabel={t("bb.upgrade.previous")}
          nextLabel={t("bb.upgrade.next")}
          slides={list.map((o) => (
            <article key={o.name} className="package-card" aria-labelledby={`pkg-${o.name.replace(/\W+/g, "-")}`}>
              <h4 id={`pkg-${o.name.replace(/\W+/g, "-")}`}>{o.name}</h4>
              <p>{o.description}</p>
              <Facts
                items={[
                  { label: t("bb.upgrade.standard"), value: gb(o.standardGB) },
                  { label: t("bb.upgrade.rental"), value: t("bb.upgrade.rentalValue", { price: rupees(o.rental) }) },
                ]}
              />
              <Link
                className="btn btn-primary"
                to={summaryHref({ panel: "upgrade", kind, upgrade: o.name })}
                preventScrollReset
                aria-label={t("bb.upgrade.buttonLabel", { name: o.name })}
              >
                {t("bb.upgrade.button")}
              </Link>
            </article>
          ))}
        />
      )}
      {target ? (
        <ConfirmDialog
          title={t("bb.upgrade.confirmTitle")}
          message={<p>{t("bb.upgrade.confirm", { name: target.name })}</p>}
          fields={{ intent: "upgrade", newPackage: target.name, kind: view.kind }}
          confirmLabel={t("dialog.yes")}
          cancelLabel={t("dialog.no")}
          cancelTo={summaryHref({ panel: "upgrade", kind })}
        />
      ) : null}
    </section>
  );
}
