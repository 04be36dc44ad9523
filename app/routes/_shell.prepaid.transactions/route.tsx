import { defer, redirect, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as prepaid from "#contracts/prepaid";
import { Deferred, PartMessage, Skeleton } from "~/components/Deferred";
import { t } from "~/i18n/prepaid";
import { withOperator } from "~/operator/route.server";
import { requirePrepaid } from "~/prepaid/context.server";
import { ocsDateTime, rupees } from "~/prepaid/format";
import { RELOAD_SUCCESS } from "~/prepaid/reload.server";
import { lastMonthWindow } from "./last-month";
import prepaidStyles from "~/styles/prepaid.css?url";
import { pageTitle, stylesheets } from "~/components/head";
import { TableHead } from "~/components/TableHead";

/** The last month's reloads stream in behind the page's title. */
export const loader = withOperator(async ({ op }) => {
  const ctx = await requirePrepaid(op);
  // The history is asked for a prepaid line: without one (its services could not be read), the broadband summary.
  if (!ctx.number) throw redirect("/boardBand/summary");
  const window = lastMonthWindow(op.now());
  const history = op.data(prepaid.rechargeHistory, { LTESLTNumber: ctx.number, ...window }).then((read) => ({
    rows: read.ok
      ? [...read.data]
          .sort((a, b) => Number(b.id) - Number(a.id) || b.id.localeCompare(a.id))
          .map((r) => ({ id: r.id, date: ocsDateTime(r.txnTime), success: r.statusCode === RELOAD_SUCCESS, amount: rupees(r.txnAmount / 100) }))
      : [],
    error: read.ok ? null : read.message,
  }));
  return defer({ window, history });
});

type Row = { id: string; date: string; success: boolean; amount: string };

export default function Transactions() {
  const { window, history } = useLoaderData<typeof loader>();
  return (
    <section className="card">
      <h1>{t("tx.title")}</h1>
      <Deferred resolve={history} skeleton={<Skeleton className="skeleton-transactions" />}>
        {({ rows, error }) => (error ? <PartMessage message={error} className="part-message-block" /> : <Reloads rows={rows} window={window} />)}
      </Deferred>
      <p>
        <Link className="btn btn-outline" to="/prepaid/reload">
          {t("tx.reload")}
        </Link>
      </p>
    </section>
  );
}

function Reloads({ rows, window }: { rows: Row[]; window: { fromDate: string; toDate: string } }) {
  return rows.length === 0 ? (
    <p className="empty">{t("tx.empty")}</p>
  ) : (
    <div className="table-scroll" role="region" aria-label={t("tx.title")} tabIndex={0}>
      <table className="table tx-table">
        <caption className="visually-hidden">{t("tx.caption", { from: window.fromDate, to: window.toDate })}</caption>
        <TableHead columns={[{ label: t("tx.date") }, { label: t("tx.status") }, { label: t("tx.amount"), className: "num" }]} />
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.date}</td>
              <td>
                <span className={r.success ? "status-ok" : "status-failed"}>{r.success ? t("tx.success") : t("tx.failed")}</span>
              </td>
              <td className="num">{t("pp.pkg.priceValue", { amount: r.amount })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const meta: MetaFunction = () => pageTitle(t("tx.title"));

export const links: LinksFunction = () => stylesheets(prepaidStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
