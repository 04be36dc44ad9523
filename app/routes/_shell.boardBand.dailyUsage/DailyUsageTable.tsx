import { Link } from "@remix-run/react";
import { DialogLink } from "~/components/dialogs";
import { t } from "~/i18n/broadband";
import { TableHead } from "~/components/TableHead";

export interface DailyRow {
  displaydate: string | null;
  date: string;
  daily_total_usage: number;
  volumeunit: string | null;
  daily_percentage: number | null;
  usages: Array<{
    sorter: number | null;
    percentage: number | null;
    offer_name: string | null;
    volume: number;
    volumes?: { pdl: number | null; opdl: number | null; pul: number | null; opul: number | null } | null;
  }>;
}

/** The per-category bar of one day: drawn with CSS, so it shows without JavaScript too. */
function UsageBar({ row, max }: { row: DailyRow; max: number }) {
  const width = row.daily_percentage ?? (max > 0 ? (row.daily_total_usage / max) * 100 : 0);
  const unit = row.volumeunit ?? "GB";
  return (
    <>
      <span className="bb-bar" aria-hidden="true">
        <span className="bb-bar-fill" style={{ width: `${Math.max(0, Math.min(100, width))}%` }}>
          {row.usages.map((u, i) => (
            <span
              key={`${u.offer_name}-${i}`}
              className={`bb-cat bb-cat-${Math.min(4, Math.max(1, u.sorter ?? i + 1))}`}
              style={{ width: `${u.percentage ?? 0}%` }}
            />
          ))}
        </span>
      </span>
      <span className="visually-hidden">{row.usages.map((u) => `${u.offer_name ?? "-"} ${u.volume} ${unit}`).join(", ")}</span>
    </>
  );
}

export function DailyUsageTable({
  rows,
  caption,
  month,
  entitled,
  onView,
}: {
  rows: DailyRow[];
  caption: string;
  month: string;
  entitled: boolean;
  onView: () => void;
}) {
  const max = Math.max(0, ...rows.map((r) => r.daily_total_usage));
  return (
    <>
      {/* The title stands above the table's scroll region, so a phone shows it whole while the table scrolls. */}
      <h3 id="daily-caption" className="bb-table-title">
        {caption}
      </h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="daily-caption">
        <table className="bb-table bb-daily" aria-labelledby="daily-caption">
          <TableHead
            columns={[
              { label: t("bb.daily.date") },
              { label: t("bb.daily.total") },
              { label: t("bb.daily.usage"), className: "bb-usage-col" },
              { label: t("bb.daily.report") },
            ]}
          />
          <tbody>
            {rows.map((row) => {
              const day = row.displaydate ?? row.date;
              return (
                <tr key={row.date}>
                  <th scope="row">
                    {day}
                    <Link className="bb-day-link" to={`?month=${month}&day=${row.date}`} preventScrollReset>
                      {t("bb.daily.details")}
                      <span className="visually-hidden"> {day}</span>
                    </Link>
                  </th>
                  <td className="num">
                    {row.daily_total_usage} {row.volumeunit ?? "GB"}
                  </td>
                  <td className="bb-usage-col">
                    <UsageBar row={row} max={max} />
                  </td>
                  <td>
                    {entitled ? (
                      <Link to={`/boardBand/protocolReport/${row.date}`}>
                        {t("bb.daily.more")}
                        <span className="visually-hidden"> {day}</span>
                      </Link>
                    ) : (
                      <DialogLink to={`?month=${month}&prompt=1`} onOpen={onView}>
                        {t("bb.daily.view")}
                        <span className="visually-hidden"> {day}</span>
                      </DialogLink>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** One day's usage by category, with its peak and off-peak split (PD, OD, PU, OU). */
export function DailyUsageDetail({ row, backTo }: { row: DailyRow; backTo: string }) {
  const unit = row.volumeunit ?? "GB";
  const parts = [
    ["pdl", "bb.daily.peakDown", "bb.daily.peakDownLabel"],
    ["opdl", "bb.daily.offPeakDown", "bb.daily.offPeakDownLabel"],
    ["pul", "bb.daily.peakUp", "bb.daily.peakUpLabel"],
    ["opul", "bb.daily.offPeakUp", "bb.daily.offPeakUpLabel"],
  ] as const;
  return (
    <div className="bb-detail">
      <Link className="btn btn-outline" to={backTo} preventScrollReset>
        {t("bb.back")}
      </Link>
      <h3>{t("bb.daily.detailTitle", { date: row.displaydate ?? row.date })}</h3>
      <p>
        {t("bb.daily.total")}: {row.daily_total_usage} {unit}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="detail-caption">
        <table className="bb-table">
          <caption id="detail-caption" className="visually-hidden">
            {t("bb.daily.detailTitle", { date: row.displaydate ?? row.date })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("bb.daily.category")}</th>
              <th scope="col">{t("bb.daily.volume")}</th>
              <th scope="col">{t("bb.daily.share")}</th>
              {parts.map(([key, short, long]) => (
                <th key={key} scope="col">
                  <abbr title={t(long)}>{t(short)}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row.usages.map((u, i) => (
              <tr key={`${u.offer_name}-${i}`}>
                <th scope="row">
                  <span className={`bb-swatch bb-cat-${Math.min(4, Math.max(1, u.sorter ?? i + 1))}`} aria-hidden="true" /> {u.offer_name ?? "-"}
                </th>
                <td className="num">
                  {u.volume} {unit}
                </td>
                <td className="num">{u.percentage ?? 0}%</td>
                {parts.map(([key]) => (
                  <td key={key} className="num">
                    {u.volumes?.[key] ?? "-"}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
