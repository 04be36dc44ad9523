import { useEffect, useState } from "react";
import { SlideList } from "~/components/SlideList";
import { useHydrated } from "~/components/use-hydrated";
import { t } from "~/i18n/prepaid";
import { gb, ocsDay } from "~/prepaid/format";

export interface UsageUnit {
  id: string;
  name: string;
  remainingGb: number;
  initialGb: number;
  expireTime: string;
}

/** How many slides fit: 3, or 2 on screens narrower than 500 px, where three cards would not be readable. */
function usePerPage(): number {
  const [perPage, setPerPage] = useState(3);
  useEffect(() => {
    const query = window.matchMedia("(max-width: 499px)");
    const update = () => setPerPage(query.matches ? 2 : 3);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return perPage;
}

function UsageCard({ unit }: { unit: UsageUnit }) {
  const used = Math.max(0, unit.initialGb - unit.remainingGb);
  return (
    <div className="usage-card">
      <h3>{unit.name}</h3>
      <p className="usage-used">{t("pp.usage.used", { used: gb(used), total: gb(unit.initialGb) })}</p>
      <progress max={unit.initialGb || 1} value={Math.min(used, unit.initialGb)} aria-label={t("pp.usage.progress", { name: unit.name })} />
      <p className="usage-valid">
        {t("pp.usage.validTill")}: <strong>{ocsDay(unit.expireTime)}</strong>
      </p>
    </div>
  );
}

/** Used-of GB per package: a carousel with JavaScript, a plain list without it. */
export function UsageCarousel({ units }: { units: UsageUnit[] }) {
  const hydrated = useHydrated();
  const perPage = usePerPage();
  const [start, setStart] = useState(0);
  if (units.length === 0) return <p className="empty">{t("pp.usage.empty")}</p>;
  const carousel = hydrated && units.length > perPage;
  const first = carousel ? Math.min(start, units.length - perPage) : 0;
  const shown = carousel ? units.slice(first, first + perPage) : units;
  return (
    <SlideList
      carousel={carousel}
      label={t("pp.usage.label")}
      className="usage-carousel"
      listClassName="card-grid"
      listStyle={carousel ? { gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` } : undefined}
      slides={shown.map((unit, i) => ({
        key: unit.id,
        label: t("pp.usage.slide", { n: first + i + 1, total: units.length }),
        content: <UsageCard unit={unit} />,
      }))}
      previous={{ label: t("pp.usage.previous"), disabled: first === 0, onClick: () => setStart(Math.max(0, first - 1)) }}
      next={{ label: t("pp.usage.next"), disabled: first + perPage >= units.length, onClick: () => setStart(Math.min(units.length - perPage, first + 1)) }}
    />
  );
}
