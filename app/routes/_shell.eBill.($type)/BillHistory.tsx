import { Form } from "@remix-run/react";
import type { BillRow } from "~/bills/bills.server";
import { formatRupees } from "~/format";
import { t } from "~/i18n/bill";
import { TableHead } from "~/components/TableHead";

/** Bills by month; Download when the eBill exists (a plain link: the PDF arrives as an attachment), Resend. */
export function BillHistory({ rows }: { rows: BillRow[] }) {
  if (rows.length === 0) return <p className="empty">{t("bill.history.empty")}</p>;
  return (
    <div className="table-scroll bill-history">
      <table className="table">
        <caption className="visually-hidden">{t("bill.history.caption")}</caption>
        <TableHead
          columns={[
            { label: t("bill.history.month") },
            { label: t("bill.history.billValue"), className: "num" },
            { label: t("bill.history.outstanding"), className: "num" },
            { label: t("bill.history.payments"), className: "num" },
            { label: t("bill.history.actions") },
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.label}</th>
              <td className="num" data-label={t("bill.history.billValue")}>
                {formatRupees(row.billValue)}
              </td>
              <td className="num" data-label={t("bill.history.outstanding")}>
                {formatRupees(row.outstanding)}
              </td>
              <td className="num" data-label={t("bill.history.payments")}>
                {row.payments === null ? "-" : formatRupees(row.payments)}
              </td>
              <td>
                <div className="actions-compact">
                  {row.downloadable ? (
                    <a
                      className="btn btn-outline"
                      href={`/eBill/download?month=${encodeURIComponent(row.month)}`}
                      aria-label={t("bill.history.downloadLabel", { month: row.label })}
                    >
                      {t("bill.history.download")}
                    </a>
                  ) : null}
                  <Form method="post" action="/eBill/history">
                    <input type="hidden" name="intent" value="resend" />
                    <input type="hidden" name="month" value={row.month} />
                    <button type="submit" className="btn btn-outline" aria-label={t("bill.history.resendLabel", { month: row.label })}>
                      {t("bill.history.resend")}
                    </button>
                  </Form>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
