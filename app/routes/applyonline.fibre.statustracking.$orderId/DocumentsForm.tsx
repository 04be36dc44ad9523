import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useSearchParams } from "@remix-run/react";
import { useMemo } from "react";
import { ConfirmDialog } from "~/components/dialogs";
import { SubmitButton } from "~/components/inputs";
import { OutcomeDialog } from "~/components/outcome";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-status";
import { DocumentFields } from "~/sales/DocumentFields";
import { documentsSchema, type DocumentNeeds } from "~/sales/documents";
import { useResetState } from "~/components/use-reset-state";

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
  const [asking, setAsking] = useResetState(params.get("confirm") === "later", params);
  return (
    <section className="card order-section" aria-labelledby="order-documents-title">
      <h2 id="order-documents-title">{t("status.documents.title")}</h2>
      <p>{t("status.documents.intro")}</p>
      <Form method="post" action={page} encType="multipart/form-data" {...getFormProps(form)}>
        <DocumentFields needs={needs} fields={fields} />
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
