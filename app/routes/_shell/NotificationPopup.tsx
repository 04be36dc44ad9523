import { Form, useLocation } from "@remix-run/react";
import type { Popup } from "./shell.server";
import { t } from "~/i18n/shell";
import { useModal } from "~/components/dialogs";
import { useSeenInPlace } from "./seen-in-place";

/**
 * The bill notification popup. Closing it (in place: useSeenInPlace), or following its button to /eBill, marks it
 * seen for the session (a small action), so it shows once. Works as plain forms without JavaScript.
 */
export function NotificationPopup({ popup }: { popup: Popup }) {
  const ref = useModal(true);
  const location = useLocation();
  const { closed, close } = useSeenInPlace();
  if (closed) return null;
  return (
    <dialog ref={ref} open aria-labelledby="popup-title" className="popup">
      <h2 id="popup-title" className="dialog-title">
        {t("popup.title")}
      </h2>
      {popup.imageUrl ? <img src={popup.imageUrl} alt={t("popup.imageAlt")} /> : null}
      <div className="dialog-actions">
        <Form method="post" action="/popupSeen" onSubmit={close}>
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
