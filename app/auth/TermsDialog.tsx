import { t, type MessageKey } from "~/i18n/auth";
import { TermsClauses, TermsModal, type TermsDialogProps } from "~/components/TermsModal";

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
  return <TermsClauses clauses={clauses.map((key) => t(key))} />;
}

/** The registration terms with Accept and Close, inside the register form. */
export function TermsDialog(props: TermsDialogProps) {
  return (
    <TermsModal {...props} titleId="terms-title" title={t("terms.title")} acceptLabel={t("terms.accept")} closeLabel={t("terms.close")}>
      <p>{t("terms.intro")}</p>
      <TermsList />
    </TermsModal>
  );
}
