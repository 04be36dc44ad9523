import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as prepaid from "#contracts/prepaid";
import { ErrorDialog } from "~/components/ErrorDialog";
import { t } from "~/i18n/prepaid";
import { requirePrepaid } from "~/prepaid/context.server";
import { lastMonthWindow, ocsDateTime, rupees } from "~/prepaid/format";
import { RELOAD_SUCCESS } from "~/prepaid/reload.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requirePrepaid(request);
  // The history needs a prepaid service list (seed 000): without one, the broadband summary.
  if (!ctx.number) throw redirect("/boardBand/summary", { headers: await ctx.op.headers() });
  const window = lastMonthWindow(Date.now());
  const history = await ctx.op.data(prepaid.rechargeHistory, { LTESLTNumber: ctx.number, ...window });
  const rows = history.ok
    ? [...history.data]
        .sort((a, b) => Number(b.id) - Number(a.id) || b.id.localeCompare(a.id))
        .map((r) => ({ id: r.id, date: ocsDateTime(r.txnTime), success: r.statusCode === RELOAD_SUCCESS, amount: rupees(r.txnAmount / 100) }))
    : [];
  const failed = new URL(request.url).searchParams.get("reload") === "failed";
  return json({ rows, window, error: failed ? t("reload.failed") : history.ok ? null : history.message }, { headers: await ctx.op.headers() });
}

export default function Transactions() {
  const { rows, window, error } = useLoaderData<typeof loader>();
  return (
    <section className="card">
      <h1>{t("tx.title")}</h1>
      {rows.length === 0 ? (
        <p className="empty">{t("tx.empty")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={t("tx.title")} tabIndex={0}>
          <table className="table">
            <caption className="visually-hidden">{t("tx.caption", { from: window.fromDate, to: window.toDate })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("tx.date")}</th>
                <th scope="col">{t("tx.status")}</th>
                <th scope="col" className="num">
                  {t("tx.amount")}
                </th>
              </tr>
            </thead>
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
      )}
      <p>
        <Link className="btn btn-outline" to="/prepaid/reload">
          {t("tx.reload")}
        </Link>
      </p>
      <ErrorDialog message={error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("tx.title")} | ${t("app.name")}` }];
