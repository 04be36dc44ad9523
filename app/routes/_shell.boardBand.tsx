import type { LinksFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { loadProfile, requireBroadband } from "~/broadband/context.server";
import { ActiveLink } from "~/components/ActiveLink";
import { AreaHeader } from "~/components/Facts";
import { MoreMenu } from "~/components/MoreMenu";
import { t, type MessageKey } from "~/i18n/broadband";
import { withOperator } from "~/operator/route.server";
import broadbandStyles from "~/styles/broadband.css?url";
import { stylesheets } from "~/components/head";

/** The broadband area: its redirects, the service header, the tabs and the More menu. */
export const loader = withOperator(async ({ op }) => {
  const ctx = await requireBroadband(op);
  const profile = await loadProfile(op, ctx.subscriberId);
  return {
    subscriberId: ctx.subscriberId,
    packageName: profile?.subscriber_package_display ?? profile?.subscriber_package ?? ctx.service?.packageName ?? null,
    status: ctx.service?.serviceStatus ?? null,
    reportSubscribed: profile?.privileges.protocol_report ?? false,
  };
});

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
      <AreaHeader
        title={t("bb.title")}
        items={[
          { label: t("bb.package"), value: data.packageName },
          { label: t("bb.status"), value: data.status },
          { label: t("bb.username"), value: data.subscriberId },
        ]}
      />
      <nav className="area-tabs" aria-label={t("bb.tabs")}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.key}>
              <ActiveLink className="nav-item" to={tab.to}>
                {t(tab.key)}
              </ActiveLink>
            </li>
          ))}
          <li>
            <MoreMenu
              label={t("bb.tab.more")}
              items={[
                { to: "/boardBand/enableProtocol", label: t(data.reportSubscribed ? "bb.more.disableReport" : "bb.more.enableReport") },
                { to: "/boardBand/changeContactInformation", label: t("bb.more.contact") },
                { to: "/boardBand/changeBroadbandPassword", label: t("bb.more.password") },
              ]}
            />
          </li>
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

export const links: LinksFunction = () => stylesheets(broadbandStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
