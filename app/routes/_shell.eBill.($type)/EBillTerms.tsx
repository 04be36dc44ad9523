import { t, type MessageKey } from "~/i18n/bill";
import { TermsModal } from "~/components/TermsModal";

const clauses: MessageKey[] = [
  "bill.ebill.terms.free",
  "bill.ebill.terms.email",
  "bill.ebill.terms.verify",
  "bill.ebill.terms.update",
  "bill.ebill.terms.hardcopy",
  "bill.ebill.terms.help",
];

/** The eBill terms with Accept and Close, inside the eBill form (see TermsModal). */
export function EBillTerms({ open, onAccept, onClose }: { open: boolean; onAccept: () => void; onClose: () => void }) {
  return (
    <TermsModal
      open={open}
      titleId="ebill-terms-title"
      title={t("bill.ebill.termsTitle")}
      acceptLabel={t("bill.ebill.accept")}
      closeLabel={t("bill.ebill.close")}
      onAccept={onAccept}
      onClose={onClose}
    >
      <ol className="terms-list">
        {clauses.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
    </TermsModal>
  );
}
