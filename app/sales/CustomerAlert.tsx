import { Link } from "@remix-run/react";
import { useId, useState } from "react";
import { useModal } from "~/components/dialogs";
import { t } from "~/i18n/sales-details";

/**
 * What the alert says, in the customer's words (catalogue texts, resolved on the server). `okTo`: where
 * Ok leads instead of closing the alert (the LTE wizard's not-eligible alert goes to /boardBand/summary).
 */
export type CustomerAlertText = { title: string; message: string; link?: { to: string; label: string }; okTo?: string };

/** The customer-state alert: title, message, an optional link ('Check from here') and Ok. */
export function CustomerAlert({ alert }: { alert: CustomerAlertText }) {
  const [open, setOpen] = useState(true);
  const ref = useModal(open);
  const id = useId();
  if (!open) return null;
  const close = () => {
    ref.current?.close();
    setOpen(false);
  };
  return (
    <dialog ref={ref} open className="details-alert" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onCancel={close}>
      <h2 id={`${id}-title`} className="dialog-title">
        {alert.title}
      </h2>
      <p id={`${id}-text`}>{alert.message}</p>
      {alert.link ? (
        <p>
          <Link to={alert.link.to}>{alert.link.label}</Link>
        </p>
      ) : null}
      {alert.okTo ? (
        <div className="dialog-actions">
          <Link to={alert.okTo} className="btn btn-primary" autoFocus>
            {t("details.alert.ok")}
          </Link>
        </div>
      ) : (
        <form method="dialog" className="dialog-actions" onSubmit={close}>
          <button type="submit" className="btn btn-primary" autoFocus>
            {t("details.alert.ok")}
          </button>
        </form>
      )}
    </dialog>
  );
}
