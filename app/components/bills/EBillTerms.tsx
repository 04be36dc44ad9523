import { t, type MessageKey } from "~/i18n/bill";
import { useModal } from "../dialogs";

const clauses: MessageKey[] = [
  "bill.ebill.terms.free",
  "bill.ebill.terms.email",
  "bill.ebill.terms.verify",
  "bill.ebill.terms.update",
  "bill.ebill.terms.hardcopy",
  "bill.ebill.terms.help",
];

/**
 * The eBill terms with Accept and Close. It sits inside the eBill form: without JavaScript its
 * buttons submit the form (nothing typed is lost) and it shows as an open dialog in the page;
 * with JavaScript it is modal and its buttons act in place.
 */
export function EBillTerms({ open, onAccept, onClose }: { open: boolean; onAccept: () => void; onClose: () => void }) {
  const ref = useModal(open);
  if (!open) return null;
  return (
    <dialog ref={ref} open aria-labelledby="ebill-terms-title" onCancel={onClose}>
      <h2 id="ebill-terms-title" className="dialog-title">
        {t("bill.ebill.termsTitle")}
      </h2>
      <ol className="terms-list">
        {clauses.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <div className="dialog-actions">
        <button
          type="submit"
          name="intent"
          value="close-terms"
          className="btn btn-outline"
          formNoValidate
          onClick={(e) => {
            e.preventDefault();
            ref.current?.close();
            onClose();
          }}
        >
          {t("bill.ebill.close")}
        </button>
        <button
          type="submit"
          name="intent"
          value="accept-terms"
          className="btn btn-primary"
          formNoValidate
          onClick={(e) => {
            e.preventDefault();
            ref.current?.close();
            onAccept();
          }}
        >
          {t("bill.ebill.accept")}
        </button>
      </div>
    </dialog>
  );
}
