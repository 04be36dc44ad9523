import { formatRupees } from "~/format";
import { Link } from "@remix-run/react";
import { t } from "~/i18n/tv";

export interface Channel {
  Channel_Name: string | null;
  Package_Logo: string | null;
  ChannelNumberOnTv: string | null;
  ala_carte_price: number | null;
}

export interface TvPackageView {
  name: string;
  image: string | null;
  category: string | null;
  channels: Channel[];
}

export function PackageGrid({ packages }: { packages: TvPackageView[] }) {
  return (
    <ul className="card-grid tv-packages">
      {packages.map((p, i) => (
        <li key={`${i}-${p.name}`}>
          <Link to={`?tab=packages&package=${i}`} className="tv-package" aria-label={t("tv.pk.open", { name: p.name })}>
            {p.image ? <img src={p.image} alt="" width={320} height={180} loading="lazy" /> : null}
            <span>{p.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A package's channels; the toggle switches between its Current channels and the a-la-carte ones with prices. */
export function ChannelList({ pkg, index, view }: { pkg: TvPackageView; index: number; view: "current" | "alacarte" }) {
  const channels = view === "current" ? pkg.channels : pkg.channels.filter((c) => c.ala_carte_price !== null);
  const base = `?tab=packages&package=${index}`;
  return (
    <section aria-labelledby="channels-title">
      <Link to="?tab=packages" className="btn btn-outline">
        {t("tv.pk.back")}
      </Link>
      <h3 id="channels-title">{t("tv.pk.channels", { name: pkg.name })}</h3>
      <div className="segmented" role="group" aria-label={t("tv.pk.view")}>
        <Link to={`${base}&view=current`} aria-current={view === "current" ? "true" : undefined} preventScrollReset>
          {t("tv.pk.current")}
        </Link>
        <Link to={`${base}&view=alacarte`} aria-current={view === "alacarte" ? "true" : undefined} preventScrollReset>
          {t("tv.pk.alaCarte")}
        </Link>
      </div>
      {channels.length === 0 ? (
        <p className="empty">{t("tv.pk.empty")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={t("tv.pk.channels", { name: pkg.name })} tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("tv.pk.number")}</th>
                <th scope="col">{t("tv.pk.name")}</th>
                {view === "alacarte" ? (
                  <th scope="col" className="num">
                    {t("tv.pk.price")}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {channels.map((c, i) => (
                <tr key={`${i}-${c.Channel_Name}`}>
                  <td>{c.ChannelNumberOnTv ?? "-"}</td>
                  <td>
                    <span className="channel">
                      {c.Package_Logo ? <img src={c.Package_Logo} alt="" width={32} height={32} loading="lazy" /> : null}
                      {c.Channel_Name ?? "-"}
                    </span>
                  </td>
                  {view === "alacarte" ? <td className="num">{t("tv.pk.priceValue", { amount: formatRupees(c.ala_carte_price ?? 0) })}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
