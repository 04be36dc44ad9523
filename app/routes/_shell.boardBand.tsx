import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { loadProfile, requireBroadband } from "~/broadband/context.server";
import { t, type MessageKey } from "~/i18n/broadband";

/** The broadband area: its redirects, the service header, the tabs and the More menu. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireBroadband(request);
  const profile = await loadProfile(ctx);
  return json(
    {
      subscriberId: ctx.subscriberId,
      packageName: profile?.subscriber_package_display ?? profile?.subscriber_package ?? ctx.service?.packageName ?? null,
      status: ctx.service?.serviceStatus ?? null,
      reportSubscribed: profile?.priviledges.protocol_report ?? false,
    },
    { headers: await ctx.op.headers() },
  );
}

const tabs: Array<{ key: MessageKey; to: string }> = [
  { key: "bb.tab.summary", to: "/boardBand/summary" },
  { key: "bb.tab.dailyUsage", to: "/boardBand/dailyUsage" },
  { key: "bb.tab.giftData", to: "/boardBand/giftData" },
  { key: "bb.tab.history", to: "/boardBand/history" },
  { key: "bb.tab.redeem", to: "/boardBand/redeemVoucher" },
  { key: "bb.tab.happyDay", to: "/boardBand/happyDay" },
];

export default function BroadbandArea() {
  const data = useLoaderData<typeof loader>();
  if (!data.subscriberId) {
    return (
      <section className="card">
        <h1>{t("bb.noBroadband.title")}</h1>
        <p>{t("bb.noBroadband.text")}</p>
        <Link className="btn btn-primary" to="/newService/upgrade/Broadband">
          {t("bb.noBroadband.request")}
        </Link>
      </section>
    );
  }
  return (
    <div className="area">
      <header className="area-header card">
        <h1 className="visually-hidden">{t("bb.title")}</h1>
        <dl className="facts">
          <div>
            <dt>{t("bb.package")}</dt>
            <dd>{data.packageName ?? "-"}</dd>
          </div>
          <div>
            <dt>{t("bb.status")}</dt>
            <dd>{data.status ?? "-"}</dd>
          </div>
          <div>
            <dt>{t("bb.username")}</dt>
            <dd>{data.subscriberId}</dd>
          </div>
        </dl>
      </header>
      <nav className="area-tabs" aria-label={t("bb.tabs")}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.key}>
              <NavLink className="nav-item" to={tab.to} prefetch="intent">
                {t(tab.key)}
              </NavLink>
            </li>
          ))}
          <li>
            <details className="menu">
              <summary className="nav-item">{t("bb.tab.more")}</summary>
              <ul className="menu-list">
                <li>
                  <NavLink to="/boardBand/enableProtocol">{t(data.reportSubscribed ? "bb.more.disableReport" : "bb.more.enableReport")}</NavLink>
                </li>
                <li>
                  <NavLink to="/boardBand/changeContactInformation">{t("bb.more.contact")}</NavLink>
                </li>
                <li>
                  <NavLink to="/boardBand/changeBroadbandPassword">{t("bb.more.password")}</NavLink>
                </li>
              </ul>
            </details>
          </li>
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
