import { t } from "~/i18n/sales-status";
import type { OrderView } from "~/sales/order-view";

/** Reference, amount, status, customer, location, date and packages, as the operator has them. */
export function OrderFacts({ view }: { view: OrderView }) {
  return (
    <dl className="facts order-facts">
      <div>
        <dt>{t("status.reference")}</dt>
        <dd>{view.reference}</dd>
      </div>
      <div>
        <dt>{t("status.amount")}</dt>
        <dd>{view.amount}</dd>
      </div>
      <div>
        <dt>{t("status.status")}</dt>
        <dd>{view.status || "-"}</dd>
      </div>
      <div>
        <dt>{t("status.date")}</dt>
        <dd>{view.date || "-"}</dd>
      </div>
      <div>
        <dt>{t("status.customer")}</dt>
        <dd>
          {view.customer.map((line) => (
            <span key={line} className="order-line">
              {line}
            </span>
          ))}
        </dd>
      </div>
      <div>
        <dt>{t("status.location")}</dt>
        <dd>
          {view.location.map((line) => (
            <span key={line} className="order-line">
              {line}
            </span>
          ))}
        </dd>
      </div>
      <div className="order-facts-wide">
        <dt>{t("status.packages")}</dt>
        <dd>
          <ul className="order-packages">
            {view.packages.map((p) => (
              <li key={p.label}>
                <span className="muted">{p.label}</span> <span>{p.name}</span>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
