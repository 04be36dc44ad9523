import { defer, type LinksFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { keptProfile, loadProfile, requireBroadband, type BroadbandProfile } from "~/broadband/context.server";
import { Deferred, PartMessage } from "~/components/Deferred";
import { AreaHeader, DeferredFact } from "~/components/Facts";
import { isCurrent, ResponsiveNav, type NavEntry } from "~/components/ResponsiveNav";
import { t, type MessageKey } from "~/i18n/broadband";
import { withOperator } from "~/operator/route.server";
import broadbandStyles from "~/styles/broadband.css?url";
import { stylesheets } from "~/components/head";

const headerOf = (profile: BroadbandProfile | null, servicePackage: string | null) => ({
  packageName: profile?.subscriber_package_display ?? profile?.subscriber_package ?? servicePackage,
  reportSubscribed: profile?.privileges.protocol_report ?? false,
});

/**
 * The broadband area: its redirects, the service header, the tabs and the More menu (on phones one
 * disclosure); without a broadband service, the no-broadband panel, or the operator's message when the
 * lines or their services could not be read (spec 000 §8: the message, never a wrong state). The header's
 * package and the menu's report item come from the profile the session keeps; a session that has
 * none yet gets them streamed in.
 */
export const loader = withOperator(async ({ op }) => {
  const ctx = await requireBroadband(op);
  const servicePackage = ctx.service?.packageName ?? null;
  const kept = keptProfile(op, ctx.subscriberId);
  const header = loadProfile(op, ctx.subscriberId).then(({ profile }) => headerOf(profile, servicePackage));
  return defer({
    subscriberId: ctx.subscriberId,
    // Without a broadband service because the lines or their services could not be read: the operator's message, not "no broadband".
    error: ctx.subscriberId ? null : ctx.error,
    status: ctx.service?.serviceStatus ?? null,
    header: kept ? await header : header,
  });
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
  if (!data.subscriberId && data.error) {
    return (
      <section className="card">
        <h1>{t("bb.title")}</h1>
        <PartMessage message={data.error} className="part-message-block" />
      </section>
    );
  }
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
          { label: t("bb.package"), value: <DeferredFact resolve={data.header} value={(header) => header.packageName} /> },
          { label: t("bb.status"), value: data.status },
          { label: t("bb.username"), value: data.subscriberId },
        ]}
      />
      <Deferred
        resolve={data.header}
        skeleton={<AreaNav pathname={pathname} reportSubscribed={false} />}
        failed={<AreaNav pathname={pathname} reportSubscribed={false} />}
      >
        {(header) => <AreaNav pathname={pathname} reportSubscribed={header.reportSubscribed} />}
      </Deferred>
      <Outlet />
    </div>
  );
}

/** The area's tabs and More menu (one disclosure on phones); the report item's wording follows the profile. */
function AreaNav({ pathname, reportSubscribed }: { pathname: string; reportSubscribed: boolean }) {
  const tabEntries: NavEntry[] = tabs.map((tab) => ({ to: tab.to, label: t(tab.key) }));
  const moreEntries: NavEntry[] = [
    { to: "/boardBand/enableProtocol", label: t(reportSubscribed ? "bb.more.disableReport" : "bb.more.enableReport") },
    { to: "/boardBand/changeContactInformation", label: t("bb.more.contact") },
    { to: "/boardBand/changeBroadbandPassword", label: t("bb.more.password") },
  ];
  const current = [...tabEntries, ...moreEntries].find((entry) => isCurrent(pathname, entry));
  return (
    <ResponsiveNav
      summary={current ? t("bb.tabs.current", { section: current.label }) : t("bb.title")}
      className="area-menu"
      groups={[{ label: t("bb.tabs"), className: "area-tabs", items: tabEntries, more: { label: t("bb.tab.more"), items: moreEntries } }]}
    />
  );
}

export const links: LinksFunction = () => stylesheets(broadbandStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
