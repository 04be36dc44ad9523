import { AppLink } from "~/components/AppLink";
import { Deferred } from "~/components/Deferred";
import type { PaymentsAmount, PaymentsKind } from "./shell.server";
import { t, type MessageKey } from "~/i18n/shell";
import { formatRupees } from "~/format";

const amountText = (amount: PaymentsAmount) =>
  amount.state === "ok" ? t("payments.amount", { amount: formatRupees(amount.amount) }) : amount.state === "failed" ? t("payments.failed") : t("payments.na");

/** The panel's frame is drawn at once; its amount streams in (a skeleton of one line until then). */
export function PaymentsPanel({ kind, amount }: { kind: PaymentsKind; amount: Promise<PaymentsAmount> | PaymentsAmount }) {
  if (kind === "none") return null;
  const wallet = kind === "wallet";
  return (
    <section className="panel" aria-labelledby="payments-title">
      <h2 id="payments-title">{t("payments.title")}</h2>
      <p className="panel-label">{wallet ? t("payments.wallet") : t("payments.billPayable")}</p>
      <p className="panel-amount" data-testid="payments-amount">
        <Deferred resolve={amount} skeleton={<span className="skeleton skeleton-text" aria-hidden="true" />} failed={t("payments.failed")}>
          {amountText}
        </Deferred>
      </p>
      <AppLink className="btn btn-accent btn-block" to={wallet ? "/prepaid/reload" : "/bill/0"}>
        {wallet ? t("payments.reload") : t("payments.payNow")}
      </AppLink>
    </section>
  );
}

const vasItems: MessageKey[] = ["vas.peoTvGo", "vas.kaspersky", "vas.storage", "vas.smartHome"];

export function VasPanel() {
  return (
    <section className="panel" aria-labelledby="vas-title">
      <h2 id="vas-title">{t("vas.title")}</h2>
      <ul className="vas-list">
        {vasItems.map((key) => (
          <li key={key}>
            <AppLink to="/digitalLife">{t(key)}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
