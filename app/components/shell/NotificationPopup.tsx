import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { Popup } from "~/accounts/shell.server";
import { t } from "~/i18n/shell";

/**
 * The bill notification popup. Closing it, or following its button to /eBill, marks it seen for
 * the session (a small action), so it shows once. Works as plain forms without JavaScript.
 */
export function NotificationPopup({ popup }: { popup: Popup }) {
  const ref = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
  }, []);
  return (
    <dialog ref={ref} open aria-labelledby="popup-title" className="popup">
      <h2 id="popup-title" className="dialog-title">
        {t("popup.title")}
      </h2>
      {popup.imageUrl ? <img src={popup.imageUrl} alt={t("popup.imageAlt")} /> : null}
      <div className="dialog-actions">
        <Form method="post" action="/popupSeen">
          <input type="hidden" name="returnTo" value={location.pathname + location.search} />
          <button type="submit" className="btn btn-outline">
            {t("popup.close")}
          </button>
        </Form>
        <Form method="post" action="/popupSeen">
          <input type="hidden" name="returnTo" value="/eBill" />
          <button type="submit" className="btn btn-primary">
            {popup.buttonName || t("popup.defaultButton")}
          </button>
        </Form>
      </div>
    </dialog>
  );
}
