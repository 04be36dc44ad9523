import { AppLink } from "~/components/AppLink";
import type { PaymentsPanel as Payments } from "./shell.server";
import { t, type MessageKey } from "~/i18n/shell";
import { formatRupees } from "~/format";

export function PaymentsPanel({ payments }: { payments: Payments }) {
  if (payments.kind === "none") return null;
  const wallet = payments.kind === "wallet";
  return (
    <section className="panel" aria-labelledby="payments-title">
      <h2 id="payments-title">{t("payments.title")}</h2>
      <p className="panel-label">{wallet ? t("payments.wallet") : t("payments.billPayable")}</p>
      <p className="panel-amount" data-testid="payments-amount">
        {payments.state === "ok"
          ? t("payments.amount", { amount: formatRupees(payments.amount) })
          : payments.state === "failed"
            ? t("payments.failed")
            : t("payments.na")}
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
