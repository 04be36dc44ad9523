import { useBlocker } from "@remix-run/react";
import { useEffect, useId } from "react";
import { useModal } from "~/components/dialogs";
import { t } from "~/i18n/sales-wizard";

/**
 * While a step's form holds edits not yet saved, leaving the wizard warns first: the browser's own
 * prompt when the page would unload (another address, reload, closing the tab), and this dialog for
 * a link inside the portal. Moving between the wizard's steps (Back, Next) is not leaving.
 */
export function LeaveWarning({ dirty }: { dirty: boolean }) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers show their own wording; the message is kept for those that still show it.
      event.returnValue = t("sw.leave.message");
      return t("sw.leave.message");
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const open = blocker.state === "blocked";
  const ref = useModal(open);
  const id = useId();
  if (!open) return null;
  return (
    <dialog ref={ref} open aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onCancel={() => blocker.reset?.()}>
      <h2 id={`${id}-title`} className="dialog-title">
        {t("sw.leave.title")}
      </h2>
      <p id={`${id}-text`}>{t("sw.leave.message")}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-outline" onClick={() => blocker.proceed?.()}>
          {t("sw.leave.go")}
        </button>
        <button type="button" className="btn btn-primary" autoFocus onClick={() => blocker.reset?.()}>
          {t("sw.leave.stay")}
        </button>
      </div>
    </dialog>
  );
}
