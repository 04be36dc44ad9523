import { Link } from "@remix-run/react";
import { useState } from "react";
import { Facts } from "~/components/Facts";
import { SlideList } from "~/components/SlideList";
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
    <SlideList
      carousel={carousel}
      label={t("tv.services")}
      listClassName="list-plain tv-services"
      slides={shown.map((s) => ({
        key: s.serviceID,
        label: t("tv.slide", { n: index + 1, total: services.length }),
        content: <ServiceCard service={s} />,
      }))}
      previous={{ label: t("tv.previous"), onClick: () => setIndex((i) => (i - 1 + services.length) % services.length) }}
      next={{ label: t("tv.next"), onClick: () => setIndex((i) => (i + 1) % services.length) }}
    />
  );
}
