import type { LinksFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { loadProfile, requireBroadband } from "~/broadband/context.server";
import { AreaHeader } from "~/components/Facts";
import { isCurrent, ResponsiveNav, type NavEntry } from "~/components/ResponsiveNav";
import { t, type MessageKey } from "~/i18n/broadband";
import { withOperator } from "~/operator/route.server";
import broadbandStyles from "~/styles/broadband.css?url";
import { stylesheets } from "~/components/head";

/** The broadband area: its redirects, the service header, the tabs and the More menu (on phones one disclosure). */
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
  const { pathname } = useLocation();
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
  const tabEntries: NavEntry[] = tabs.map((tab) => ({ to: tab.to, label: t(tab.key) }));
  const moreEntries: NavEntry[] = [
    { to: "/boardBand/enableProtocol", label: t(data.reportSubscribed ? "bb.more.disableReport" : "bb.more.enableReport") },
    { to: "/boardBand/changeContactInformation", label: t("bb.more.contact") },
    { to: "/boardBand/changeBroadbandPassword", label: t("bb.more.password") },
  ];
  const current = [...tabEntries, ...moreEntries].find((entry) => isCurrent(pathname, entry));
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
      <ResponsiveNav
        summary={current ? t("bb.tabs.current", { section: current.label }) : t("bb.title")}
        className="area-menu"
        groups={[{ label: t("bb.tabs"), className: "area-tabs", items: tabEntries, more: { label: t("bb.tab.more"), items: moreEntries } }]}
      />
      <Outlet />
    </div>
  );
}

export const links: LinksFunction = () => stylesheets(broadbandStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
