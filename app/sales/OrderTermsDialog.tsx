import { Link } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import { useModal } from "~/components/dialogs";
import { useHydrated } from "~/components/use-hydrated";
import { t } from "~/i18n/sales-wizard";

/** The terms with Accept and Close: a modal dialog with JavaScript, an open dialog in the page (`terms=1` in the step URL) without; its Accept
 * without JavaScript is a link that adds `agree=1`. The fibre wizards' and the LTE wizard's terms are the same. */
export function OrderTermsDialog({ stepUrl, onAccept, onClose }: { stepUrl: string; onAccept: () => void; onClose: () => void }) {
  const ref = useModal(true);
  const hydrated = useHydrated();
  const inPlace = (act: () => void) => (e: MouseEvent) => {
    if (!hydrated) return;
    e.preventDefault();
    ref.current?.close();
    act();
  };
  return (
    <dialog ref={ref} open className="sw-terms" aria-labelledby="sw-terms-title" onCancel={onClose}>
      <h2 id="sw-terms-title" className="dialog-title">
        {t("sw.terms.title")}
      </h2>
      <ol className="terms-list">
        <li>{t("sw.terms.1")}</li>
        <li>{t("sw.terms.2")}</li>
        <li>{t("sw.terms.3")}</li>
        <li>{t("sw.terms.4")}</li>
      </ol>
      <div className="dialog-actions">
        <Link to={stepUrl} className="btn btn-outline" onClick={inPlace(onClose)}>
          {t("sw.terms.close")}
        </Link>
        <Link to={`${stepUrl}${stepUrl.includes("?") ? "&" : "?"}agree=1`} className="btn btn-primary" onClick={inPlace(onAccept)}>
          {t("sw.terms.accept")}
        </Link>
      </div>
    </dialog>
  );
}

/** What a summary's URL says of the terms without JavaScript: open them (`terms=1`), or their Accept was pressed (`agree=1`). */
export function termsOf(params: URLSearchParams): { termsOpen: boolean; accepted: boolean } {
  return { termsOpen: params.get("terms") === "1", accepted: params.get("agree") === "1" };
}

/**
 * The terms of a summary: `open` for the link or button that shows them (in place with JavaScript;
 * without it the link or post leads to the step URL with `terms=1`, which opens them: `termsOpen`),
 * and the dialog while they show; Accept ticks the box (`onAccept`) and closes them.
 */
export function useOrderTerms(termsOpen: boolean, stepUrl: string, onAccept: () => void) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(termsOpen);
  const open = (e: MouseEvent) => {
    if (!hydrated) return;
    e.preventDefault();
    setShown(true);
  };
  const dialog = shown ? (
    <OrderTermsDialog
      stepUrl={stepUrl}
      onAccept={() => {
        onAccept();
        setShown(false);
      }}
      onClose={() => setShown(false)}
    />
  ) : null;
  return { open, dialog };
}
