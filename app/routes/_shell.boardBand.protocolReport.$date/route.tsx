import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import * as broadband from "#contracts/broadband";
import { loadProfile, requireSubscriber } from "~/broadband/context.server";
import { isYmd } from "~/broadband/dates";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { t } from "~/i18n/broadband";
import { withOperator, type Operator } from "~/operator/route.server";
import { TableHead } from "~/components/TableHead";

/** chart.js loads only on the pages that draw charts, only in the browser. */
const ProtocolPieChart = lazy(() => import("./ProtocolPieChart"));

const directions = ["total", "download", "upload"] as const;

export const loader = withOperator(async ({ request, params, op }: LoaderFunctionArgs & { op: Operator }) => {
  const ctx = await requireSubscriber(op);
  const date = params.date ?? "";
  if (!isYmd(date)) throw new Response("Not found", { status: 404 });
  const dir = directions.find((d) => d === new URL(request.url).searchParams.get("dir")) ?? "total";
  const { profile, error: profileError } = await loadProfile(op, ctx.subscriberId, { fresh: true });
  const eligible = profile?.privileges.protocol_report ?? false;
  const report = eligible ? await op.data(broadband.protocolReport, { subscriberID: ctx.subscriberId, date }) : null;
  return {
    date,
    dir,
    // Unread, the profile says nothing of the subscription: the error dialog says why, not "not subscribed".
    known: profileError === null,
    eligible,
    shares: report?.ok ? report.data[dir] : [],
    error: profileError ?? (report && !report.ok ? report.message : null),
  };
});

export default function ProtocolReport() {
  const { date, dir, known, eligible, shares, error } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const direction = t(`bb.protocol.${dir}`);
  return (
    <section className="card bb-service bb-wide">
      <Link className="btn btn-outline" to="/boardBand/dailyUsage">
        {t("bb.protocol.back")}
      </Link>
      <h2>{t("bb.protocol.of", { date })}</h2>
      {!known ? null : !eligible ? (
        <div className="bb-not-eligible">
          <h3>{t("bb.protocol.notEligibleTitle")}</h3>
          <p>{t("bb.protocol.notEligible")}</p>
          <Link className="btn btn-primary" to="/boardBand/enableProtocol">
            {t("bb.daily.enable")}
          </Link>
        </div>
      ) : (
        <>
          <nav aria-label={t("bb.protocol.tabs")} className="segmented">
            {directions.map((d) => (
              <Link key={d} to={`?dir=${d}`} aria-current={d === dir ? "page" : undefined} preventScrollReset>
                {t(`bb.protocol.${d}`)}
              </Link>
            ))}
          </nav>
          {shares.length === 0 ? (
            <p className="bb-panel-message">{t("bb.protocol.empty")}</p>
          ) : (
            <div className="bb-protocol">
              {hydrated ? (
                <Suspense fallback={<div className="bb-chart bb-pie" aria-hidden="true" />}>
                  <ProtocolPieChart key={dir} shares={shares} label={t("bb.protocol.chart", { direction })} />
                </Suspense>
              ) : null}
              <table className="bb-table">
                <caption className="visually-hidden">{t("bb.protocol.chart", { direction })}</caption>
                <TableHead columns={[{ label: t("bb.protocol.protocol") }, { label: t("bb.protocol.share") }]} />
                <tbody>
                  {shares.map((s) => (
                    <tr key={s.protocol}>
                      <th scope="row">{s.protocol}</th>
                      <td className="num">{s.percentage}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <OutcomeDialog outcome={errorOutcome(error)} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${t("bb.protocol.title")} ${data?.date ?? ""} | ${t("app.name")}` }];

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
