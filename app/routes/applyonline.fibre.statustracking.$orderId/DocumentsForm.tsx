import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useSearchParams } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { ConfirmDialog } from "~/components/dialogs";
import { FieldError, SubmitButton } from "~/components/inputs";
import { OutcomeDialog } from "~/components/outcome";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-status";
import { DOCUMENT_ACCEPT, requiredDocuments, type DocumentField, type DocumentNeeds } from "./documents";
import { documentsSchema } from "./schema";

const LABELS: Record<DocumentField, Parameters<typeof t>[0]> = {
  nicFront: "status.documents.nicFront",
  nicBack: "status.documents.nicBack",
  passport: "status.documents.passport",
  billingProof: "status.documents.billingProof",
};

/**
 * The proof documents: NIC front and back (or the passport image), and an address proof when the
 * billing address is not the service address. Submit Now sends them (the server adds the
 * application PDF); Submit Later asks first, then returns to /applyonline (the SMS link brings the
 * visitor back). Without JavaScript the confirmation opens from the URL (?confirm=later).
 */
export function DocumentsForm({ page, needs, lastResult }: { page: string; needs: DocumentNeeds; lastResult: SubmissionResult<string[]> | undefined }) {
  const schema = useMemo(() => documentsSchema(needs), [needs]);
  const { form, fields, outcome } = useSchemaForm(schema, { id: "order-documents", lastResult });
  const [params] = useSearchParams();
  const [asking, setAsking] = useState(params.get("confirm") === "later");
  useEffect(() => setAsking(params.get("confirm") === "later"), [params]);
  return (
    <section className="card order-section" aria-labelledby="order-documents-title">
      <h2 id="order-documents-title">{t("status.documents.title")}</h2>
      <p>{t("status.documents.intro")}</p>
      <Form method="post" action={page} encType="multipart/form-data" {...getFormProps(form)}>
        {needs.billingProof ? <p className="notice">{t("status.documents.billingProofHint")}</p> : null}
        {requiredDocuments(needs).map((name) => {
          const field = fields[name];
          const errorId = `${field.id}-error`;
          return (
            <div className="field" key={name}>
              <label htmlFor={field.id}>{t(LABELS[name])}</label>
              <input
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
        <div className="order-actions">
          <SubmitButton pending={t("app.wait")}>{t("status.documents.submitNow")}</SubmitButton>
          <Link
            className="btn btn-outline btn-block"
            to="?confirm=later"
            preventScrollReset
            onClick={(e) => {
              e.preventDefault();
              setAsking(true);
            }}
          >
            {t("status.documents.submitLater")}
          </Link>
        </div>
      </Form>
      {asking ? (
        <ConfirmDialog
          title={t("status.later.title")}
          message={<p>{t("status.later.message")}</p>}
          fields={{ intent: "later" }}
          confirmLabel={t("status.later.ok")}
          cancelLabel={t("status.later.cancel")}
          cancelTo={page}
          onCancel={() => setAsking(false)}
          action={page}
        />
      ) : null}
      <OutcomeDialog outcome={outcome} />
    </section>
  );
}
