import { Link } from "@remix-run/react";
import type { TotalPayable as Payable } from "~/bills/bills.server";
import { formatRupees } from "~/format";
import { t } from "~/i18n/bill";

const rupees = (amount: number) => t("bill.amount", { amount: formatRupees(amount) });

/** Outstanding balance, last bill, last payment (a 1970/01/01 payment date means none), Pay Now. */
export function TotalPayable({ payable, eBillEmail }: { payable: Payable | null; eBillEmail: string | null | undefined }) {
  return (
    <>
      {payable ? (
        <dl className="facts bill-facts">
          <div>
            <dt>{t("bill.payable.outstanding")}</dt>
            <dd data-testid="bill-outstanding">{rupees(payable.outstanding)}</dd>
          </div>
          <div>
            <dt>{t("bill.payable.lastBillDate")}</dt>
            <dd data-testid="bill-last-bill-date">{payable.lastBillDate ?? "-"}</dd>
          </div>
          <div>
            <dt>{t("bill.payable.lastPaymentDate")}</dt>
            <dd data-testid="bill-last-payment-date">{payable.lastPaymentDate ?? t("bill.payable.noPayment")}</dd>
          </div>
          <div>
            <dt>{t("bill.payable.lastPaymentAmount")}</dt>
            <dd data-testid="bill-last-payment-amount">{payable.lastPaymentDate ? rupees(payable.lastPaymentAmount ?? 0) : t("bill.payable.noPayment")}</dd>
          </div>
        </dl>
      ) : (
        <p className="empty">{t("bill.payable.none")}</p>
      )}
      <div className="actions-row">
        <Link className="btn btn-primary" to="/bill/0">
          {t("bill.payable.payNow")}
        </Link>
        <Link className="btn btn-outline" to="/eBill/register">
          {eBillEmail ? t("bill.ebill.link.update") : t("bill.ebill.link.activate")}
        </Link>
      </div>
    </>
  );
}
