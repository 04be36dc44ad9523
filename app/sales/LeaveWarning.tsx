import { useBlocker } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { useModal } from "~/components/dialogs";
import { t } from "~/i18n/sales-wizard";

/**
 * Where leaving would still lose something (what the form cannot keep: a chosen file; typed entries
 * are kept, app/forms/kept-entries.ts), leaving warns first, in the specification's words: the
 * browser's own prompt when the page would unload (another address, reload, closing the tab), and
 * this dialog for a link inside the portal. A post of the page's own address is not leaving.
 * `wouldLose` is asked as the customer leaves.
 */
export function LeaveWarning({ wouldLose }: { wouldLose: () => boolean }) {
  const latest = useRef(wouldLose);
  useEffect(() => {
    latest.current = wouldLose;
  });
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      // Browsers show their own wording; the message is kept for those that still show it.
      event.returnValue = t("sw.leave.message");
      return t("sw.leave.message");
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && latest.current());
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
