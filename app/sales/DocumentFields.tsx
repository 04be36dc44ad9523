import type { FieldMetadata } from "@conform-to/react";
import { useRef } from "react";
import { FieldError } from "~/components/inputs";
import { t } from "~/i18n/sales-status";
import { LeaveWarning } from "./LeaveWarning";
import { DOCUMENT_ACCEPT, DOCUMENT_LABELS, requiredDocuments, type DocumentField, type DocumentNeeds } from "./documents";

/**
 * The file inputs an order needs (NIC front and back, or the passport; an address proof when the
 * billing address differs), each with its label and message. The form around them (multipart, its
 * buttons) is the page's.
 */
export function DocumentFields({ needs, fields }: { needs: DocumentNeeds; fields: Record<DocumentField, FieldMetadata<unknown>> }) {
  // A chosen file cannot be kept across a reload or another page (app/forms/kept-store.ts): leaving with one warns.
  const inputs = useRef(new Set<HTMLInputElement>());
  const keepInput = (input: HTMLInputElement | null) => {
    if (input) inputs.current.add(input);
  };
  const wouldLose = () => [...inputs.current].some((input) => input.isConnected && (input.files?.length ?? 0) > 0);
  return (
    <>
      <LeaveWarning wouldLose={wouldLose} />
      {needs.billingProof ? <p className="notice">{t("status.documents.billingProofHint")}</p> : null}
      {requiredDocuments(needs).map((name) => {
        const field = fields[name];
        const errorId = `${field.id}-error`;
        return (
          <div className="field" key={name}>
            <label htmlFor={field.id}>{t(DOCUMENT_LABELS[name])}</label>
            <input
              ref={keepInput}
              type="file"
              id={field.id}
              name={field.name}
              accept={DOCUMENT_ACCEPT}
              className="input order-file"
              aria-invalid={field.errors?.length ? true : undefined}
              aria-describedby={errorId}
            />
            <FieldError id={errorId} errors={field.errors} />
          </div>
        );
      })}
    </>
  );
}
