import type { ReactNode } from "react";
import { formatRupees } from "~/format";
import { t } from "~/i18n/sales-wizard";
import { formatRental, monthlyRental, type ChosenPackages, type PackageKind } from "./catalogue";

/** "Rs. 10,000.00": rupees with thousands grouped and two decimals. */
export function formatFee(amount: number): string {
  return t("sales.lkr", { amount: formatRupees(amount) });
}

export function PackageLines({ chosen }: { chosen: ChosenPackages }) {
  const rows: Array<{ kind: PackageKind; name: string; facts: string[]; rental: number }> = [];
  if (chosen.voice)
    rows.push({
      kind: "voice",
      name: chosen.voice.name,
      facts: chosen.voice.freeMinutes ? [t("sw.pkg.freeMinutes", { count: chosen.voice.freeMinutes })] : [],
      rental: chosen.voice.rental,
    });
  if (chosen.internet)
    rows.push({
      kind: "internet",
      name: chosen.internet.name,
      facts: [chosen.internet.gb === 0 ? t("sw.pkg.unlimitedData") : t("sw.pkg.gb", { gb: chosen.internet.gb })],
      rental: chosen.internet.rental,
    });
  if (chosen.peoTv)
    rows.push({
      kind: "peoTv",
      name: chosen.peoTv.name,
      facts: chosen.peoTv.channels !== null ? [t("sw.pkg.channels", { count: chosen.peoTv.channels })] : [],
      rental: chosen.peoTv.rental,
    });
  return (
    <dl className="sw-lines">
      {rows.map((row) => (
        <div key={row.kind} className="sw-line">
          <dt>{t(`sw.pkg.${row.kind}`)}</dt>
          <dd>
            <strong>{row.name}</strong>
            {row.facts.map((fact) => (
              <span key={fact}> · {fact}</span>
            ))}
            <span className="sw-line-price">{t("sw.pkg.rental", { amount: formatRental(row.rental) })}</span>
          </dd>
        </div>
      ))}
      <div className="sw-line">
        <dt>{t("sw.sum.monthly")}</dt>
        <dd>{t("sw.sum.monthlyValue", { amount: formatRental(monthlyRental(chosen)) })}</dd>
      </div>
    </dl>
  );
}

/** A part of a summary under its heading (`level`: the heading's level on the page). */
export function SummaryBlock({
  id,
  heading,
  level = 3,
  className = "sw-summary-block",
  children,
}: {
  id: string;
  heading: string;
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id}>{heading}</Heading>
      {children}
    </section>
  );
}

/** The connection fee of a summary, with what it is for (`label`, when told). */
export function FeeTotal({ label, amount }: { label?: string; amount: number }) {
  return (
    <p className="sw-fee-total">
      {label ? <span>{label}</span> : null} <strong>{formatFee(amount)}</strong>
    </p>
  );
}
