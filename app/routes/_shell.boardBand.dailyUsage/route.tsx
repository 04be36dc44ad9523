import { defer, type MetaFunction } from "@remix-run/node";
import { monthName, operatorMonth, operatorMonthDay } from "~/format";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { lazy, Suspense, useMemo } from "react";
import * as broadband from "#contracts/broadband";
import { lkDate } from "#contracts/lk";
import { billDateOf, loadProfile, requireSubscriber } from "~/broadband/context.server";
import { Deferred, PartMessage, Skeleton } from "~/components/Deferred";
import type { Operator } from "~/operator/route.server";
import { useHydrated } from "~/components/use-hydrated";
import { t } from "~/i18n/broadband";
import { withOperator } from "~/operator/route.server";
import { DailyUsageDetail, DailyUsageTable, type DailyRow } from "./DailyUsageTable";
import { EnableReportPrompt } from "./EnableReportPrompt";
import { pageTitle } from "~/components/head";
import { useResetState } from "~/components/use-reset-state";

/** chart.js loads only here, only in the browser; the table is the fallback without JavaScript. */
const DailyUsageChart = lazy(() => import("./DailyUsageChart"));

const months = ["0", "1", "2"] as const;

/**
 * The month's daily usage, streamed in: the billing date comes from the profile the session keeps,
 * so the usage is one read (two only when the session has no profile yet).
 */
async function loadDaily(op: Operator, subscriberID: string, month: (typeof months)[number]) {
  const { profile } = await loadProfile(op, subscriberID);
  const usage = await op.data(broadband.currentDailyUsage, { subscriberID, billDate: billDateOf(profile), ...(month === "0" ? {} : { monthIndex: month }) });
  const thisMonth = Number(lkDate().slice(5, 7)) - 1;
  const previous = usage.ok ? usage.data.previousmonths : null;
  return {
    // The table's caption names the month itself, also for the current one.
    currentMonth: monthName(thisMonth),
    tabs: [
      t("bb.daily.currentMonth"),
      previous?.previous1 ? operatorMonth(previous.previous1) : monthName((thisMonth + 11) % 12),
      previous?.previous2 ? operatorMonth(previous.previous2) : monthName((thisMonth + 10) % 12),
    ],
    // The operator's days ("Nov-01") in the page's language.
    rows: usage.ok ? usage.data.dailylist.map((r) => (r.displaydate ? { ...r, displaydate: operatorMonthDay(r.displaydate) } : r)) : [],
    entitled: profile?.privileges.protocol_report ?? false,
    error: usage.ok ? null : usage.message,
  };
}

export const loader = withOperator(async ({ request, op }) => {
  const ctx = await requireSubscriber(op);
  const params = new URL(request.url).searchParams;
  const month = months.find((m) => m === params.get("month")) ?? "0";
  return defer({ month, daily: loadDaily(op, ctx.subscriberId, month) });
});

export default function DailyUsage() {
  const { month, daily } = useLoaderData<typeof loader>();
  return (
    <section className="card bb-service bb-wide">
      <h2>{t("bb.daily.title")}</h2>
      <Deferred resolve={daily} skeleton={<Skeleton className="skeleton-daily" />}>
        {(d) => <DailyBody month={month} {...d} />}
      </Deferred>
    </section>
  );
}

function DailyBody({
  month,
  currentMonth,
  tabs,
  rows,
  entitled,
  error,
}: {
  month: string;
  currentMonth: string;
  tabs: string[];
  rows: DailyRow[];
  entitled: boolean;
  error: string | null;
}) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const [prompt, setPrompt] = useResetState(params.get("prompt") === "1", params);
  const day = params.get("day");
  const detail = day ? rows.find((r) => r.date === day) : undefined;
  const monthName = month === "0" ? currentMonth : tabs[Number(month)]!;
  const bars = useMemo(
    () =>
      rows.map((r) => ({
        label: r.displaydate ?? r.date,
        usages: r.usages.map((u, i) => ({ name: u.offer_name ?? "-", sorter: u.sorter ?? i + 1, volume: u.volume })),
      })),
    [rows],
  );
  return (
    <>
      <nav aria-label={t("bb.daily.months")} className="segmented bb-month-tabs">
        {tabs.map((label, i) => (
          <Link key={label} to={`?month=${i}`} aria-current={String(i) === month ? "page" : undefined} preventScrollReset>
            {label}
          </Link>
        ))}
      </nav>
      {error ? <PartMessage message={error} className="part-message-block" /> : null}
      {detail ? (
        <DailyUsageDetail row={detail} backTo={`?month=${month}`} />
      ) : rows.length === 0 ? (
        <p className="bb-panel-message">{t("bb.daily.empty")}</p>
      ) : (
        <>
          {/* The chart's place is held until it is drawn; without JavaScript (no chart) the <noscript> style hides it. */}
          {hydrated ? (
            <Suspense fallback={<div className="bb-chart skeleton" aria-hidden="true" />}>
              <DailyUsageChart days={bars} unit={rows[0]?.volumeunit ?? "GB"} label={t("bb.daily.chart")} />
            </Suspense>
          ) : (
            <div className="bb-chart skeleton" aria-hidden="true" />
          )}
          <DailyUsageTable rows={rows} caption={t("bb.daily.caption", { month: monthName })} month={month} entitled={entitled} onView={() => setPrompt(true)} />
        </>
      )}
      {prompt && !entitled ? <EnableReportPrompt closeTo={`?month=${month}`} onClose={() => setPrompt(false)} /> : null}
    </>
  );
}

export const meta: MetaFunction = () => pageTitle(t("bb.daily.title"));

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
