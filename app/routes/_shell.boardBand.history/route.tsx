import { defer, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import * as broadband from "#contracts/broadband";
import { lkDate } from "#contracts/lk";
import { requireSubscriber } from "~/broadband/context.server";
import { addDays } from "~/broadband/dates";
import { Deferred, PartMessage, Skeleton } from "~/components/Deferred";
import { formatRupees } from "~/format";
import { t } from "~/i18n/broadband";
import { withOperator } from "~/operator/route.server";
import { HISTORY_DAYS, historyRangeError } from "./range";
import { pageTitle } from "~/components/head";
import { TableHead } from "~/components/TableHead";

/**
 * The search is a GET form: the range lives in the URL, so it works without JavaScript and can be
 * shared. The purchases of the range stream in behind the form.
 */
export const loader = withOperator(async ({ request, op }) => {
  const ctx = await requireSubscriber(op);
  const params = new URL(request.url).searchParams;
  const today = lkDate();
  const from = params.get("from") || addDays(today, -30);
  const to = params.get("to") || today;
  const rangeError = historyRangeError(from, to, today);
  const base = { from, to, min: addDays(today, -HISTORY_DAYS), rangeError };
  if (rangeError) return defer({ ...base, history: null });
  const history = op
    .data(broadband.purchaseHistory, { historyFrom: from, historyTo: to, subscriberID: ctx.subscriberId })
    .then((outcome) => (outcome.ok ? { rows: outcome.data, error: null } : { rows: null, error: outcome.message }));
  return defer({ ...base, history });
});

const columns = ["transactionTime", "validTill", "vasType", "payPrice", "payType", "vasPackage"] as const;

export default function PurchaseHistory() {
  const { from, to, min, rangeError, history } = useLoaderData<typeof loader>();
  return (
    <section className="card bb-service bb-wide">
      <h2>{t("bb.history.title")}</h2>
      {/* noValidate: the range rules answer with their own messages, not the browser's */}
      <Form method="get" className="bb-range" noValidate aria-describedby="history-range-error">
        <div className="field">
          <label htmlFor="history-from">{t("bb.history.from")}</label>
          <input id="history-from" className="input" type="date" name="from" defaultValue={from} min={min} required />
        </div>
        <div className="field">
          <label htmlFor="history-to">{t("bb.history.to")}</label>
          <input id="history-to" className="input" type="date" name="to" defaultValue={to} min={min} required />
        </div>
        <button type="submit" className="btn btn-primary">
          {t("bb.history.search")}
        </button>
      </Form>
      <p id="history-range-error" className="field-error" role={rangeError ? "alert" : undefined}>
        {rangeError ? t(`bb.history.${rangeError}`) : ""}
      </p>
      {history ? (
        <Deferred resolve={history} skeleton={<Skeleton className="skeleton-history" />}>
          {({ rows, error }) => <HistoryRows rows={rows} error={error} from={from} to={to} />}
        </Deferred>
      ) : null}
    </section>
  );
}

type Purchase = {
  transactionTime: string | null;
  validTill: string | null;
  vasType: string | null;
  payPrice: number | null;
  payType: string | null;
  vasPackage: string | null;
};

/** The purchases of the range, or its own message when they could not be read. */
function HistoryRows({ rows, error, from, to }: { rows: Purchase[] | null; error: string | null; from: string; to: string }) {
  if (error) return <PartMessage message={error} />;
  return (
    <>
      {rows && rows.length === 0 ? <p className="bb-panel-message">{t("bb.history.empty")}</p> : null}
      {rows && rows.length > 0 ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="history-caption">
          <table className="bb-table">
            <caption id="history-caption">{t("bb.history.caption", { from, to })}</caption>
            <TableHead columns={columns.map((c) => ({ label: t(`bb.history.${c}`) }))} />
            <tbody>
              {rows.map((row, i) => (
                <tr key={`${row.transactionTime}-${i}`}>
                  <td>{row.transactionTime ?? "-"}</td>
                  <td>{row.validTill ?? "-"}</td>
                  <td>{row.vasType ?? "-"}</td>
                  <td className="num">{row.payPrice === null ? "-" : formatRupees(row.payPrice)}</td>
                  <td>{row.payType ?? "-"}</td>
                  <td>{row.vasPackage ?? "-"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => pageTitle(t("bb.history.title"));

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
