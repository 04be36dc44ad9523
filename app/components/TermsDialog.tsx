import { t, type MessageKey } from "~/i18n/auth";
import { useModal } from "./dialogs";

const clauses: MessageKey[] = [
  "terms.age",
  "terms.commitment",
  "terms.earlyTermination",
  "terms.refund",
  "terms.additionalFees",
  "terms.notices",
  "terms.disputes",
  "terms.alaCarte",
];

export function TermsList() {
  return (
    <ol className="terms-list">
      {clauses.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ol>
  );
}

/**
 * The registration terms with Accept and Close. It sits inside the register form: without
 * JavaScript its buttons submit the form (nothing typed is lost); with it they act in place.
 */
export function TermsDialog({ open, onAccept, onClose }: { open: boolean; onAccept: () => void; onClose: () => void }) {
  const ref = useModal(open);

  if (!open) return null;
  return (
    <dialog ref={ref} open aria-labelledby="terms-title" onCancel={onClose}>
      <h2 id="terms-title" className="dialog-title">
        {t("terms.title")}
      </h2>
      <p>{t("terms.intro")}</p>
      <TermsList />
      <div className="dialog-actions">
        <button
          type="submit"
          name="intent"
          value="close-terms"
          className="btn btn-outline"
          onClick={(e) => {
            e.preventDefault();
            onClose();
          }}
        >
          {t("terms.close")}
        </button>
        <button
          type="submit"
          name="intent"
          value="accept-terms"
          className="btn btn-primary"
          onClick={(e) => {
            e.preventDefault();
            onAccept();
          }}
        >
          {t("terms.accept")}
        </button>
      </div>
    </dialog>
  );
}
