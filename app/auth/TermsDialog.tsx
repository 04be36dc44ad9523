import { t, type MessageKey } from "~/i18n/auth";
import { TermsModal } from "~/components/TermsModal";

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

/** The registration terms with Accept and Close, inside the register form. */
export function TermsDialog({ open, onAccept, onClose }: { open: boolean; onAccept: () => void; onClose: () => void }) {
  return (
    <TermsModal
      open={open}
      titleId="terms-title"
      title={t("terms.title")}
      acceptLabel={t("terms.accept")}
      closeLabel={t("terms.close")}
      onAccept={onAccept}
      onClose={onClose}
    >
      <p>{t("terms.intro")}</p>
      <TermsList />
    </TermsModal>
  );
}
