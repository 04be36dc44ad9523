import { t, type MessageKey } from "~/i18n/bill";
import { TermsClauses, TermsModal, type TermsDialogProps } from "~/components/TermsModal";

const clauses: MessageKey[] = [
  "bill.ebill.terms.free",
  "bill.ebill.terms.email",
  "bill.ebill.terms.verify",
  "bill.ebill.terms.update",
  "bill.ebill.terms.hardcopy",
  "bill.ebill.terms.help",
];

/** The eBill terms with Accept and Close, inside the eBill form (see TermsModal). */
export function EBillTerms(props: TermsDialogProps) {
  return (
    <TermsModal
      {...props}
      titleId="ebill-terms-title"
      title={t("bill.ebill.termsTitle")}
      acceptLabel={t("bill.ebill.accept")}
      closeLabel={t("bill.ebill.close")}
    >
      <TermsClauses clauses={clauses.map((key) => t(key))} />
    </TermsModal>
  );
}
