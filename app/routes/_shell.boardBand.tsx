import { defer, type LinksFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { keptProfile, loadProfile, requireBroadband, type BroadbandProfile } from "~/broadband/context.server";
import { ActiveLink } from "~/components/ActiveLink";
import { Deferred } from "~/components/Deferred";
import { AreaHeader } from "~/components/Facts";
import { MoreMenu } from "~/components/MoreMenu";
import { t, type MessageKey } from "~/i18n/broadband";
import { withOperator } from "~/operator/route.server";
import broadbandStyles from "~/styles/broadband.css?url";
import { stylesheets } from "~/components/head";

const headerOf = (profile: BroadbandProfile | null, servicePackage: string | null) => ({
  packageName: profile?.subscriber_package_display ?? profile?.subscriber_package ?? servicePackage,
  reportSubscribed: profile?.privileges.protocol_report ?? false,
});

/**
 * The broadband area: its redirects, the service header, the tabs and the More menu. The header's
 * package and the menu's report item come from the profile the session keeps; a session that has
 * none yet gets them streamed in.
 */
export const loader = withOperator(async ({ op }) => {
  const ctx = await requireBroadband(op);
  const servicePackage = ctx.service?.packageName ?? null;
  const kept = keptProfile(op, ctx.subscriberId);
  const header = loadProfile(op, ctx.subscriberId).then((profile) => headerOf(profile, servicePackage));
  return defer({
    subscriberId: ctx.subscriberId,
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
  const packageName = (
    <Deferred resolve={data.header} skeleton={<span className="skeleton skeleton-text" aria-hidden="true" />} failed="-">
      {(header) => header.packageName ?? "-"}
    </Deferred>
  );
  return (
    <div className="area">
      <AreaHeader
        title={t("bb.title")}
        items={[
          { label: t("bb.package"), value: packageName },
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
            <Deferred resolve={data.header} skeleton={<AreaMore reportSubscribed={false} />} failed={<AreaMore reportSubscribed={false} />}>
              {(header) => <AreaMore reportSubscribed={header.reportSubscribed} />}
            </Deferred>
          </li>
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

function AreaMore({ reportSubscribed }: { reportSubscribed: boolean }) {
  return (
    <MoreMenu
      label={t("bb.tab.more")}
      items={[
        { to: "/boardBand/enableProtocol", label: t(reportSubscribed ? "bb.more.disableReport" : "bb.more.enableReport") },
        { to: "/boardBand/changeContactInformation", label: t("bb.more.contact") },
        { to: "/boardBand/changeBroadbandPassword", label: t("bb.more.password") },
      ]}
    />
  );
}

export const links: LinksFunction = () => stylesheets(broadbandStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
