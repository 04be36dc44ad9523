import { Link } from "@remix-run/react";
import { useState } from "react";
import { Facts } from "~/components/Facts";
import { useHydrated } from "~/components/use-hydrated";
import { t } from "~/i18n/tv";

export interface TvService {
  serviceID: string;
  packageName: string | null;
  serviceStatus: string | null;
}

function ServiceCard({ service }: { service: TvService }) {
  return (
    <Facts
      className="tv-service"
      items={[
        { label: t("tv.serviceId"), value: service.serviceID },
        { label: t("tv.package"), value: service.packageName },
        { label: t("tv.status"), value: service.serviceStatus },
      ]}
    />
  );
}

/** The TV services of the line, one slide at a time with JavaScript (a list without it). */
export function MyPackage({ services }: { services: TvService[] }) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  if (services.length === 0) {
    return (
      <div>
        <p>{t("tv.none")}</p>
        <Link className="btn btn-primary" to={`/newService/upgrade/${encodeURIComponent("PEO TV")}`}>
          {t("tv.request")}
        </Link>
      </div>
    );
  }
  const carousel = hydrated && services.length > 1;
  const shown = carousel ? [services[index % services.length]!] : services;
  return (
    <section aria-roledescription={carousel ? "carousel" : undefined} aria-label={t("tv.services")}>
      <ul className="list-plain tv-services">
        {shown.map((s) => (
          <li
            key={s.serviceID}
            aria-roledescription={carousel ? "slide" : undefined}
            aria-label={carousel ? t("tv.slide", { n: index + 1, total: services.length }) : undefined}
          >
            <ServiceCard service={s} />
          </li>
        ))}
      </ul>
      {carousel ? (
        <div className="usage-controls">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setIndex((i) => (i - 1 + services.length) % services.length)}
            aria-label={t("tv.previous")}
          >
            ‹
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setIndex((i) => (i + 1) % services.length)} aria-label={t("tv.next")}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
